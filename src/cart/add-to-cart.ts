/**
 * Add to cart without a reload, from listings and product pages.
 *
 * The button's data attributes are the payload (product_id, product_sku, quantity, ...); inside a
 * form (a product page), the form's quantity, variation_id and attribute_<key> fields are added.
 * A button without data-product_id is left alone: it follows its link. States: idle, loading
 * (class loading, aria-busy), added (class added).
 */
import {
	dispatchCartUpdated,
	receiveFragments,
	type CartAjaxBody,
	type CartContext,
} from './context';
import { announce } from './live-region';

export const ADD_TO_CART_SELECTOR = '.vitrine-ajax-add-to-cart';
const VIEW_CART_CLASS = 'vitrine-view-cart';
const FORM_FIELD = /^(quantity|variation_id|attribute_.+)$/;

/**
 * The fields the button sends: its data attributes (but the success message), then the
 * quantity, variation and attribute fields of its form, if it is in one.
 *
 * @param button The add-to-cart button.
 */
export function addToCartPayload(
	button: HTMLElement
): Record< string, string > {
	const payload: Record< string, string > = {};
	for ( const attribute of Array.from( button.attributes ) ) {
		if (
			attribute.name.startsWith( 'data-' ) &&
			attribute.name !== 'data-success_message'
		) {
			payload[ attribute.name.slice( 5 ) ] = attribute.value;
		}
	}
	const form = button.closest( 'form' );
	if ( form ) {
		new FormData( form ).forEach( ( value, name ) => {
			if ( typeof value === 'string' && FORM_FIELD.test( name ) ) {
				payload[ name ] = value;
			}
		} );
	}
	return payload;
}

/**
 * Adds the "View cart" link after the button, once.
 *
 * @param button  The button.
 * @param context The cart context.
 */
function addViewCartLink( button: HTMLElement, context: CartContext ): void {
	const { cartUrl, isCart, i18n } = context.settings;
	const parent = button.parentElement;
	if (
		isCart ||
		! cartUrl ||
		! parent ||
		parent.querySelector( `:scope > .${ VIEW_CART_CLASS }` )
	) {
		return;
	}
	const link = button.ownerDocument.createElement( 'a' );
	link.href = cartUrl;
	link.className = `${ VIEW_CART_CLASS } added_to_cart`;
	link.textContent = i18n.viewCart;
	button.after( link );
}

/**
 * Whether a URL is the page already shown (sending the shopper there would only reload it and
 * lose the message).
 *
 * @param url A URL.
 */
function isCurrentPage( url: string ): boolean {
	try {
		const target = new URL( url, window.location.href );
		return (
			target.origin + target.pathname + target.search ===
			window.location.origin +
				window.location.pathname +
				window.location.search
		);
	} catch {
		return false;
	}
}

function setLoading( button: HTMLElement, loading: boolean ): void {
	button.classList.toggle( 'loading', loading );
	if ( loading ) {
		button.classList.remove( 'added' );
		button.setAttribute( 'aria-busy', 'true' );
	} else {
		button.removeAttribute( 'aria-busy' );
	}
}

/**
 * Sends one add to cart and handles its answer.
 *
 * @param button  The button.
 * @param context The cart context.
 */
export async function addToCart(
	button: HTMLElement,
	context: CartContext
): Promise< void > {
	setLoading( button, true );
	const payload = addToCartPayload( button );
	const result = await context.queue.run( () =>
		context.client.post< CartAjaxBody >( 'add_to_cart', payload )
	);
	setLoading( button, false );
	const body = result.body;

	if (
		body?.error &&
		body.product_url &&
		! isCurrentPage( body.product_url )
	) {
		context.navigate( body.product_url );
		return;
	}
	if (
		result.status !== 200 ||
		body?.error ||
		! receiveFragments( context, body )
	) {
		announce(
			body?.message && typeof body.message === 'string'
				? body.message
				: context.settings.i18n.error,
			'assertive'
		);
		return;
	}

	button.classList.add( 'added' );
	addViewCartLink( button, context );
	const message = button.dataset.success_message;
	if ( message ) {
		announce( message );
	}
	dispatchCartUpdated( {
		source: 'add-to-cart',
		hash: body?.cart_hash ?? '',
		button,
	} );
	if ( context.settings.redirectAfterAdd && context.settings.cartUrl ) {
		context.navigate( context.settings.cartUrl );
	}
}

/**
 * Handles clicks on add-to-cart buttons anywhere in the document (buttons that fragments or
 * other scripts add later included).
 *
 * @param context The cart context.
 * @param doc     The document.
 */
export function initAddToCart(
	context: CartContext,
	doc: Document = document
): void {
	doc.addEventListener( 'click', ( event ) => {
		const target = event.target;
		const button =
			target instanceof Element
				? target.closest< HTMLElement >( ADD_TO_CART_SELECTOR )
				: null;
		if (
			! button ||
			! button.dataset.product_id ||
			button.getAttribute( 'aria-disabled' ) === 'true'
		) {
			return;
		}
		event.preventDefault();
		void addToCart( button, context );
	} );

	// The links act as buttons once the script runs: Space presses them too.
	doc.querySelectorAll< HTMLElement >(
		`a${ ADD_TO_CART_SELECTOR }[data-product_id]`
	).forEach( ( link ) => link.setAttribute( 'role', 'button' ) );
	doc.addEventListener( 'keydown', ( event ) => {
		const target = event.target;
		if (
			event.key === ' ' &&
			target instanceof HTMLAnchorElement &&
			target.matches( `${ ADD_TO_CART_SELECTOR }[data-product_id]` )
		) {
			event.preventDefault();
			target.click();
		}
	} );
}
