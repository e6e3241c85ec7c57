/**
 * The data-stores bundle's public browser API, shared by the bundles that use it without
 * bundling the store code: window.vitrine.stores (the visitor's stores: ready, items, has,
 * count, add, remove, subscribe), set once the bundle started, which then fires STORES_READY
 * on the document.
 *
 *     const stores = await whenStores();
 *     await stores.ready;
 *     stores.subscribe( ( store ) => { … stores.items( store ) … } );
 */
import type { Stores } from './model';

export const STORES_READY = 'vitrine:stores-ready';

declare global {
	interface VitrineGlobal {
		stores?: Stores;
	}
}

/**
 * Publishes the visitor's stores on window.vitrine.stores.
 *
 * @param stores The stores.
 */
export function publishStores( stores: Stores ) {
	( window.vitrine ??= {} ).stores = stores;
	document.dispatchEvent( new CustomEvent( STORES_READY ) );
}

/**
 * The visitor's stores, once the data-stores bundle has started (whichever bundle runs first).
 */
export function whenStores(): Promise< Stores > {
	return new Promise( ( resolve ) => {
		const stores = window.vitrine?.stores;
		if ( stores ) {
			resolve( stores );
		} else {
			document.addEventListener(
				STORES_READY,
				() => resolve( window.vitrine!.stores! ),
				{ once: true }
			);
		}
	} );
}
