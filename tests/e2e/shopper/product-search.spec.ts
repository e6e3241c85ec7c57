/**
 * Product search (issue 11, point 3): the vitrine/product-search block on the shop page, the
 * results in the shop's own layout (cards with price and add to cart, the result count, the
 * sort select and pages, all keeping the search), SKU and variation SKU searches, the page of a
 * search that found nothing, core's search block set to products, the keyboard, and axe; in a
 * block theme (Twenty Twenty-Four: the product-search-results template) and a classic theme
 * (Twenty Twenty-One: templates/archive-product.php).
 *
 * The products are this spec's own, named after pangolins and tapirs, words no other spec
 * uses, so that their counts are exact.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	adminApi,
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';
import { categoryCount, describeInEachTheme } from './product-helpers';
import { addButton } from './cart-helpers';

const CATEGORY = 'Search spec pangolins';

// 13 socks, the hoodie, the scarf and the jumper (whose description only names pangolins).
const SOCKS = Array.from(
	{ length: 13 },
	( _, index ) => `Pangolin sock ${ String( index + 1 ).padStart( 2, '0' ) }`
);
const RESULTS = SOCKS.length + 3;

/**
 * A published page with core's search block set to search products.
 */
async function coreSearchPage(): Promise< string > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/wp/v2/pages', {
		data: {
			title: 'Search spec core search',
			status: 'publish',
			content:
				'<!-- wp:search {"label":"Search the shop","showLabel":true,"buttonText":"Find","query":{"post_type":"vitrine_product"}} /-->',
		},
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const body = ( await response.json() ) as { link: string };
	await api.dispose();
	return body.link;
}

/**
 * The product titles of the listing. Assert on them with `toHaveText`, which waits: after a
 * form submitted with the keyboard or a click, `toHaveURL` holds before the new page is drawn.
 *
 * @param page The page.
 */
function productTitles( page: Page ) {
	return page.locator( '.vitrine-shop .vitrine-product-card__title' );
}

/**
 * The product names of the listing now, in order.
 *
 * @param page The page.
 */
function productNames( page: Page ) {
	return productTitles( page ).allInnerTexts();
}

/**
 * The page's product search form (a classic theme may have its own search widget too, and a
 * header another product search form).
 *
 * @param page The page.
 */
function productSearch( page: Page ) {
	return page.locator( 'main form.vitrine-product-search' );
}

/**
 * The address of a product search.
 *
 * @param words What the shopper typed.
 */
function searchUrl( words: string ): string {
	return `/?s=${ encodeURIComponent( words ) }&post_type=vitrine_product`;
}

test.describe( 'product search', () => {
	test.beforeAll( async () => {
		// A worker that restarts after a failure runs this again: create the products once.
		if (
			( await categoryCount( 'search-spec-pangolins' ) ) >=
			RESULTS + 1
		) {
			return;
		}
		for ( const [ index, name ] of SOCKS.entries() ) {
			await createProduct( {
				name,
				regular_price: `${ 20 + index }.00`,
				category: CATEGORY,
			} );
		}
		await createProduct( {
			name: 'Pangolin hoodie',
			regular_price: '55.00',
			sku: 'PGN-HOOD-01',
			category: CATEGORY,
		} );
		await createProduct( {
			name: 'Pangolin scarf',
			regular_price: '9.00',
			sku: 'P7',
			category: CATEGORY,
		} );
		await createProduct( {
			name: 'Cosy jumper',
			regular_price: '70.00',
			description: 'Knitted with a pangolin pattern on the front.',
			category: CATEGORY,
		} );
		// In the category too (so that a restarted worker finds it), but no pangolin in its text.
		await createProduct( {
			name: 'Tapir tee',
			type: 'variable',
			category: CATEGORY,
			attributes: [
				{ name: 'Size', options: [ 'M', 'XL' ], variation: true },
			],
			variations: [
				{
					regular_price: '15.00',
					sku: 'TPR-RED-M',
					attributes: { size: 'm' },
				},
				{
					regular_price: '16.00',
					sku: 'TPR-RED-XL',
					attributes: { size: 'xl' },
				},
			],
		} );
	} );

	describeInEachTheme( () => {
		test( 'a search from the block on the shop page shows the products in shop cards, and add to cart works', async ( {
			page,
		} ) => {
			const errors = collectPageErrors( page );
			await page.goto( '/shop/' );
			const form = productSearch( page );
			await expect( form ).toHaveCount( 1 );
			await expect( form ).toHaveAttribute( 'role', 'search' );
			await form
				.getByLabel( 'Search products' )
				.fill( 'pangolin hoodie' );
			await form.getByRole( 'button', { name: 'Search' } ).click();

			await expect( page ).toHaveURL(
				/[?&]s=pangolin\+hoodie&post_type=vitrine_product$/
			);
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toContainText( 'pangolin hoodie' );
			// The shop's layout, not the theme's blog search page.
			await expect(
				page.locator( '[data-vitrine-result-count]' )
			).toHaveText( 'Showing the single result' );
			await expect( productTitles( page ) ).toHaveText( [
				'Pangolin hoodie',
			] );
			const card = page.locator( '.vitrine-shop .vitrine-product-card' );
			await expect( card ).toContainText( '€55.00' );
			await expect(
				productSearch( page ).getByLabel( 'Search products' )
			).toHaveValue( 'pangolin hoodie' );
			await expect( page.locator( 'article.post' ) ).toHaveCount( 0 );

			const button = addButton( page, 'Pangolin hoodie' );
			await button.click();
			await expect( button ).toHaveClass( /\badded\b/ );
			await expect(
				page
					.getByRole( 'link', { name: 'View cart', exact: true } )
					.first()
			).toBeVisible();
			expect( errors ).toEqual( [] );
		} );

		test( 'the results are sorted by relevance, and sorting and pages keep the search', async ( {
			page,
		} ) => {
			await page.goto( searchUrl( 'pangolin' ) );
			const count = page.locator( '[data-vitrine-result-count]' );
			await expect( count ).toHaveText(
				`Showing 1–12 of ${ RESULTS } results`
			);
			const select = page.getByLabel( 'Sort products' );
			await expect( select ).toHaveValue( 'relevance' );
			const names = await productNames( page );
			expect( names.indexOf( 'Cosy jumper' ) ).toBe( -1 );

			await select.selectOption( 'price' );
			await page.waitForURL( /orderby=price/ );
			expect( new URL( page.url() ).searchParams.get( 's' ) ).toBe(
				'pangolin'
			);
			await expect( productTitles( page ) ).toHaveText( [
				'Pangolin scarf',
				...SOCKS.slice( 0, 11 ),
			] );

			await page
				.getByRole( 'navigation', { name: 'Products pages' } )
				.getByRole( 'link', { name: 'Next page' } )
				.click();
			await expect( page ).toHaveURL( /\/page\/2\/\?/ );
			const url = new URL( page.url() );
			expect( url.searchParams.get( 's' ) ).toBe( 'pangolin' );
			expect( url.searchParams.get( 'orderby' ) ).toBe( 'price' );
			await expect( count ).toContainText(
				`Showing 13–${ RESULTS } of ${ RESULTS } results`
			);
			await expect( productTitles( page ) ).toHaveText( [
				...SOCKS.slice( 11 ),
				'Pangolin hoodie',
				'Cosy jumper',
			] );
		} );

		test( 'a SKU, a short SKU and a variation’s SKU find their product', async ( {
			page,
		} ) => {
			await page.goto( searchUrl( 'PGN-HOOD-01' ) );
			await expect( productTitles( page ) ).toHaveText( [
				'Pangolin hoodie',
			] );
			await page.goto( searchUrl( 'p7' ) );
			expect( ( await productNames( page ) )[ 0 ] ).toBe(
				'Pangolin scarf'
			);
			await page.goto( searchUrl( 'TPR-RED-XL' ) );
			await expect( productTitles( page ) ).toHaveText( [ 'Tapir tee' ] );
		} );

		test( 'a search that finds nothing says so, keeps the form and suggests products', async ( {
			page,
		} ) => {
			await page.goto( searchUrl( 'zzyzx okapi' ) );
			await expect(
				page.getByText(
					'No products were found matching “zzyzx okapi”.'
				)
			).toBeVisible();
			await expect(
				productSearch( page ).getByLabel( 'Search products' )
			).toHaveValue( 'zzyzx okapi' );
			await expect(
				page.getByRole( 'heading', { name: 'Popular products' } )
			).toBeVisible();
			await expect(
				page.locator( '.vitrine-search-empty .vitrine-product-card' )
			).toHaveCount( 4 );
			await expect(
				page.getByRole( 'link', { name: 'Browse all products' } )
			).toHaveAttribute( 'href', /\/shop\/$/ );
			await expectNoAxeViolations( page, 'main' );
		} );

		test( 'keyboard only: Tab to the field, type, Enter, then Tab on to the results', async ( {
			page,
		} ) => {
			await page.goto( '/shop/' );
			const field = productSearch( page ).getByLabel( 'Search products' );
			for ( let presses = 0; presses < 60; presses++ ) {
				await page.keyboard.press( 'Tab' );
				if (
					await field.evaluate(
						( el ) => el === el.ownerDocument.activeElement
					)
				) {
					break;
				}
			}
			await expect( field ).toBeFocused();
			await page.keyboard.type( 'tapir' );
			await page.keyboard.press( 'Enter' );
			await expect( page ).toHaveURL( /[?&]s=tapir&/ );
			await expect( productTitles( page ) ).toHaveText( [ 'Tapir tee' ] );

			// The form's button is next in the tab order, then the listing.
			await productSearch( page ).getByLabel( 'Search products' ).focus();
			await page.keyboard.press( 'Tab' );
			await expect(
				productSearch( page ).getByRole( 'button', {
					name: 'Search',
				} )
			).toBeFocused();
		} );

		test( 'the results page has no accessibility violations and loads no React and no script for the form', async ( {
			page,
		} ) => {
			await page.goto( searchUrl( 'pangolin' ) );
			await expect(
				page.locator( '.vitrine-shop .vitrine-product-card' )
			).toHaveCount( 12 );
			await expectNoAxeViolations( page, 'main' );
			const assets = await loadedAssets( page );
			expect(
				assets.filter( ( url ) =>
					/\/(react|react-dom|element)(\.min)?\.js/.test( url )
				)
			).toEqual( [] );
			expect(
				assets.filter( ( url ) =>
					/blocks\/product-search\/[^/]+\.js/.test( url )
				)
			).toEqual( [] );
		} );

		test( 'core’s search block set to products lands on the same results page', async ( {
			page,
		} ) => {
			await page.goto( await coreSearchPage() );
			await page.getByLabel( 'Search the shop' ).fill( 'tapir' );
			await page.getByRole( 'button', { name: 'Find' } ).click();
			await expect( page ).toHaveURL(
				/[?&]s=tapir&post_type=vitrine_product$/
			);
			await expect( productTitles( page ) ).toHaveText( [ 'Tapir tee' ] );
		} );

		test( 'the search form works in a right-to-left page', async ( {
			page,
			context,
			baseURL,
		} ) => {
			await context.addCookies( [
				{ name: 'vitrine_test_rtl', value: '1', url: baseURL! },
			] );
			await page.goto( '/shop/' );
			const field = productSearch( page ).getByLabel( 'Search products' );
			const button = productSearch( page ).getByRole( 'button', {
				name: 'Search',
			} );
			const fieldBox = await field.boundingBox();
			const buttonBox = await button.boundingBox();
			expect( fieldBox && buttonBox ).toBeTruthy();
			if ( fieldBox && buttonBox ) {
				expect(
					await field.evaluate(
						( el ) => getComputedStyle( el ).direction
					)
				).toBe( 'rtl' );
				// Right to left: the field starts on the right, the button after it on the left.
				expect( buttonBox.x + buttonBox.width ).toBeLessThanOrEqual(
					fieldBox.x + 1
				);
			}
		} );
	} );
} );
