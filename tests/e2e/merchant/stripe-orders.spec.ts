/**
 * The merchant's side of a Stripe order, against the fake Stripe server: refunds from the order
 * screen through Stripe (partial, then the rest), an authorised payment captured from the order
 * screen, and a refund made in the Stripe dashboard that reaches the order by a signed webhook
 * over HTTP, once even when Stripe delivers its events twice.
 *
 * The orders are paid through the pay-for-order route with Stripe's test payment method
 * pm_card_visa (what the Payment Element would post): the shopper's browser flow has its own specs
 * (tests/e2e/shopper/stripe-*.spec.ts), the merchant's screens are what is tested here.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import type { Site } from '../support/site';
import {
	configureStripe,
	fakeStripe,
	intentOfOrder,
	type StripeIntent,
	type StripeKeys,
	type StripeList,
} from '../support/stripe';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	updateSettings,
} from '../support/wordpress';
import { checkoutProduct, pendingOrder } from '../shopper/checkout-helpers';
import { unique } from '../shopper/product-helpers';

test.use( { storageState: ADMIN_STATE } );

// Each test sets its own Stripe account and settings on the worker's site: one at a time.
test.describe.configure( { mode: 'serial' } );

interface StripeRefund {
	id: string;
	amount: number;
	status: string;
	payment_intent: string;
	metadata: Record< string, string >;
}

/**
 * An order of one product at 30.00, paid by card through Stripe on its pay-for-order route.
 *
 * @param site    The worker's site.
 * @param keys    The Stripe account the site uses.
 * @param product The product.
 * @param email   The billing email.
 * @return The order's id and the PaymentIntent that paid (or authorised) it.
 */
async function stripeOrder(
	site: Site,
	keys: StripeKeys,
	product: number,
	email: string
): Promise< { id: number; intent: string } > {
	const order = await pendingOrder( product, email );
	const { api, nonce } = await adminApi();
	const query = new URLSearchParams( {
		key: order.key,
		billing_email: email,
	} );
	const response = await api.post(
		`/wp-json/vitrine/v1/checkout/${ order.id }?${ query }`,
		{
			data: {
				payment_method: 'stripe',
				payment_data: [
					{
						key: 'vitrine-stripe-payment-method',
						value: 'pm_card_visa',
					},
					{ key: 'vitrine-stripe-payment-type', value: 'card' },
				],
			},
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	await api.dispose();
	return {
		id: order.id,
		intent: ( await intentOfOrder( site, keys, order.id ) ).id,
	};
}

/**
 * Opens the order's screen in wp-admin.
 *
 * @param page The admin's page.
 * @param id   The order.
 */
async function openOrder( page: Page, id: number ): Promise< void > {
	await page.goto(
		`/wp-admin/admin.php?page=vitrine-orders&action=edit&id=${ id }`
	);
	await expect(
		page.getByRole( 'heading', { name: /^Order #\d+$/, level: 1 } )
	).toBeVisible();
}

/**
 * Stripe's refunds of a PaymentIntent, newest first.
 *
 * @param site   The worker's site.
 * @param keys   The Stripe account.
 * @param intent The PaymentIntent.
 */
async function refundsOf(
	site: Site,
	keys: StripeKeys,
	intent: string
): Promise< StripeRefund[] > {
	return (
		await fakeStripe< StripeList< StripeRefund > >(
			site,
			keys,
			`/v1/refunds?payment_intent=${ intent }`
		)
	).data;
}

const status = ( page: Page ) =>
	page.locator( 'section[aria-labelledby="vitrine-order-general"] mark' );
const refundRows = ( page: Page ) =>
	page.locator(
		'section[aria-labelledby="vitrine-order-refunds"] table tbody tr'
	);
const notes = ( page: Page ) => page.locator( '.vitrine-order__notes' );

test.describe( 'Stripe orders in wp-admin', () => {
	let product: number;

	test.beforeAll( async () => {
		product = await checkoutProduct( unique( 'Stripe vase' ), '30.00' );
	} );

	test.afterAll( async () => {
		await updateSettings( {
			payment_stripe_enabled: false,
			payment_stripe_capture: 'now',
			payment_stripe_test_webhook_secret: '',
		} );
	} );

	test( 'a partial refund through Stripe, then the rest: the order is refunded', async ( {
		page,
		site,
	} ) => {
		test.slow();
		const errors = collectPageErrors( page );
		const keys = await configureStripe( [], {
			payment_stripe_capture: 'now',
		} );
		const order = await stripeOrder(
			site,
			keys,
			product,
			'refund.me@example.org'
		);

		await openOrder( page, order.id );
		await expect( status( page ) ).toHaveText( 'Processing' );
		await page.getByLabel( 'Amount to refund' ).fill( '12.50' );
		await page.getByLabel( 'Reason (optional)' ).fill( 'One cracked' );
		await page
			.getByRole( 'button', {
				name: 'Refund through Credit / Debit Card',
			} )
			.click();
		await expect( page.locator( '.notice-success' ) ).toContainText(
			'Refunded €12.50.'
		);

		// Stripe made it, for that amount, marked as the shop's; the note and the row name it.
		let refunds = await refundsOf( site, keys, order.intent );
		expect( refunds ).toHaveLength( 1 );
		const first = refunds[ 0 ];
		expect( first ).toMatchObject( {
			amount: 1250,
			status: 'succeeded',
			metadata: {
				order_id: String( order.id ),
				vitrine_refund: '1',
				reason: 'One cracked',
			},
		} );
		await expect( notes( page ) ).toContainText(
			`Refunded €12.50 through Credit / Debit Card (refund ${ first.id }). Reason: One cracked`
		);
		await expect( refundRows( page ) ).toHaveCount( 1 );
		await expect( refundRows( page ) ).toContainText( first.id );
		await expect( status( page ) ).toHaveText( 'Processing' );
		await expect( page.getByText( 'At most €17.50.' ) ).toBeVisible();

		// The rest: the order is refunded, and Stripe has refunded the whole payment.
		await page.getByLabel( 'Amount to refund' ).fill( '17.50' );
		await page
			.getByRole( 'button', {
				name: 'Refund through Credit / Debit Card',
			} )
			.click();
		await expect( page.locator( '.notice-success' ) ).toContainText(
			'Refunded €17.50. The order is now fully refunded.'
		);
		await expect( status( page ) ).toHaveText( 'Refunded' );
		refunds = await refundsOf( site, keys, order.intent );
		expect( refunds.map( ( refund ) => refund.amount ).sort() ).toEqual( [
			1250, 1750,
		] );
		const second = refunds.find( ( refund ) => refund.id !== first.id );
		await expect( notes( page ) ).toContainText(
			`Refunded €17.50 through Credit / Debit Card (refund ${ second?.id }).`
		);
		await expect( refundRows( page ) ).toHaveCount( 2 );
		await expect( page.locator( '#vitrine-refund-form' ) ).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
	} );

	test( 'an authorised payment waits on hold until the merchant captures it', async ( {
		page,
		site,
	} ) => {
		test.slow();
		const errors = collectPageErrors( page );
		const keys = await configureStripe( [], {
			payment_stripe_capture: 'authorize',
		} );
		const order = await stripeOrder(
			site,
			keys,
			product,
			'capture.me@example.org'
		);
		const intent = () =>
			fakeStripe< StripeIntent >(
				site,
				keys,
				`/v1/payment_intents/${ order.intent }`
			);
		expect( await intent() ).toMatchObject( {
			capture_method: 'manual',
			status: 'requires_capture',
			amount_received: 0,
		} );

		await openOrder( page, order.id );
		await expect( status( page ) ).toHaveText( 'On hold' );
		const box = page.locator(
			'section[aria-labelledby="vitrine-stripe-capture"]'
		);
		await expect( box ).toContainText(
			'The payment is authorised but not taken yet.'
		);
		// Nothing was taken yet, so nothing can be refunded through Stripe.
		await expect( page.locator( '#vitrine-refund-form' ) ).toHaveCount( 0 );

		await box.getByRole( 'button', { name: 'Capture payment' } ).click();
		await expect( page ).toHaveURL( /stripe_capture=done/ );
		await expect( box ).toContainText( 'The payment was captured.' );
		await expect(
			box.getByRole( 'button', { name: 'Capture payment' } )
		).toHaveCount( 0 );
		await expect( status( page ) ).toHaveText( 'Processing' );
		await expect( notes( page ) ).toContainText(
			'Captured the authorised payment of €30.00 through Stripe.'
		);
		expect( await intent() ).toMatchObject( {
			status: 'succeeded',
			amount_received: 3000,
		} );
		expect( errors ).toEqual( [] );
	} );

	test( 'a refund made in the Stripe dashboard arrives by webhook, once even when delivered twice', async ( {
		page,
		site,
	} ) => {
		test.slow();
		const errors = collectPageErrors( page );
		const secret = `whsec_${ randomBytes( 16 ).toString( 'hex' ) }`;
		const keys = await configureStripe( [], {
			payment_stripe_capture: 'now',
			payment_stripe_test_webhook_secret: secret,
		} );
		await fakeStripe( site, keys, '/_test/webhook_endpoints', {
			url: `${ site.url }/wp-json/vitrine/v1/stripe/webhook`,
			secret,
		} );
		const order = await stripeOrder(
			site,
			keys,
			product,
			'dashboard.refund@example.org'
		);

		// The merchant refunds 8.00 in Stripe's dashboard: a refund the shop did not make.
		const refund = await fakeStripe< StripeRefund >(
			site,
			keys,
			'/v1/refunds',
			{ payment_intent: order.intent, amount: '800' }
		);
		expect( refund ).toMatchObject( { amount: 800, status: 'succeeded' } );

		interface Delivery {
			event: string;
			type: string;
			status: number;
			body: string;
		}
		const delivered = (
			await fakeStripe< StripeList< Delivery > >(
				site,
				keys,
				'/_test/deliver',
				{}
			)
		).data;
		expect(
			delivered.map( ( d ) => d.type ),
			JSON.stringify( delivered )
		).toContain( 'charge.refunded' );
		for ( const delivery of delivered ) {
			expect( delivery.status, JSON.stringify( delivery ) ).toBe( 200 );
		}
		const refunded = delivered.find(
			( d ) => d.type === 'charge.refunded'
		) as Delivery;
		expect( JSON.parse( refunded.body ) ).toMatchObject( {
			status: 'processed',
		} );

		await openOrder( page, order.id );
		await expect( refundRows( page ) ).toHaveCount( 1 );
		await expect( refundRows( page ) ).toContainText( '€8.00' );
		await expect( notes( page ) ).toContainText(
			`Refunded €8.00 in Stripe (refund ${ refund.id }).`
		);
		await expect( status( page ) ).toHaveText( 'Processing' );
		await expect( page.getByText( 'At most €22.00.' ) ).toBeVisible();

		// Stripe sends the same events again: each is answered, nothing changes.
		for ( const delivery of delivered ) {
			const again = (
				await fakeStripe< StripeList< Delivery > >(
					site,
					keys,
					'/_test/deliver',
					{ event: delivery.event }
				)
			).data;
			expect( again, JSON.stringify( again ) ).toHaveLength( 1 );
			expect( again[ 0 ].status, JSON.stringify( again ) ).toBe( 200 );
			expect( JSON.parse( again[ 0 ].body ) ).toMatchObject( {
				event_id: delivery.event,
				status: 'duplicate',
			} );
		}
		await page.reload();
		await expect( refundRows( page ) ).toHaveCount( 1 );
		await expect(
			notes( page ).getByText( `in Stripe (refund ${ refund.id })` )
		).toHaveCount( 1 );
		await expect( page.getByText( 'At most €22.00.' ) ).toBeVisible();
		expect( await refundsOf( site, keys, order.intent ) ).toHaveLength( 1 );
		expect( errors ).toEqual( [] );
	} );
} );
