/**
 * Order attribution into the order (issue 15, section 2): four shoppers land with campaign
 * parameters, from Google, from another site and directly, move on, and pay by bank transfer
 * through the Checkout block or the [vitrine_checkout] shortcode; the merchant reads each origin
 * in the order screen's Origin box (with axe), in the orders list's Origin column, and filters the
 * list by origin.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	baseURL,
	collectPageErrors,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from '../shopper/checkout-helpers';
import { unique } from '../shopper/product-helpers';

test.use( { storageState: ADMIN_STATE } );

const LIST = '/wp-admin/admin.php?page=vitrine-orders';

interface Visit {
	/** Where the shopper lands. */
	path: string;
	/** The page that sent them, if any. */
	referer?: string;
	/** The checkout page to pay on. */
	checkout: string;
	email: string;
}

/**
 * A shopper of their own (no cookies, not logged in) lands, reads another page, and pays by bank
 * transfer; answers the order's id.
 *
 * @param browser   The browser.
 * @param visit     The visit.
 * @param productId The product bought.
 */
async function shopperOrders(
	browser: Browser,
	visit: Visit,
	productId: number
): Promise< number > {
	const context = await browser.newContext( { baseURL } );
	const page: Page = await context.newPage();
	const errors = collectPageErrors( page );
	try {
		await page.goto(
			visit.path,
			visit.referer ? { referer: visit.referer } : {}
		);
		// The bundle has recorded the landing.
		await expect
			.poll( async () =>
				( await context.cookies() ).map( ( cookie ) => cookie.name )
			)
			.toContain( 'vitrine_src_current' );
		await page.goto( '/about/' );
		await addToCart( page, productId, 1 );
		await page.goto( visit.checkout );
		await expect(
			page.locator( 'input[name="vitrine_attribution_source_type"]' )
		).not.toHaveValue( '' );
		await fillBerlinAddress( page, visit.email );
		await page.getByLabel( /I have read and agree/ ).check();
		await expect( page.getByLabel( 'Direct bank transfer' ) ).toBeChecked();
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( page ).toHaveURL( /order-received\/\d+\/\?key=/ );
		expect( errors ).toEqual( [] );
		return Number(
			new URL( page.url() ).pathname.match(
				/order-received\/(\d+)/
			)?.[ 1 ]
		);
	} finally {
		await context.close();
	}
}

test.describe( 'the order’s origin', () => {
	let shortcodePage = 0;
	let checkoutPage = 0;

	test.beforeAll( async () => {
		const { api, nonce } = await adminApi();
		const settings = ( await (
			await api.get( '/wp-json/vitrine/v1/settings', {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json() ) as Record< string, unknown >;
		checkoutPage = Number( settings.checkout_page_id );
		const created = await api.post( '/wp-json/wp/v2/pages', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				title: 'Shortcode checkout',
				slug: unique( 'shortcode-checkout' ).replace( /\s+/g, '-' ),
				content: '[vitrine_checkout]',
				status: 'publish',
			},
		} );
		expect( created.status(), await created.text() ).toBe( 201 );
		shortcodePage = ( ( await created.json() ) as { id: number } ).id;
		await api.dispose();
		await updateSettings( { attribution_enabled: true } );
	} );

	test.afterAll( async () => {
		await updateSettings( {
			attribution_enabled: false,
			checkout_page_id: checkoutPage,
		} );
		const { api, nonce } = await adminApi();
		await api.delete(
			`/wp-json/wp/v2/pages/${ shortcodePage }?force=true`,
			{
				headers: { 'X-WP-Nonce': nonce },
			}
		);
		await api.dispose();
	} );

	test( 'campaign, Google, a referral and a direct visit: each order shows where it came from, in its box, the list and the filter', async ( {
		page,
		browser,
	} ) => {
		// Four shoppers' visits and checkouts, then the merchant's screens: a long session on a
		// busy two-core machine.
		test.setTimeout( 240_000 );
		const errors = collectPageErrors( page );
		const stamp = `origin${ Date.now() }`;
		const campaign = `e2e_${ stamp }`;
		const productId = await checkoutProduct( unique( 'Origin mug' ) );
		const block = '/checkout/';

		const utm = await shopperOrders(
			browser,
			{
				path: `/?utm_source=newsletter&utm_medium=email&utm_campaign=${ campaign }`,
				checkout: block,
				email: `${ stamp }-utm@example.org`,
			},
			productId
		);
		const direct = await shopperOrders(
			browser,
			{
				path: '/',
				checkout: block,
				email: `${ stamp }-direct@example.org`,
			},
			productId
		);
		const referral = await shopperOrders(
			browser,
			{
				path: '/about/',
				referer: 'https://blog.example.net/a-post/',
				checkout: block,
				email: `${ stamp }-referral@example.org`,
			},
			productId
		);
		// The shortcode's checkout: the same inputs, in the same form.
		await updateSettings( { checkout_page_id: shortcodePage } );
		const { api, nonce } = await adminApi();
		const shortcode = ( await (
			await api.get( `/wp-json/wp/v2/pages/${ shortcodePage }`, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json() ) as { link: string };
		await api.dispose();
		const google = await shopperOrders(
			browser,
			{
				path: '/',
				referer: 'https://www.google.com/',
				checkout: new URL( shortcode.link ).pathname,
				email: `${ stamp }-google@example.org`,
			},
			productId
		);
		await updateSettings( { checkout_page_id: checkoutPage } );

		const box = page.locator( 'section.vitrine-order-origin' );
		const value = ( term: string ) =>
			box.locator( `dt:text-is("${ term }") + dd` );

		// The order screen's Origin box.
		await page.goto( `${ LIST }&action=edit&id=${ utm }` );
		await expect(
			box.getByRole( 'heading', { name: 'Origin', level: 2 } )
		).toBeVisible();
		await expect( value( 'Type' ) ).toHaveText( 'UTM' );
		await expect( value( 'Source' ) ).toHaveText( 'newsletter' );
		await expect( value( 'Medium' ) ).toHaveText( 'email' );
		await expect( value( 'Campaign' ) ).toHaveText( campaign );
		await expect( value( 'Device' ) ).toHaveText( 'Desktop' );
		// The landing, the about page and the checkout.
		await expect( value( 'Pages seen' ) ).toHaveText( '3' );
		await expect( value( 'Session length' ) ).toHaveText( /^\d+ (s|min)$/ );
		await expect( value( 'Landing page' ) ).toContainText(
			`utm_campaign=${ campaign }`
		);
		await expectNoAxeViolations( page, 'section.vitrine-order-origin' );

		await page.goto( `${ LIST }&action=edit&id=${ google }` );
		await expect( value( 'Type' ) ).toHaveText( 'Organic: Google' );
		await expect( value( 'Source' ) ).toHaveText( 'google' );
		await expect( value( 'Medium' ) ).toHaveText( 'organic' );

		await page.goto( `${ LIST }&action=edit&id=${ referral }` );
		await expect( value( 'Type' ) ).toHaveText(
			'Referral: blog.example.net'
		);
		await expect( value( 'Medium' ) ).toHaveText( 'referral' );

		await page.goto( `${ LIST }&action=edit&id=${ direct }` );
		await expect( value( 'Type' ) ).toHaveText( 'Direct' );
		await expect( value( 'Source' ) ).toHaveText( '(direct)' );
		await expectNoAxeViolations( page, 'section.vitrine-order-origin' );

		// The list's Origin column, for this test's four orders.
		const row = ( id: number ) =>
			page
				.locator( 'table.wp-list-table tbody tr' )
				.filter( { has: page.locator( `input[value="${ id }"]` ) } );
		await page.goto( `${ LIST }&s=${ stamp }` );
		await expect( page.locator( 'thead th#origin' ) ).toHaveText(
			'Origin'
		);
		await expect( row( utm ).locator( 'td.column-origin' ) ).toHaveText(
			`UTMnewsletter / email / ${ campaign }`
		);
		await expect( row( google ).locator( 'td.column-origin' ) ).toHaveText(
			'Organic: Google'
		);
		await expect(
			row( referral ).locator( 'td.column-origin' )
		).toHaveText( 'Referral: blog.example.net' );
		await expect( row( direct ).locator( 'td.column-origin' ) ).toHaveText(
			'Direct'
		);

		// The filter keeps the search: Google's order alone, then every organic one.
		await page
			.getByLabel( 'Filter by origin' )
			.selectOption( 'organic:google' );
		await page
			.getByRole( 'button', { name: 'Filter', exact: true } )
			.click();
		await expect( page ).toHaveURL( /origin=organic%3Agoogle/ );
		const rows = page.locator( 'table.wp-list-table tbody tr' );
		await expect( rows ).toHaveCount( 1 );
		await expect( row( google ) ).toHaveCount( 1 );
		await page.getByLabel( 'Filter by origin' ).selectOption( 'referral' );
		await page
			.getByRole( 'button', { name: 'Filter', exact: true } )
			.click();
		await expect( rows ).toHaveCount( 1 );
		await expect( row( referral ) ).toHaveCount( 1 );
		await page.getByLabel( 'Filter by origin' ).selectOption( '' );
		await page
			.getByRole( 'button', { name: 'Filter', exact: true } )
			.click();
		await expect( rows ).toHaveCount( 4 );
		await expectNoAxeViolations( page, '#wpbody-content' );
		expect( errors ).toEqual( [] );
	} );
} );
