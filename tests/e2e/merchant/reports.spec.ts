/**
 * Vitrine > Reports: an order a guest places shows in the report; the interval and the range
 * change what the table lists; the CSV downloads the table; the chart has a name and a text
 * summary; its bundle loads on this screen only; axe on the screen.
 */
import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '../support/fixtures';
import {
	ADMIN_STATE,
	collectPageErrors,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from '../shopper/checkout-helpers';
import { unique } from '../shopper/product-helpers';

const REPORTS = '/wp-admin/admin.php?page=vitrine-reports';

/**
 * The report screen, its first report loaded; today in the site's time zone.
 *
 * @param page The page.
 */
async function openReports( page: Page ): Promise< string > {
	const loaded = page.waitForResponse(
		( response ) =>
			response.url().includes( 'reports%2Fsales' ) ||
			response.url().includes( 'reports/sales' )
	);
	await page.goto( REPORTS );
	expect( ( await loaded ).status() ).toBe( 200 );
	await expect(
		page.locator( '.vitrine-reports__table' ).first()
	).toBeVisible();
	return page.evaluate(
		() =>
			(
				window as unknown as {
					vitrineSettings: { adminReports: { today: string } };
				}
			 ).vitrineSettings.adminReports.today
	);
}

function totalOrders( page: Page ) {
	return page
		.locator( '.vitrine-reports__totals li' )
		.filter( { hasText: /^Orders/ } )
		.locator( 'strong' );
}

test( 'an order placed now shows in the report, by day, week, month and a custom range, and as CSV', async ( {
	page,
	browser,
} ) => {
	test.slow();
	const errors = collectPageErrors( page );
	const context = await browser.newContext( { storageState: ADMIN_STATE } );
	const admin = await context.newPage();
	await openReports( admin );
	const before = Number(
		( await totalOrders( admin ).textContent() )?.replace( /\D/g, '' )
	);

	// A guest orders by bank transfer (on hold: a sale, as WooCommerce Analytics counts it).
	const product = await checkoutProduct( unique( 'Report vase' ), '30.00' );
	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await fillBerlinAddress( page, 'report.buyer@example.org' );
	await page.getByLabel( /I have read and agree/ ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\/\?key=/ );
	expect( errors ).toEqual( [] );

	const today = await openReports( admin );
	await expect( totalOrders( admin ) ).toHaveText( String( before + 1 ) );
	const table = admin.locator( '.vitrine-reports__table' ).first();
	// Thirty days by day; the last is today's, with the order.
	await expect( table.locator( 'tbody tr' ) ).toHaveCount( 30 );
	const chart = admin.getByRole( 'img', { name: /Net revenue by period/ } );
	await expect( chart ).toBeVisible();
	await expect( admin.locator( '.vitrine-reports__summary' ) ).toContainText(
		'Net revenue from'
	);
	await expect( admin.locator( '.vitrine-reports__legend' ) ).toContainText(
		'Previous period'
	);

	// A custom range of today alone: one row, holding at least this order.
	await admin.getByLabel( 'Date range' ).selectOption( 'custom' );
	await admin.getByLabel( 'From', { exact: true } ).fill( today );
	await admin.getByLabel( 'To', { exact: true } ).fill( today );
	await expect( table.locator( 'tbody tr' ) ).toHaveCount( 1 );
	const todayOrders = Number(
		( await table.locator( 'tbody tr td' ).first().textContent() )?.replace(
			/\D/g,
			''
		)
	);
	expect( todayOrders ).toBeGreaterThanOrEqual( 1 );

	// The CSV of that table: today's row with the same count.
	const [ download ] = await Promise.all( [
		admin.waitForEvent( 'download' ),
		admin.getByRole( 'link', { name: 'Download CSV' } ).click(),
	] );
	expect( download.suggestedFilename() ).toBe(
		`vitrine-sales-${ today }-${ today }.csv`
	);
	const csv = (
		await readFile( ( await download.path() ) as string, 'utf8' )
	)
		.trim()
		.split( '\r\n' );
	expect( csv[ 0 ] ).toMatch(
		/^Period start,Period end,Origin type,Orders,/
	);
	const counted = csv
		.slice( 1 )
		.map( ( line ) => line.split( ',' ) )
		.filter( ( cells ) => cells[ 0 ] === today )
		.reduce( ( sum, cells ) => sum + Number( cells[ 3 ] ), 0 );
	expect( counted ).toBe( todayOrders );

	// By month over this year: one row a month up to this one.
	await admin.getByLabel( 'Date range' ).selectOption( 'thisYear' );
	await admin.getByLabel( 'Interval' ).selectOption( 'month' );
	const month = Number( today.slice( 5, 7 ) );
	await expect( table.locator( 'tbody tr' ) ).toHaveCount( month );
	// By week over the last 90 days: 13 or 14 weeks, each a range of dates.
	await admin.getByLabel( 'Date range' ).selectOption( 'last90' );
	await admin.getByLabel( 'Interval' ).selectOption( 'week' );
	await expect( table.locator( 'tbody tr th' ).first() ).toContainText( '–' );
	expect( await table.locator( 'tbody tr' ).count() ).toBeGreaterThanOrEqual(
		13
	);
	// Not split: no origin columns.
	await admin.getByLabel( 'Split by' ).selectOption( 'none' );
	await expect( table.locator( 'thead th' ) ).toHaveCount( 5 );
	await admin.getByLabel( 'Compare with the previous period' ).uncheck();
	await expect( table.locator( 'thead th' ) ).toHaveCount( 3 );

	// An end before the start is refused in the screen, before any request.
	await admin.getByLabel( 'Date range' ).selectOption( 'custom' );
	await admin.getByLabel( 'From', { exact: true } ).fill( today );
	await admin.getByLabel( 'To', { exact: true } ).fill( '2000-01-01' );
	await expect( admin.locator( '.vitrine-reports__status' ) ).toContainText(
		'Choose a start date on or before the end date.'
	);

	await context.close();
} );

test.describe( 'the screen', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'passes axe, is reached from the menu, and is the only one with the reports bundle', async ( {
		page,
	} ) => {
		// Two axe runs on a busy two-core machine: over the default 30 s.
		test.slow();
		const errors = collectPageErrors( page );
		await page.goto( '/wp-admin/admin.php?page=vitrine-orders' );
		expect(
			( await loadedAssets( page ) ).some( ( url ) =>
				url.includes( 'admin-reports' )
			)
		).toBe( false );
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Reports', exact: true } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: 'Reports', level: 1 } )
		).toBeVisible();
		await expect(
			page.locator( '.vitrine-reports__table' ).first()
		).toBeVisible();
		expect(
			( await loadedAssets( page ) ).some( ( url ) =>
				url.includes( 'admin-reports' )
			)
		).toBe( true );
		await expectNoAxeViolations( page, '#wpbody-content' );
		await page.getByLabel( 'Split by' ).selectOption( 'campaign' );
		await page.getByLabel( 'Chart shows' ).selectOption( 'orders' );
		await expect(
			page.getByRole( 'img', { name: /Orders by period/ } )
		).toBeVisible();
		await expectNoAxeViolations( page, '#wpbody-content' );
		expect( errors ).toEqual( [] );
	} );
} );
