/**
 * The result count of a product listing ("Showing 1–12 of 40 results") is a live region whose
 * text is given again after 2000 ms, so that screen readers announce it once the page has
 * settled (docs/spec/storefront-and-reviews.md, sections 2 and 9).
 */

export const RESULT_COUNT_REFRESH_MS = 2000;

/**
 * Hides each result count from assistive technology now, and shows it again with its text
 * re-inserted after the delay: the re-inserted text is what a screen reader announces.
 *
 * @param root  Where to look.
 * @param delay Milliseconds to wait.
 * @return The regions found.
 */
export function refreshResultCounts(
	root: ParentNode = document,
	delay: number = RESULT_COUNT_REFRESH_MS
): HTMLElement[] {
	const regions = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-vitrine-result-count]' )
	);
	regions.forEach( ( region ) => {
		region.setAttribute( 'aria-hidden', 'true' );
		window.setTimeout( () => {
			const nodes = Array.from( region.childNodes );
			region.replaceChildren();
			region.removeAttribute( 'aria-hidden' );
			region.replaceChildren( ...nodes );
			region.dataset.vitrineRefreshed = 'true';
		}, delay );
	} );
	return regions;
}
