/**
 * Upgrading as a site admin does (issue 18, section 3): a site running the previous release's zip
 * (0.1.0), with its demo shop, orders and a shopper's cart, gets the new zip uploaded over it
 * ("Replace current with uploaded"). The migrations run once, nothing is lost, the cart survives
 * and checks out; deactivating and reactivating keeps everything.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import type { BareSite } from '../support/site';
import { addToCart, fillBerlinAddress } from '../shopper/checkout-helpers';
import {
	CURRENT_ZIP,
	installAndActivate,
	PREVIOUS_RELEASE,
	logInAsAdmin,
	phpProblems,
	previousZip,
	resetBareSite,
	runOnBareSite,
	schemaLog,
	scriptsOf,
	sql,
	sqlValue,
	uploadPlugin,
} from './release-helpers';

/** The newest schema version: the highest MigrationNNNN of the code under test. */
const LATEST_SCHEMA = Math.max(
	...readdirSync(
		path.resolve( __dirname, '../../../includes/Core/Install/Migrations' )
	)
		.map( ( file ) => /^Migration(\d{4})/.exec( file )?.[ 1 ] )
		.filter( ( number ): number is string => !! number )
		.map( Number )
);

/** The version of the code under test, from plugin.php's header. */
const NEW_VERSION = '0.2.0';

/**
 * What must survive an upgrade: counts of the shop's rows and a few settings.
 *
 * @param bare The bare site.
 */
function shopState( bare: BareSite ) {
	const count = ( query: string ) => Number( sqlValue( bare, query ) );
	return {
		products: count(
			"SELECT COUNT(*) FROM wp_posts WHERE post_type = 'vitrine_product' AND post_status = 'publish'"
		),
		variations: count(
			"SELECT COUNT(*) FROM wp_posts WHERE post_type = 'vitrine_variation'"
		),
		orders: count( 'SELECT COUNT(*) FROM wp_vitrine_orders' ),
		orderItems: count( 'SELECT COUNT(*) FROM wp_vitrine_order_items' ),
		carts: count( 'SELECT COUNT(*) FROM wp_vitrine_carts' ),
		reviews: count( 'SELECT COUNT(*) FROM wp_vitrine_reviews' ),
		settings: sqlValue(
			bare,
			"SELECT option_value FROM wp_options WHERE option_name = 'vitrine_settings'"
		),
		pages: sql(
			bare,
			"SELECT post_name FROM wp_posts WHERE post_type = 'page' AND post_status = 'publish' ORDER BY post_name"
		).flat(),
	};
}

/**
 * The names of the items in the cart page's table, as the shopper sees them.
 *
 * @param page The shopper's page.
 */
async function cartItems( page: Page ): Promise< string[] > {
	await page.goto( '/cart/' );
	const names = page.locator( '.vitrine-cart__item .vitrine-cart__name a' );
	await expect( names.first() ).toBeVisible();
	return ( await names.allInnerTexts() ).map( ( name ) => name.trim() );
}

/**
 * A guest's order, paid by bank transfer at the checkout: returns its number.
 *
 * @param page The shopper's page, with a cart.
 */
async function checkOut( page: Page ): Promise< number > {
	await page.goto( '/checkout/' );
	await fillBerlinAddress( page, 'upgrade.buyer@example.org' );
	await page.getByLabel( /I have read and agree/ ).check();
	await page.getByLabel( 'Direct bank transfer' ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /\/order-received\/\d+\/\?key=/ );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	return Number(
		new URL( page.url() ).pathname.match( /order-received\/(\d+)/ )?.[ 1 ]
	);
}

/**
 * The Vitrine row of Plugins: active, at this version.
 *
 * @param admin   The admin's page.
 * @param version The version it must show.
 */
async function expectActiveAt( admin: Page, version: string ): Promise< void > {
	await admin.goto( '/wp-admin/plugins.php' );
	const row = admin.locator( 'tr[data-slug="vitrine"]' );
	await expect( row ).toHaveClass( /\bactive\b/ );
	await expect( row ).toContainText( `Version ${ version }` );
}

test.describe( 'upgrading from the previous release', () => {
	test.use( {
		baseURL: async ( { site }, provide ) => provide( site.bare.url ),
	} );

	test( 'the new zip uploaded over 0.1.0 migrates once and keeps products, orders, settings and a shopper’s cart', async ( {
		browser,
		site,
	}, testInfo ) => {
		test.setTimeout( 240_000 );
		const bare = site.bare;
		resetBareSite( testInfo.parallelIndex );
		const oldZip = previousZip();

		const adminContext = await browser.newContext( { baseURL: bare.url } );
		const shopperContext: BrowserContext = await browser.newContext( {
			baseURL: bare.url,
		} );
		const admin = await adminContext.newPage();
		const shopper = await shopperContext.newPage();

		await test.step( 'install 0.1.0 from its zip and seed its demo shop', async () => {
			await logInAsAdmin( admin );
			await installAndActivate( admin, oldZip );
			await expectActiveAt( admin, '0.1.0' );
			// 0.1.0's own seed script (its bin/wp/ from git), as its demo sites were made.
			runOnBareSite(
				bare,
				path.join(
					scriptsOf( PREVIOUS_RELEASE ),
					'bin/wp/seed-demo.php'
				)
			);
		} );

		const scarf = Number(
			sqlValue(
				bare,
				"SELECT ID FROM wp_posts WHERE post_type = 'vitrine_product' AND post_name = 'wool-scarf'"
			)
		);
		const ring = Number(
			sqlValue(
				bare,
				"SELECT ID FROM wp_posts WHERE post_type = 'vitrine_product' AND post_name = 'silver-ring'"
			)
		);

		let oldOrder = 0;
		await test.step( 'a shopper orders on 0.1.0, then fills a cart and leaves it', async () => {
			await addToCart( shopper, scarf, 2 );
			oldOrder = await checkOut( shopper );
			await addToCart( shopper, ring, 1 );
			await addToCart( shopper, scarf, 1 );
			expect( ( await cartItems( shopper ) ).sort() ).toEqual( [
				'Silver Ring',
				'Wool Scarf',
			] );
		} );

		const before = shopState( bare );
		expect( before.products ).toBeGreaterThan( 10 );
		expect( before.orders ).toBe( 1 );
		expect( before.orderItems ).toBeGreaterThanOrEqual( 1 );
		expect( before.carts ).toBeGreaterThanOrEqual( 1 );
		expect( before.settings ).not.toBe( '' );
		const schemaBefore = schemaLog( bare );
		expect( schemaBefore.at( -1 ) ).toBe( '13 14' );
		expect(
			sqlValue(
				bare,
				"SELECT option_value FROM wp_options WHERE option_name = 'vitrine_schema_version'"
			)
		).toBe( '14' );

		await test.step( 'upload the new zip: Replace current with uploaded', async () => {
			await uploadPlugin( admin, CURRENT_ZIP );
			await expect(
				admin.getByText( 'This plugin is already installed.' )
			).toBeVisible();
			await admin
				.getByRole( 'link', { name: 'Replace current with uploaded' } )
				.click();
			await expect(
				admin.getByText( 'Plugin updated successfully.' )
			).toBeVisible();
			// The next request runs the new code: it is still active, at the new version.
			await expectActiveAt( admin, NEW_VERSION );
		} );

		await test.step( 'the migrations above 0.1.0’s schema ran, once each', async () => {
			const ran = schemaLog( bare ).slice( schemaBefore.length );
			const expected = [];
			for ( let version = 15; version <= LATEST_SCHEMA; version++ ) {
				expected.push( `${ version - 1 } ${ version }` );
			}
			expect( ran ).toEqual( expected );
			expect(
				sqlValue(
					bare,
					"SELECT option_value FROM wp_options WHERE option_name = 'vitrine_schema_version'"
				)
			).toBe( String( LATEST_SCHEMA ) );
			// Another request (admin and shop) runs none again.
			await admin.goto( '/wp-admin/' );
			await shopper.goto( '/' );
			expect( schemaLog( bare ).slice( schemaBefore.length ) ).toEqual(
				expected
			);
			expect( phpProblems( bare ) ).toEqual( [] );
		} );

		await test.step( 'nothing is lost: counts, settings, the old order in the admin', async () => {
			expect( shopState( bare ) ).toEqual( before );
			await admin.goto(
				`/wp-admin/admin.php?page=vitrine-orders&action=edit&id=${ oldOrder }`
			);
			await expect( admin.locator( '#wpbody-content' ) ).toContainText(
				'Wool Scarf'
			);
			await expect( admin.locator( '#wpbody-content' ) ).toContainText(
				'upgrade.buyer@example.org'
			);
		} );

		await test.step( 'the shopper’s cart survived and checks out on the new version', async () => {
			expect( ( await cartItems( shopper ) ).sort() ).toEqual( [
				'Silver Ring',
				'Wool Scarf',
			] );
			const order = await checkOut( shopper );
			expect( order ).toBeGreaterThan( oldOrder );
			expect(
				sql(
					bare,
					`SELECT i.name FROM wp_vitrine_order_items i WHERE i.order_id = ${ order } AND i.type = 'line_item' ORDER BY i.name`
				).flat()
			).toEqual( [ 'Silver Ring', 'Wool Scarf' ] );
		} );

		await test.step( 'deactivate and reactivate: everything is still there', async () => {
			const after = shopState( bare );
			const schema = schemaLog( bare );
			await admin.goto( '/wp-admin/plugins.php' );
			await admin
				.getByRole( 'link', {
					name: 'Deactivate Vitrine',
					exact: true,
				} )
				.click();
			await expect(
				admin.getByText( 'Plugin deactivated.' )
			).toBeVisible();
			await admin
				.getByRole( 'link', { name: 'Activate Vitrine', exact: true } )
				.click();
			await expect(
				admin.getByText( 'Plugin activated.' )
			).toBeVisible();
			await expectActiveAt( admin, NEW_VERSION );
			await shopper.goto( '/' );
			expect( shopState( bare ) ).toEqual( after );
			expect( schemaLog( bare ) ).toEqual( schema );
			expect( phpProblems( bare ) ).toEqual( [] );
		} );

		await adminContext.close();
		await shopperContext.close();
	} );
} );
