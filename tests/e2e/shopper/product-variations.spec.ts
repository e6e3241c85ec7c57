/**
 * Variable products on the product page (issue 3, sections 1 and 3): one select per variation
 * attribute; a full choice shows the variation's price and stock, swaps the main image and sets
 * variation_id; an unavailable combination says so and disables add to cart. By mouse and by
 * keyboard.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
} from '../support/wordpress';
import { tabTo, unique } from './product-helpers';

const NAME = unique( 'Linen shirt' );
const UNAVAILABLE =
	'Sorry, this product is unavailable. Please choose a different combination.';

let shirt: {
	id: number;
	permalink: string;
	variation_ids: number[];
};
let redImage = '';

test.beforeAll( async () => {
	const images = await createProduct( {
		name: unique( 'Shirt images' ),
		regular_price: '1.00',
		images: 1,
		image_width: 900,
		image_height: 900,
	} );
	shirt = await createProduct( {
		name: NAME,
		type: 'variable',
		images: 2,
		attributes: [
			{ name: 'Colour', options: [ 'Red', 'Blue' ], variation: true },
			{ name: 'Size', options: [ 'S', 'M', 'L' ], variation: true },
		],
		variations: [
			{
				regular_price: '20.00',
				manage_stock: true,
				stock: 4,
				image_id: images.image_ids[ 0 ],
				attributes: { colour: 'red', size: 's' },
			},
			{
				regular_price: '24.00',
				sale_price: '18.00',
				attributes: { colour: 'blue', size: '' },
			},
			{
				regular_price: '22.00',
				manage_stock: true,
				stock: 0,
				attributes: { colour: 'red', size: 'l' },
			},
		],
	} );
	expect( shirt.variation_ids ).toHaveLength( 3 );
	redImage = String( images.image_ids[ 0 ] );
} );

const colour = ( page: Page ) => page.getByLabel( 'Colour' );
const size = ( page: Page ) => page.getByLabel( 'Size' );
const addToCart = ( page: Page ) =>
	page.locator( '.vitrine-add-to-cart-form button[type="submit"]' );
const variationId = ( page: Page ) =>
	page.locator( '.vitrine-add-to-cart-form input[name="variation_id"]' );
const output = ( page: Page ) => page.locator( '.vitrine-single-variation' );
const mainImage = ( page: Page ) =>
	page.locator( '.vitrine-product-gallery__slide' ).first().locator( 'img' );

test( 'choosing a variation by mouse shows its price and stock, its image, and sets variation_id', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	await page.goto( shirt.permalink );
	await expect(
		page.locator( '.vitrine-product-summary__price' )
	).toHaveText( '€18.00 – €22.00' );
	await expect( addToCart( page ) ).toBeDisabled();
	const productImage = await mainImage( page ).getAttribute( 'src' );

	await colour( page ).selectOption( 'Red' );
	await expect( addToCart( page ) ).toBeDisabled();
	await size( page ).selectOption( 'S' );

	await expect( output( page ) ).toContainText( '€20.00' );
	await expect( output( page ) ).toContainText( '4 in stock' );
	await expect( variationId( page ) ).toHaveValue(
		String( shirt.variation_ids[ 0 ] )
	);
	await expect( addToCart( page ) ).toBeEnabled();
	await expect( addToCart( page ) ).toHaveAttribute(
		'data-variation_id',
		String( shirt.variation_ids[ 0 ] )
	);
	await expect( page.locator( 'input[name="quantity"]' ) ).toHaveAttribute(
		'max',
		'4'
	);
	await expect( mainImage( page ) ).not.toHaveAttribute(
		'src',
		productImage ?? ''
	);
	await expect( mainImage( page ) ).toHaveAttribute( 'src', /shirt-images/ );
	await expect
		.poll( () =>
			mainImage( page ).evaluate(
				( img ) => ( img as HTMLImageElement ).naturalWidth
			)
		)
		.toBeGreaterThan( 0 );

	// A value left "any" by the variation matches every choice.
	await colour( page ).selectOption( 'Blue' );
	await size( page ).selectOption( 'L' );
	await expect( output( page ) ).toContainText( 'Current price is: €18.00.' );
	await expect( variationId( page ) ).toHaveValue(
		String( shirt.variation_ids[ 1 ] )
	);
	await expect( mainImage( page ) ).toHaveAttribute(
		'src',
		productImage ?? ''
	);

	// Out of stock: shown, but not for sale.
	await colour( page ).selectOption( 'Red' );
	await expect( output( page ) ).toContainText( 'Out of stock' );
	await expect( addToCart( page ) ).toBeDisabled();
	expect( errors ).toEqual( [] );
	expect( redImage ).not.toBe( '' );
} );

test( 'an unavailable combination says so and disables add to cart', async ( {
	page,
} ) => {
	await page.goto( shirt.permalink );

	await colour( page ).selectOption( 'Red' );
	await size( page ).selectOption( 'M' );

	await expect( output( page ) ).toHaveText( UNAVAILABLE );
	await expect( addToCart( page ) ).toBeDisabled();
	await expect( variationId( page ) ).toHaveValue( '0' );

	await page.getByRole( 'button', { name: 'Clear' } ).click();
	await expect( colour( page ) ).toHaveValue( '' );
	await expect( size( page ) ).toHaveValue( '' );
	await expect( output( page ) ).toHaveText( '' );
	await expect( page.getByRole( 'button', { name: 'Clear' } ) ).toBeHidden();
	await expect( colour( page ) ).toBeFocused();
} );

test( 'by keyboard: the selects, the variation, and add to cart', async ( {
	page,
} ) => {
	await page.goto( shirt.permalink );

	await tabTo( page, colour( page ) );
	await page.keyboard.press( 'ArrowDown' );
	await expect( colour( page ) ).toHaveValue( 'red' );
	await page.keyboard.press( 'Tab' );
	await expect( size( page ) ).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect( size( page ) ).toHaveValue( 's' );

	await expect( output( page ) ).toContainText( '€20.00' );
	await expect( variationId( page ) ).toHaveValue(
		String( shirt.variation_ids[ 0 ] )
	);
	await tabTo( page, addToCart( page ) );
	await expect( addToCart( page ) ).toBeEnabled();
} );

test( 'add to cart sends the chosen variation', async ( { page } ) => {
	await page.goto( shirt.permalink );
	await colour( page ).selectOption( 'Red' );
	await size( page ).selectOption( 'S' );

	const request = page.waitForRequest(
		( r ) =>
			r.url().includes( 'vitrine-ajax=add_to_cart' ) &&
			r.method() === 'POST'
	);
	await addToCart( page ).click();
	const body = ( await request ).postData() ?? '';

	expect( body ).toContain( String( shirt.variation_ids[ 0 ] ) );
	expect( body ).toMatch( /variation_id/ );
} );

test( 'has no accessibility violations', async ( { page } ) => {
	await page.goto( shirt.permalink );
	await colour( page ).selectOption( 'Red' );
	await size( page ).selectOption( 'M' );
	await expect( output( page ) ).toHaveText( UNAVAILABLE );

	await expectNoAxeViolations( page, '.vitrine-product-summary' );
} );
