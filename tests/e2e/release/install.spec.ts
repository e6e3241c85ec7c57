/**
 * Installing as a site admin does (issue 18, section 3): on a fresh WordPress without Vitrine,
 * the admin uploads vitrine.zip in Plugins > Add New Plugin > Upload Plugin, activates it, follows
 * the setup notice, adds a product; a shopper buys it with a bank transfer; the order is in the
 * admin's list. PHP reports nothing in debug.log.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { fillBerlinAddress } from '../shopper/checkout-helpers';
import {
	CURRENT_ZIP,
	logInAsAdmin,
	phpProblems,
	resetBareSite,
	installAndActivate,
} from './release-helpers';

/**
 * Products > Add New: a title, a price, Virtual (a fresh shop has no shipping zones yet), Publish.
 * Returns the product's address.
 *
 * @param admin The admin's page.
 * @param title The product's title.
 * @param price Its price.
 */
async function addProduct(
	admin: Page,
	title: string,
	price: string
): Promise< string > {
	await expect(
		admin.getByRole( 'heading', { name: 'Product data' } )
	).toBeVisible();
	await admin.locator( '#title' ).fill( title );
	const general = admin.locator( '#vitrine-panel-general' );
	await general.getByLabel( 'Regular price' ).fill( price );
	await admin.getByRole( 'checkbox', { name: 'Virtual' } ).check();
	await Promise.all( [
		admin.waitForURL( /post\.php\?post=\d+&action=edit/ ),
		admin.locator( '#publish' ).click(),
	] );
	await expect( admin.getByText( 'Product published.' ) ).toBeVisible();
	const href = await admin
		.getByRole( 'link', { name: 'View product' } )
		.first()
		.getAttribute( 'href' );
	expect( href ).toBeTruthy();
	return href as string;
}

test.describe( 'installing the plugin zip on a fresh site', () => {
	test.use( {
		baseURL: async ( { site }, provide ) => provide( site.bare.url ),
	} );

	test( 'the admin uploads and activates it, sets the shop up and adds a product; a shopper orders it', async ( {
		browser,
		site,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		const bare = site.bare;
		resetBareSite( testInfo.parallelIndex );
		const adminContext = await browser.newContext( { baseURL: bare.url } );
		const shopperContext = await browser.newContext( {
			baseURL: bare.url,
		} );
		const admin = await adminContext.newPage();
		const shopper = await shopperContext.newPage();
		// Leaving an edited post asks for confirmation; the admin means to leave.
		admin.on( 'dialog', ( dialog ) => dialog.accept() );

		await test.step( 'upload vitrine.zip and activate it', async () => {
			await logInAsAdmin( admin );
			await installAndActivate( admin, CURRENT_ZIP );
			await expect(
				admin.locator( 'tr[data-slug="vitrine"]' )
			).toHaveClass( /\bactive\b/ );
		} );

		await test.step( 'the setup notice leads to the setup: Germany, EUR', async () => {
			await admin
				.getByRole( 'link', { name: 'Set up your shop' } )
				.click();
			await expect(
				admin.getByRole( 'heading', {
					name: 'Set up your shop',
					level: 1,
				} )
			).toBeVisible();
			await admin.getByLabel( 'Country' ).selectOption( 'DE' );
			await admin.getByLabel( 'Currency' ).selectOption( 'EUR' );
			await admin
				.getByRole( 'button', { name: 'Set up the shop' } )
				.click();
			await expect(
				admin.getByText( 'Your shop is ready.' )
			).toBeVisible();
		} );

		let productUrl = '';
		await test.step( '“Add a product” on the setup’s last screen: title, price, publish', async () => {
			await admin.getByRole( 'link', { name: 'Add a product' } ).click();
			productUrl = await addProduct( admin, 'Release Mug', '12.50' );
		} );

		await test.step( 'offer bank transfers in Vitrine’s settings', async () => {
			await admin.goto( '/wp-admin/admin.php?page=vitrine-settings' );
			await admin
				.locator( '[data-setting="payment_bacs_enabled"]' )
				.getByRole( 'checkbox' )
				.check();
			await admin
				.getByRole( 'button', { name: 'Save settings' } )
				.click();
			await expect(
				admin
					.locator( '#vitrine-settings-root' )
					.getByText( 'Settings saved.' )
			).toBeVisible();
		} );

		let orderNumber = '';
		await test.step( 'a shopper buys it with a bank transfer', async () => {
			await shopper.goto( productUrl );
			await expect(
				shopper.getByRole( 'heading', {
					name: 'Release Mug',
					level: 1,
				} )
			).toBeVisible();
			await shopper
				.getByRole( 'button', { name: 'Add to cart', exact: true } )
				.click();
			await expect(
				shopper.getByRole( 'status' ).filter( {
					hasText: '“Release Mug” has been added to your cart',
				} )
			).toBeVisible();
			await shopper.getByRole( 'link', { name: 'View cart' } ).click();
			await expect( shopper ).toHaveURL( /\/cart\/$/ );
			await expect(
				shopper.locator( '.vitrine-cart__item .vitrine-cart__name' )
			).toHaveText( [ 'Release Mug' ] );
			await shopper
				.getByRole( 'link', { name: 'Proceed to checkout' } )
				.click();
			await expect( shopper ).toHaveURL( /\/checkout\/$/ );
			await fillBerlinAddress( shopper, 'first.buyer@example.org' );
			await shopper.getByLabel( 'Direct bank transfer' ).check();
			await shopper
				.getByRole( 'button', { name: 'Place order' } )
				.click();
			await expect( shopper ).toHaveURL(
				/\/order-received\/\d+\/\?key=/
			);
			await expect(
				shopper.getByText( 'Thank you. Your order has been received.' )
			).toBeVisible();
			await expect(
				shopper.locator( '.vitrine-order-overview' )
			).toContainText( '€12.50' );
			orderNumber =
				new URL( shopper.url() ).pathname.match(
					/order-received\/(\d+)/
				)?.[ 1 ] ?? '';
			expect( orderNumber ).not.toBe( '' );
		} );

		await test.step( 'the order is in the admin’s list', async () => {
			await admin.goto( '/wp-admin/admin.php?page=vitrine-orders' );
			const row = admin
				.locator( '#wpbody-content tbody tr' )
				.filter( { hasText: `#${ orderNumber }` } );
			await expect( row ).toHaveCount( 1 );
			await expect( row ).toContainText( '€12.50' );
		} );

		expect( phpProblems( bare ) ).toEqual( [] );
		await adminContext.close();
		await shopperContext.close();
	} );
} );
