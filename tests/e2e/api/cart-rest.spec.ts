/**
 * The cart's REST routes under /wp-json/vitrine/v1/cart over real HTTP, as a guest: the same
 * cart as the ajax endpoints, changes only with a nonce.
 */
import { test, expect, type APIRequestContext } from '../support/fixtures';
import type { Cart as CartJson } from '../../../src/core/rest-types.generated';
import { createProduct } from '../support/wordpress';

/**
 * A guest's wp_rest nonce, as a page-cached page fetches it.
 *
 * @param api The visitor's request context.
 */
async function restNonce( api: APIRequestContext ): Promise< string > {
	const response = await api.get( '/?vitrine-ajax=refresh_nonce' );
	expect( response.status() ).toBe( 200 );
	return ( ( await response.json() ) as { nonce: string } ).nonce;
}

async function post(
	api: APIRequestContext,
	path: string,
	data: Record< string, unknown >,
	nonce: string | null
) {
	return api.post( `/wp-json/vitrine/v1/cart/${ path }`, {
		data,
		headers: nonce ? { 'X-WP-Nonce': nonce } : {},
	} );
}

let vase: { id: number; permalink: string };

test.beforeAll( async () => {
	vase = await createProduct( {
		name: 'REST vase',
		regular_price: '30.00',
		sale_price: '24.50',
		manage_stock: true,
		stock: 5,
	} );
} );

test( 'GET /cart answers an empty cart to a visitor without one, and sets no cookie', async ( {
	request,
} ) => {
	const response = await request.get( '/wp-json/vitrine/v1/cart' );

	expect( response.status() ).toBe( 200 );
	expect( await response.json() ).toEqual( {
		items: [],
		items_count: 0,
		totals: {
			subtotal: '0.00',
			currency_code: 'EUR',
			currency_minor_unit: 2,
			// Checkout's part of the cart (Vitrine\Checkout\Rest\CartTotalsSchema).
			total_items: '0.00',
			total_items_tax: '0.00',
			total_discount: '0.00',
			total_discount_tax: '0.00',
			total_shipping: '0.00',
			total_shipping_tax: '0.00',
			total_tax: '0.00',
			total_price: '0.00',
			total_refund: '0.00',
			tax_lines: [],
		},
		hash: '',
		needs_shipping: false,
		coupons: [],
		shipping_rates: [],
		errors: [],
	} );
	const { cookies } = await request.storageState();
	expect(
		cookies.filter( ( cookie ) => cookie.name.startsWith( 'vitrine_cart' ) )
	).toEqual( [] );
} );

test( 'add-item, update-item and remove-item change the cart with a guest nonce', async ( {
	request,
} ) => {
	const nonce = await restNonce( request );

	const added = await post(
		request,
		'add-item',
		{ id: vase.id, quantity: 2 },
		nonce
	);
	expect( added.status(), await added.text() ).toBe( 200 );
	expect( added.headers()[ 'x-wp-nonce' ] ).toBeTruthy();
	const cart = ( await added.json() ) as CartJson;
	expect( cart.items_count ).toBe( 2 );
	expect( cart.totals.subtotal ).toBe( '49.00' );
	expect( cart.items[ 0 ] ).toMatchObject( {
		id: vase.id,
		variation_id: 0,
		quantity: 2,
		name: 'REST vase',
		permalink: vase.permalink,
		prices: { price: '24.50', regular_price: '30.00' },
		totals: { line_total: '49.00' },
	} );
	const { cookies } = await request.storageState();
	expect(
		cookies.find( ( cookie ) => cookie.name === 'vitrine_cart_hash' )?.value
	).toBe( cart.hash );

	const key = cart.items[ 0 ].key;
	const updated = await post(
		request,
		'update-item',
		{ key, quantity: 5 },
		nonce
	);
	expect( updated.status() ).toBe( 200 );
	expect( ( ( await updated.json() ) as CartJson ).items_count ).toBe( 5 );

	const tooMany = await post(
		request,
		'update-item',
		{ key, quantity: 6 },
		nonce
	);
	expect( tooMany.status() ).toBe( 400 );
	expect( ( await tooMany.json() ).code ).toBe(
		'vitrine_cart_not_enough_stock'
	);

	const removed = await post( request, 'remove-item', { key }, nonce );
	expect( removed.status() ).toBe( 200 );
	expect( ( ( await removed.json() ) as CartJson ).items ).toEqual( [] );
} );

test( 'changes without a valid nonce answer 403 and change nothing', async ( {
	request,
} ) => {
	const missing = await post( request, 'add-item', { id: vase.id }, null );
	expect( missing.status() ).toBe( 403 );
	expect( ( await missing.json() ).code ).toBe(
		'vitrine_rest_invalid_nonce'
	);

	// A wrong nonce is refused by WordPress's own cookie check before ours runs.
	const wrong = await post(
		request,
		'add-item',
		{ id: vase.id },
		'0123456789'
	);
	expect( wrong.status() ).toBe( 403 );
	expect( ( await wrong.json() ).code ).toBe( 'rest_cookie_invalid_nonce' );

	const cart = await request.get( '/wp-json/vitrine/v1/cart' );
	expect( ( ( await cart.json() ) as CartJson ).items_count ).toBe( 0 );
} );

test( 'a wrong type answers 400', async ( { request } ) => {
	const nonce = await restNonce( request );

	const wrongId = await post( request, 'add-item', { id: 'vase' }, nonce );
	const wrongQuantity = await post(
		request,
		'update-item',
		{ key: 'a'.repeat( 32 ), quantity: 'five' },
		nonce
	);

	for ( const response of [ wrongId, wrongQuantity ] ) {
		expect( response.status() ).toBe( 400 );
		expect( ( await response.json() ).code ).toBe( 'rest_invalid_param' );
	}
} );

test( 'the REST routes and the ajax endpoints share one cart', async ( {
	request,
} ) => {
	const nonce = await restNonce( request );
	await post( request, 'add-item', { id: vase.id, quantity: 1 }, nonce );

	const fragments = await request.get(
		'/?vitrine-ajax=get_refreshed_fragments'
	);
	const cart = await request.get( '/wp-json/vitrine/v1/cart' );

	expect( ( await fragments.json() ).cart_count ).toBe( 1 );
	expect( ( await fragments.json() ).cart_hash ).toBe(
		( ( await cart.json() ) as CartJson ).hash
	);
} );
