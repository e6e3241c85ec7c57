/**
 * Vitrine > Orders > Add order: a guest's order made by hand with a variation chosen by its
 * attributes and the demo's WELCOME10 coupon, recalculated by the server, created pending, its
 * payment link emailed; then the shopper opens the link and pays by bank transfer. Axe on the
 * Add order screen, on the order's screen and on its items' edit screen; the items of the unpaid
 * order changed before the link is sent. Demo fixtures: prices with 19 % VAT, WELCOME10
 * (10 %), Germany's Parcel (€4.90 + VAT).
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	baseURL,
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
} from '../support/wordpress';
import { caughtEmails, fillBerlinAddress } from '../shopper/checkout-helpers';
import { unique } from '../shopper/product-helpers';

test.use( { storageState: ADMIN_STATE } );

test( 'the merchant makes an order for a guest, sends the payment link, and the shopper pays it', async ( {
	page,
	browser,
} ) => {
	// A whole session in two browsers (search, add, recalculate, create, email, pay) with axe.
	test.slow();
	const errors = collectPageErrors( page );
	const name = unique( 'Manual hoodie' );
	const email = `manual${ Date.now() }@example.org`;
	await createProduct( {
		name,
		type: 'variable',
		attributes: [
			{
				name: 'Size',
				taxonomy: '',
				options: [ 'Small', 'Large' ],
				visible: true,
				variation: true,
			},
		],
		variations: [
			{ regular_price: '20.00', attributes: { size: 'small' } },
			{ regular_price: '22.00', attributes: { size: 'large' } },
		],
	} );

	// The list leads to the screen.
	await page.goto( '/wp-admin/admin.php?page=vitrine-orders' );
	await page
		.locator( '.wrap' )
		.getByRole( 'link', { name: 'Add order', exact: true } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Add order', level: 1 } )
	).toBeVisible();
	await expect( page.getByText( 'No product yet' ) ).toBeVisible();

	// Find the product and add the large one, chosen by its attribute.
	await page
		.getByRole( 'searchbox', { name: 'Find products by name or SKU' } )
		.fill( name );
	await page.getByRole( 'button', { name: 'Search products' } ).click();
	const result = page.getByRole( 'group', { name } );
	await expect( result ).toBeVisible();
	await result.getByLabel( 'Size' ).selectOption( 'Large' );
	await result.getByRole( 'button', { name: `Add ${ name }` } ).click();
	const lines = page.locator( '#vitrine-manual-lines' );
	await expect( lines ).toContainText( `${ name } – Large` );
	await expect( lines ).toContainText( '€22.00' );
	await expectNoAxeViolations( page, '#wpbody-content' );

	// The guest, the coupon; recalculate: the server's discount, shipping and total.
	await fillBerlinAddress( page, email );
	await page.getByLabel( 'Coupons' ).fill( 'WELCOME10' );
	await page.getByRole( 'button', { name: 'Recalculate' } ).click();
	const totals = page.locator( '#vitrine-manual-totals' );
	await expect( totals ).toContainText( 'Discount' );
	await expect( totals ).toContainText( 'Parcel' );
	// 22.00 − 10 % = 19.80 with VAT, and 4.90 + 19 % VAT for the parcel.
	await expect( page.locator( '[data-vitrine-manual-total]' ) ).toHaveText(
		'€25.63'
	);
	await expect( page.getByLabel( 'Parcel: €4.90' ) ).toBeChecked();

	// Create: the order's screen, pending, with its payment link.
	await page.getByRole( 'button', { name: 'Create order' } ).click();
	await expect( page ).toHaveURL( /page=vitrine-orders&action=edit&id=\d+/ );
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'created'
	);
	const orderId = Number( new URL( page.url() ).searchParams.get( 'id' ) );
	await expect(
		page.getByRole( 'heading', { name: `Order #${ orderId }`, level: 1 } )
	).toBeVisible();
	await expect( page.locator( '.vitrine-order' ) ).toContainText(
		'Pending payment'
	);
	const link = await page
		.getByRole( 'textbox', { name: 'Payment link' } )
		.inputValue();
	expect( link ).toMatch(
		new RegExp( `/order-pay/${ orderId }/\\?key=vitrine_order_` )
	);
	await expectNoAxeViolations( page, '#wpbody-content' );

	// The customer wants two: the items change while the order waits for payment.
	await page
		.getByRole( 'link', { name: 'Change the items, coupons or shipping' } )
		.click();
	await expect(
		page.getByRole( 'heading', {
			name: `Change the items of order #${ orderId }`,
			level: 1,
		} )
	).toBeVisible();
	await page.getByLabel( `Quantity of ${ name } – Large` ).fill( '2' );
	await page.getByRole( 'button', { name: 'Recalculate' } ).click();
	// 44.00 − 10 % = 39.60, and the parcel's 5.83.
	await expect( page.locator( '[data-vitrine-manual-total]' ) ).toHaveText(
		'€45.43'
	);
	await expectNoAxeViolations( page, '#wpbody-content' );
	await page.getByRole( 'button', { name: 'Save the items' } ).click();
	await expect( page ).toHaveURL( new RegExp( `id=${ orderId }$` ) );
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'its total is now €45.43'
	);
	expect(
		await page.getByRole( 'textbox', { name: 'Payment link' } ).inputValue()
	).toBe( link );

	// Send it: the customer's email holds the link.
	await page
		.getByRole( 'button', {
			name: `Send the payment link to ${ email }`,
		} )
		.click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		`The payment link was sent to ${ email }.`
	);
	const sent = caughtEmails().filter( ( mail ) =>
		String( mail.to ).includes( email )
	);
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ].message ).toContain( link.replace( /&/g, '&#038;' ) );
	expect( errors ).toEqual( [] );

	// The shopper, in a browser of their own, pays by bank transfer.
	const context = await browser.newContext( { baseURL } );
	const shopper = await context.newPage();
	await shopper.goto( link );
	await shopper.getByLabel( 'Email address' ).fill( email );
	await shopper.getByRole( 'button', { name: 'Verify' } ).click();
	await expect( shopper.locator( '.vitrine-order-details' ) ).toContainText(
		name
	);
	await expect( shopper.locator( '.vitrine-order-details' ) ).toContainText(
		'€45.43'
	);
	await shopper.getByLabel( 'Direct bank transfer' ).check();
	await shopper.getByRole( 'button', { name: 'Pay for order' } ).click();
	await expect( shopper ).toHaveURL( /\/order-received\/\d+\/\?key=/ );
	await expect(
		shopper.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	await context.close();

	// Back in the admin: on hold, awaiting the transfer; no payment link any more.
	await page.reload();
	await expect( page.locator( '.vitrine-order' ) ).toContainText( 'On hold' );
	await expect( page.locator( '#vitrine-payment-link' ) ).toHaveCount( 0 );
} );
