import {
	CART_UPDATED_EVENT,
	createCartContext,
	dispatchCartUpdated,
	restoreFragments,
} from './context';
import { fakeFetch } from '../test-support/fetch';
import { cacheFragments, readCachedFragments } from './fragments';
import { cartSettings } from './test-settings';

const EMPTY_MINI_CART =
	'<div class="vitrine-mini-cart__contents"><p>No products in the cart.</p></div>';
const FULL_MINI_CART =
	'<div class="vitrine-mini-cart__contents"><ul><li>Mug</li></ul></div>';

beforeEach( () => {
	document.body.innerHTML = `<div data-vitrine-mini-cart>${ EMPTY_MINI_CART }</div>`;
} );

afterEach( () => {
	sessionStorage.clear();
	document.cookie =
		'vitrine_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
} );

describe( 'restoreFragments', () => {
	it( 'makes no request without the cart-hash cookie, and forgets a cached cart', async () => {
		cacheFragments( 'vitrine_fragments_test', 'old', {
			'div.vitrine-mini-cart__contents': FULL_MINI_CART,
		} );
		const fetcher = fakeFetch();

		await restoreFragments( createCartContext( cartSettings() ) );

		expect( fetcher.requests ).toEqual( [] );
		expect( document.body.innerHTML ).toContain(
			'No products in the cart.'
		);
		expect( readCachedFragments( 'vitrine_fragments_test' ) ).toBeNull();
	} );

	it( 'uses the fragments cached under the same hash without a request', async () => {
		document.cookie = 'vitrine_cart_hash=abc; path=/';
		cacheFragments( 'vitrine_fragments_test', 'abc', {
			'div.vitrine-mini-cart__contents': FULL_MINI_CART,
		} );
		const fetcher = fakeFetch();

		await restoreFragments( createCartContext( cartSettings() ) );

		expect( fetcher.requests ).toEqual( [] );
		expect( document.querySelector( 'li' )?.textContent ).toBe( 'Mug' );
	} );

	it( 'fetches get_refreshed_fragments once when the hash differs, and caches them', async () => {
		document.cookie = 'vitrine_cart_hash=new; path=/';
		cacheFragments( 'vitrine_fragments_test', 'old', {
			'div.vitrine-mini-cart__contents': EMPTY_MINI_CART,
		} );
		const fetcher = fakeFetch( {
			body: {
				fragments: {
					'div.vitrine-mini-cart__contents': FULL_MINI_CART,
				},
				cart_hash: 'new',
				cart_count: 1,
			},
		} );

		await restoreFragments( createCartContext( cartSettings() ) );

		expect( fetcher.requests.map( ( r ) => [ r.method, r.url ] ) ).toEqual(
			[ [ 'GET', '/?vitrine-ajax=get_refreshed_fragments' ] ]
		);
		expect( document.querySelector( 'li' )?.textContent ).toBe( 'Mug' );
		expect( readCachedFragments( 'vitrine_fragments_test' )?.hash ).toBe(
			'new'
		);
	} );

	it( 'keeps the empty state when the refresh fails', async () => {
		document.cookie = 'vitrine_cart_hash=new; path=/';
		fakeFetch( { status: 500, body: { code: 'x' } } );

		await restoreFragments( createCartContext( cartSettings() ) );

		expect( document.body.innerHTML ).toContain(
			'No products in the cart.'
		);
		expect( readCachedFragments( 'vitrine_fragments_test' ) ).toBeNull();
	} );
} );

describe( 'dispatchCartUpdated', () => {
	it( 'fires vitrine:cart-updated on the document', () => {
		const listener = jest.fn();
		document.addEventListener( CART_UPDATED_EVENT, listener );

		dispatchCartUpdated( { source: 'mini-cart', hash: 'h' } );

		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( listener.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			source: 'mini-cart',
			hash: 'h',
		} );
		document.removeEventListener( CART_UPDATED_EVENT, listener );
	} );
} );
