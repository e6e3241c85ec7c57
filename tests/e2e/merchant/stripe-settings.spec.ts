/**
 * The Stripe section of Vitrine > Settings: Check connection with the keys as typed, its findings
 * in words (the account, the webhook endpoint, a refused key, no network), and the payment
 * attempts the card-testing protection refused. Stripe is answered by
 * tests/e2e/mu-plugins/vitrine-test-stripe-admin.php for the keys sk_test_e2e_….
 */
import { test, expect } from '../support/fixtures';
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
