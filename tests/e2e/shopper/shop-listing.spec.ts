/**
 * The shop listing (docs/spec/storefront-and-reviews.md, sections 2 and 9): the shop, category and
 * tag pages in a block theme (Twenty Twenty-Four, block templates) and a classic theme (Twenty
 * Twenty-One, templates/archive-product.php); sorting through the select, which submits its form;
 * the result count's live region refreshed after 2000 ms; pagination; the shop settings.
 *
 * The products are this spec's own, in the category "Shop spec lamps", so that products other
 * specs create do not change its counts; the demo catalog (bin/wp/demo/Catalog.php) is used
 * where its fixed reviews and sales are needed.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	loadedAssets,
	updateSettings,
} from '../support/wordpress';
import { categoryCount, describeInEachTheme } from './product-helpers';

const CATEGORY = 'Shop spec lamps';
const CATEGORY_URL = '/product-category/shop-spec-lamps/';

// Name => regular price; "Lamp 09" is on sale for 3.00, "Lamp 13" is out of stock.
const LAMPS: [ string, string ][] = [
	[ 'Lamp 01', '41.00' ],
	[ 'Lamp 02', '12.00' ],
	[ 'Lamp 03', '87.00' ],
	[ 'Lamp 04', '25.00' ],
	[ 'Lamp 05', '66.00' ],
	[ 'Lamp 06', '9.00' ],
	[ 'Lamp 07', '53.00' ],
	[ 'Lamp 08', '30.00' ],
	[ 'Lamp 09', '95.00' ],
	[ 'Lamp 10', '18.00' ],
	[ 'Lamp 11', '72.00' ],
	[ 'Lamp 12', '47.00' ],
	[ 'Lamp 13', '99.00' ],
	[ 'Lamp 14', '36.00' ],
];

const byPrice = [ ...LAMPS ]
	.map( ( [ name, price ] ): [ string, number ] => [
		name,
		name === 'Lamp 09' ? 3 : Number( price ),
	] )
	.sort( ( a, b ) => a[ 1 ] - b[ 1 ] )
	.map( ( [ name ] ) => name );

/**
 * The product names of the listing, in order.
 *
 * @param page The page.
 */
function productNames( page: Page ) {
	return page.locator( '.vitrine-product-card__title' ).allInnerTexts();
}

test.describe( 'shop listing', () => {
	test.beforeAll( async () => {
		// A worker that restarts after a failure runs this again: create the lamps once.
		if ( ( await categoryCount( 'shop-spec-lamps' ) ) >= LAMPS.length ) {
			return;
		}
		for ( const [ name, price ] of LAMPS ) {
			await createProduct( {
				name,
				regular_price: price,
				category: CATEGORY,
				...( name === 'Lamp 09' ? { sale_price: '3.00' } : {} ),
				...( name === 'Lamp 13' ? { stock_status: 'outofstock' } : {} ),
			} );
		}
	} );

	test.afterAll( async () => {
		await updateSettings( {
			products_per_page: 12,
			hide_out_of_stock: false,
		} );
	} );

	describeInEachTheme( ( theme ) => {
		test( 'the category page lists its products with a count and pages', async ( {
			page,
		} ) => {
			const errors = collectPageErrors( page );
			await page.goto( CATEGORY_URL );

			await expect(
				page.getByRole( 'heading', { level: 1, name: CATEGORY } )
			).toBeVisible();
			if ( theme.kind === 'block' ) {
				await expect(
					page.locator( 'main .wp-block-vitrine-product-grid' )
				).toHaveCount( 1 );
			} else {
				await expect( page.locator( '.vitrine-archive' ) ).toHaveCount(
					1
				);
			}
			const count = page.getByRole( 'status' ).filter( {
				hasText: 'Showing',
			} );
			await expect( count ).toHaveText( 'Showing 1–12 of 14 results' );
			expect( await productNames( page ) ).toEqual(
				LAMPS.slice( 0, 12 ).map( ( [ name ] ) => name )
			);
			await expect(
				page
					.locator( '.vitrine-product-card', {
						hasText: 'Lamp 09',
					} )
					.getByText( 'Sale!' )
			).toBeVisible();

			const pages = page.getByRole( 'navigation', {
				name: 'Products pages',
			} );
			await expect(
				pages.getByRole( 'link', { name: 'Page 2' } )
			).toBeVisible();
			await expect( pages.locator( '[aria-current="page"]' ) ).toHaveText(
				'Page 1'
			);
			await pages.getByRole( 'link', { name: 'Next page' } ).click();
			await expect( page ).toHaveURL( /\/page\/2\/$/ );
			await expect( count ).toHaveText( 'Showing 13–14 of 14 results' );
			expect( await productNames( page ) ).toEqual( [
				'Lamp 13',
				'Lamp 14',
			] );
			await expect(
				page
					.locator( '.vitrine-product-card', {
						hasText: 'Lamp 13',
					} )
					.getByText( 'Out of stock' )
			).toBeVisible();
			await expect(
				pages.getByRole( 'link', { name: 'Previous page' } )
			).toBeVisible();
			expect( errors ).toEqual( [] );
		} );

		test( 'choosing an order submits the form and sorts through the lookup table', async ( {
			page,
		} ) => {
			await page.goto( CATEGORY_URL + 'page/2/' );
			const select = page.getByLabel( 'Sort products' );
			await expect( select ).toHaveValue( 'menu_order' );
			// Script replaces the form's button.
			await expect(
				page.getByRole( 'button', { name: 'Sort', exact: true } )
			).toBeHidden();

			await select.selectOption( 'price' );
			await page.waitForURL( /orderby=price/ );
			// A new order starts again on page 1.
			expect( new URL( page.url() ).pathname ).toBe( CATEGORY_URL );
			await expect( select ).toHaveValue( 'price' );
			expect( await productNames( page ) ).toEqual(
				byPrice.slice( 0, 12 )
			);

			await page
				.getByLabel( 'Sort products' )
				.selectOption( 'price-desc' );
			await page.waitForURL( /orderby=price-desc/ );
			expect( await productNames( page ) ).toEqual(
				[ ...byPrice ].reverse().slice( 0, 12 )
			);

			await page.getByLabel( 'Sort products' ).selectOption( 'date' );
			await page.waitForURL( /orderby=date/ );
			expect( ( await productNames( page ) ).slice( 0, 2 ) ).toEqual( [
				'Lamp 14',
				'Lamp 13',
			] );

			// Pages keep the order.
			await page
				.getByRole( 'navigation', { name: 'Products pages' } )
				.getByRole( 'link', { name: 'Page 2' } )
				.click();
			await expect( page ).toHaveURL( /page\/2\/\?orderby=date$/ );
			expect( await productNames( page ) ).toEqual( [
				'Lamp 02',
				'Lamp 01',
			] );
		} );

		test( 'the demo catalog sorts by rating and popularity', async ( {
			page,
		} ) => {
			await page.goto( '/product-category/music/?orderby=rating' );
			const first = page.locator( '.vitrine-product-card' ).first();
			await expect( first ).toContainText( 'Album: Night Drive' );
			await expect(
				first.getByRole( 'img', {
					name: 'Rated 5.00 out of 5, based on 3 customer ratings',
				} )
			).toBeVisible();
			const ratings = await page
				.locator( '.vitrine-stars' )
				.evaluateAll( ( stars ) =>
					stars.map( ( star ) =>
						Number( star.getAttribute( 'data-rating' ) )
					)
				);
			expect( ratings ).toEqual(
				[ ...ratings ].sort( ( a, b ) => b - a )
			);

			await page.goto( '/product-category/music/?orderby=popularity' );
			expect( ( await productNames( page ) ).slice( 0, 3 ) ).toEqual( [
				'Single: Echoes',
				'Guitar Picks',
				'Album: Night Drive',
			] );
		} );

		test( 'the result count is a live region whose text is given again after 2000 ms', async ( {
			page,
		} ) => {
			// From the moment the bundle hides the region (it starts deferred, before
			// DOMContentLoaded) to the moment its text is put back.
			await page.addInitScript( () => {
				const log: { at: number; added: number }[] = [];
				( window as unknown as { countLog: typeof log } ).countLog =
					log;
				let start: number | null = null;
				new MutationObserver( ( records ) => {
					for ( const record of records ) {
						const target = record.target as Element;
						if (
							! target.matches?.( '[data-vitrine-result-count]' )
						) {
							continue;
						}
						if (
							record.type === 'attributes' &&
							target.getAttribute( 'aria-hidden' ) === 'true'
						) {
							start ??= performance.now();
						} else if ( record.type === 'childList' && start ) {
							log.push( {
								at: performance.now() - start,
								added: record.addedNodes.length,
							} );
						}
					}
				} ).observe( document, {
					subtree: true,
					childList: true,
					attributes: true,
					attributeFilter: [ 'aria-hidden' ],
				} );
			} );
			await page.goto( CATEGORY_URL + '?orderby=price' );
			const region = page.locator( '[data-vitrine-result-count]' );
			await expect( region ).toHaveAttribute( 'role', 'status' );
			await expect( region ).toHaveAttribute(
				'data-vitrine-refreshed',
				'true',
				{
					timeout: 5000,
				}
			);
			await expect( region ).not.toHaveAttribute( 'aria-hidden', /.*/ );
			await expect( region ).toHaveText(
				'Showing 1–12 of 14 results Sorted by price: low to high'
			);
			const log = await page.evaluate(
				() =>
					(
						window as unknown as {
							countLog: { at: number; added: number }[];
						}
					 ).countLog
			);
			const refills = log.filter( ( entry ) => entry.added > 0 );
			expect( refills.length ).toBeGreaterThan( 0 );
			expect( refills[ 0 ].at ).toBeGreaterThanOrEqual( 1950 );
			expect( refills[ 0 ].at ).toBeLessThan( 3500 );
		} );

		test( 'keyboard: arrow keys browse the orders, Enter applies the one chosen', async ( {
			page,
		} ) => {
			await page.goto( CATEGORY_URL );
			const select = page.getByLabel( 'Sort products' );
			await select.focus();
			await page.keyboard.press( 'ArrowDown' );
			await expect( select ).toHaveValue( 'popularity' );
			await page.waitForTimeout( 500 );
			expect( new URL( page.url() ).search ).toBe( '' );

			await page.keyboard.press( 'ArrowDown' );
			await expect( select ).toHaveValue( 'rating' );
			await page.keyboard.press( 'Enter' );
			await page.waitForURL( /orderby=rating/ );
			await expect( page.getByLabel( 'Sort products' ) ).toHaveValue(
				'rating'
			);
		} );

		test( 'the listing of the shop page has no accessibility violations and loads no React', async ( {
			page,
		} ) => {
			await page.goto( '/shop/' );
			await expect(
				page.locator( '[data-vitrine-result-count]' )
			).toContainText( /^Showing 1–12 of \d+ results/ );
			await expect( page.locator( '.vitrine-product-card' ) ).toHaveCount(
				12
			);
			// The listing; the theme's own header navigation is not ours to check
			// (Twenty Twenty-Four's page list nests a list in a list on WordPress 6.5).
			await expectNoAxeViolations( page, 'main' );
			const assets = await loadedAssets( page );
			expect(
				assets.some( ( url ) => url.includes( '/build/shop.js' ) )
			).toBe( true );
			expect(
				assets.filter( ( url ) =>
					/\/(react|react-dom|element)(\.min)?\.js/.test( url )
				)
			).toEqual( [] );

			await page.goto( CATEGORY_URL + '?orderby=price' );
			await expectNoAxeViolations( page, 'main' );
		} );
	} );

	test.describe( 'settings', () => {
		test( 'products per page and hiding out-of-stock products', async ( {
			page,
		} ) => {
			await updateSettings( { products_per_page: 5 } );
			await page.goto( CATEGORY_URL );
			await expect(
				page.locator( '[data-vitrine-result-count]' )
			).toHaveText( 'Showing 1–5 of 14 results' );
			await expect(
				page
					.getByRole( 'navigation', { name: 'Products pages' } )
					.getByRole( 'link', { name: 'Page 3' } )
			).toBeVisible();

			await updateSettings( {
				products_per_page: 20,
				hide_out_of_stock: true,
			} );
			await page.goto( CATEGORY_URL + '?orderby=price-desc' );
			await expect(
				page.locator( '[data-vitrine-result-count]' )
			).toContainText( 'Showing all 13 results' );
			expect( await productNames( page ) ).not.toContain( 'Lamp 13' );
			await expect(
				page.getByRole( 'navigation', { name: 'Products pages' } )
			).toHaveCount( 0 );
		} );

		test( 'an address with an unknown order falls back to the default one', async ( {
			page,
		} ) => {
			await updateSettings( {
				products_per_page: 12,
				hide_out_of_stock: false,
			} );
			const response = await page.goto(
				CATEGORY_URL + '?orderby=%27%3BDROP%20TABLE'
			);
			expect( response?.status() ).toBe( 200 );
			await expect( page.getByLabel( 'Sort products' ) ).toHaveValue(
				'menu_order'
			);
			expect( ( await productNames( page ) )[ 0 ] ).toBe( 'Lamp 01' );
		} );
	} );
} );
