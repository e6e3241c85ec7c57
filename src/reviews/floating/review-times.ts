/**
 * Review times written by the browser: PHP prints `<time datetime data-vitrine-time="epoch">`
 * with the date, and in relative mode this replaces the text with "3 hours ago" in the site's
 * language (the relative text depends on the visitor's clock, so a page-cached page cannot
 * hold it). Times in date mode stay as PHP wrote them.
 */
import { relativeTime, type RelativeTimeStrings } from '../relative-time';

/**
 * Writes the relative time into every marked <time> under the root.
 *
 * @param root    Where to look.
 * @param locale  The site's locale.
 * @param strings The translated "just now".
 * @param now     The current time, epoch seconds.
 */
export function writeRelativeTimes(
	root: ParentNode,
	locale: string,
	strings: RelativeTimeStrings,
	now: number = Date.now() / 1000
): void {
	root.querySelectorAll< HTMLTimeElement >(
		'time[data-vitrine-time][data-relative]'
	).forEach( ( element ) => {
		const text = relativeTime(
			Number( element.dataset.vitrineTime ),
			locale,
			now,
			strings
		);
		if ( text !== '' ) {
			element.textContent = text;
		}
	} );
}
