/**
 * The stock history and the stock emails: a shopper's order takes a product under its low-stock
 * threshold (the shop gets the email once the order is in), the merchant sees the change on the
 * product screen with its order, then enters a delivery, which is listed with their name.
 */
import { test, expect } from '../support/fixtures';
import {
	addToCart,
	caughtEmails,
	fillBerlinAddress,
} from '../shopper/checkout-helpers';
import {
	ADMIN_STATE,
	createProduct,
	expectNoAxeViolations,
} from '../support/wordpress';

test.describe.configure( { timeout: 90_000 } );

test( 'an order and a delivery are in the product’s stock history, and the shop hears of low stock', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const name = `Stoneware jug ${ Date.now() }`;
	const { id } = await createProduct( {
		name,
		regular_price: '30',
		manage_stock: true,
		stock: 3,
	} );

	// The shopper takes two of three: one left, under the shop's threshold of 2.
	await addToCart( page, id, 2 );
	await page.goto( '/checkout/' );
	await fillBerlinAddress( page, 'jug.buyer@example.org' );
	await page.getByLabel( /I have read and agree/ ).check();
	await page.getByLabel( 'Direct bank transfer' ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /order-received\/\d+/ );
	const order = new URL( page.url() ).pathname.match(
		/order-received\/(\d+)/
	)?.[ 1 ];
	await expect
		.poll( () =>
			caughtEmails().filter( ( mail ) =>
				mail.message.includes( `${ name } is low in stock: 1 left.` )
			)
		)
		.toHaveLength( 1 );

	// The merchant's product screen.
	const context = await browser.newContext( {
		storageState: ADMIN_STATE,
		baseURL,
	} );
	const admin = await context.newPage();
	admin.on( 'dialog', ( dialog ) => dialog.accept() );
	await admin.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	const box = admin.locator( '#vitrine-stock-history' );
	await expect(
		box.getByRole( 'heading', { name: 'Stock history' } )
	).toBeVisible();
	const rows = box.locator( 'tbody tr' );
	await expect( rows.first() ).toContainText( '3 → 1' );
	await expect( rows.first() ).toContainText( `Taken by order #${ order }` );
	await expect(
		rows.first().getByRole( 'link', {
			name: `Taken by order #${ order }`,
		} )
	).toHaveAttribute( 'href', new RegExp( `id=${ order }` ) );

	// A delivery of 11: entered in the inventory tab.
	await admin.getByRole( 'tab', { name: 'Inventory' } ).click();
	await admin
		.locator( '#vitrine-panel-inventory' )
		.getByLabel( 'Stock quantity' )
		.fill( '12' );
	await Promise.all( [
		admin.waitForURL( /post\.php\?post=\d+&action=edit/ ),
		admin.locator( '#publish' ).click(),
	] );
	await expect( rows.first() ).toContainText( '1 → 12' );
	await expect( rows.first() ).toContainText( /Set by \S+/ );
	await expect( rows.first() ).toContainText( '+11' );
	await expectNoAxeViolations( admin, '#vitrine-stock-history' );
	await context.close();
} );
