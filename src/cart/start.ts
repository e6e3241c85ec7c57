/**
 * Starts the cart scripts every cart bundle has: add-to-cart buttons, mini-cart removal, the
 * page's fragments, quantity minimums.
 */
import { initAddToCart } from './add-to-cart';
import { restoreFragments, type CartContext } from './context';
import { liveRegion } from './live-region';
import { initMiniCart } from './mini-cart';
import { raiseQuantitiesToMin } from './quantity';

declare global {
	interface Window {
		vitrineCartStarted?: boolean;
	}
}

/**
 * The notice of a cart action without JavaScript travels in the URL (vitrine-notice): once the
 * page shows it, the address drops it, so that a reload or a shared link does not repeat it.
 *
 * @param win The window.
 */
export function forgetNoticeArgument( win: Window = window ): void {
	const url = new URL( win.location.href );
	if ( ! url.searchParams.has( 'vitrine-notice' ) ) {
		return;
	}
	url.searchParams.delete( 'vitrine-notice' );
	win.history.replaceState( win.history.state, '', url.toString() );
}

/**
 * @param context The cart context.
 * @return false when the cart scripts were already started on this page (two bundles).
 */
export function startCart( context: CartContext ): boolean {
	if ( window.vitrineCartStarted ) {
		return false;
	}
	window.vitrineCartStarted = true;
	liveRegion( 'polite' );
	liveRegion( 'assertive' );
	raiseQuantitiesToMin();
	forgetNoticeArgument();
	initAddToCart( context );
	initMiniCart( context );
	void restoreFragments( context );
	// A page restored from the back-forward cache shows the cart as it was: bring it up to date.
	window.addEventListener( 'pageshow', ( event ) => {
		if ( event.persisted ) {
			void restoreFragments( context );
		}
	} );
	return true;
}
