/**
 * The shop's data in WordPress's own personal data tools (Tools > Export Personal Data and Erase
 * Personal Data), as a site admin answers a request: the export's file lists the person's orders
 * under "Shop: orders"; the erasure, once the merchant allows it for orders, anonymizes the order
 * that is done with and keeps the one still being dealt with, saying so. Axe on the two screens'
 * content (WordPress's own admin bar, menu and row actions are not ours to fix).
 */
import AdmZip from 'adm-zip';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	expectNoAxeViolations,
	readSettings,
	updateSettings,
} from '../support/wordpress';
import { checkoutProduct, pendingOrder } from '../shopper/checkout-helpers';
import { unique } from '../shopper/product-helpers';

test.use( { storageState: ADMIN_STATE } );

const ORDERS = '/wp-admin/admin.php?page=vitrine-orders';

// WordPress 6.5's own row actions of the requests list ("Complete request", whose aria-label
// does not contain its text): core's markup, not ours to fix.
const CORE_ROW_ACTIONS = [ '.row-actions' ];

/**
 * Adds a request on one of WordPress's two privacy screens, confirmed already (no email asked).
 *
 * @param page   The administrator's page.
 * @param screen export-personal-data.php or erase-personal-data.php.
 * @param email  Whose data.
 */
async function confirmedRequest(
	page: Page,
	screen: string,
	email: string
): Promise< void > {
	await page.goto( `/wp-admin/${ screen }` );
	await page.getByLabel( 'Username or email address' ).fill( email );
	await page.locator( '#send_confirmation_email' ).uncheck();
	await page.getByRole( 'button', { name: 'Send Request' } ).click();
	await expect( page.locator( '.notice-success' ) ).toBeVisible();
}

test( 'a person’s request: their orders exported, then erased where the shop may', async ( {
	page,
} ) => {
	test.slow();
	const before = await readSettings( [ 'privacy_erase_orders' ] );
	const email = `privacy${ Date.now() }@example.org`;
	const product = await checkoutProduct( unique( 'Private bowl' ), '30.00' );
	const done = await pendingOrder( product, email );
	const waiting = await pendingOrder( product, email );

	// One order is done with (completed); the other still waits for payment.
	await page.goto( ORDERS );
	await page.getByLabel( `Select order #${ done.id }` ).check();
	await page
		.locator( '#bulk-action-selector-top' )
		.selectOption( 'mark_completed' );
	await page.locator( '#doaction' ).click();
	await expect( page.locator( '.notice-success' ) ).toBeVisible();

	// The export: the file holds both orders under the shop's own group.
	await confirmedRequest( page, 'export-personal-data.php', email );
	const row = page.locator( 'tr[id^="request-"]', { hasText: email } );
	const download = page.waitForEvent( 'download' );
	// A row action, shown on hover as in any list of wp-admin.
	await row.hover();
	await row.getByRole( 'button', { name: 'Download personal data' } ).click();
	const zip = new AdmZip( ( await ( await download ).path() ) as string );
	const html = zip
		.getEntries()
		.filter( ( entry ) => entry.entryName.endsWith( '.html' ) )
		.map( ( entry ) => entry.getData().toString( 'utf8' ) )
		.join( '\n' );
	expect( html ).toMatch( /<h2 id="orders-vitrine-orders">Orders/ );
	expect( html.match( /<th>Order number<\/th>/g ) ).toHaveLength( 2 );
	expect( html ).toContain( email );
	expect( html ).toContain( 'Unter den Linden 1' );
	await expectNoAxeViolations( page, '#wpbody-content', CORE_ROW_ACTIONS );

	await updateSettings( { privacy_erase_orders: true } );
	try {
		await confirmedRequest( page, 'erase-personal-data.php', email );
		const erase = page.locator( 'tr[id^="request-"]', {
			hasText: email,
		} );
		await erase
			.getByRole( 'button', { name: 'Erase personal data' } )
			.click();
		// The order still waiting is kept, and the admin is told which and why.
		await expect( page.locator( '#wpbody-content' ) ).toContainText(
			`Order #${ waiting.id } is still being dealt with: its personal data was kept.`
		);
		await expectNoAxeViolations(
			page,
			'#wpbody-content',
			CORE_ROW_ACTIONS
		);

		await page.goto( `${ ORDERS }&action=edit&id=${ done.id }` );
		await expect( page.locator( '#wpbody-content' ) ).not.toContainText(
			'Unter den Linden 1'
		);
		await expect( page.locator( '#wpbody-content' ) ).not.toContainText(
			email
		);
		await expect( page.locator( '#wpbody-content' ) ).toContainText(
			'Personal data removed on request.'
		);
		// The amounts and the country stay for the shop's records.
		await expect( page.locator( '#wpbody-content' ) ).toContainText( '30' );

		await page.goto( `${ ORDERS }&action=edit&id=${ waiting.id }` );
		await expect( page.locator( '#wpbody-content' ) ).toContainText(
			'Unter den Linden 1'
		);
	} finally {
		await updateSettings( before );
	}
} );
