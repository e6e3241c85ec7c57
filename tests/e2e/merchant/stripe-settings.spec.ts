/**
 * The Stripe section of Vitrine > Settings: Check connection with the keys as typed, its findings
 * in words (the account, the webhook endpoint, a refused key, no network), the webhook health
 * (the URL to copy, the last event, the events that failed), the payment attempts the
 * card-testing protection refused, and the table of the other payment methods (switched on and
 * renamed there, offered at the checkout). Stripe is answered by
 * tests/e2e/mu-plugins/vitrine-test-stripe-admin.php for the keys sk_test_e2e_….
 */
import { test, expect } from '../support/fixtures';
import { configureStripe } from '../support/stripe';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from '../shopper/checkout-helpers';
import { unique } from '../shopper/product-helpers';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

test.afterAll( async () => {
	await updateSettings( {
		payment_stripe_testmode: true,
		payment_stripe_test_publishable_key: '',
		payment_stripe_test_secret_key: '',
		payment_stripe_giropay_enabled: false,
		payment_stripe_giropay_title: 'giropay',
		payment_stripe_enabled: false,
	} );
} );

function stripeSection( page: import( '@playwright/test' ).Page ) {
	return page.locator(
		'section[aria-labelledby="vitrine-settings-payment_stripe"]'
	);
}

test( 'Check connection reports the account and the webhook endpoint for the keys just typed, before they are saved', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	await updateSettings( {
		payment_stripe_testmode: true,
		payment_stripe_test_publishable_key: '',
		payment_stripe_test_secret_key: '',
	} );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const section = stripeSection( page );
	await section
		.getByLabel( 'Test publishable key' )
		.fill( 'pk_test_e2e_demo' );
	await section.getByLabel( 'Test secret key' ).fill( 'sk_test_e2e_demo' );

	await section.getByRole( 'button', { name: 'Check connection' } ).click();

	await expect( section.locator( '[data-finding="account"]' ) ).toHaveText(
		'OK: Connected to the Stripe account “Vitrine E2E” (acct_e2e) in test mode.'
	);
	await expect( section.locator( '[data-finding="webhook"]' ) ).toContainText(
		'is enabled and sends every event the shop needs.'
	);
	await expect(
		section.locator( '[data-finding="webhook_secret"]' )
	).toContainText( 'No webhook signing secret is saved for test mode' );
	await expectNoAxeViolations(
		page,
		'section[aria-labelledby="vitrine-settings-payment_stripe"]'
	);
	expect( errors ).toEqual( [] );
} );

test( 'a refused key and no network are said in words', async ( { page } ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const section = stripeSection( page );
	await section
		.getByLabel( 'Test publishable key' )
		.fill( 'pk_test_e2e_demo' );
	const secret = section.getByLabel( 'Test secret key' );
	const check = section.getByRole( 'button', { name: 'Check connection' } );
	const account = section.locator( '[data-finding="account"]' );

	await secret.fill( 'sk_test_e2e_refused' );
	await check.click();
	await expect( account ).toContainText(
		'Problem: Stripe refused the secret key'
	);

	await secret.fill( 'sk_test_e2e_offline' );
	await check.click();
	await expect( account ).toContainText(
		'Problem: Stripe could not be reached from this server.'
	);
} );

test( 'the refused payment attempts are listed with the address masked and the order', async ( {
	page,
} ) => {
	const { api, nonce } = await adminApi();
	const seeded = await api.post(
		'/wp-json/vitrine-test/v1/stripe/blocked-attempt',
		{
			data: {
				client: '203.0.113.x',
				fingerprint: 'fp_e2e_stolen',
				order_id: 4242,
				limit: 'card_failure',
			},
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	expect( seeded.status(), await seeded.text() ).toBe( 200 );
	await api.dispose();

	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const section = stripeSection( page );

	await expect( section ).toContainText(
		/payment attempts? refused in the last 24 hours/
	);
	const row = section.getByRole( 'row', { name: /fp_e2e_stolen/ } );
	await expect( row ).toContainText( '203.0.113.x' );
	await expect( row ).toContainText( 'This card was declined too often' );
	await expect(
		row.getByRole( 'link', { name: 'Order #4242' } )
	).toHaveAttribute( 'href', /page=vitrine-orders/ );
} );

test( 'the webhook health gives the URL to copy, the last event and the events that failed, with their error', async ( {
	page,
	context,
} ) => {
	const errors = collectPageErrors( page );
	const { api, nonce } = await adminApi();
	// Unique per run: the event store keeps events for 30 days.
	const failedId = `evt_e2e_failed_${ Date.now() }`;
	for ( const event of [
		{
			event_id: failedId,
			type: 'payment_intent.succeeded',
			status: 'failed',
			error: 'No order has this payment.',
		},
		{
			event_id: `evt_e2e_ok_${ Date.now() }`,
			type: 'customer.updated',
			status: 'processed',
		},
	] ) {
		const seeded = await api.post(
			'/wp-json/vitrine-test/v1/stripe/webhook-event',
			{ data: event, headers: { 'X-WP-Nonce': nonce } }
		);
		expect( seeded.status(), await seeded.text() ).toBe( 200 );
	}
	await api.dispose();
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );

	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const health = stripeSection( page ).getByRole( 'region', {
		name: 'Webhook health',
	} );

	const url = health.getByLabel( /^Webhook URL/ );
	await expect( url ).toHaveValue(
		/\/wp-json\/vitrine\/v1\/stripe\/webhook$/
	);
	await health.getByRole( 'button', { name: 'Copy URL' } ).click();
	await expect( health.getByRole( 'status' ) ).toHaveText( 'Copied.' );
	expect(
		await page.evaluate( () => window.navigator.clipboard.readText() )
	).toBe( await url.inputValue() );

	await expect(
		health.locator( '[data-finding="last_event"]' )
	).toContainText( /^Last event received: \S+, \d+ (seconds?|mins?) ago$/ );
	await expect(
		health.locator( '[data-finding="failed_events"]' )
	).toContainText( /\d+ events? failed to process\./ );
	const row = health.getByRole( 'row', { name: new RegExp( failedId ) } );
	await expect( row ).toContainText( 'payment_intent.succeeded' );
	await expect( row ).toContainText( 'No order has this payment.' );
	await expect( row.getByRole( 'link' ) ).toHaveAttribute(
		'href',
		`https://dashboard.stripe.com/test/events/${ failedId }`
	);
	await expectNoAxeViolations(
		page,
		'section[aria-labelledby="vitrine-stripe-webhook-health"]'
	);

	// Processed since (Stripe sent it again): gone from the list on Refresh.
	const again = await adminApi();
	const processed = await again.api.post(
		'/wp-json/vitrine-test/v1/stripe/webhook-event',
		{
			data: {
				event_id: failedId,
				type: 'payment_intent.succeeded',
				status: 'processed',
			},
			headers: { 'X-WP-Nonce': again.nonce },
		}
	);
	expect( processed.status(), await processed.text() ).toBe( 200 );
	await again.api.dispose();
	await health.getByRole( 'button', { name: 'Refresh' } ).click();
	await expect( row ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
} );

test( 'a payment method switched on and renamed in the table of methods stays so, and the checkout offers it', async ( {
	page,
} ) => {
	await configureStripe();
	await updateSettings( {
		payment_stripe_giropay_enabled: false,
		payment_stripe_giropay_title: 'giropay',
	} );
	const product = await checkoutProduct( unique( 'Stripe table vase' ) );

	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	await expect(
		page.locator( '#vitrine-settings-payment_stripe_giropay' )
	).toHaveCount( 0 );
	const table = stripeSection( page ).getByRole( 'table', {
		name: 'Payment methods',
	} );
	await expect( table.getByRole( 'row' ) ).toHaveCount( 22 ); // Headers and 21 methods.
	const row = table.getByRole( 'row', { name: /^giropay/ } );
	await expect( row.getByRole( 'cell' ).nth( 1 ) ).toHaveText( 'DE' );
	await expect( row.getByRole( 'cell' ).nth( 2 ) ).toHaveText( 'EUR' );
	const offered = row.getByRole( 'switch', {
		name: 'Offer giropay through Stripe',
	} );
	await expect( offered ).not.toBeChecked();
	await offered.focus();
	await page.keyboard.press( 'Space' );
	await row
		.getByRole( 'textbox', { name: 'Title of giropay at checkout' } )
		.fill( 'giropay (online banking)' );
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		page.locator( '#vitrine-settings-root' ).getByText( 'Settings saved.' )
	).toBeVisible();

	await page.reload();
	await expect( offered ).toBeChecked();
	await expect(
		row.getByRole( 'textbox', { name: 'Title of giropay at checkout' } )
	).toHaveValue( 'giropay (online banking)' );
	await expectNoAxeViolations(
		page,
		'section[aria-labelledby="vitrine-settings-payment_stripe"]'
	);

	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await fillBerlinAddress( page, 'table.buyer@example.org' );
	await expect(
		page.getByRole( 'radio', { name: 'giropay (online banking)' } )
	).toBeVisible();
} );
