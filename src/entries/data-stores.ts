/**
 * Pages with a store button or a store count block (Vitrine\DataStores\View\StoreButtons
 * enqueues it while rendering one), or a store link action. No React, no wp-i18n, no api-fetch:
 * its phrases come translated in the settings. Buttons and counts added later (a listing's next
 * page) start too. Not the lazy widget registry of core/widgets.ts: these start at once, and the
 * 3 KB budget has no room for its loading and destroying. Publishes the stores on
 * window.vitrine.stores (data-stores/events.ts).
 */
import '../data-stores/data-stores.scss';
import { onReady } from '../core/dom';
import { getSettings } from '../core/settings';
import { createStores } from '../data-stores/model';
import { initStoreButton, initStoreCount } from '../data-stores/button';
import { storeLinkActions } from '../data-stores/link-actions';
import { publishStores } from '../data-stores/events';
import '../data-stores/settings';

onReady( () => {
	const stores = createStores( getSettings( 'dataStores' ) );
	const started = new WeakSet< Element >();
	const scan = ( root: Element | Document ) =>
		( [ 'store-button', 'store-count' ] as const ).forEach( ( name ) =>
			[
				...root.querySelectorAll< HTMLElement >(
					`[data-vitrine-widget="${ name }"]`
				),
			].forEach( ( element ) => {
				if ( ! started.has( element ) ) {
					started.add( element );
					( name === 'store-button'
						? initStoreButton
						: initStoreCount )( element, stores );
				}
			} )
		);
	storeLinkActions( stores );
	// window.vitrine.stores: a listing of a store's items reads and follows them.
	publishStores( stores );
	scan( document );
	new MutationObserver( () => scan( document ) ).observe( document.body, {
		childList: true,
		subtree: true,
	} );
} );
