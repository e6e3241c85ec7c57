/**
 * The shop filters (issue 11, "Shop filters as blocks"): the filter blocks beside the listing of
 * the shop and category pages, in a block theme (Twenty Twenty-Four, the block templates'
 * sidebar) and a classic theme (Twenty Twenty-One, templates/archive-product.php): each filter,
 * combined, with counts; the address shareable; the back button; the forms without JavaScript;
 * the keyboard; axe.
 *
 * The products are this spec's own, in the category "Filter spec shirts", so that products other
 * specs create change none of its counts; the rating filter uses the demo's fixed reviews.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
} from '../support/wordpress';
import { categoryCount, describeInEachTheme } from './product-helpers';

const CATEGORY = 'Filter spec shirts';
const CATEGORY_SLUG = 'filter-spec-shirts';
const CATEGORY_URL = `/product-category/${ CATEGORY_SLUG }/`;

const colour = ( slug: string ) => ( {
	name: 'Colour',
	taxonomy: 'vitrine_pa_colour',
	options: [ slug ],
	visible: true,
	variation: false,
} );

const PRODUCTS = [
	{
		name: 'Filter Tee Red',
		regular_price: '10.00',
		attributes: [ colour( 'red' ) ],
	},
	{
		name: 'Filter Tee Blue',
		regular_price: '20.00',
		sale_price: '15.00',
		attributes: [ colour( 'blue' ) ],
	},
	{
		name: 'Filter Mug Red',
		regular_price: '30.00',
		stock_status: 'outofstock',
		attributes: [ colour( 'red' ) ],
	},
	{
		name: 'Filter Mug Green',
		regular_price: '40.00',
		stock_status: 'onbackorder',
		attributes: [ colour( 'green' ) ],
	},
];

/**
 * The product names of the listing, sorted.
 *
 * @param page The page.
 */
async function names( page: Page ): Promise< string[] > {
	return (
		await page.locator( '.vitrine-product-card__title' ).allInnerTexts()
	).sort();
}

/**
 * A filter block by its legend or heading.
 *
 * @param page The page.
 * @param name The filter's name.
 */
function filter( page: Page, name: string ) {
	return page.getByRole( 'group', { name } );
}

test.describe( 'shop filters', () => {
	test.beforeAll( async () => {
		// A worker that restarts after a failure runs this again: create the products once.
		if ( ( await categoryCount( CATEGORY_SLUG ) ) >= PRODUCTS.length ) {
			return;
		}
		for ( const product of PRODUCTS ) {
			await createProduct( { ...product, category: CATEGORY } );
		}
	} );

	describeInEachTheme( () => {
		test( 'each filter narrows the listing without a reload, with counts, in the address', async ( {
			page,
		} ) => {
			const errors = collectPageErrors( page );
			await page.goto( CATEGORY_URL );
			await expect(
				page.locator( '.vitrine-shop-layout__sidebar' )
			).toBeVisible();
			expect( await names( page ) ).toEqual( [
				'Filter Mug Green',
				'Filter Mug Red',
				'Filter Tee Blue',
				'Filter Tee Red',
			] );
			// A marker that a reload would lose.
			await page.evaluate( () => {
				( window as unknown as { kept: boolean } ).kept = true;
			} );

			const colours = filter( page, 'Colour' );
			await expect(
				colours.getByRole( 'checkbox', { name: /^Red/ } )
			).toHaveAccessibleName( 'Red 2 products' );
			await expect(
				colours.getByRole( 'checkbox', { name: /^Yellow/ } )
			).toBeDisabled();

			await colours.getByRole( 'checkbox', { name: /^Red/ } ).click();
			await expect( page ).toHaveURL( /\?filter_colour=red$/ );
			await expect
				.poll( () => names( page ) )
				.toEqual( [ 'Filter Mug Red', 'Filter Tee Red' ] );
			await expect( page.locator( '.vitrine-filters-live' ) ).toHaveText(
				'2 products found'
			);
			await expect(
				colours.getByRole( 'checkbox', { name: /^Red/ } )
			).toBeFocused();
			// Counts follow the other filters: one red product is in stock.
			await expect(
				filter( page, 'Availability' ).getByRole( 'checkbox', {
					name: /^In stock/,
				} )
			).toHaveAccessibleName( 'In stock 1 product' );

			await filter( page, 'Availability' )
				.getByRole( 'checkbox', { name: /^In stock/ } )
				.click();
			await expect( page ).toHaveURL(
				/\?filter_colour=red&stock_status=instock$/
			);
			await expect
				.poll( () => names( page ) )
				.toEqual( [ 'Filter Tee Red' ] );

			const active = page.locator( '.vitrine-filter--active' );
			await expect(
				active.getByRole( 'link', {
					name: 'Remove filter Colour: Red',
				} )
			).toBeVisible();
			await active.getByRole( 'link', { name: 'Clear all' } ).click();
			await expect( page ).toHaveURL(
				new RegExp( `${ CATEGORY_URL }$` )
			);
			await expect.poll( () => names( page ) ).toHaveLength( 4 );

			const price = filter( page, 'Price' );
			await price.getByLabel( 'Minimum price' ).fill( '15' );
			await price.getByLabel( 'Maximum price' ).fill( '35' );
			await price.getByLabel( 'Maximum price' ).press( 'Enter' );
			await expect( page ).toHaveURL( /\?max_price=35&min_price=15$/ );
			await expect
				.poll( () => names( page ) )
				.toEqual( [ 'Filter Mug Red', 'Filter Tee Blue' ] );

			await filter( page, 'Sale' )
				.getByRole( 'checkbox', { name: /^On sale/ } )
				.click();
			await expect( page ).toHaveURL( /&on_sale=1$/ );
			await expect
				.poll( () => names( page ) )
				.toEqual( [ 'Filter Tee Blue' ] );

			expect(
				await page.evaluate(
					() => ( window as unknown as { kept?: boolean } ).kept
				)
			).toBe( true );
			await expectNoAxeViolations( page, 'main' );
			expect( errors ).toEqual( [] );
		} );

		test( 'the address is shareable and the back button walks back through the choices', async ( {
			page,
			context,
		} ) => {
			await page.goto( CATEGORY_URL );
			await filter( page, 'Colour' )
				.getByRole( 'checkbox', { name: /^Red/ } )
				.click();
			await expect( page ).toHaveURL( /filter_colour=red$/ );
			await filter( page, 'Availability' )
				.getByRole( 'checkbox', { name: /^Out of stock/ } )
				.click();
			await expect( page ).toHaveURL( /stock_status=outofstock$/ );
			await expect
				.poll( () => names( page ) )
				.toEqual( [ 'Filter Mug Red' ] );

			const shared = await context.newPage();
			await shared.goto( page.url() );
			expect( await names( shared ) ).toEqual( [ 'Filter Mug Red' ] );
			await expect(
				filter( shared, 'Availability' ).getByRole( 'checkbox', {
					name: /^Out of stock/,
				} )
			).toBeChecked();
			await shared.close();

			await page.goBack();
			await expect( page ).toHaveURL( /\?filter_colour=red$/ );
			await expect
				.poll( () => names( page ) )
				.toEqual( [ 'Filter Mug Red', 'Filter Tee Red' ] );
			await expect(
				filter( page, 'Availability' ).getByRole( 'checkbox', {
					name: /^Out of stock/,
				} )
			).not.toBeChecked();
			await page.goBack();
			await expect( page ).toHaveURL(
				new RegExp( `${ CATEGORY_URL }$` )
			);
			await expect.poll( () => names( page ) ).toHaveLength( 4 );
		} );

		test( 'without JavaScript the filters are forms that the server answers', async ( {
			browser,
		} ) => {
			const noJs = await browser.newContext( {
				javaScriptEnabled: false,
			} );
			const page = await noJs.newPage();
			await page.goto( CATEGORY_URL );
			const colours = filter( page, 'Colour' );
			await colours.getByRole( 'checkbox', { name: /^Red/ } ).click();
			await colours
				.locator( '..' )
				.getByRole( 'button', { name: 'Apply' } )
				.click();
			await page.waitForURL( /filter_colour/ );
			expect( await names( page ) ).toEqual( [
				'Filter Mug Red',
				'Filter Tee Red',
			] );
			await page
				.locator( '.vitrine-filter--active' )
				.getByRole( 'link', { name: 'Remove filter Colour: Red' } )
				.click();
			await page.waitForURL( new RegExp( `${ CATEGORY_URL }$` ) );
			expect( await names( page ) ).toHaveLength( 4 );
			await noJs.close();
		} );

		test( 'by keyboard only', async ( { page } ) => {
			await page.goto( CATEGORY_URL );
			const red = filter( page, 'Colour' ).getByRole( 'checkbox', {
				name: /^Red/,
			} );
			// Tab from the top of the page to the red choice.
			for ( let i = 0; i < 80; i++ ) {
				await page.keyboard.press( 'Tab' );
				if (
					await red.evaluate(
						( el ) => el === el.ownerDocument.activeElement
					)
				) {
					break;
				}
			}
			await expect( red ).toBeFocused();
			await page.keyboard.press( 'Space' );
			await expect( page ).toHaveURL( /\?filter_colour=red$/ );
			await expect
				.poll( () => names( page ) )
				.toEqual( [ 'Filter Mug Red', 'Filter Tee Red' ] );
			await expect( red ).toBeFocused();
			await expect( red ).toBeChecked();

			await page.keyboard.press( 'Space' );
			await expect( page ).toHaveURL(
				new RegExp( `${ CATEGORY_URL }$` )
			);
			await expect.poll( () => names( page ) ).toHaveLength( 4 );
			await expect( red ).toBeFocused();
		} );

		test( 'the shop filters by category and by rating', async ( {
			page,
		} ) => {
			await page.goto( '/shop/' );
			await filter( page, 'Categories' )
				.getByRole( 'checkbox', {
					name: new RegExp( `^${ CATEGORY }` ),
				} )
				.click();
			await expect( page ).toHaveURL(
				new RegExp( `/shop/\\?filter_cat=${ CATEGORY_SLUG }$` )
			);
			await expect.poll( () => names( page ) ).toHaveLength( 4 );

			await page.goto( '/shop/' );
			const rating = filter( page, 'Rating' );
			await rating
				.getByRole( 'radio', { name: /4 stars and up/ } )
				.click();
			await expect( page ).toHaveURL( /\?rating=4$/ );
			const labels = await page
				.locator( '.vitrine-product-card .vitrine-stars' )
				.evaluateAll( ( stars ) =>
					stars.map(
						( star ) =>
							star.getAttribute( 'aria-label' ) ??
							star.textContent ??
							''
					)
				);
			expect( labels.length ).toBeGreaterThan( 0 );
			expect( labels ).toHaveLength(
				await page.locator( '.vitrine-product-card' ).count()
			);
			for ( const label of labels ) {
				const average = Number( /Rated ([\d.]+)/.exec( label )?.[ 1 ] );
				expect( average ).toBeGreaterThanOrEqual( 4 );
			}
			await expectNoAxeViolations( page, 'main' );
		} );

		test( 'on a narrow screen a Filters button shows the filters', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 375, height: 800 } );
			await page.goto( CATEGORY_URL );
			const button = page.getByRole( 'button', { name: 'Filters' } );
			await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( filter( page, 'Colour' ) ).toBeHidden();
			await button.click();
			await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect( filter( page, 'Colour' ) ).toBeVisible();
			await expectNoAxeViolations( page, 'main' );
		} );
	} );
} );
