import { createCartContext } from './context';
import { fakeFetch } from '../test-support/fetch';
import { readCachedFragments } from './fragments';
import { liveRegion } from './live-region';
import { BLOCKED_CLASS, initMiniCart, removeFromMiniCart } from './mini-cart';
import { cartSettings } from './test-settings';

const wait = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

const item = ( key: string, name: string ) =>
	`<li class="vitrine-mini-cart__item" data-cart_item_key="${ key }"><a href="/cart/?vitrine-remove-item=${ key }&vitrine-cart-nonce=n" class="vitrine-mini-cart__remove" aria-label="Remove ${ name }" data-cart_item_key="${ key }">×</a><a class="vitrine-mini-cart__product" href="#"><span class="vitrine-mini-cart__name">${ name }</span></a></li>`;

function miniCart( ...items: string[] ): void {
	document.body.innerHTML = `<div class="vitrine-mini-cart" data-vitrine-mini-cart><div class="vitrine-mini-cart__contents"><ul>${ items.join(
		''
	) }</ul></div></div>`;
}

const navigate = jest.fn();

afterEach( () => {
	navigate.mockReset();
	sessionStorage.clear();
	document.body.innerHTML = '';
} );

describe( 'removeFromMiniCart', () => {
	it( 'blocks the item while pending, then swaps in the fragments, keeps focus and announces', async () => {
		miniCart( item( 'k1', 'Mug' ), item( 'k2', 'Cup' ) );
		const fetcher = fakeFetch( {
			body: {
				fragments: {
					'div.vitrine-mini-cart__contents': `<div class="vitrine-mini-cart__contents"><ul>${ item(
						'k2',
						'Cup'
					) }</ul></div>`,
				},
				cart_hash: 'after',
				cart_count: 1,
			},
		} );
		const context = createCartContext( cartSettings(), navigate );
		const link = document.querySelector< HTMLAnchorElement >(
			'[data-cart_item_key="k1"] a'
		)!;
		link.focus();

		const pending = removeFromMiniCart( link, context );
		const row = link.closest( 'li' )!;
		expect( row.classList.contains( BLOCKED_CLASS ) ).toBe( true );
		expect( row.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		await pending;

		expect( fetcher.requests[ 0 ] ).toMatchObject( {
			url: '/?vitrine-ajax=remove_from_cart',
			method: 'POST',
			body: 'cart_item_key=k1',
		} );
		expect(
			Array.from( document.querySelectorAll( 'li' ) ).map(
				( li ) => li.dataset.cart_item_key
			)
		).toEqual( [ 'k2' ] );
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.querySelector( '[data-cart_item_key="k2"] a' )
		);
		expect( readCachedFragments( 'vitrine_fragments_test' )?.hash ).toBe(
			'after'
		);
		expect( navigate ).not.toHaveBeenCalled();
		await wait( 120 );
		expect( liveRegion().textContent ).toBe(
			'“Mug” has been removed from your cart.'
		);
	} );

	it( 'focuses the contents once the cart is empty', async () => {
		miniCart( item( 'k1', 'Mug' ) );
		fakeFetch( {
			body: {
				fragments: {
					'div.vitrine-mini-cart__contents':
						'<div class="vitrine-mini-cart__contents"><p>No products in the cart.</p></div>',
				},
				cart_hash: '',
			},
		} );
		const context = createCartContext( cartSettings(), navigate );
		const link = document.querySelector< HTMLAnchorElement >( 'li a' )!;
		link.focus();

		await removeFromMiniCart( link, context );

		expect( document.body.ownerDocument.activeElement ).toBe(
			document.querySelector( '.vitrine-mini-cart__contents' )
		);
		expect( readCachedFragments( 'vitrine_fragments_test' ) ).toBeNull();
	} );

	it.each( [
		[
			'a failure',
			{ status: 404, body: { code: 'x', message: 'Gone', error: true } },
		],
		[ 'an answer without fragments', { body: { cart_hash: 'h' } } ],
		[ 'a network error', { networkError: true } ],
	] )(
		'sends the browser to the link’s own URL on %s',
		async ( _, answer ) => {
			miniCart( item( 'k1', 'Mug' ) );
			const link = document.querySelector< HTMLAnchorElement >( 'li a' )!;

			fakeFetch( answer );
			await removeFromMiniCart(
				link,
				createCartContext( cartSettings(), navigate )
			);

			expect( navigate ).toHaveBeenCalledWith( link.href );
		}
	);
} );

describe( 'initMiniCart', () => {
	it( 'handles remove clicks and ignores a second click while pending', async () => {
		miniCart( item( 'k1', 'Mug' ) );
		const fetcher = fakeFetch( {
			body: {
				fragments: {
					'div.vitrine-mini-cart__contents':
						'<div class="vitrine-mini-cart__contents"></div>',
				},
				cart_hash: '',
			},
		} );
		const doc = document;
		initMiniCart( createCartContext( cartSettings(), navigate ), doc );
		const link = document.querySelector< HTMLAnchorElement >( 'li a' )!;
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );

		link.dispatchEvent( click );
		link.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);
		await wait( 10 );

		expect( click.defaultPrevented ).toBe( true );
		expect( fetcher.requests ).toHaveLength( 1 );
	} );
} );
