/**
 * Translations proven to load (issue 18, section 4). With the site language set to German, the
 * sample translation languages/vitrine-de_DE.po, compiled by `npm run build` (bin/i18n-compile.mjs),
 * shows in what PHP renders (the .mo: listings, cart, checkout, wp-admin), in what the storefront
 * scripts render from the strings PHP gives them (the .mo again), and in what the admin's React
 * screen renders through @wordpress/i18n (the script's .json file). Each German string checked
 * here exists only in one of those files: without it, the English shows and the test fails.
 *
 * Core's German files are not installed (they cannot be downloaded here), so WordPress's own
 * words stay English; tests/e2e/mu-plugins/vitrine-test-i18n.php lets WPLANG take de_DE anyway.
 */
import { test, expect } from '../support/fixtures';
import { installStripeDouble } from '../support/stripe';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	createProduct,
} from '../support/wordpress';
import { addToCart } from './checkout-helpers';

const CATEGORY = 'Translations spec';
const CATEGORY_URL = '/product-category/translations-spec/';

/**
 * Sets the site language (the WPLANG option) through core's settings route.
 *
 * @param language A locale, or '' for English (United States).
 */
async function setSiteLanguage( language: string ): Promise< void > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/wp/v2/settings', {
		data: { language },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	// WordPress keeps the old value, silently, for a language it does not list as installed;
	// English is saved as ''.
	expect(
		( ( await response.json() ) as { language: string } ).language
	).toBe( language );
	await api.dispose();
}

let mug: number;

test.beforeAll( async () => {
	// Two products of their own category: a listing whose result count is "all 2 results", the
	// plural form that the German .mo gives for more than one.
	mug = (
		await createProduct( {
			name: 'Translations Mug',
			regular_price: '12.50',
			category: CATEGORY,
		} )
	).id;
	await createProduct( {
		name: 'Translations Cup',
		regular_price: '3.00',
		category: CATEGORY,
	} );
	await setSiteLanguage( 'de_DE' );
} );

// Runs whether the tests passed or not: the worker's other specs expect an English site.
test.afterAll( async () => {
	await setSiteLanguage( '' );
} );

test( 'a product listing shows the German that PHP renders and that the add-to-cart script renders', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	await page.goto( CATEGORY_URL );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de-DE' );

	// PHP: the button's text and accessible name, the sort options, the result count (a plural).
	const button = page.getByRole( 'button', {
		name: '„Translations Mug“ in den Warenkorb legen',
		exact: true,
	} );
	await expect( button ).toHaveText( 'In den Warenkorb' );
	await expect(
		page
			.locator( 'select.vitrine-ordering__select' )
			.first()
			.locator( 'option:checked' )
	).toHaveText( 'Standardsortierung' );
	await expect(
		page.getByText( /^Alle \d+ Ergebnisse werden angezeigt$/ ).first()
	).toBeVisible();

	// The add-to-cart script: the link it adds after the button, with the words PHP gave it.
	await button.click();
	await expect(
		page.getByRole( 'link', { name: 'Warenkorb anzeigen', exact: true } )
	).toBeVisible();
	expect( errors ).toEqual( [] );
} );

test( 'the cart and checkout pages show their German', async ( {
	page,
	site,
} ) => {
	// Another spec of this worker may have left Stripe on, whose express buttons load Stripe.js
	// on the cart page: the double serves it (js.stripe.com cannot be reached here).
	await installStripeDouble( page, site );
	const errors = collectPageErrors( page );
	await addToCart( page, mug );

	await page.goto( '/cart/' );
	await expect(
		page.getByRole( 'heading', { name: 'Warenkorb-Summe', exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Weiter zur Kasse', exact: true } )
	).toBeVisible();

	await page.goto( '/checkout/' );
	await expect(
		page.getByRole( 'heading', {
			name: /^(Rechnungsdetails|Rechnung & Versand)$/,
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Ihre Bestellung', exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', {
			name: 'Zahlungspflichtig bestellen',
			exact: true,
		} )
	).toBeVisible();
	expect( errors ).toEqual( [] );
} );

test.describe( 'as the administrator', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'wp-admin shows the German of PHP (menu, heading) and of the React settings screen (its script translations)', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );

		// PHP: the menu and the screen's heading.
		const menu = page.locator( '#adminmenu' );
		await expect(
			menu.getByRole( 'link', { name: 'Einstellungen', exact: true } )
		).toBeVisible();
		await expect(
			menu.getByRole( 'link', { name: 'Bestellungen', exact: true } )
		).toBeAttached();
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Vitrine-Einstellungen',
			} )
		).toBeVisible();

		// React, through wp.i18n: only the script's .json file has this string in German.
		await expect(
			page.getByRole( 'button', {
				name: 'Einstellungen speichern',
				exact: true,
			} )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );
} );
