/**
 * The store link actions: `#vitrine-action:add_to_store?store=favourites&post_id=12` and
 * `remove_from_store`, examples of actions registered from another bundle. A failure's message
 * is put in an alert after the link.
 */
import { linkActions } from '../link-actions/registry';
import type { Stores } from './model';

/**
 * Registers add_to_store and remove_from_store.
 *
 * @param stores The visitor's stores.
 */
export function storeLinkActions( stores: Stores ) {
	const registry = linkActions();
	( [ 'add_to_store', 'remove_from_store' ] as const ).forEach( ( name ) =>
		registry.register( name, async ( settings, { link } ) => {
			try {
				await ( name === 'add_to_store' ? stores.add : stores.remove )(
					settings.store ?? 'favourites',
					Number( settings.post_id )
				);
			} catch ( error ) {
				let alert = link.nextElementSibling;
				if ( ! alert?.matches( '[role="alert"]' ) ) {
					alert = document.createElement( 'span' );
					alert.setAttribute( 'role', 'alert' );
					link.after( alert );
				}
				alert.textContent = ( error as Error ).message;
			}
		} )
	);
}
