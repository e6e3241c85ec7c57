/**
 * Removing an item from the mini-cart without a reload. While the removal is pending the item is
 * blocked under an overlay (opacity 0.6). A failure, or an answer without fragments, sends the
 * browser to the remove link's own URL, which removes the item without JavaScript.
 */
import {
	dispatchCartUpdated,
	receiveFragments,
	type CartAjaxBody,
	type CartContext,
} from './context';
import { announce } from './live-region';

export const REMOVE_SELECTOR = '.vitrine-mini-cart__remove[data-cart_item_key]';
const ITEM_SELECTOR = '.vitrine-mini-cart__item';
// The header's drawer holds the contents too (drawer.ts).
const MINI_CART_SELECTOR =
	'[data-vitrine-mini-cart], [data-vitrine-mini-cart-drawer]';
export const BLOCKED_CLASS = 'vitrine-blocked';

/**
 * Blocks (or unblocks) an element while a request about it is pending.
 *
 * @param element The element.
 * @param blocked Whether to block it.
 */
export function block( element: Element, blocked: boolean ): void {
	element.classList.toggle( BLOCKED_CLASS, blocked );
	if ( blocked ) {
		element.setAttribute( 'aria-busy', 'true' );
	} else {
		element.removeAttribute( 'aria-busy' );
	}
}

/**
 * Puts focus back in the mini-cart after its contents were replaced: on the remove link now at
 * the removed one's place, or on the contents when the cart is empty.
 *
 * @param miniCart The mini-cart wrapper (not replaced itself).
 * @param index    The removed item's position.
 */
function restoreFocus( miniCart: Element, index: number ): void {
	const links = miniCart.querySelectorAll< HTMLElement >( REMOVE_SELECTOR );
	const next = links[ Math.min( index, links.length - 1 ) ];
	if ( next ) {
		next.focus();
		return;
	}
	const contents = miniCart.querySelector< HTMLElement >(
		'.vitrine-mini-cart__contents'
	);
	if ( contents ) {
		contents.setAttribute( 'tabindex', '-1' );
		contents.focus();
	}
}

/**
 * Removes one item.
 *
 * @param link    The remove link.
 * @param context The cart context.
 */
export async function removeFromMiniCart(
	link: HTMLAnchorElement,
	context: CartContext
): Promise< void > {
	const item = link.closest( ITEM_SELECTOR ) ?? link;
	const miniCart = link.closest( MINI_CART_SELECTOR );
	// Read before the request: the answer replaces the item, and focus with it.
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- unused only when falling back to the link.
	const hadFocus = item.contains( link.ownerDocument.activeElement );
	const index = miniCart
		? Array.from( miniCart.querySelectorAll( REMOVE_SELECTOR ) ).indexOf(
				link
			)
		: 0;
	const name =
		item.querySelector( '.vitrine-mini-cart__name' )?.textContent?.trim() ??
		'';
	block( item, true );

	const result = await context.queue.run( () =>
		context.client.post< CartAjaxBody >( 'remove_from_cart', {
			cart_item_key: link.dataset.cart_item_key ?? '',
		} )
	);
	if (
		result.status !== 200 ||
		result.body?.error ||
		! receiveFragments( context, result.body )
	) {
		context.navigate( link.href );
		return;
	}
	if ( hadFocus && miniCart ) {
		restoreFocus( miniCart, index );
	}
	announce( context.settings.i18n.removed.replace( '%s', name ) );
	dispatchCartUpdated( {
		source: 'mini-cart',
		hash: result.body?.cart_hash ?? '',
	} );
}

/**
 * Handles clicks on the mini-cart's remove links anywhere in the document.
 *
 * @param context The cart context.
 * @param doc     The document.
 */
export function initMiniCart(
	context: CartContext,
	doc: Document = document
): void {
	doc.addEventListener( 'click', ( event ) => {
		const target = event.target;
		const link =
			target instanceof Element
				? target.closest< HTMLAnchorElement >( REMOVE_SELECTOR )
				: null;
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		if ( link.closest( `.${ BLOCKED_CLASS }` ) ) {
			return; // Already being removed.
		}
		void removeFromMiniCart( link, context );
	} );
}
