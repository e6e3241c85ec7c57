/**
 * The cart's ajax endpoints (?vitrine-ajax=add_to_cart, remove_from_cart,
 * get_refreshed_fragments, refresh_cart_nonce) over real HTTP, as a guest browser calls them.
 */
import {
	test,
	expect,
	request as playwrightRequest,
	type APIRequestContext,
} from '../support/fixtures';
import { adminApi, baseURL, createProduct } from '../support/wordpress';

type CartAnswer = {
	fragments: Record< string, string >;
	cart_hash: string;
	cart_count: number;
};

const DAY = 86400;

async function cartNonce( api: APIRequestContext ): Promise< string > {
	const response = await api.get( '/?vitrine-ajax=refresh_cart_nonce' );
	expect( response.status() ).toBe( 200 );
	return ( ( await response.json() ) as { nonce: string } ).nonce;
}

async function addToCart(
	api: APIRequestContext,
	fields: Record< string, string | number >,
	nonce?: string
) {
	return api.post( '/?vitrine-ajax=add_to_cart', {
		form: fields,
		headers: { 'X-Vitrine-Nonce': nonce ?? ( await cartNonce( api ) ) },
	} );
}

async function cartCookies( api: APIRequestContext ) {
	const { cookies } = await api.storageState();
	return {
		token: cookies.find( ( cookie ) => cookie.name === 'vitrine_cart' ),
		hash: cookies.find( ( cookie ) => cookie.name === 'vitrine_cart_hash' ),
	};
}

async function refreshedFragments(
	api: APIRequestContext
): Promise< CartAnswer > {
	const response = await api.get( '/?vitrine-ajax=get_refreshed_fragments' );
	expect( response.status() ).toBe( 200 );
	return response.json();
}

let mug: { id: number; permalink: string };
let scarce: { id: number; permalink: string };

test.beforeAll( async () => {
	mug = await createProduct( { name: 'Ajax mug', regular_price: '12.50' } );
	scarce = await createProduct( {
		name: 'Ajax lamp',
		regular_price: '40.00',
		manage_stock: true,
		stock: 2,
	} );
} );

test( 'a visitor who only browses gets no cart cookie and an empty cart', async ( {
	request,
} ) => {
	const page = await request.get( '/' );
	expect( page.status() ).toBe( 200 );

	const empty = await refreshedFragments( request );

	expect( empty.cart_count ).toBe( 0 );
	expect( empty.cart_hash ).toBe( '' );
	const { token, hash } = await cartCookies( request );
	expect( token ).toBeUndefined();
	expect( hash ).toBeUndefined();
} );

test( 'add_to_cart answers fragments, hash and count, and sets the cart cookies', async ( {
	request,
} ) => {
	const response = await addToCart( request, {
		product_id: mug.id,
		quantity: 2,
		product_sku: '',
	} );

	expect( response.status(), await response.text() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const body = ( await response.json() ) as CartAnswer;
	expect( body.cart_count ).toBe( 2 );
	expect( body.cart_hash ).toMatch( /^[a-f0-9]{32}$/ );
	expect( typeof body.fragments ).toBe( 'object' );
	expect( Array.isArray( body.fragments ) ).toBe( false );

	const { token, hash } = await cartCookies( request );
	const now = Date.now() / 1000;
	expect( token?.value ).toMatch( /^[a-f0-9]{32}$/ );
	expect( token?.httpOnly ).toBe( true );
	expect( token?.sameSite ).toBe( 'Lax' );
	expect( token?.path ).toBe( '/' );
	expect( token?.expires ).toBeGreaterThan( now + 29 * DAY );
	expect( token?.expires ).toBeLessThan( now + 31 * DAY );
	expect( hash?.value ).toBe( body.cart_hash );
	expect( hash?.httpOnly ).toBe( false );
	expect( hash?.sameSite ).toBe( 'Lax' );
	expect( hash?.expires ).toBeGreaterThan( now + 29 * DAY );

	const again = await addToCart( request, { product_id: mug.id } );
	const second = ( await again.json() ) as CartAnswer;
	expect( second.cart_count ).toBe( 3 );
	expect( second.cart_hash ).not.toBe( body.cart_hash );
	expect( ( await refreshedFragments( request ) ).cart_hash ).toBe(
		second.cart_hash
	);
} );

test( 'the nonce may come in the security field', async ( { request } ) => {
	const response = await request.post( '/?vitrine-ajax=add_to_cart', {
		form: { product_id: mug.id, security: await cartNonce( request ) },
	} );

	expect( response.status() ).toBe( 200 );
	expect( ( ( await response.json() ) as CartAnswer ).cart_count ).toBe( 1 );
} );

test( 'a JSON POST may carry its arguments in the address; the body wins', async ( {
	request,
} ) => {
	const nonce = await cartNonce( request );
	const inAddress = await request.post(
		`/?vitrine-ajax=add_to_cart&product_id=${ mug.id }&quantity=2`,
		{
			headers: {
				'X-Vitrine-Nonce': nonce,
				'Content-Type': 'application/json',
			},
		}
	);
	expect( inAddress.status(), await inAddress.text() ).toBe( 200 );
	expect( ( ( await inAddress.json() ) as CartAnswer ).cart_count ).toBe( 2 );

	const both = await request.post(
		`/?vitrine-ajax=add_to_cart&product_id=${ mug.id }&quantity=5`,
		{ headers: { 'X-Vitrine-Nonce': nonce }, data: { quantity: 1 } }
	);
	expect( ( ( await both.json() ) as CartAnswer ).cart_count ).toBe( 3 );
} );

test( 'a missing or wrong nonce answers 403 and adds nothing', async ( {
	request,
} ) => {
	const missing = await request.post( '/?vitrine-ajax=add_to_cart', {
		form: { product_id: mug.id },
	} );
	const wrong = await addToCart(
		request,
		{ product_id: mug.id },
		'0123456789'
	);

	for ( const response of [ missing, wrong ] ) {
		expect( response.status() ).toBe( 403 );
		expect( ( await response.json() ).code ).toBe(
			'vitrine_ajax_invalid_nonce'
		);
	}
	expect( ( await refreshedFragments( request ) ).cart_count ).toBe( 0 );
} );

test( 'bad input answers 400 and a wrong method 405', async ( { request } ) => {
	const zero = await addToCart( request, {
		product_id: mug.id,
		quantity: 0,
	} );
	expect( zero.status() ).toBe( 400 );
	expect( ( await zero.json() ).data.params ).toHaveProperty( 'quantity' );

	const get = await request.get(
		`/?vitrine-ajax=add_to_cart&product_id=${ mug.id }`
	);
	expect( get.status() ).toBe( 405 );
	expect( get.headers().allow ).toBe( 'POST' );
} );

test( 'more than the stock is refused with a message and nothing is added', async ( {
	request,
} ) => {
	const nonce = await cartNonce( request );
	const tooMany = await addToCart(
		request,
		{ product_id: scarce.id, quantity: 3 },
		nonce
	);

	expect( tooMany.status() ).toBe( 400 );
	const error = await tooMany.json();
	expect( error.error ).toBe( true );
	expect( error.code ).toBe( 'vitrine_cart_not_enough_stock' );
	expect( error.message ).toBe(
		'You cannot add that amount of “Ajax lamp” to the cart because there is not enough stock (2 remaining).'
	);
	expect( ( await refreshedFragments( request ) ).cart_count ).toBe( 0 );

	const exactly = await addToCart(
		request,
		{ product_id: scarce.id, quantity: 2 },
		nonce
	);
	expect( exactly.status() ).toBe( 200 );
} );

test( 'a variable product without a valid combination sends the shopper to its page', async ( {
	request,
} ) => {
	const shirt = await createProduct( {
		name: 'Ajax shirt',
		type: 'variable',
		attributes: [
			{
				name: 'Colour',
				taxonomy: '',
				options: [ 'Blue', 'Green' ],
				visible: true,
				variation: true,
			},
		],
		variations: [
			{ regular_price: '25.00', attributes: { colour: 'blue' } },
		],
	} );
	const nonce = await cartNonce( request );

	const noChoice = await addToCart(
		request,
		{ product_id: shirt.id },
		nonce
	);
	expect( noChoice.status() ).toBe( 400 );
	expect( ( await noChoice.json() ).product_url ).toBe( shirt.permalink );

	const green = await addToCart(
		request,
		{ product_id: shirt.id, attribute_colour: 'green' },
		nonce
	);
	expect( green.status() ).toBe( 400 );
	const error = await green.json();
	expect( error.message ).toBe(
		'Sorry, this product is unavailable. Please choose a different combination.'
	);
	expect( error.product_url ).toBe( shirt.permalink );

	const blue = await addToCart(
		request,
		{ product_id: shirt.id, attribute_colour: 'blue' },
		nonce
	);
	expect( blue.status(), await blue.text() ).toBe( 200 );
} );

test( 'remove_from_cart removes the line; an unknown key answers 404', async ( {
	request,
} ) => {
	const nonce = await cartNonce( request );
	await addToCart( request, { product_id: mug.id }, nonce );
	const rest = await request.get( '/wp-json/vitrine/v1/cart' );
	const [ line ] = ( await rest.json() ).items as Array< { key: string } >;

	const unknown = await request.post( '/?vitrine-ajax=remove_from_cart', {
		form: { cart_item_key: 'f'.repeat( 32 ) },
		headers: { 'X-Vitrine-Nonce': nonce },
	} );
	expect( unknown.status() ).toBe( 404 );

	const removed = await request.post( '/?vitrine-ajax=remove_from_cart', {
		form: { cart_item_key: line.key },
		headers: { 'X-Vitrine-Nonce': nonce },
	} );
	expect( removed.status() ).toBe( 200 );
	const body = ( await removed.json() ) as CartAnswer;
	expect( body.cart_count ).toBe( 0 );
	expect( body.cart_hash ).toBe( '' );
	expect( ( await cartCookies( request ) ).hash ).toBeUndefined();
} );

test( 'the cart survives a browser restart', async ( { request } ) => {
	await addToCart( request, { product_id: mug.id, quantity: 4 } );
	const { cookies } = await request.storageState();
	const persistent = cookies.filter( ( cookie ) => cookie.expires > 0 );

	const restarted = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: persistent, origins: [] },
	} );
	const cart = await refreshedFragments( restarted );
	await restarted.dispose();

	expect( cart.cart_count ).toBe( 4 );
} );

test( '20 parallel add_to_cart requests on one cart lose no item', async ( {
	request,
} ) => {
	const products = await Promise.all(
		Array.from( { length: 20 }, ( _, index ) =>
			createProduct( {
				name: `Parallel ${ index + 1 }`,
				regular_price: '1.00',
			} )
		)
	);
	const nonce = await cartNonce( request );
	await addToCart( request, { product_id: mug.id }, nonce );

	const answers = await Promise.all(
		products.map( ( product ) =>
			addToCart( request, { product_id: product.id }, nonce )
		)
	);

	expect( answers.map( ( answer ) => answer.status() ) ).toEqual(
		Array( 20 ).fill( 200 )
	);
	const cart = await (
		await request.get( '/wp-json/vitrine/v1/cart' )
	).json();
	expect( cart.items_count ).toBe( 21 );
	expect(
		( cart.items as Array< { id: number } > )
			.map( ( item ) => item.id )
			.sort( ( a, b ) => a - b )
	).toEqual(
		[ mug.id, ...products.map( ( product ) => product.id ) ].sort(
			( a, b ) => a - b
		)
	);
} );

test( 'logging in merges the guest cart into the account', async ( {
	request,
} ) => {
	const login = `shopper${ Date.now() }`;
	const { api: admin, nonce: adminNonce } = await adminApi();
	const created = await admin.post( '/wp-json/wp/v2/users', {
		data: {
			username: login,
			email: `${ login }@example.org`,
			password: 'shopper-password',
			roles: [ 'subscriber' ],
		},
		headers: { 'X-WP-Nonce': adminNonce },
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	await admin.dispose();

	await addToCart( request, { product_id: mug.id, quantity: 2 } );
	const guestToken = ( await cartCookies( request ) ).token?.value;
	expect( guestToken ).toBeTruthy();

	await request.get( '/wp-login.php' );
	const loggedIn = await request.post( '/wp-login.php', {
		form: { log: login, pwd: 'shopper-password', rememberme: 'forever' },
		maxRedirects: 0,
	} );
	expect( loggedIn.status() ).toBe( 302 );

	const cookies = await cartCookies( request );
	expect( cookies.token ).toBeUndefined();
	expect( cookies.hash?.value ).toMatch( /^[a-f0-9]{32}$/ );

	const restNonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	const cart = await (
		await request.get( '/wp-json/vitrine/v1/cart', {
			headers: { 'X-WP-Nonce': restNonce },
		} )
	).json();
	expect( cart.items_count ).toBe( 2 );
	expect( cart.hash ).toBe( cookies.hash?.value );
} );
