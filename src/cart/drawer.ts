/**
 * The mini-cart drawer of the header's cart button (Vitrine\CartUi\MiniCart::drawer()): a modal
 * <dialog>, so that the browser makes the page behind it inert. Focus moves in on opening and
 * back to the button on closing; Tab stays inside; Escape, the close button and a click on the
 * backdrop close it; the page does not scroll behind it. Its contents are the mini-cart's
 * fragment: the page carries them in a <template>, taken out on the first opening and filled in
 * from the fragments the cart scripts cached for this cart; from then on the cart scripts keep them
 * up to date, and their removal buttons work in it as anywhere.
 */
import type { CART_UPDATED_EVENT, CartUpdatedDetail } from './context';
import { applyFragments, readCachedFragments, readCookie } from './fragments';

// Named here, not imported: the drawer's bundle must not pull in the cart's client (context.ts).
const CART_UPDATED: typeof CART_UPDATED_EVENT = 'vitrine:cart-updated';

export const OPEN_SELECTOR = '[data-vitrine-mini-cart-open]';
const CLOSE_SELECTOR = '[data-vitrine-mini-cart-close]';
const OPEN_ON_ADD_SELECTOR =
	'[data-vitrine-mini-cart-drawer][data-open-on-add]';
/** On <html> while a drawer is open: no scrolling behind it. */
export const SCROLL_LOCK_CLASS = 'vitrine-drawer-open';
const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The button that opened each open drawer, where focus goes back. */
const openers = new WeakMap< HTMLDialogElement, HTMLElement >();

/**
 * The drawer a cart button opens.
 *
 * @param button The button.
 */
function drawerOf( button: Element ): HTMLDialogElement | null {
	const id = button.getAttribute( 'aria-controls' );
	const drawer = id ? button.ownerDocument.getElementById( id ) : null;
	return drawer instanceof HTMLDialogElement ? drawer : null;
}

/**
 * The elements Tab reaches inside the drawer, in order.
 *
 * @param drawer The drawer.
 */
function focusables( drawer: HTMLElement ): HTMLElement[] {
	return Array.from(
		drawer.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter( ( element ) => ! element.closest( '[hidden]' ) );
}

/**
 * Keeps Tab inside the drawer: from the last element to the first, and back with Shift+Tab.
 * (A modal dialog alone lets Tab leave for the browser's own controls.)
 *
 * @param drawer The drawer.
 * @param event  The keydown.
 */
export function trapTab( drawer: HTMLElement, event: KeyboardEvent ): void {
	const elements = focusables( drawer );
	if ( elements.length === 0 ) {
		return;
	}
	const first = elements[ 0 ];
	const last = elements[ elements.length - 1 ];
	const active = drawer.ownerDocument.activeElement;
	if (
		event.shiftKey &&
		( active === first || ! drawer.contains( active ) )
	) {
		event.preventDefault();
		last.focus();
	} else if (
		! event.shiftKey &&
		( active === last || ! drawer.contains( active ) )
	) {
		event.preventDefault();
		first.focus();
	}
}

/**
 * On the first opening: the contents out of their template, as the cached fragments of the
 * visitor's cart say (a fetch still under way fills them in when it ends).
 *
 * @param drawer The drawer.
 */
export function fillContents( drawer: HTMLDialogElement ): void {
	const template = drawer.querySelector( 'template' );
	if ( ! template ) {
		return;
	}
	template.replaceWith( template.content.cloneNode( true ) );
	const settings = window.vitrineSettings?.cart;
	const hash = settings ? readCookie( settings.hashCookie ) : null;
	const cached = settings ? readCachedFragments( settings.storageKey ) : null;
	if ( hash && cached?.hash === hash ) {
		applyFragments( cached.fragments, drawer.ownerDocument );
	}
}

/**
 * Closes a drawer; the close event puts everything back (see watch()).
 *
 * @param drawer The drawer.
 */
export function closeDrawer( drawer: HTMLDialogElement ): void {
	if ( drawer.open ) {
		drawer.close();
	}
}

/**
 * Listens to a drawer once: closing controls, Escape, Tab, and what closing puts back.
 *
 * @param drawer The drawer.
 */
function watch( drawer: HTMLDialogElement ): void {
	if ( drawer.dataset.vitrineWatched ) {
		return;
	}
	drawer.dataset.vitrineWatched = '1';
	const doc = drawer.ownerDocument;
	drawer.addEventListener( 'click', ( event ) => {
		const target = event.target;
		// The panel fills the dialog: a click on the dialog itself is on its backdrop.
		if (
			target === drawer ||
			( target instanceof Element && target.closest( CLOSE_SELECTOR ) )
		) {
			closeDrawer( drawer );
		}
	} );
	drawer.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			// Closed here rather than by the browser's cancel, which some ignore a second time.
			event.preventDefault();
			closeDrawer( drawer );
		} else if ( event.key === 'Tab' ) {
			trapTab( drawer, event );
		}
	} );
	drawer.addEventListener( 'close', () => {
		doc.documentElement.classList.remove( SCROLL_LOCK_CLASS );
		// The live regions went in with the drawer (the page behind is inert, and so would they be).
		doc.body.append( ...drawer.querySelectorAll( '.vitrine-live-region' ) );
		const opener = openers.get( drawer );
		openers.delete( drawer );
		opener?.setAttribute( 'aria-expanded', 'false' );
		opener?.focus();
	} );
}

/**
 * Opens the drawer of a cart button, as a modal dialog; focus goes to its close button.
 *
 * @param button The cart button.
 * @return Whether a drawer opened.
 */
export function openDrawer( button: HTMLElement ): boolean {
	const drawer = drawerOf( button );
	if ( ! drawer || drawer.open ) {
		return false;
	}
	const doc = drawer.ownerDocument;
	watch( drawer );
	fillContents( drawer );
	openers.set( drawer, button );
	// Announcements (an item removed) must reach screen readers from inside the modal.
	drawer.append( ...doc.querySelectorAll( '.vitrine-live-region' ) );
	drawer.showModal();
	doc.documentElement.classList.add( SCROLL_LOCK_CLASS );
	button.setAttribute( 'aria-expanded', 'true' );
	drawer.querySelector< HTMLElement >( CLOSE_SELECTOR )?.focus();
	return true;
}

/**
 * Whether an element is shown (a header's button may be hidden at some widths).
 *
 * @param element The element.
 */
function isShown( element: HTMLElement ): boolean {
	return element.getClientRects().length > 0;
}

/**
 * Opens the drawers of cart buttons, and the drawer of an "open on add" mini-cart when a product
 * is added to the cart anywhere on the page.
 *
 * @param doc The document.
 */
export function initDrawers( doc: Document = document ): void {
	doc.addEventListener( 'click', ( event ) => {
		const target = event.target;
		const button =
			target instanceof Element
				? target.closest< HTMLElement >( OPEN_SELECTOR )
				: null;
		if ( button && openDrawer( button ) ) {
			event.preventDefault();
		}
	} );
	doc.addEventListener( CART_UPDATED, ( event ) => {
		const detail = ( event as CustomEvent< CartUpdatedDetail > ).detail;
		if ( detail?.source !== 'add-to-cart' ) {
			return;
		}
		const button = Array.from(
			doc.querySelectorAll< HTMLElement >(
				`${ OPEN_ON_ADD_SELECTOR } ${ OPEN_SELECTOR }`
			)
		).find( isShown );
		if ( button ) {
			openDrawer( button );
		}
	} );
}
