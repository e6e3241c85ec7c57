/**
 * The store button (spec §4 "Store button"): initial → in store after adding; an in-store button
 * follows its link or opens its popup (or, with action_after_added remove_from_store or without
 * either, removes the item again, back to initial; with hide, disappears); busy during a call,
 * ignoring repeats. Every button of the same store and post shows the model's state, so all of
 * them stay in step. A failure shows the server's message (or the HTTP error text) in the
 * button's alert, a role="alert" live region.
 *
 * Each change is announced on the document as `vitrine:store-change` (detail: store, postId,
 * inStore, synchId), for a listing with that synch id to refresh itself.
 */
import { ITEM_CLASS } from '../listings/markup';
import type { Stores } from './model';

export const CHANGE_EVENT = 'vitrine:store-change';
export const POPUP_EVENT = 'vitrine:open-popup';

/**
 * Starts one button.
 *
 * @param element The wrapper PHP printed (data-store, data-post, data-after, …).
 * @param stores  The visitor's stores.
 */
export function initStoreButton( element: HTMLElement, stores: Stores ) {
	const data = element.dataset;
	const store = data.store ?? '';
	const postId = Number( data.post );
	const after = data.after ?? '';
	const popup = data.popup ?? '';
	const button = element.querySelector( 'button' ) as HTMLButtonElement;
	const link = element.querySelector( 'a' );
	const [ initial, added ] = button.children as unknown as HTMLElement[];
	// remove_from_store, or nothing else to do once added: the button toggles.
	const toggles =
		after === 'remove_from_store' ||
		( after !== 'hide' && ! link && ! popup );
	let busy = false;
	let alert: HTMLElement | null = null;

	const say = ( message: string ) => {
		if ( ! alert ) {
			alert = document.createElement( 'span' );
			alert.className = 'vitrine-store-button__alert';
			alert.setAttribute( 'role', 'alert' );
			element.append( alert );
		}
		alert.textContent = message;
	};

	const render = () => {
		const inStore = stores.has( store, postId );
		initial.hidden = inStore;
		added.hidden = ! inStore;
		element.dataset.state = inStore ? 'in-store' : 'initial';
		if ( toggles || ! inStore ) {
			button.setAttribute( 'aria-pressed', String( inStore ) );
		} else {
			button.removeAttribute( 'aria-pressed' );
		}
		button.hidden =
			inStore && ( after === 'hide' || ( !! link && ! popup ) );
		if ( link ) {
			link.hidden = ! inStore || after === 'hide';
		}
	};

	const run = async ( adding: boolean ) => {
		busy = true;
		button.setAttribute( 'aria-busy', 'true' );
		element.dataset.busy = '1';
		say( '' );
		try {
			await ( adding ? stores.add : stores.remove )( store, postId );
			document.dispatchEvent(
				new CustomEvent( CHANGE_EVENT, {
					detail: {
						store,
						postId,
						inStore: adding,
						synchId: data.synch,
					},
				} )
			);
			const item =
				! adding &&
				data.removeListing &&
				element.closest( `.${ ITEM_CLASS }` );
			if ( item ) {
				// Focus moves to the next item (or the one before), not to the page's start.
				(
					(
						item.nextElementSibling ?? item.previousElementSibling
					)?.querySelector( 'a,button' ) as HTMLElement | null
				 )?.focus();
				item.remove();
			}
		} catch ( error ) {
			say( ( error as Error ).message );
		} finally {
			busy = false;
			button.removeAttribute( 'aria-busy' );
			delete element.dataset.busy;
		}
	};

	const onClick = () => {
		if ( busy ) {
			return;
		}
		if ( ! stores.has( store, postId ) ) {
			void run( true );
		} else if ( popup ) {
			document.dispatchEvent(
				new CustomEvent( POPUP_EVENT, {
					detail: { popup, trigger: button },
				} )
			);
		} else if ( toggles ) {
			void run( false );
		}
	};

	button.addEventListener( 'click', onClick );
	const unsubscribe = stores.subscribe( ( changed ) => {
		if ( changed === store ) {
			render();
		}
	} );
	render();
	return {
		destroy() {
			button.removeEventListener( 'click', onClick );
			unsubscribe();
		},
	};
}

/**
 * Starts one count: the number of items in the visitor's store.
 *
 * @param element The wrapper PHP printed (data-store).
 * @param stores  The visitor's stores.
 */
export function initStoreCount( element: HTMLElement, stores: Stores ) {
	const store = element.dataset.store ?? '';
	const render = () => {
		element
			.querySelectorAll( '[data-vitrine-store-count]' )
			.forEach(
				( number ) =>
					( number.textContent = String( stores.count( store ) ) )
			);
	};
	const unsubscribe = stores.subscribe( ( changed ) => {
		if ( changed === store ) {
			render();
		}
	} );
	render();
	return { destroy: unsubscribe };
}
