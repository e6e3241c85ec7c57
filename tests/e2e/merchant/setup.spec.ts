/**
 * The first-run setup an admin meets: the notice on every admin screen, Vitrine > Set up (the
 * country, the currency, the shop's pages), its refusals and the dismiss. The worker's site is
 * the seeded demo shop: its page settings are unset to make it look freshly installed, and put
 * back afterwards whatever happens.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';
import { addToCart, checkoutProduct } from '../shopper/checkout-helpers';

test.use( { storageState: ADMIN_STATE } );

const RESTORED = [
	'cart_page_id',
	'checkout_page_id',
	'myaccount_page_id',
	'store_country',
	'currency',
] as const;

let saved: Record< string, unknown > = {};

/** Forgets that the setup was done or dismissed (tests/e2e/mu-plugins/vitrine-test-setup.php). */
async function forgetSetupState(): Promise< void > {
	const { api, nonce } = await adminApi();
	const response = await api.delete( '/wp-json/vitrine-test/v1/setup-state', {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	await api.dispose();
}

test.beforeAll( async () => {
	const { api, nonce } = await adminApi();
	const response = await api.get( '/wp-json/vitrine/v1/settings', {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status() ).toBe( 200 );
	const all = ( await response.json() ) as Record< string, unknown >;
	saved = Object.fromEntries(
		RESTORED.map( ( key ) => [ key, all[ key ] ] )
	);
	await api.dispose();
} );

test.beforeEach( async () => {
	await updateSettings( {
		cart_page_id: 0,
		checkout_page_id: 0,
		myaccount_page_id: 0,
		store_country: 'US',
		currency: 'USD',
	} );
	await forgetSetupState();
} );

test.afterAll( async () => {
	await updateSettings( saved );
	await forgetSetupState();
} );

function notice( page: Page ) {
	return page.locator( '.vitrine-setup-notice' );
}

test( 'the admin follows the notice, chooses Germany and EUR, and the shop is ready', async ( {
	page,
} ) => {
	// Three axe checks of wp-admin screens, a product and a checkout.
	test.slow();
	const errors = collectPageErrors( page );
	await page.goto( '/wp-admin/' );
	await expect( notice( page ) ).toBeVisible();
	await expectNoAxeViolations( page, '.vitrine-setup-notice' );
	await notice( page )
		.getByRole( 'link', { name: 'Set up your shop' } )
		.click();

	await expect(
		page.getByRole( 'heading', { name: 'Set up your shop', level: 1 } )
	).toBeVisible();
	await expect( notice( page ) ).toHaveCount( 0 );
	const pages = page.getByRole( 'group', { name: 'Pages' } );
	await expect( pages ).toContainText( 'Shop: exists already' );
	// The demo's pages show the shortcode or the block already: they are used, not doubled.
	await expect( pages ).toContainText( 'Cart: exists already' );
	await expect( pages ).toContainText( 'Checkout: exists already' );
	await expect( pages ).toContainText( 'My account: exists already' );
	await expectNoAxeViolations( page, '.vitrine-setup' );

	await page.getByLabel( 'Country' ).selectOption( 'DE' );
	await page.getByLabel( 'Currency' ).selectOption( 'EUR' );
	await page.getByRole( 'button', { name: 'Set up the shop' } ).click();

	await expect( page.getByText( 'Your shop is ready.' ) ).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Add a product' } )
	).toHaveAttribute( 'href', /post-new\.php\?post_type=vitrine_product/ );
	await expect(
		page.getByRole( 'link', { name: 'View the shop' } )
	).toHaveAttribute( 'href', /\/shop\/$/ );
	await expectNoAxeViolations( page, '.vitrine-setup' );

	// The notice is gone, from every screen.
	await page.goto( '/wp-admin/edit.php?post_type=page' );
	await expect(
		page.getByRole( 'heading', { name: 'Pages', level: 1 } )
	).toBeVisible();
	await expect( notice( page ) ).toHaveCount( 0 );

	// The cart page leads to the checkout page: both are set.
	const product = await checkoutProduct( `Setup tee ${ Date.now() }` );
	await addToCart( page, product );
	await page.goto( '/cart/' );
	await page.getByRole( 'link', { name: 'Proceed to checkout' } ).click();
	await expect( page ).toHaveURL( /\/checkout\/$/ );
	await expect(
		page.getByRole( 'button', { name: 'Place order' } )
	).toBeVisible();
	expect( errors ).toEqual( [] );
} );

test( 'a country not in the list is refused with its message, focused, and nothing saved', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-setup' );
	// A tampered form: a country the list does not have.
	await page
		.getByLabel( 'Country' )
		.evaluate( ( select: HTMLSelectElement ) => {
			const option = document.createElement( 'option' );
			option.value = 'XX';
			option.textContent = 'Nowhere';
			select.append( option );
			select.value = 'XX';
		} );
	await page.getByRole( 'button', { name: 'Set up the shop' } ).click();

	const summary = page.getByRole( 'alert' ).filter( {
		hasText: 'The shop was not set up.',
	} );
	await expect( summary ).toBeFocused();
	await expect( summary ).toContainText(
		'Choose your shop’s country from the list.'
	);
	const country = page.getByLabel( 'Country' );
	await expect( country ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( country ).toHaveAccessibleDescription(
		/Choose your shop’s country from the list\./
	);
	await expectNoAxeViolations( page, '.vitrine-setup' );

	// Nothing was saved: the notice still leads to the setup.
	await page.goto( '/wp-admin/' );
	await expect( notice( page ) ).toBeVisible();
	const { api, nonce } = await adminApi();
	const settings = ( await (
		await api.get( '/wp-json/vitrine/v1/settings', {
			headers: { 'X-WP-Nonce': nonce },
		} )
	).json() ) as Record< string, unknown >;
	await api.dispose();
	expect( settings.store_country ).toBe( 'US' );
	expect( settings.checkout_page_id ).toBe( 0 );

	// The Plugins screen's row of Vitrine offers it too.
	await page.goto( '/wp-admin/plugins.php' );
	await page
		.locator( 'tr.active' )
		.filter( { hasText: 'Vitrine' } )
		.getByRole( 'link', { name: 'Set up', exact: true } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Set up your shop', level: 1 } )
	).toBeVisible();
} );

test( 'the dismiss works without JavaScript and is remembered for the site', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		storageState: ADMIN_STATE,
		javaScriptEnabled: false,
	} );
	const page = await context.newPage();
	await page.goto( '/wp-admin/edit.php?post_type=page' );
	await expect( notice( page ) ).toBeVisible();
	await notice( page ).getByRole( 'button', { name: 'Dismiss' } ).click();

	await expect( page ).toHaveURL( /edit\.php\?post_type=page/ );
	await expect(
		page.getByRole( 'heading', { name: 'Pages', level: 1 } )
	).toBeVisible();
	await expect( notice( page ) ).toHaveCount( 0 );
	await page.goto( '/wp-admin/' );
	await expect( notice( page ) ).toHaveCount( 0 );
	await context.close();
} );

test( 'right to left, the notice and the screen mirror', async ( {
	page,
	context,
	baseURL,
} ) => {
	await context.addCookies( [
		{ name: 'vitrine_test_rtl', value: '1', url: baseURL ?? '' },
	] );
	await page.goto( '/wp-admin/' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	const setUp = await notice( page )
		.getByRole( 'link', { name: 'Set up your shop' } )
		.boundingBox();
	const dismiss = await notice( page )
		.getByRole( 'button', { name: 'Dismiss' } )
		.boundingBox();
	expect( setUp && dismiss && setUp.x > dismiss.x ).toBe( true );

	await page.goto( '/wp-admin/admin.php?page=vitrine-setup' );
	const label = await page
		.locator( 'label[for="vitrine-setup-country"]' )
		.boundingBox();
	const select = await page.getByLabel( 'Country' ).boundingBox();
	expect( label && select && label.x > select.x ).toBe( true );
	// Nothing sticks out of the screen sideways.
	expect(
		await page.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
	await expectNoAxeViolations( page, '.vitrine-setup' );
} );
