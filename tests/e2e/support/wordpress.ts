/**
 * Helpers that talk to the test site the way an administrator would: over REST, with the
 * nonce WordPress hands a logged-in browser.
 */
import {
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { currentSite } from './site';

/** The administrator's login state on this worker's site. */
export const ADMIN_STATE = currentSite().adminState;

/** This worker's site. */
export const baseURL = currentSite().url;

/**
 * A request context logged in as the administrator, with a REST nonce.
 */
export async function adminApi(): Promise< {
	api: APIRequestContext;
	nonce: string;
} > {
	const api = await playwrightRequest.newContext( {
		baseURL,
		storageState: ADMIN_STATE,
	} );
	const response = await api.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.ok() ).toBe( true );
	return { api, nonce: ( await response.text() ).trim() };
}

/**
 * Saves Vitrine settings through the settings route, as the settings screen does.
 *
 * @param values Setting key to value.
 */
export async function updateSettings(
	values: Record< string, unknown >
): Promise< void > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/vitrine/v1/settings', {
		data: values,
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	await api.dispose();
}

/**
 * Vitrine settings as the settings route reads them.
 *
 * @param keys The settings wanted.
 */
export async function readSettings(
	keys: string[]
): Promise< Record< string, unknown > > {
	const { api, nonce } = await adminApi();
	const response = await api.get( '/wp-json/vitrine/v1/settings', {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const all = ( await response.json() ) as Record< string, unknown >;
	await api.dispose();
	return Object.fromEntries( keys.map( ( key ) => [ key, all[ key ] ] ) );
}

/**
 * The administrator's Vitrine preferences (user meta).
 *
 * @param values Preference name to value; omitted to only read them.
 */
export async function adminPreferences(
	values?: Record< string, string >
): Promise< Record< string, string > > {
	const { api, nonce } = await adminApi();
	const response = values
		? await api.post( '/wp-json/vitrine/v1/me/preferences', {
				data: { vitrine_meta: values },
				headers: { 'X-WP-Nonce': nonce },
			} )
		: await api.get( '/wp-json/vitrine/v1/me/preferences', {
				headers: { 'X-WP-Nonce': nonce },
			} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const body = ( await response.json() ) as {
		vitrine_meta: Record< string, string >;
	};
	await api.dispose();
	return body.vitrine_meta;
}

/**
 * Fails on any WCAG 2.2 A/AA violation axe finds on the page (or the part given).
 *
 * @param page    The page.
 * @param include Optional selector to limit the check to.
 * @param exclude Selectors to leave out (markup of WordPress or the theme, not ours).
 */
export async function expectNoAxeViolations(
	page: Page,
	include?: string,
	exclude: string[] = []
): Promise< void > {
	let builder = new AxeBuilder( { page } ).withTags( [
		'wcag2a',
		'wcag2aa',
		'wcag21a',
		'wcag21aa',
		'wcag22aa',
	] );
	if ( include ) {
		builder = builder.include( include );
	}
	for ( const selector of exclude ) {
		builder = builder.exclude( selector );
	}
	const { violations } = await builder.analyze();
	expect(
		violations.map( ( v ) => ( {
			id: v.id,
			impact: v.impact,
			nodes: v.nodes.map( ( n ) => n.target.join( ' ' ) ),
		} ) )
	).toEqual( [] );
}

/**
 * The URLs of the scripts and stylesheets a page loaded.
 *
 * @param page The page, after load.
 */
export async function loadedAssets( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.map( ( entry ) => entry.name )
			.filter( ( name ) => /\.(js|css)(\?|$)/.test( name ) )
	);
}

/**
 * Collects uncaught errors and console errors of a page.
 *
 * @param page The page, before navigation.
 */
export function collectPageErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	return errors;
}

/**
 * Creates a product through the test site's fixtures route (tests/e2e/mu-plugins/
 * vitrine-test-fixtures.php): any ProductWriter field, plus images (how many to generate),
 * image_width, image_height, variations and category.
 *
 * @param fields The product.
 */
export async function createProduct(
	fields: Record< string, unknown >
): Promise< {
	id: number;
	permalink: string;
	variation_ids: number[];
	image_ids: number[];
} > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/vitrine-test/v1/products', {
		data: fields,
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const product = await response.json();
	await api.dispose();
	return product;
}

/**
 * Changes a product as the merchant's editor does, while a shopper's page of it may be open:
 * only the fields given; a variation with an id is updated, one without is added.
 *
 * @param id     The product.
 * @param fields ProductWriter fields, and "variations".
 */
export async function updateProduct(
	id: number,
	fields: Record< string, unknown >
): Promise< void > {
	await createProduct( { ...fields, id } );
}

/**
 * A demo product's id by its slug (bin/wp/demo/Catalog.php).
 *
 * @param slug The product's slug.
 */
export async function demoProductId( slug: string ): Promise< number > {
	const { api, nonce } = await adminApi();
	const response = await api.get(
		`/wp-json/wp/v2/vitrine_product?slug=${ slug }&_fields=id`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const found = ( await response.json() ) as Array< { id: number } >;
	await api.dispose();
	expect( found, `the demo product ${ slug }` ).toHaveLength( 1 );
	return found[ 0 ].id;
}

/**
 * Publishes a page with the given content through WordPress's REST API; returns its address.
 *
 * @param title   The page's title.
 * @param content Its content (block markup, shortcodes).
 */
export async function publishPage(
	title: string,
	content: string
): Promise< string > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/wp/v2/pages', {
		data: { title, content, status: 'publish' },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const page = ( await response.json() ) as { link: string };
	await api.dispose();
	return page.link;
}
