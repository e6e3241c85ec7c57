/**
 * Tools > Import from WooCommerce: with no WooCommerce data (the demo) the screen says so and how
 * it looks; with a synthetic WooCommerce shop (tests/e2e/mu-plugins/vitrine-test-woo.php, its
 * orders in HPOS) it shows what was found, runs a dry run with its progress and report (what
 * would be skipped and why), then the copy with its report; a second copy changes nothing;
 * axe on each state; the bundle loads on this screen only.
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';

const SCREEN = '/wp-admin/tools.php?page=vitrine-woo-migration';

test.use( { storageState: ADMIN_STATE } );
test.describe.configure( { mode: 'serial' } );

async function wooShop( method: 'POST' | 'DELETE' ): Promise< void > {
	const { api, nonce } = await adminApi();
	const response = await api.fetch( '/wp-json/vitrine-test/v1/woo-shop', {
		method,
		data: { hpos: true },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	await api.dispose();
}

test.afterAll( async () => {
	await wooShop( 'DELETE' );
} );

test( 'without WooCommerce data the screen says what it looked for', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	await page.goto( SCREEN );
	await expect(
		page.getByRole( 'heading', {
			name: 'Import from WooCommerce',
			level: 1,
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'No WooCommerce data was found' } )
	).toBeVisible();
	await expect( page.getByText( 'wp_wc_orders' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Copy into Vitrine' } )
	).toHaveCount( 0 );
	expect(
		( await loadedAssets( page ) ).some( ( url ) =>
			url.includes( 'admin-woo-migration' )
		)
	).toBe( true );
	await expectNoAxeViolations( page, '#wpbody-content' );
	expect( errors ).toEqual( [] );

	await page.goto( '/wp-admin/tools.php' );
	expect(
		( await loadedAssets( page ) ).some( ( url ) =>
			url.includes( 'admin-woo-migration' )
		)
	).toBe( false );
} );

test( 'a WooCommerce shop is checked, then copied with progress and a report', async ( {
	page,
} ) => {
	test.slow();
	const errors = collectPageErrors( page );
	await wooShop( 'POST' );
	await page.goto( SCREEN );

	const found = page.getByRole( 'table', {
		name: 'What WooCommerce’s data holds',
	} );
	await expect(
		found.getByRole( 'row', { name: 'Products 4' } )
	).toBeVisible();
	await expect(
		found.getByRole( 'row', { name: 'Orders 4' } )
	).toBeVisible();
	await expect(
		page.getByText( 'Orders are read from WooCommerce’s order tables' )
	).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );

	await page.getByRole( 'button', { name: 'Check first (dry run)' } ).click();
	await expect(
		page.getByRole( 'heading', {
			name: 'Dry run finished: nothing was written',
		} )
	).toBeVisible();
	const progress = page.getByRole( 'progressbar', { name: 'Items checked' } );
	await expect( progress ).toHaveAttribute( 'aria-valuenow', '100' );
	await expect( page.locator( '.vitrine-woo-status' ) ).toHaveText(
		'All 12 items done.'
	);
	const would = page.getByRole( 'table', {
		name: 'What the copy would do',
	} );
	await expect(
		would.getByRole( 'row', { name: 'Orders 3 0 0 1' } )
	).toBeVisible();
	const skipped = page.getByRole( 'table', { name: 'Left out, and why' } );
	await expect(
		skipped.getByRole( 'row', {
			name: /^Product Woo Bundle.*no grouped products/,
		} )
	).toBeVisible();
	await expect(
		skipped.getByRole( 'row', { name: /checkout that was never placed/ } )
	).toBeVisible();
	await expect(
		skipped.getByRole( 'row', {
			name: /^Image of a product Woo Poster.*not in the media library/,
		} )
	).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );

	await page
		.getByRole( 'region', {
			name: 'Dry run finished: nothing was written',
		} )
		.getByRole( 'button', { name: 'Copy into Vitrine' } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Copy finished' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'progressbar', { name: 'Items copied' } )
	).toHaveAttribute( 'aria-valuenow', '100' );
	const copied = page.getByRole( 'table', { name: 'What was copied' } );
	await expect(
		copied.getByRole( 'row', { name: 'Products 3 0 0 1' } )
	).toBeVisible();
	await expect(
		copied.getByRole( 'row', { name: 'Orders 3 0 0 1' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'See the orders' } )
	).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );

	// A reload shows the report; a second copy finds everything already there.
	await page.reload();
	await expect(
		page.getByRole( 'heading', { name: 'Copy finished' } )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Copy again (what changed)' } )
		.click();
	await expect(
		page
			.getByRole( 'table', { name: 'What was copied' } )
			.getByRole( 'row', { name: 'Orders 0 0 3 1' } )
	).toBeVisible();
	expect( errors ).toEqual( [] );
} );
