/**
 * Vitrine > Orders in wp-admin: the list's search, a status filter, a bulk status change, and a
 * refund from the order screen, with axe on both screens (their content: WordPress's own admin bar
 * and menu are not ours to fix).
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	collectPageErrors,
	expectNoAxeViolations,
} from '../support/wordpress';
import { checkoutProduct, pendingOrder } from '../shopper/checkout-helpers';
import { unique } from '../shopper/product-helpers';

test.use( { storageState: ADMIN_STATE } );

const LIST = '/wp-admin/admin.php?page=vitrine-orders';

test( 'the merchant finds orders, changes several at once, filters by status and refunds one', async ( {
	page,
} ) => {
	// A whole working session (three orders placed, bulk actions, filters, a refund, axe): over
	// the default 30 s on a busy two-core machine.
	test.slow();
	const errors = collectPageErrors( page );
	const stamp = `orders${ Date.now() }`;
	const product = await checkoutProduct( unique( 'Admin jug' ), '30.00' );
	const first = await pendingOrder( product, `${ stamp }-a@example.org` );
	const second = await pendingOrder( product, `${ stamp }-b@example.org` );
	const third = await pendingOrder( product, `${ stamp }-c@example.org` );
	const other = await pendingOrder( product, 'someone.else@example.org' );
	const row = ( id: number ) =>
		page
			.locator( 'table.wp-list-table tbody tr' )
			.filter( { has: page.locator( `input[value="${ id }"]` ) } );

	// Search: by part of the billing email, only this test's orders.
	await page.goto( LIST );
	await expect(
		page.getByRole( 'heading', { name: 'Orders', level: 1 } )
	).toBeVisible();
	await page
		.getByRole( 'searchbox', { name: 'Search orders' } )
		.fill( stamp );
	await page.getByRole( 'button', { name: 'Search orders' } ).click();
	await expect( page ).toHaveURL( new RegExp( `s=${ stamp }` ) );
	const rows = page.locator( 'table.wp-list-table tbody tr' );
	await expect( rows ).toHaveCount( 3 );
	for ( const order of [ first, second, third ] ) {
		await expect( row( order.id ) ).toContainText( 'Pending payment' );
	}
	await expect( row( other.id ) ).toHaveCount( 0 );
	await expectNoAxeViolations( page, '#wpbody-content' );

	// Bulk: the first two to processing.
	await page.getByLabel( `Select order #${ first.id }` ).check();
	await page.getByLabel( `Select order #${ second.id }` ).check();
	await page
		.locator( '#bulk-action-selector-top' )
		.selectOption( 'mark_processing' );
	await page.locator( '#doaction' ).click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'2 orders changed to Processing.'
	);
	await expect( row( first.id ) ).toContainText( 'Processing' );
	await expect( row( second.id ) ).toContainText( 'Processing' );
	await expect( row( third.id ) ).toContainText( 'Pending payment' );

	// Status filter: the Processing view lists them and not the pending one.
	await page.goto( LIST );
	const processingView = page
		.locator( '.subsubsub' )
		.getByRole( 'link', { name: /^Processing/ } );
	await processingView.click();
	await expect( page ).toHaveURL( /status=processing/ );
	await expect(
		page
			.locator( '.subsubsub' )
			.getByRole( 'link', { name: /^Processing/ } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect( row( first.id ) ).toHaveCount( 1 );
	await expect( row( second.id ) ).toHaveCount( 1 );
	await expect( row( third.id ) ).toHaveCount( 0 );
	await expect( row( other.id ) ).toHaveCount( 0 );
	for ( const status of await page
		.locator( 'table.wp-list-table tbody .vitrine-order-status' )
		.allTextContents() ) {
		expect( status ).toBe( 'Processing' );
	}

	// The order screen: a manual refund of part of the total.
	await row( first.id ).getByRole( 'link', { name: /^#/ } ).first().click();
	await expect( page ).toHaveURL( new RegExp( `id=${ first.id }` ) );
	await expect(
		page.getByRole( 'heading', { name: /^Order #\d+$/, level: 1 } )
	).toBeVisible();
	await expect(
		page.locator( '.wrap.vitrine-order' ).getByRole( 'link', {
			name: 'All orders',
			exact: true,
		} )
	).toHaveAttribute( 'href', /page=vitrine-orders$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Refunds' } )
	).toBeVisible();
	await expect( page.getByText( 'No refunds yet.' ) ).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );

	// A refund above the total is refused by its field.
	await page.getByLabel( 'Amount to refund' ).fill( '300.00' );
	await page
		.getByRole( 'button', { name: 'Record a manual refund' } )
		.click();
	await expect( page.getByLabel( 'Amount to refund' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( page.locator( '#vitrine-refund-form' ) ).toContainText(
		'You can refund at most €30.00'
	);

	await page.getByLabel( 'Amount to refund' ).fill( '5.00' );
	await page.getByLabel( 'Reason (optional)' ).fill( 'Chipped handle' );
	await page
		.getByRole( 'button', { name: 'Record a manual refund' } )
		.click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'Refunded €5.00.'
	);
	const refunds = page.locator(
		'section[aria-labelledby="vitrine-order-refunds"]'
	);
	await expect( refunds ).toContainText( '€5.00' );
	await expect( refunds ).toContainText( 'Chipped handle' );
	await expect( page.getByText( 'Net payment:' ) ).toBeVisible();
	await expect( page.getByText( 'At most €25.00.' ) ).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );
	expect( errors ).toEqual( [] );
} );
