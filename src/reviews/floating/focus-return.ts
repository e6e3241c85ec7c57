/**
 * Where focus goes when a floating widget that held it closes (a badge, the flash card): back
 * where it came from, the element that had focus before it entered the widget, or else the next
 * control in the page after the widget (the previous one at the page's end). Never the page's
 * body or its <main>, from where a keyboard user would have to find their way again.
 */

const TABBABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'summary',
	'[tabindex]:not([tabindex="-1"])',
].join( ',' );

/**
 * Whether the element can take focus now: in the page, not hidden or inert, laid out (jsdom
 * lays nothing out, so there it is only trusted to be in the page).
 *
 * @param element The element.
 */
function focusable( element: Element ): element is HTMLElement {
	return (
		element instanceof HTMLElement &&
		element.isConnected &&
		! element.closest( '[hidden], [inert]' ) &&
		( element.getClientRects().length > 0 ||
			navigator.userAgent.includes( 'jsdom' ) )
	);
}

/**
 * Remembers, for a widget, the element focus came from when it last entered the widget.
 *
 * @param root The widget.
 * @return Reads the element (null when focus never came from elsewhere in the page).
 */
export function trackFocusOrigin(
	root: HTMLElement
): () => HTMLElement | null {
	let origin: HTMLElement | null = null;
	root.addEventListener( 'focusin', ( event ) => {
		const from = event.relatedTarget;
		// The body is no origin: focus "coming" from it came from nowhere in particular.
		if (
			from instanceof HTMLElement &&
			from !== from.ownerDocument.body &&
			! root.contains( from )
		) {
			origin = from;
		}
	} );
	return () => origin;
}

/**
 * The first control after `removed` in the document, or the last one before it.
 *
 * @param removed The element that is closing.
 */
export function nextControl( removed: HTMLElement ): HTMLElement | null {
	const candidates = Array.from(
		removed.ownerDocument.querySelectorAll( TABBABLE )
	).filter(
		( element ): element is HTMLElement =>
			! removed.contains( element ) && focusable( element )
	);
	const after = candidates.find(
		( element ) =>
			// eslint-disable-next-line no-bitwise -- compareDocumentPosition answers a bit mask.
			( removed.compareDocumentPosition( element ) &
				Node.DOCUMENT_POSITION_FOLLOWING ) !==
			0
	);
	return after ?? candidates.reverse()[ 0 ] ?? null;
}

/**
 * Gives focus back after `removed` closed, when focus was inside it: to `origin` if it can take
 * it, else to the next control.
 *
 * @param removed  The element that closed (already hidden).
 * @param origin   Where focus came from, or null.
 * @param hadFocus Whether focus was inside `removed` before it closed.
 */
export function returnFocus(
	removed: HTMLElement,
	origin: HTMLElement | null,
	hadFocus: boolean
): void {
	if ( ! hadFocus ) {
		return;
	}
	const target =
		origin && ! removed.contains( origin ) && focusable( origin )
			? origin
			: nextControl( removed );
	target?.focus();
}
