/**
 * One polite and one assertive live region per page, created early (a region added at the same
 * time as its text is often not announced).
 */

type Politeness = 'polite' | 'assertive';

const regions = new Map< Politeness, HTMLElement >();

/**
 * The page's live region of that politeness, created on first use.
 *
 * @param politeness polite (status) or assertive (alert).
 * @param doc        The document.
 */
export function liveRegion(
	politeness: Politeness = 'polite',
	doc: Document = document
): HTMLElement {
	const existing = regions.get( politeness );
	if ( existing && existing.isConnected ) {
		return existing;
	}
	const region = doc.createElement( 'div' );
	region.className = `vitrine-screen-reader-text vitrine-live-region vitrine-live-region--${ politeness }`;
	region.setAttribute(
		'role',
		politeness === 'assertive' ? 'alert' : 'status'
	);
	region.setAttribute( 'aria-live', politeness );
	region.setAttribute( 'aria-atomic', 'true' );
	doc.body.appendChild( region );
	regions.set( politeness, region );
	return region;
}

/**
 * Says the message to screen readers. The region is emptied first, so that the same message
 * twice in a row is announced twice.
 *
 * @param message    The text.
 * @param politeness polite or assertive.
 */
export function announce(
	message: string,
	politeness: Politeness = 'polite'
): void {
	const region = liveRegion( politeness );
	region.textContent = '';
	window.setTimeout( () => {
		region.textContent = message;
	}, 100 );
}
