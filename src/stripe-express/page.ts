/**
 * The page around the buttons: the error note in the page's notices area, scrolled into view over
 * 600 ms (docs/spec/payments.md sections 8 and 9), and the white overlay (opacity 0.6) that
 * blocks the page while an order is placed.
 */

/** How long the scroll to a note takes. */
export const SCROLL_MS = 600;

/**
 * The notices area of each page; the product and pay-for-order pages have none, so one is
 * made above the buttons.
 */
const NOTICE_AREAS = '.vitrine-checkout__notices, .vitrine-cart__notices';

/**
 * The notices area for the buttons' page.
 *
 * @param wrapper The buttons' wrapper.
 */
export function noticesArea( wrapper: HTMLElement ): HTMLElement {
	const doc = wrapper.ownerDocument;
	let area = doc.querySelector< HTMLElement >( NOTICE_AREAS );
	if ( ! area ) {
		area = wrapper.previousElementSibling?.matches(
			'.vitrine-express-checkout__notices'
		)
			? ( wrapper.previousElementSibling as HTMLElement )
			: null;
	}
	if ( ! area ) {
		area = doc.createElement( 'div' );
		area.className = 'vitrine-express-checkout__notices';
		wrapper.before( area );
	}
	return area;
}

/**
 * Scrolls the window so that the element's top shows, in steps over SCROLL_MS (eased), or at
 * once when the shopper asks for reduced motion.
 *
 * @param element The element.
 */
export function scrollToElement( element: HTMLElement ): void {
	const view = element.ownerDocument.defaultView ?? window;
	const from = view.scrollY;
	const to = Math.max( 0, from + element.getBoundingClientRect().top - 20 );
	if ( view.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ) {
		view.scrollTo( 0, to );
		return;
	}
	const start = Date.now();
	const step = (): void => {
		const done = Math.min( 1, ( Date.now() - start ) / SCROLL_MS );
		// Ease in and out.
		const eased =
			done < 0.5 ? 2 * done * done : 1 - ( -2 * done + 2 ) ** 2 / 2;
		view.scrollTo( 0, from + ( to - from ) * eased );
		if ( done < 1 ) {
			view.setTimeout( step, 16 );
		}
	};
	step();
}

/**
 * Shows an error as a note in the notices area (the area's earlier express note replaced).
 *
 * @param wrapper The buttons' wrapper.
 * @param text    The message (several lines allowed).
 */
export function showError( wrapper: HTMLElement, text: string ): void {
	const area = noticesArea( wrapper );
	area.querySelector( '.vitrine-express-checkout__error' )?.remove();
	const note = wrapper.ownerDocument.createElement( 'p' );
	note.className =
		'vitrine-notice vitrine-notice--error vitrine-express-checkout__error';
	note.setAttribute( 'role', 'alert' );
	note.textContent = text;
	area.prepend( note );
	scrollToElement( area );
}

/**
 * Blocks the page (a white overlay at 0.6) or unblocks it.
 *
 * @param doc The document.
 * @param on  Whether to block.
 */
export function blockPage( doc: Document, on: boolean ): void {
	const overlay = doc.querySelector( '.vitrine-express-checkout__overlay' );
	if ( ! on ) {
		overlay?.remove();
		doc.body.removeAttribute( 'aria-busy' );
		return;
	}
	if ( ! overlay ) {
		const block = doc.createElement( 'div' );
		block.className = 'vitrine-express-checkout__overlay';
		doc.body.append( block );
		doc.body.setAttribute( 'aria-busy', 'true' );
	}
}
