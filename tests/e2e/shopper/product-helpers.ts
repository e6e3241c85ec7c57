/**
 * Helpers of the product page and listing specs (product-*.spec.ts, shop-*.spec.ts,
 * product-search.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { adminApi } from '../support/wordpress';

export const THEMES = [
	{ stylesheet: 'twentytwentyfour', kind: 'block' },
	{ stylesheet: 'twentytwentyone', kind: 'classic' },
] as const;

/**
 * Switches the site's theme through the test-only route; returns the previous one.
 *
 * @param stylesheet The theme's folder name.
 */
export async function switchTheme( stylesheet: string ): Promise< string > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/vitrine-test/v1/theme', {
		data: { stylesheet },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const body = ( await response.json() ) as { previous: string };
	await api.dispose();
	return body.previous;
}

/**
 * Declares the body's tests once per theme of THEMES, each group on its own theme, and puts the
 * worker's site back on the theme it had before the first group.
 *
 * @param body Declares the tests of one theme.
 */
export function describeInEachTheme(
	body: ( theme: ( typeof THEMES )[ number ] ) => void
): void {
	let themeBefore: string | null = null;
	test.afterAll( async () => {
		if ( themeBefore !== null ) {
			await switchTheme( themeBefore );
		}
	} );
	for ( const theme of THEMES ) {
		test.describe( `in a ${ theme.kind } theme (${ theme.stylesheet })`, () => {
			test.beforeAll( async () => {
				const previous = await switchTheme( theme.stylesheet );
				themeBefore ??= previous;
			} );
			body( theme );
		} );
	}
}

/**
 * How many products a product category has, 0 when it does not exist yet (a spec creates its
 * products once, in a category of its own, and reuses them on a rerun).
 *
 * @param slug The category's slug.
 */
export async function categoryCount( slug: string ): Promise< number > {
	const { api, nonce } = await adminApi();
	const response = await api.get(
		`/wp-json/wp/v2/vitrine_product_cat?slug=${ slug }`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.status() ).toBe( 200 );
	const terms = ( await response.json() ) as { count: number }[];
	await api.dispose();
	return terms[ 0 ]?.count ?? 0;
}

/**
 * A unique name, so that reruns and specs never share products or image files.
 *
 * @param name The readable part.
 */
export function unique( name: string ): string {
	return `${ name } ${ Date.now().toString( 36 ) }`;
}

/**
 * The product tabs of the page.
 *
 * @param page The page.
 */
export function productTabs( page: Page ) {
	const list = page.getByRole( 'tablist', { name: 'Product details' } );
	return {
		list,
		tab: ( name: string | RegExp ): Locator =>
			list.getByRole( 'tab', { name } ),
		selected: (): Locator =>
			list.locator( '[role="tab"][aria-selected="true"]' ),
		panel: ( id: string ): Locator => page.locator( `#tab-${ id }` ),
	};
}

/**
 * Expects exactly one tab to be selected, with its panel the only one shown.
 *
 * @param page The page.
 * @param id   The tab's id: description, additional_information, reviews.
 */
export async function expectSelectedTab(
	page: Page,
	id: string
): Promise< void > {
	const tabs = productTabs( page );
	await expect( tabs.selected() ).toHaveCount( 1 );
	await expect( tabs.selected() ).toHaveAttribute(
		'aria-controls',
		`tab-${ id }`
	);
	await expect( tabs.selected() ).toHaveAttribute( 'tabindex', '0' );
	await expect( tabs.panel( id ) ).toBeVisible();
	await expect( page.locator( '[role="tabpanel"]:visible' ) ).toHaveCount(
		1
	);
}

/**
 * Presses Tab until the element has focus, as a keyboard user would get there.
 *
 * @param page    The page.
 * @param target  The element.
 * @param maxTabs How many Tab presses at most.
 */
export async function tabTo(
	page: Page,
	target: Locator,
	maxTabs = 80
): Promise< void > {
	for ( let i = 0; i < maxTabs; i++ ) {
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	await expect( target ).toBeFocused();
}

/**
 * The URLs of the scripts a page requested, chunks loaded later included.
 *
 * @param page The page, before navigation.
 */
export function requestedScripts( page: Page ): string[] {
	const urls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			urls.push( request.url() );
		}
	} );
	return urls;
}
