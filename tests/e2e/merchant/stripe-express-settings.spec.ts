/**
 * The express checkout part of the Stripe section in Vitrine > Settings: the preview of the
 * buttons, which follows the button settings as they are edited (before saving) without loading
 * Stripe.js, and "Register this domain with Stripe" against the fake Stripe server (Apple Pay
 * active on a host the internet could reach, inactive with Stripe's reason on one it cannot, an
 * error in words, off without a saved secret key). The site is shown to the route at a host of
 * the spec's own through X-Vitrine-Test-Host (tests/e2e/mu-plugins/vitrine-test-stripe.php).
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	configureExpressCheckout,
	configureStripe,
	fakeStripe,
	type StripeList,
} from '../support/stripe';
import {
	ADMIN_STATE,
	collectPageErrors,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

const SECTION = 'section[aria-labelledby="vitrine-settings-payment_stripe"]';

test.afterAll( async () => {
	await updateSettings( {
		payment_stripe_testmode: true,
		payment_stripe_test_publishable_key: '',
		payment_stripe_test_secret_key: '',
		payment_stripe_enabled: false,
		payment_stripe_express_checkout: true,
		payment_stripe_express_link: true,
		payment_stripe_express_amazon_pay: false,
		payment_stripe_express_button_type: 'default',
		payment_stripe_express_button_theme: 'dark',
		payment_stripe_express_button_height: 48,
		payment_stripe_express_button_radius: 4,
	} );
} );

/**
 * Makes the site answer the domain route as if served at a host.
 *
 * @param page The page.
 * @param host The host.
 */
async function serveAt( page: Page, host: string ): Promise< void > {
	await page.route(
		( url ) =>
			decodeURIComponent( url.toString() ).includes(
				'vitrine/v1/stripe/payment-method-domain'
			),
		( route ) =>
			route.continue( {
				headers: {
					...route.request().headers(),
					'x-vitrine-test-host': host,
				},
			} )
	);
}

function unique( name: string ): string {
	return `${ name }-${ Date.now() }-${ Math.floor( Math.random() * 1e6 ) }`;
}

test( 'the preview follows the button label, colour, height (40–55) and radius at once, before saving, without loading Stripe.js', async ( {
	page,
} ) => {
	// A long walk through the screen (edits, axe, a reload): slow on a loaded 2-core machine.
	test.slow();
	const errors = collectPageErrors( page );
	await configureStripe();
	await configureExpressCheckout( {
		express_checkout: true,
		express_link: true,
		express_amazon_pay: false,
		express_button_type: 'default',
		express_button_theme: 'dark',
		express_button_height: 48,
		express_button_radius: 4,
	} );
	const stripeRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /stripe\.com/.test( new URL( request.url() ).hostname ) ) {
			stripeRequests.push( request.url() );
		}
	} );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const section = page.locator( SECTION );
	const preview = section.getByRole( 'list', {
		name: 'Express checkout buttons as set above',
	} );
	const apple = preview.locator( '[data-method="applePay"]' );
	const google = preview.locator( '[data-method="googlePay"]' );

	await expect( preview.getByRole( 'listitem' ) ).toHaveText( [
		'Apple Pay',
		'Google Pay',
		'Link',
	] );
	await expect( apple ).toHaveCSS( 'height', '48px' );
	await expect( apple ).toHaveCSS( 'background-color', 'rgb(0, 0, 0)' );
	await expect( apple ).toHaveCSS( 'border-top-left-radius', '4px' );
	await expect( section ).toContainText(
		'The real buttons are drawn by Stripe and appear on the storefront'
	);

	await section.getByLabel( 'Express button label' ).selectOption( 'buy' );
	await section
		.getByLabel( 'Express button colour' )
		.selectOption( 'light-outline' );
	await section.getByLabel( 'Express button height (px)' ).fill( '52' );
	await section
		.getByLabel( 'Express button corner radius (px)' )
		.fill( '12' );

	await expect( apple ).toHaveText( 'Buy with Apple Pay' );
	await expect( apple ).toHaveCSS( 'height', '52px' );
	await expect( apple ).toHaveCSS( 'background-color', 'rgb(255, 255, 255)' );
	await expect( apple ).toHaveCSS( 'border-top-color', 'rgb(0, 0, 0)' );
	await expect( apple ).toHaveCSS( 'border-top-left-radius', '12px' );
	// Google Pay has no outlined button: white, as the storefront asks Stripe.
	await expect( google ).toHaveText( 'Buy with Google Pay' );
	await expect( google ).toHaveAttribute( 'data-theme', 'white' );
	await expect( google ).toHaveCSS( 'border-top-color', 'rgba(0, 0, 0, 0)' );

	// Over 55 px: the storefront clamps, and so does the preview.
	await section.getByLabel( 'Express button height (px)' ).fill( '70' );
	await expect( apple ).toHaveCSS( 'height', '55px' );

	await section
		.getByLabel( 'Express checkout: Apple Pay and Google Pay', {
			exact: true,
		} )
		.uncheck();
	await section
		.getByLabel( 'Express checkout: Amazon Pay', { exact: true } )
		.check();
	await expect( preview.getByRole( 'listitem' ) ).toHaveText( [
		'Amazon Pay',
		'Link',
	] );
	await expectNoAxeViolations( page, SECTION );

	// Nothing was saved: the stored settings still draw the defaults.
	await page.reload();
	await expect( apple ).toHaveText( 'Apple Pay' );
	await expect( apple ).toHaveCSS( 'height', '48px' );
	expect( stripeRequests ).toEqual( [] );
	expect( errors ).toEqual( [] );
} );

test( 'registering a domain Stripe can verify: not registered, then active, announced and kept', async ( {
	page,
	site,
} ) => {
	const errors = collectPageErrors( page );
	const keys = await configureStripe();
	const host = `${ unique( 'shop' ) }.example`;
	await serveAt( page, host );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const block = page
		.locator( SECTION )
		.getByRole( 'region', { name: 'Apple Pay: this site’s domain' } );
	const state = block.locator( '[aria-live="polite"]' );

	await expect( state ).toHaveText(
		`${ host } is not registered with Stripe: Apple Pay does not show on it.`
	);
	await block
		.getByRole( 'button', { name: 'Register this domain with Stripe' } )
		.click();
	await expect( state ).toContainText(
		`Active: ${ host } is registered with Stripe and Apple Pay is active on it.`
	);

	const domains = await fakeStripe<
		StripeList< { domain_name: string; apple_pay: { status: string } } >
	>( site, keys, `/v1/payment_method_domains?domain_name=${ host }` );
	expect( domains.data.map( ( domain ) => domain.apple_pay.status ) ).toEqual(
		[ 'active' ]
	);
	await expectNoAxeViolations( page, SECTION );

	await page.reload();
	await expect( state ).toContainText( `Active: ${ host } is registered` );
	expect( errors ).toEqual( [] );
} );

test( 'a domain Stripe cannot verify shows inactive with Stripe’s message; a refused call shows Stripe’s reason', async ( {
	page,
	site,
} ) => {
	const keys = await configureStripe();
	const host = `${ unique( 'shop' ) }.test`;
	await serveAt( page, host );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const block = page
		.locator( SECTION )
		.getByRole( 'region', { name: 'Apple Pay: this site’s domain' } );
	const state = block.locator( '[aria-live="polite"]' );
	const register = block.getByRole( 'button', {
		name: 'Register this domain with Stripe',
	} );
	await expect( state ).toContainText( 'is not registered with Stripe' );

	await register.click();
	await expect( state.locator( '[data-domain-status]' ) ).toContainText(
		`Inactive: ${ host } is registered with Stripe, but Apple Pay is inactive on it. Stripe says: The domain could not be verified: Stripe could not fetch https://${ host }/.well-known/apple-developer-merchantid-domain-association.`
	);

	// Stripe failing: its reason, in words, under the last state.
	await fakeStripe( site, keys, '/_test/fail_next', {
		status: '500',
		count: '5',
		path: '/v1/payment_method_domains',
		should_retry: 'false',
	} );
	await register.click();
	await expect( state.locator( '[data-domain-status="error"]' ) ).toHaveText(
		'Stripe did not register the domain: An unknown error occurred'
	);
	// The last verdict stays shown, and the button may be tried again.
	await expect( state ).toContainText( `Inactive: ${ host }` );
	await expect( register ).not.toHaveAttribute( 'aria-disabled', 'true' );
} );

test( 'without a saved secret key the button is off and says why, even with a key typed and not saved', async ( {
	page,
} ) => {
	await updateSettings( {
		payment_stripe_testmode: true,
		payment_stripe_test_secret_key: '',
		payment_stripe_test_publishable_key: '',
	} );
	let posted = 0;
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			decodeURIComponent( request.url() ).includes(
				'stripe/payment-method-domain'
			)
		) {
			posted++;
		}
	} );
	const host = `${ unique( 'shop' ) }.example`;
	await serveAt( page, host );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const section = page.locator( SECTION );
	const block = section.getByRole( 'region', {
		name: 'Apple Pay: this site’s domain',
	} );
	const register = block.getByRole( 'button', {
		name: 'Register this domain with Stripe',
	} );
	await section.getByLabel( 'Test secret key' ).fill( 'sk_test_typed' );

	await expect( register ).toBeDisabled();
	await expect( register ).toHaveAccessibleDescription(
		'Save a secret key for the mode above first: the domain is registered with the saved key.'
	);
	await register.click( { force: true } );
	await expect( block.locator( '[aria-live="polite"]' ) ).toHaveText(
		`${ host } is not registered with Stripe: Apple Pay does not show on it.`
	);
	expect( posted ).toBe( 0 );
} );
