import { addToCart, addToCartPayload, initAddToCart } from './add-to-cart';
import {
	CART_UPDATED_EVENT,
	createCartContext,
	type CartContext,
} from './context';
import { fakeFetch } from '../test-support/fetch';
import { readCachedFragments } from './fragments';
import { liveRegion } from './live-region';
import { cartSettings } from './test-settings';
import type { CartSettings } from './settings';

const wait = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

const SUCCESS = {
	body: {
		fragments: {
			'span.vitrine-cart-count':
				'<span class="vitrine-cart-count">1 item</span>',
		},
		cart_hash: 'hash-1',
		cart_count: 1,
	},
};

const navigate = jest.fn();

/**
 * A context whose fetch and settings each test chooses; the click handler is added once.
 *
 * @param settings Settings that differ.
 * @param answers  The server's answers.
 */
function context(
	settings: Partial< CartSettings > = {},
	...answers: Parameters< typeof fakeFetch >
): CartContext & { fetcher: ReturnType< typeof fakeFetch > } {
	const fetcher = fakeFetch( ...answers );
	const built = createCartContext( cartSettings( settings ), navigate );
	Object.assign( shared, built );
	return Object.assign( shared, { fetcher } );
}

const shared = createCartContext( cartSettings() );

function button( attributes = '' ): HTMLAnchorElement {
	document.body.innerHTML = `
		<span class="vitrine-cart-count">0 items</span>
		<ul><li class="product"><a href="/product/mug/?vitrine-add-to-cart=12" data-quantity="1" data-product_id="12" data-product_sku="MUG-1" data-success_message="“Mug” has been added to your cart" class="vitrine-button vitrine-ajax-add-to-cart" ${ attributes }>Add to cart</a></li></ul>`;
	return document.querySelector( 'a' )!;
}

beforeAll( () => {
	initAddToCart( shared );
} );

afterEach( () => {
	navigate.mockReset();
	sessionStorage.clear();
	document.body.innerHTML = '';
} );

describe( 'addToCartPayload', () => {
	it( 'sends every data attribute but the success message', () => {
		expect( addToCartPayload( button( 'data-extra="x"' ) ) ).toEqual( {
			quantity: '1',
			product_id: '12',
			product_sku: 'MUG-1',
			extra: 'x',
		} );
	} );

	it( 'adds the quantity, variation and attributes of the button’s form', () => {
		document.body.innerHTML = `<form>
			<select name="attribute_colour"><option value="blue" selected>Blue</option></select>
			<input name="quantity" value="3"><input name="variation_id" value="45">
			<input name="vitrine-cart-nonce" value="n"><input name="comment" value="no">
			<button type="submit" class="vitrine-ajax-add-to-cart" data-product_id="12" data-quantity="1">Add</button>
		</form>`;

		expect(
			addToCartPayload( document.querySelector( 'button' )! )
		).toEqual( {
			product_id: '12',
			quantity: '3',
			variation_id: '45',
			attribute_colour: 'blue',
		} );
	} );
} );

describe( 'addToCart', () => {
	it( 'goes idle, loading, added; replaces the fragments, stores the hash, adds View cart once and announces', async () => {
		const ctx = context( {}, SUCCESS, SUCCESS );
		const link = button();
		const updated = jest.fn();
		document.addEventListener( CART_UPDATED_EVENT, updated );

		const pending = addToCart( link, ctx );
		expect( link.classList.contains( 'loading' ) ).toBe( true );
		expect( link.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		await pending;

		expect( link.classList.contains( 'loading' ) ).toBe( false );
		expect( link.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( link.classList.contains( 'added' ) ).toBe( true );
		expect(
			document.querySelector( '.vitrine-cart-count' )!.textContent
		).toBe( '1 item' );
		expect( readCachedFragments( 'vitrine_fragments_test' )?.hash ).toBe(
			'hash-1'
		);
		const viewCart = link.nextElementSibling as HTMLAnchorElement;
		expect( viewCart.textContent ).toBe( 'View cart' );
		expect( viewCart.getAttribute( 'href' ) ).toBe(
			'http://shop.test/cart/'
		);
		expect( updated ).toHaveBeenCalledTimes( 1 );
		await wait( 120 );
		expect( liveRegion( 'polite' ).textContent ).toBe(
			'“Mug” has been added to your cart'
		);
		expect( liveRegion( 'polite' ).getAttribute( 'aria-live' ) ).toBe(
			'polite'
		);

		await addToCart( link, ctx );
		expect(
			document.querySelectorAll( '.vitrine-view-cart' )
		).toHaveLength( 1 );
		expect( navigate ).not.toHaveBeenCalled();
		document.removeEventListener( CART_UPDATED_EVENT, updated );
		expect( ctx.fetcher.requests[ 0 ].body ).toBe(
			'quantity=1&product_id=12&product_sku=MUG-1'
		);
	} );

	it( 'adds no View cart link on the cart page, or without a cart page', async () => {
		const onCart = button();
		await addToCart( onCart, context( { isCart: true }, SUCCESS ) );
		expect( document.querySelector( '.vitrine-view-cart' ) ).toBeNull();

		const noCartPage = button();
		await addToCart( noCartPage, context( { cartUrl: '' }, SUCCESS ) );
		expect( document.querySelector( '.vitrine-view-cart' ) ).toBeNull();
		expect( noCartPage.classList.contains( 'added' ) ).toBe( true );
	} );

	it( 'goes to the cart after adding when cart_redirect_after_add is on', async () => {
		await addToCart(
			button(),
			context( { redirectAfterAdd: true }, SUCCESS )
		);
		expect( navigate ).toHaveBeenCalledWith( 'http://shop.test/cart/' );
	} );

	it( 'sends the browser to product_url when the answer is an error with one', async () => {
		const link = button();
		await addToCart(
			link,
			context(
				{},
				{
					status: 400,
					body: {
						code: 'vitrine_cart_not_enough_stock',
						message: 'Not enough stock.',
						error: true,
						product_url: 'http://shop.test/product/mug/',
					},
				}
			)
		);

		expect( navigate ).toHaveBeenCalledWith(
			'http://shop.test/product/mug/'
		);
		expect( link.classList.contains( 'added' ) ).toBe( false );
		expect( link.classList.contains( 'loading' ) ).toBe( false );
	} );

	it( 'announces an error without product_url, and adds nothing to the page', async () => {
		const link = button();
		await addToCart(
			link,
			context(
				{},
				{
					status: 400,
					body: {
						code: 'x',
						message: 'That did not work.',
						error: true,
					},
				}
			)
		);
		await wait( 120 );

		expect( navigate ).not.toHaveBeenCalled();
		expect( link.classList.contains( 'added' ) ).toBe( false );
		expect( document.querySelector( '.vitrine-view-cart' ) ).toBeNull();
		expect( liveRegion( 'assertive' ).textContent ).toBe(
			'That did not work.'
		);
		expect( liveRegion( 'assertive' ).getAttribute( 'role' ) ).toBe(
			'alert'
		);
	} );
} );

describe( 'an error whose product_url is the page already shown', () => {
	it( 'is announced instead of reloading the page, whatever the hash', async () => {
		const link = button();
		await addToCart(
			link,
			context(
				{},
				{
					status: 400,
					body: {
						code: 'vitrine_cart_not_enough_stock',
						message: 'Only 2 left in stock.',
						error: true,
						product_url: `${ window.location.origin }${ window.location.pathname }${ window.location.search }#reviews`,
					},
				}
			)
		);
		await wait( 120 );

		expect( navigate ).not.toHaveBeenCalled();
		expect( link.classList.contains( 'added' ) ).toBe( false );
		expect( link.classList.contains( 'loading' ) ).toBe( false );
		expect( liveRegion( 'assertive' ).textContent ).toBe(
			'Only 2 left in stock.'
		);
	} );

	it( 'still goes to another page of the same site', async () => {
		await addToCart(
			button(),
			context(
				{},
				{
					status: 400,
					body: {
						message: 'Choose a size.',
						error: true,
						product_url: `${ window.location.origin }/product/t-shirt/`,
					},
				}
			)
		);

		expect( navigate ).toHaveBeenCalledWith(
			`${ window.location.origin }/product/t-shirt/`
		);
	} );
} );

describe( 'initAddToCart', () => {
	it( 'handles clicks on buttons with a product_id, one request at a time', async () => {
		const ctx = context( {}, SUCCESS, SUCCESS );
		const link = button();
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );

		link.dispatchEvent( click );
		link.click();
		expect( click.defaultPrevented ).toBe( true );
		await Promise.resolve();
		await Promise.resolve();
		// The second waits for the first answer.
		expect( ctx.fetcher.requests ).toHaveLength( 1 );
		await wait( 20 );
		expect( ctx.fetcher.requests ).toHaveLength( 2 );
	} );

	it( 'leaves a button without product_id alone: it follows its link', () => {
		const ctx = context();
		document.body.innerHTML =
			'<a href="/product/shirt/" class="vitrine-ajax-add-to-cart">Select options</a>';
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		let preventedByScript: boolean | null = null;
		// Runs after the script's document listener; stops jsdom's (unimplemented) navigation.
		window.addEventListener(
			'click',
			( event ) => {
				preventedByScript = event.defaultPrevented;
				event.preventDefault();
			},
			{ once: true }
		);

		document.querySelector( 'a' )!.dispatchEvent( click );

		expect( preventedByScript ).toBe( false );
		expect( ctx.fetcher.requests ).toHaveLength( 0 );
	} );

	it( 'presses a link button with Space', async () => {
		const ctx = context( {}, SUCCESS );
		const link = button();
		const space = new KeyboardEvent( 'keydown', {
			key: ' ',
			bubbles: true,
			cancelable: true,
		} );

		link.dispatchEvent( space );

		expect( space.defaultPrevented ).toBe( true );
		await wait( 10 );
		expect( ctx.fetcher.requests ).toHaveLength( 1 );
	} );
} );
