import { fakeFetch } from '../test-support/fetch';
import { placeOrder, postExpress } from './server';
import { expressSettings } from './test-settings';

const form = ( body: string ) =>
	Object.fromEntries( new URLSearchParams( body ) );

test( 'an endpoint gets its fields and its own nonce in security', async () => {
	const fetch = fakeFetch( {
		body: { result: 'success', total: { label: 'Shop', amount: 10 } },
	} );
	const answer = await postExpress( expressSettings(), 'stripe_add_to_cart', [
		[ 'product_id', '7' ],
		[ 'qty', '2' ],
	] );
	expect( answer ).toEqual( {
		ok: true,
		data: { result: 'success', total: { label: 'Shop', amount: 10 } },
	} );
	expect( fetch.requests[ 0 ].url ).toBe(
		'/?vitrine-ajax=stripe_add_to_cart'
	);
	expect( fetch.requests[ 0 ].method ).toBe( 'POST' );
	expect( form( fetch.requests[ 0 ].body ) ).toEqual( {
		product_id: '7',
		qty: '2',
		security: 'n-add',
	} );
} );

test( 'a refused nonce is renewed from stripe_express_nonces and the call sent once more', async () => {
	const settings = expressSettings();
	const fresh = { ...settings.nonce, shipping: 'fresh-shipping' };
	const fetch = fakeFetch(
		{ status: 403, body: { code: 'vitrine_ajax_invalid_nonce' } },
		{ body: { nonce: fresh } },
		{ body: { result: 'success', shipping_options: [] } }
	);
	const answer = await postExpress( settings, 'stripe_get_shipping_options', [
		[ 'country', 'FR' ],
	] );
	expect( answer.ok ).toBe( true );
	expect( fetch.requests[ 1 ].url ).toBe(
		'/?vitrine-ajax=stripe_express_nonces'
	);
	expect( form( fetch.requests[ 2 ].body ).security ).toBe(
		'fresh-shipping'
	);
	expect( settings.nonce.shipping ).toBe( 'fresh-shipping' );
} );

test( 'a refusal reads its message, a 200 without success is a failure too', async () => {
	fakeFetch(
		{
			status: 400,
			body: {
				code: 'vitrine_stripe_express_unavailable',
				message: 'Sorry, this product is unavailable.',
			},
		},
		{ body: { result: 'failure' } }
	);
	const settings = expressSettings();
	expect(
		await postExpress(
			settings,
			'stripe_add_to_cart',
			[],
			'addToCartError'
		)
	).toEqual( { ok: false, message: 'Sorry, this product is unavailable.' } );
	expect(
		await postExpress(
			settings,
			'stripe_add_to_cart',
			[],
			'addToCartError'
		)
	).toEqual( {
		ok: false,
		message: 'There was an error adding the product to the cart.',
	} );
} );

test( 'the order goes to the checkout route with the express headers', async () => {
	const fetch = fakeFetch( {
		body: {
			payment_result: {
				payment_status: 'success',
				redirect_url: '/checkout/order-received/12/?key=abc',
			},
		},
	} );
	const placed = await placeOrder( expressSettings(), { terms: true } );
	expect( placed ).toEqual( {
		ok: true,
		data: '/checkout/order-received/12/?key=abc',
	} );
	const request = fetch.requests[ 0 ];
	expect( request.url ).toBe( '/wp-json/vitrine/v1/checkout' );
	expect( request.headers ).toMatchObject( {
		'X-WP-Nonce': 'rest-nonce',
		'X-Vitrine-Express-Checkout': 'cart',
		'X-Vitrine-Express-Nonce': 'n-checkout',
		'Content-Type': 'application/json',
	} );
	expect( JSON.parse( request.body ) ).toEqual( { terms: true } );
} );

test( 'pay-for-order: the order’s route with its key and email, its own nonce', async () => {
	const fetch = fakeFetch( {
		body: {
			payment_result: { payment_status: 'success', redirect_url: '/r' },
		},
	} );
	await placeOrder(
		expressSettings( {
			location: 'pay_for_order',
			is_pay_for_order: true,
			order: {
				id: 12,
				key: 'wc_key',
				billing_email: 'a@b.c',
				total: { label: 'Shop', amount: 100 },
				displayItems: [],
				requestShipping: false,
			},
		} ),
		{}
	);
	expect( fetch.requests[ 0 ].url ).toBe(
		'/wp-json/vitrine/v1/checkout/12?key=wc_key&billing_email=a%40b.c'
	);
	expect( fetch.requests[ 0 ].headers ).toMatchObject( {
		'X-Vitrine-Express-Checkout': 'pay_for_order',
		'X-Vitrine-Express-Nonce': 'n-pay',
	} );
} );

test( 'a refused REST nonce is renewed from refresh_nonce; a failed payment reads its message', async () => {
	const fetch = fakeFetch(
		{ status: 403, body: { code: 'vitrine_rest_invalid_nonce' } },
		{ body: { nonce: 'fresh-rest' } },
		{
			status: 402,
			body: {
				payment_result: {
					payment_status: 'failure',
					payment_details: [
						{ key: 'errorMessage', value: 'Card declined.' },
					],
				},
			},
		}
	);
	expect( await placeOrder( expressSettings(), {} ) ).toEqual( {
		ok: false,
		message: 'Card declined.',
	} );
	expect( fetch.requests[ 1 ].url ).toBe( '/?vitrine-ajax=refresh_nonce' );
	expect( fetch.requests[ 2 ].headers[ 'X-WP-Nonce' ] ).toBe( 'fresh-rest' );
} );
