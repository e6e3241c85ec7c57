/**
 * The five stars under a review or a rating summary (spec, section 5: five stars, half-star
 * rounding at 0.25 and 0.75), and the sentence a screen reader hears in their place.
 */

import { sharedFormatter } from './locale';

export type StarState = 'full' | 'half' | 'empty';

/** The number of stars always drawn. */
export const STAR_COUNT = 5;

/**
 * A provider's rating clamped to 0–5; NaN (a missing rating) counts as 0.
 *
 * @param rating The rating as the provider gave it.
 */
function clampRating( rating: number ): number {
	if ( Number.isNaN( rating ) ) {
		return 0;
	}
	return Math.min( STAR_COUNT, Math.max( 0, rating ) );
}

/**
 * The state of each of the five stars. A fraction under 0.25 rounds down, one from 0.25 to
 * under 0.75 is a half star, and one from 0.75 rounds up: 4.2 shows four stars, 4.3 four and
 * a half, 4.8 five.
 *
 * @param rating The rating, 0 to 5.
 * @return Always five states, full ones first.
 */
export function starStates( rating: number ): StarState[] {
	const value = clampRating( rating );
	const whole = Math.floor( value );
	const fraction = value - whole;
	let halves = whole * 2;
	if ( fraction >= 0.75 ) {
		halves += 2;
	} else if ( fraction >= 0.25 ) {
		halves += 1;
	}
	const states: StarState[] = [];
	for ( let star = 0; star < STAR_COUNT; star++ ) {
		if ( halves >= ( star + 1 ) * 2 ) {
			states.push( 'full' );
		} else if ( halves === star * 2 + 1 ) {
			states.push( 'half' );
		} else {
			states.push( 'empty' );
		}
	}
	return states;
}

/**
 * The half star a rating shows as, the stars' data-rating: 4.2 is 4, 4.3 is 4.5, 4.8 is 5
 * (as Vitrine\ProductReviews\Ratings::rounded_to_half(), rounded to hundredths first).
 *
 * @param rating The rating.
 */
export function roundedToHalf( rating: number ): number {
	const value = Math.round( clampRating( rating ) * 100 ) / 100;
	return Math.round( value * 2 ) / 2;
}

/**
 * The accessible text of the stars, such as "Rated 4.7 out of 5". It states the rating itself
 * (clamped, one decimal, in the site's number format) rather than the half-star picture, so a
 * screen reader user learns as much as the number beside the stars tells everyone else.
 *
 * @param rating   The rating, 0 to 5.
 * @param template The translated sentence with %s (or %1$s) for the rating.
 * @param locale   The site's locale for the number; en when unknown.
 */
export function starLabel(
	rating: number,
	template: string,
	locale: string = 'en'
): string {
	const number = sharedFormatter( Intl.NumberFormat, locale, {
		maximumFractionDigits: 1,
	} ).format( clampRating( rating ) );
	return template.replace( /%(?:1\$)?s/, number );
}
