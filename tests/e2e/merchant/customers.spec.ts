/**
 * Vitrine > Customers: a guest who ordered is found by the list's search, with their orders and
 * total spent (the paid orders only); their page shows the address and the orders, and a note
 * is added and deleted there. The dashboard widget shows the day's figures and links the waiting
 * orders. Axe on the three screens (their content: WordPress's own admin bar and menu are not
 * ours to fix).
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

const CUSTOMERS = '/wp-admin/admin.php?page=vitrine-customers';
const ORDERS = '/wp-admin/admin.php?page=vitrine-orders';

test( 'the merchant finds a customer, sees their orders and keeps a note on them', async ( {
	page,
} ) => {
	test.slow();
	const errors = collectPageErrors( page );
	const email = `customer${ Date.now() }@example.org`;
	const product = await checkoutProduct( unique( 'Customer bowl' ), '30.00' );
	const paid = await pendingOrder( product, email );
	const unpaid = await pendingOrder( product, email );

	// One order becomes a sale (processing); the other stays pending and counts for nothing.
	await page.goto( ORDERS );
	await page.getByLabel( `Select order #${ paid.id }` ).check();
	await page
		.locator( '#bulk-action-selector-top' )
		.selectOption( 'mark_processing' );
	await page.locator( '#doaction' ).click();
	await expect( page.locator( '.notice-success' ) ).toBeVisible();

	await page.goto( CUSTOMERS );
	await expect(
		page.getByRole( 'heading', { name: 'Customers', level: 1 } )
	).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );
	await page
		.getByRole( 'searchbox', { name: 'Search customers' } )
		.fill( email );
	await page.getByRole( 'button', { name: 'Search customers' } ).click();
	const rows = page.locator( 'table.wp-list-table tbody tr' );
	await expect( rows ).toHaveCount( 1 );
	const row = rows.first();
	await expect( row ).toContainText( 'Grace Hopper' );
	await expect( row ).toContainText( 'Guest' );
	await expect( row.locator( 'td.column-email' ) ).toHaveText( email );
	await expect( row.locator( 'td.column-orders' ) ).toHaveText( '1' );
	await expect( row.locator( 'td.column-spent' ) ).toContainText( '30' );
	await expect( row.locator( 'td.column-country' ) ).toHaveText( 'Germany' );
	// The last order is the latest of any status, linked to its screen.
	await expect( row.locator( 'td.column-last_order a' ) ).toHaveAttribute(
		'href',
		new RegExp( `action=edit&id=${ unpaid.id }$` )
	);
	await expectNoAxeViolations( page, '#wpbody-content' );

	await row.getByRole( 'link', { name: 'Grace Hopper' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Grace Hopper', level: 1 } )
	).toBeVisible();
	await expect( page.locator( 'address' ).first() ).toContainText(
		'Unter den Linden 1'
	);
	const orders = page.getByRole( 'table', { name: 'Orders' } );
	await expect( orders.locator( 'tbody tr' ) ).toHaveCount( 2 );
	await expect(
		orders.getByRole( 'link', { name: `#${ paid.id }` } )
	).toHaveAttribute( 'href', new RegExp( `id=${ paid.id }$` ) );
	await expect( page.getByText( 'No notes yet.' ) ).toBeVisible();

	await page
		.getByLabel( 'Add a note' )
		.fill( 'Prefers a call before delivery.' );
	await page.getByRole( 'button', { name: 'Add note' } ).click();
	await expect( page.locator( '.notice-success' ) ).toHaveText(
		'Note added.'
	);
	const notes = page.locator( '.vitrine-customer__notes li' );
	await expect( notes ).toHaveCount( 1 );
	await expect( notes.first() ).toContainText(
		'Prefers a call before delivery.'
	);
	await expectNoAxeViolations( page, '#wpbody-content' );

	await notes
		.first()
		.getByRole( 'button', { name: /Delete/ } )
		.click();
	await expect( page.locator( '.notice-success' ) ).toHaveText(
		'Note deleted.'
	);
	await expect( notes ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
} );

test( 'the dashboard widget shows today’s sales and links the waiting orders', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	const product = await checkoutProduct( unique( 'Dashboard cup' ), '12.00' );
	const order = await pendingOrder(
		product,
		`dash${ Date.now() }@example.org`
	);
	await page.goto( ORDERS );
	await page.getByLabel( `Select order #${ order.id }` ).check();
	await page
		.locator( '#bulk-action-selector-top' )
		.selectOption( 'mark_on-hold' );
	await page.locator( '#doaction' ).click();
	await expect( page.locator( '.notice-success' ) ).toBeVisible();

	await page.goto( '/wp-admin/index.php' );
	const widget = page.locator( '#vitrine_dashboard' );
	await expect(
		widget.getByRole( 'heading', { name: 'Shop at a glance' } )
	).toBeVisible();
	const today = widget.getByRole( 'row', { name: /^Today/ } );
	await expect( today ).toBeVisible();
	expect(
		Number(
			( await today.locator( 'td' ).first().textContent() )?.match(
				/^\s*(\d+)/
			)?.[ 1 ]
		)
	).toBeGreaterThanOrEqual( 1 );
	const onHold = widget.getByRole( 'link', { name: /on hold/ } );
	await expect( onHold ).toHaveAttribute( 'href', /status=on-hold/ );
	await expect(
		widget.getByRole( 'heading', { name: 'Low in stock' } )
	).toBeVisible();
	await expectNoAxeViolations( page, '#vitrine_dashboard' );
	await onHold.click();
	await expect( page ).toHaveURL( /page=vitrine-orders&status=on-hold/ );
	expect( errors ).toEqual( [] );
} );
