/**
 * The product page (docs/spec/storefront-and-reviews.md, "Product page"; issue 3, section 3): the
 * page in a block theme (our single-product template of product blocks) and a classic theme
 * (templates/single-product.php), its tabs by mouse and keyboard, the tab the address opens,
 * and no accessibility violations.
 */
import { test, expect } from '../support/fixtures';
import {
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';
import {
	THEMES,
	expectSelectedTab,
	productTabs,
	requestedScripts,
	switchTheme,
	tabTo,
	unique,
} from './product-helpers';

let product: { id: number; permalink: string };
let single: { id: number; permalink: string };
const NAME = unique( 'Oak desk lamp' );

test.beforeAll( async () => {
	product = await createProduct( {
		name: NAME,
		regular_price: '49.90',
		sale_price: '39.90',
		sku: `LAMP-${ Date.now() }`,
		short_description: 'A warm light for late evenings.',
		description: 'Turned oak, a linen shade and a braided cable.',
		weight: '1.5',
		length: '20',
		width: '15',
		height: '45',
		manage_stock: true,
		stock: 8,
		attributes: [
			{ name: 'Material', options: [ 'Oak', 'Linen' ], visible: true },
		],
		images: 3,
	} );
	single = await createProduct( {
		name: unique( 'Plain lamp' ),
		regular_price: '19.00',
		description: 'Just a lamp.',
		images: 1,
	} );
} );

for ( const theme of THEMES ) {
	test.describe( `in a ${ theme.kind } theme (${ theme.stylesheet })`, () => {
		let previous = 'twentytwentyfour';

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		test( 'shows the gallery, the summary and the tabs', async ( {
			page,
		} ) => {
			const errors = collectPageErrors( page );
			await page.goto( product.permalink );

			await expect(
				page.getByRole( 'heading', { level: 1, name: NAME } )
			).toBeVisible();
			await expect(
				page.locator( '.vitrine-product-summary__price' )
			).toContainText( 'Current price is: €39.90.' );
			await expect( page.locator( '.vitrine-stock' ) ).toHaveText(
				'8 in stock'
			);
			await expect(
				page.getByText( 'A warm light for late evenings.' )
			).toBeVisible();
			await expect(
				page.getByRole( 'button', { name: 'Add to cart' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'button', {
					name: 'View full-screen image gallery',
				} )
			).toBeVisible();
			await expect(
				page.locator( '.vitrine-product-gallery__slide' )
			).toHaveCount( 3 );
			if ( theme.kind === 'block' ) {
				await expect(
					page.locator( '.wp-block-vitrine-product-gallery' )
				).toHaveCount( 1 );
				await expect(
					page.locator( '.wp-block-vitrine-product-summary' )
				).toHaveCount( 1 );
				await expect(
					page.locator( '.wp-block-vitrine-product-tabs' )
				).toHaveCount( 1 );
			} else {
				await expect(
					page.locator( `#product-${ product.id }.vitrine-product` )
				).toHaveCount( 1 );
			}
			await expectSelectedTab( page, 'description' );
			await expect(
				productTabs( page ).panel( 'description' )
			).toContainText( 'Turned oak, a linen shade and a braided cable.' );
			expect( errors ).toEqual( [] );
		} );

		test( 'has no accessibility violations', async ( { page } ) => {
			await page.goto( product.permalink );
			await expect(
				page.locator( '.vitrine-product-gallery.is-slider' )
			).toHaveCount( 1 );
			await expectNoAxeViolations( page, 'main' );

			await productTabs( page )
				.tab( /Reviews/ )
				.click();
			await expectNoAxeViolations( page, 'main' );
		} );
	} );
}

test( 'the product bundle is small, without jQuery or React, and swiper comes only for several images', async ( {
	page,
} ) => {
	const scripts = requestedScripts( page );
	await page.goto( single.permalink );
	await expect(
		page.locator( '.vitrine-product-gallery__trigger' )
	).toBeVisible();

	const assets = await loadedAssets( page );
	expect(
		assets.some( ( url ) =>
			url.includes( '/plugins/vitrine/build/product.js' )
		)
	).toBe( true );
	expect(
		assets.filter( ( url ) => /jquery|react|wp-element/.test( url ) )
	).toEqual( [] );
	expect(
		scripts.filter( ( url ) => url.includes( '/build/chunks/' ) )
	).toEqual( [] );

	await page.goto( product.permalink );
	await expect(
		page.locator( '.vitrine-product-gallery.is-slider' )
	).toHaveCount( 1 );
	const chunks = scripts.filter( ( url ) =>
		url.includes( '/build/chunks/' )
	);
	expect(
		chunks.some( ( url ) =>
			url.includes( '/wp-content/plugins/vitrine/build/chunks/swiper.js' )
		)
	).toBe( true );
	expect( chunks.some( ( url ) => url.includes( 'photoswipe' ) ) ).toBe(
		false
	);
} );

test( 'a page that is not a product gets nothing of the product page', async ( {
	page,
} ) => {
	const scripts = requestedScripts( page );
	await page.goto( '/about/' );

	expect(
		scripts.filter( ( url ) => url.includes( 'build/product' ) )
	).toEqual( [] );
	await expect( page.locator( '.vitrine-product' ) ).toHaveCount( 0 );
} );

test.describe( 'tabs', () => {
	test( 'a click selects a tab and shows only its panel', async ( {
		page,
	} ) => {
		await page.goto( product.permalink );
		const tabs = productTabs( page );

		await tabs.tab( 'Additional information' ).click();
		await expectSelectedTab( page, 'additional_information' );
		const table = tabs
			.panel( 'additional_information' )
			.getByRole( 'table' );
		await expect(
			table.getByRole( 'row', { name: 'Weight 1.5 kg' } )
		).toBeVisible();
		await expect(
			table.getByRole( 'row', { name: 'Dimensions 20 × 15 × 45 cm' } )
		).toBeVisible();
		await expect(
			table.getByRole( 'row', { name: 'Material Oak, Linen' } )
		).toBeVisible();
		await expect( page ).toHaveURL( product.permalink );

		await tabs.tab( /Reviews/ ).click();
		await expectSelectedTab( page, 'reviews' );
		await tabs.tab( 'Description' ).click();
		await expectSelectedTab( page, 'description' );
	} );

	test( 'arrow keys, Home and End move between the tabs', async ( {
		page,
	} ) => {
		await page.goto( product.permalink );
		const tabs = productTabs( page );

		await tabTo( page, tabs.tab( 'Description' ) );
		await page.keyboard.press( 'ArrowRight' );
		await expect( tabs.tab( 'Additional information' ) ).toBeFocused();
		await expectSelectedTab( page, 'additional_information' );

		await page.keyboard.press( 'End' );
		await expect( tabs.tab( /Reviews/ ) ).toBeFocused();
		await expectSelectedTab( page, 'reviews' );

		await page.keyboard.press( 'ArrowRight' );
		await expect( tabs.tab( 'Description' ) ).toBeFocused();
		await expectSelectedTab( page, 'description' );

		await page.keyboard.press( 'ArrowLeft' );
		await expectSelectedTab( page, 'reviews' );

		await page.keyboard.press( 'Home' );
		await expect( tabs.tab( 'Description' ) ).toBeFocused();
		await expectSelectedTab( page, 'description' );

		// Tab leaves the tab list for the shown panel: the other tabs are out of the tab order.
		await page.keyboard.press( 'Tab' );
		await expect( tabs.panel( 'description' ) ).toBeFocused();
	} );

	for ( const [ address, expected ] of [
		[ '#reviews', 'reviews' ],
		[ '#tab-reviews', 'reviews' ],
		[ '#comment-1', 'reviews' ],
		[ '?cpage=1', 'reviews' ],
		[ '#tab-additional_information', 'additional_information' ],
		[ '#somewhere-else', 'description' ],
	] as const ) {
		test( `${ address } opens ${ expected }`, async ( { page } ) => {
			await page.goto( product.permalink + address );

			await expectSelectedTab( page, expected );
		} );
	}

	test( 'a hash change opens its tab', async ( { page } ) => {
		await page.goto( product.permalink );

		await page.evaluate( () => {
			window.location.hash = '#tab-additional_information';
		} );
		await expectSelectedTab( page, 'additional_information' );
		await page.evaluate( () => {
			window.location.hash = '#reviews';
		} );
		await expectSelectedTab( page, 'reviews' );
	} );
} );
