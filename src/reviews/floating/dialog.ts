/**
 * The popup (badge) and sidebar (tag) of reviews: the <dialog> the reviews_embed call answers
 * with, shown as a modal. Loaded as its own chunk on the first open, so that a page with only a
 * badge does not carry it.
 *
 * A modal <dialog> already makes the rest of the page inert and closes on Escape; this adds
 * what it lacks: Tab and Shift+Tab wrap inside the dialog instead of leaving for the browser's
 * own controls, a click on the backdrop closes it, and focus goes back to the button that
 * opened it (browsers differ on that last one).
 */

const FOCUSABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'[tabindex]:not([tabindex="-1"])',
].join( ',' );

/**
 * The elements Tab stops on inside the dialog, in order; hidden ones left out.
 *
 * @param dialog The dialog.
 */
export function tabStops( dialog: HTMLElement ): HTMLElement[] {
	return Array.from(
		dialog.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			! element.closest( '[hidden]' ) &&
			! element.closest( '[inert]' ) &&
			// Not laid out (display: none up the tree); jsdom lays nothing out, so it is only
			// trusted where the browser computes layout.
			( element.getClientRects().length > 0 ||
				navigator.userAgent.includes( 'jsdom' ) )
	);
}

/**
 * The <dialog> inside the answer's HTML, or null when there is none.
 *
 * @param html The reviews_embed answer's data.
 */
export function parseDialog( html: string ): HTMLDialogElement | null {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return template.content.querySelector( 'dialog' );
}

/**
 * Wires a dialog once: close buttons, backdrop clicks, the Tab wrap, focus return.
 *
 * @param dialog The dialog, in the document.
 */
function wire( dialog: HTMLDialogElement ): void {
	dialog.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		// A click on the ::backdrop is reported on the dialog itself.
		if (
			target === dialog ||
			target.closest( '[data-vitrine-dialog-close]' )
		) {
			dialog.close();
		}
	} );
	dialog.addEventListener( 'keydown', ( event ) => {
		if ( event.key !== 'Tab' ) {
			return;
		}
		const stops = tabStops( dialog );
		if ( stops.length === 0 ) {
			event.preventDefault();
			return;
		}
		const first = stops[ 0 ];
		const last = stops[ stops.length - 1 ];
		const active = dialog.ownerDocument.activeElement;
		if ( event.shiftKey && ( active === first || active === dialog ) ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	} );
}

const opener = new WeakMap< HTMLDialogElement, HTMLElement >();

/**
 * Shows a dialog as a modal and gives focus back to the trigger when it closes.
 *
 * @param dialog  The dialog; added to the document the first time.
 * @param trigger The button that opened it.
 */
export function showDialog(
	dialog: HTMLDialogElement,
	trigger: HTMLElement
): void {
	if ( ! dialog.isConnected ) {
		wire( dialog );
		dialog.addEventListener( 'close', () => {
			const last = opener.get( dialog );
			last?.setAttribute( 'aria-expanded', 'false' );
			last?.focus();
		} );
		document.body.append( dialog );
	}
	opener.set( dialog, trigger );
	if ( dialog.open ) {
		return;
	}
	dialog.showModal();
	trigger.setAttribute( 'aria-expanded', 'true' );
	// The heading's close button first would make a screen reader skip the title: focus the
	// dialog itself (tabindex -1 in the markup), which reads its label, and Tab goes on.
	dialog.focus();
}
