import { fakeFetch } from '../test-support/fetch';
import { fakeStripe, type FakeStripe } from '../test-support/fake-stripe';
import { stripeSettings } from '../test-support/stripe-settings';
import {
	parseHash,
	runFlow,
	sameOrigin,
	type ConfirmFlow,
	type FlowDeps,
} from './confirm-flows';
import type { StripeClient } from './stripe-client';

const settings = stripeSettings( {
	orderReceivedURL: 'https://shop.test/checkout/order-received/',
} );
const href = 'https://shop.test/checkout/#x';

function deps( stripe: FakeStripe, overrides: Partial< FlowDeps > = {} ) {
	return {
		settings,
		stripe: async () => stripe as unknown as StripeClient,
		href,
		currentOrderId: null,
		navigate: jest.fn(),
		clearHash: jest.fn(),
		showError: jest.fn(),
		busy: jest.fn(),
		...overrides,
	};
}

const flow = ( hash: string ): ConfirmFlow => parseHash( hash ) as ConfirmFlow;

describe( 'the hashes', () => {
	test( 'confirm pi and si', () => {
		expect(
			parseHash( '#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1' )
		).toEqual( {
			kind: 'confirm',
			setup: false,
			orderId: '12',
			clientSecret: 'pi_1_secret_a',
			nonce: 'n1',
		} );
		expect(
			parseHash( 'vitrine-stripe-confirm-si:12:seti_1_secret_a:n1' )
		).toMatchObject( { kind: 'confirm', setup: true } );
	} );

	test( 'legacy, voucher and wallet, their return URLs decoded', () => {
		expect(
			parseHash(
				'#confirm-pi-pi_1_secret_a:https%3A%2F%2Fshop.test%2Fthanks%3Fa%3D1'
			)
		).toEqual( {
			kind: 'legacy',
			setup: false,
			clientSecret: 'pi_1_secret_a',
			returnUrl: 'https://shop.test/thanks?a=1',
		} );
		expect(
			parseHash(
				'#vitrine-stripe-voucher-7:boleto:pi_2_secret_b:https%3A%2F%2Fshop.test%2Fdone'
			)
		).toEqual( {
			kind: 'voucher',
			orderId: '7',
			type: 'boleto',
			clientSecret: 'pi_2_secret_b',
			returnUrl: 'https://shop.test/done',
		} );
		expect(
			parseHash(
				'#vitrine-stripe-wallet-7:cashapp:si:seti_3_secret_c:https%3A%2F%2Fshop.test%2Fdone:n2'
			)
		).toEqual( {
			kind: 'wallet',
			orderId: '7',
			type: 'cashapp',
			setup: true,
			clientSecret: 'seti_3_secret_c',
			returnUrl: 'https://shop.test/done',
			nonce: 'n2',
		} );
	} );

	test( 'other hashes are not flows', () => {
		expect( parseHash( '#reviews' ) ).toBeNull();
		expect( parseHash( '' ) ).toBeNull();
		expect( parseHash( '#vitrine-stripe-confirm-xx:1:2:3' ) ).toBeNull();
	} );

	test( 'only URLs of the page’s origin are followed', () => {
		expect( sameOrigin( '/thanks', href ) ).toBe(
			'https://shop.test/thanks'
		);
		expect( sameOrigin( 'https://evil.test/', href ) ).toBeNull();
		expect( sameOrigin( 'http://shop.test/', href ) ).toBeNull();
		expect( sameOrigin( 'javascript:alert(1)', href ) ).toBeNull();
	} );
} );

describe( 'the confirm flow', () => {
	test( 'handles the next action, updates the order, and goes to the URL it answers', async () => {
		const fetcher = fakeFetch( {
			body: {
				success: true,
				data: {
					return_url:
						'https://shop.test/checkout/order-received/12/?key=k',
				},
			},
		} );
		const stripe = fakeStripe();
		stripe.retrievePaymentIntent.mockResolvedValue( {
			paymentIntent: { id: 'pi_1', status: 'requires_action' },
		} );
		stripe.handleNextAction.mockResolvedValue( {
			paymentIntent: {
				id: 'pi_1',
				status: 'succeeded',
				payment_method: 'pm_1',
			},
		} );
		const d = deps( stripe );

		await runFlow(
			flow( '#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1' ),
			d
		);

		expect( d.clearHash ).toHaveBeenCalled();
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'pi_1_secret_a',
		} );
		expect( fetcher.requests[ 0 ].url ).toBe(
			'https://shop.test/?vitrine-ajax=stripe_update_order_status'
		);
		expect(
			Object.fromEntries(
				new URLSearchParams( fetcher.requests[ 0 ].body )
			)
		).toEqual( {
			order_id: '12',
			intent_id: 'pi_1',
			payment_method_id: 'pm_1',
			client_secret: 'pi_1_secret_a',
			order_key: '',
			_ajax_nonce: 'n1',
		} );
		expect( d.navigate ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/12/?key=k'
		);
		expect( d.showError ).not.toHaveBeenCalled();
	} );

	test( 'a setup intent still to confirm is confirmed without leaving the page unless needed', async () => {
		fakeFetch( { body: { success: true, data: { return_url: '/done' } } } );
		const stripe = fakeStripe();
		stripe.retrieveSetupIntent.mockResolvedValue( {
			setupIntent: { id: 'seti_1', status: 'requires_confirmation' },
		} );
		stripe.confirmSetup.mockResolvedValue( {
			setupIntent: {
				id: 'seti_1',
				status: 'succeeded',
				payment_method: { id: 'pm_2' },
			},
		} );
		const d = deps( stripe );

		await runFlow(
			flow( '#vitrine-stripe-confirm-si:12:seti_1_secret_a:n1' ),
			d
		);

		expect( stripe.confirmSetup ).toHaveBeenCalledWith( {
			clientSecret: 'seti_1_secret_a',
			confirmParams: { return_url: 'https://shop.test/checkout/' },
			redirect: 'if_required',
		} );
		expect( d.navigate ).toHaveBeenCalledWith( 'https://shop.test/done' );
	} );

	test( 'a refused authentication shows Stripe’s message and tells update_failed_order, whose failure is ignored', async () => {
		const fetcher = fakeFetch( { networkError: true } );
		const stripe = fakeStripe();
		stripe.retrievePaymentIntent.mockResolvedValue( {
			paymentIntent: { id: 'pi_1', status: 'requires_action' },
		} );
		stripe.handleNextAction.mockResolvedValue( {
			error: {
				type: 'card_error',
				code: 'payment_intent_authentication_failure',
				message: 'We are unable to authenticate your payment method.',
			},
		} );
		const d = deps( stripe );

		await runFlow(
			flow( '#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1' ),
			d
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( d.showError ).toHaveBeenCalledWith(
			'We are unable to authenticate your payment method.'
		);
		expect( d.navigate ).not.toHaveBeenCalled();
		expect( d.busy ).toHaveBeenLastCalledWith( false );
		expect( fetcher.requests[ 0 ].url ).toContain(
			'stripe_update_failed_order'
		);
		expect(
			Object.fromEntries(
				new URLSearchParams( fetcher.requests[ 0 ].body )
			)
		).toEqual( {
			intent_id: 'pi_1',
			order_id: '12',
			client_secret: 'pi_1_secret_a',
			order_key: '',
			_ajax_nonce: 'n-ufo',
		} );
	} );

	test( 'the add-payment-method page’s setup intent (order 0): its update_order_status, to the saved methods; no order told of a failure', async () => {
		const fetcher = fakeFetch(
			{
				body: {
					success: true,
					data: {
						return_url:
							'https://shop.test/my-account/payment-methods/?vitrine-account-notice=method-added.abc',
					},
				},
			},
			{
				status: 402,
				body: {
					success: false,
					data: { error: { message: 'Your card was declined.' } },
				},
			}
		);
		const stripe = fakeStripe();
		stripe.retrieveSetupIntent.mockResolvedValue( {
			setupIntent: { id: 'seti_1', status: 'requires_action' },
		} );
		stripe.handleNextAction.mockResolvedValue( {
			setupIntent: {
				id: 'seti_1',
				status: 'succeeded',
				payment_method: 'pm_2',
			},
		} );
		const page = 'https://shop.test/my-account/add-payment-method/#x';
		const d = deps( stripe, { href: page } );

		await runFlow(
			flow( '#vitrine-stripe-confirm-si:0:seti_1_secret_a:n1' ),
			d
		);

		expect(
			Object.fromEntries(
				new URLSearchParams( fetcher.requests[ 0 ].body )
			)
		).toEqual( {
			order_id: '0',
			intent_id: 'seti_1',
			payment_method_id: 'pm_2',
			client_secret: 'seti_1_secret_a',
			order_key: '',
			_ajax_nonce: 'n1',
		} );
		expect( d.navigate ).toHaveBeenCalledWith(
			'https://shop.test/my-account/payment-methods/?vitrine-account-notice=method-added.abc'
		);

		const failed = deps( stripe, { href: page } );
		await runFlow(
			flow( '#vitrine-stripe-confirm-si:0:seti_1_secret_a:n1' ),
			failed
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( failed.showError ).toHaveBeenCalledWith(
			'Your card was declined.'
		);
		expect( failed.navigate ).not.toHaveBeenCalled();
		expect( fetcher.requests ).toHaveLength( 2 );
	} );

	test( 'a return URL of another origin is not followed', async () => {
		fakeFetch(
			{
				body: {
					success: true,
					data: { return_url: 'https://evil.test/' },
				},
			},
			{ body: { success: true, data: {} } }
		);
		const stripe = fakeStripe();
		stripe.retrievePaymentIntent.mockResolvedValue( {
			paymentIntent: { id: 'pi_1', status: 'succeeded' },
		} );
		const d = deps( stripe );

		await runFlow(
			flow( '#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1' ),
			d
		);

		expect( d.navigate ).not.toHaveBeenCalled();
		expect( d.showError ).toHaveBeenCalledWith(
			settings.genericErrorMessage
		);
	} );

	test( 'a thrown error shows the generic message', async () => {
		const stripe = fakeStripe();
		stripe.retrievePaymentIntent.mockRejectedValue( new Error( 'boom' ) );
		fakeFetch( { body: { success: true, data: {} } } );
		const d = deps( stripe );

		await runFlow(
			flow( '#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1' ),
			d
		);

		expect( d.showError ).toHaveBeenCalledWith(
			settings.genericErrorMessage
		);
	} );

	test( 'an order id that is not a number, or not the order being paid, is refused', async () => {
		const stripe = fakeStripe();
		const d = deps( stripe );
		await runFlow(
			flow( '#vitrine-stripe-confirm-pi:12a:pi_1_secret_a:n1' ),
			d
		);
		expect( d.showError ).toHaveBeenCalledWith(
			settings.genericErrorMessage
		);
		expect( d.clearHash ).toHaveBeenCalled();

		const onOrderPay = deps( stripe, { currentOrderId: 13 } );
		await runFlow(
			flow( '#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1' ),
			onOrderPay
		);
		expect( onOrderPay.showError ).toHaveBeenCalled();
		expect( stripe.retrievePaymentIntent ).not.toHaveBeenCalled();
	} );
} );

test( 'on the pay-for-order page, the current order’s hash goes with the order key', async () => {
	const fetcher = fakeFetch( {
		body: { success: true, data: { return_url: '/received' } },
	} );
	const stripe = fakeStripe();
	stripe.retrievePaymentIntent.mockResolvedValue( {
		paymentIntent: { id: 'pi_1', status: 'succeeded' },
	} );
	const d = deps( stripe, {
		currentOrderId: 12,
		href: 'https://shop.test/checkout/order-pay/12/?key=k_12#x',
	} );

	await runFlow(
		flow( '#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1' ),
		d
	);

	expect(
		new URLSearchParams( fetcher.requests[ 0 ].body ).get( 'order_key' )
	).toBe( 'k_12' );
	expect( d.navigate ).toHaveBeenCalledWith( 'https://shop.test/received' );
} );

describe( 'the legacy, voucher and wallet flows', () => {
	test( 'legacy: the card confirmation, then the return URL', async () => {
		const stripe = fakeStripe();
		stripe.handleCardPayment.mockResolvedValue( {
			paymentIntent: { id: 'pi_1', status: 'succeeded' },
		} );
		const d = deps( stripe );

		await runFlow(
			flow(
				'#confirm-pi-pi_1_secret_a:https%3A%2F%2Fshop.test%2Fthanks'
			),
			d
		);

		expect( stripe.handleCardPayment ).toHaveBeenCalledWith(
			'pi_1_secret_a'
		);
		expect( d.navigate ).toHaveBeenCalledWith( 'https://shop.test/thanks' );
	} );

	test( 'legacy setup without handleCardSetup uses handleNextAction', async () => {
		const stripe = fakeStripe();
		delete ( stripe as Partial< FakeStripe > ).handleCardSetup;
		const d = deps( stripe );

		await runFlow( flow( '#confirm-si-seti_1_secret_a:%2Fthanks' ), d );

		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'seti_1_secret_a',
		} );
		expect( d.navigate ).toHaveBeenCalledWith( 'https://shop.test/thanks' );
	} );

	test.each( [
		[ 'boleto', 'confirmBoletoPayment' ],
		[ 'multibanco', 'confirmMultibancoPayment' ],
		[ 'oxxo', 'confirmOxxoPayment' ],
	] as const )(
		'voucher %s: %s, then the return URL',
		async ( type, call ) => {
			const stripe = fakeStripe();
			const d = deps( stripe );

			await runFlow(
				flow(
					`#vitrine-stripe-voucher-7:${ type }:pi_2_secret_b:https%3A%2F%2Fshop.test%2Fdone`
				),
				d
			);

			expect( stripe[ call ] ).toHaveBeenCalledWith(
				'pi_2_secret_b',
				{},
				{ handleActions: true }
			);
			expect( d.navigate ).toHaveBeenCalledWith(
				'https://shop.test/done'
			);
		}
	);

	test( 'a voucher’s return URL of another origin gives way to the order-received page', async () => {
		const d = deps( fakeStripe() );

		await runFlow(
			flow(
				'#vitrine-stripe-voucher-7:oxxo:pi_2_secret_b:https%3A%2F%2Fevil.test%2F'
			),
			d
		);

		expect( d.navigate ).toHaveBeenCalledWith(
			'https://shop.test/checkout/order-received/'
		);
	} );

	test( 'wallets: WeChat Pay and Cash App Pay (payment and setup), an unknown type refused', async () => {
		const stripe = fakeStripe();
		const d = deps( stripe );
		await runFlow(
			flow(
				'#vitrine-stripe-wallet-7:wechat_pay:pi:pi_3_secret_c:%2Fdone:n'
			),
			d
		);
		expect( stripe.confirmWechatPayPayment ).toHaveBeenCalledWith(
			'pi_3_secret_c',
			{ payment_method_options: { wechat_pay: { client: 'web' } } },
			{ handleActions: true }
		);
		expect( d.navigate ).toHaveBeenCalledWith( 'https://shop.test/done' );

		await runFlow(
			flow(
				'#vitrine-stripe-wallet-7:cashapp:pi:pi_3_secret_c:%2Fdone:n'
			),
			d
		);
		expect( stripe.confirmCashappPayment ).toHaveBeenCalledWith(
			'pi_3_secret_c',
			{
				return_url: 'https://shop.test/done',
			}
		);
		await runFlow(
			flow(
				'#vitrine-stripe-wallet-7:cashapp:si:seti_3_secret_c:%2Fdone:n'
			),
			d
		);
		expect( stripe.confirmCashappSetup ).toHaveBeenCalled();

		fakeFetch( { body: { success: true, data: {} } } );
		const unknown = deps( stripe );
		await runFlow(
			flow(
				'#vitrine-stripe-wallet-7:paypal:pi:pi_3_secret_c:%2Fdone:n'
			),
			unknown
		);
		expect( unknown.showError ).toHaveBeenCalledWith(
			settings.invalid_wallet_type
		);
		expect( unknown.navigate ).not.toHaveBeenCalled();
	} );
} );
