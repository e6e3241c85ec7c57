/**
 * Variation choice against the markup Vitrine\ProductPage\SingleProduct prints for a variable
 * product.
 */
import {
	VARIATION_IMAGE_EVENT,
	findVariation,
	initVariationForm,
	isComplete,
	parseVariations,
	type ProductVariation,
	type VariationImageDetail,
} from './variations';
import type { GalleryImageData } from './gallery/image';
import { installProductStrings } from './test-strings';

const IMAGE: GalleryImageData = {
	src: 'https://shop.test/red-1024x1024.jpg',
	width: 1024,
	height: 1024,
	srcset: '',
	sizes: '',
	alt: 'Red tee',
	title: 'Red tee',
	caption: 'In red',
	large_image: 'https://shop.test/red.jpg',
	large_image_width: 1200,
	large_image_height: 1200,
	thumb: 'https://shop.test/red-150x150.jpg',
};

function variation(
	id: number,
	attributes: Record< string, string >,
	more: Partial< ProductVariation > = {}
): ProductVariation {
	return {
		variation_id: id,
		attributes,
		price_html: `<span class="vitrine-price">€${ id }.00</span>`,
		availability_html:
			'<p class="vitrine-stock vitrine-stock--instock">In stock</p>',
		stock_status: 'instock',
		is_in_stock: true,
		is_purchasable: true,
		max_qty: null,
		min_qty: 1,
		sku: '',
		image: null,
		...more,
	};
}

const VARIATIONS = [
	variation(
		11,
		{ attribute_colour: 'red', attribute_size: 's' },
		{ image: IMAGE, max_qty: 3 }
	),
	variation( 12, { attribute_colour: 'blue', attribute_size: '' } ),
	variation(
		13,
		{ attribute_colour: 'green', attribute_size: 'm' },
		{
			is_in_stock: false,
			stock_status: 'outofstock',
			availability_html:
				'<p class="vitrine-stock vitrine-stock--outofstock">Out of stock</p>',
		}
	),
	variation(
		14,
		{ attribute_colour: 'green', attribute_size: 's' },
		{ is_purchasable: false }
	),
];

function renderForm( variations: unknown = VARIATIONS ): HTMLFormElement {
	const json = JSON.stringify( variations ).replace( /"/g, '&quot;' );
	document.body.innerHTML = `
		<form class="vitrine-add-to-cart-form vitrine-variations-form" data-product_id="10" data-product_variations="${ json }">
			<div class="vitrine-variations">
				<label for="c">Colour</label><select id="c" name="attribute_colour" data-attribute_name="attribute_colour"><option value="">Choose an option</option><option value="red">Red</option><option value="blue">Blue</option><option value="green">Green</option><option value="pink">Pink</option></select>
				<label for="s">Size</label><select id="s" name="attribute_size" data-attribute_name="attribute_size"><option value="">Choose an option</option><option value="s">S</option><option value="m">M</option></select>
				<button type="button" class="vitrine-variations__reset" hidden>Clear</button>
			</div>
			<div class="vitrine-single-variation" aria-live="polite"><div class="vitrine-single-variation__price"></div><div class="vitrine-single-variation__availability"></div></div>
			<input type="number" name="quantity" value="5" min="1">
			<input type="hidden" name="variation_id" value="0">
			<button type="submit" name="vitrine-add-to-cart" value="10" data-product_id="10">Add to cart</button>
		</form>`;
	return document.querySelector( 'form' )!;
}

function choose( name: string, value: string ): void {
	const select = document.querySelector< HTMLSelectElement >(
		`select[name="${ name }"]`
	)!;
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

const button = () =>
	document.querySelector< HTMLButtonElement >( 'button[type="submit"]' )!;
const availability = () =>
	document.querySelector( '.vitrine-single-variation__availability' )!;
const price = () =>
	document.querySelector( '.vitrine-single-variation__price' )!;
const variationId = () =>
	document.querySelector< HTMLInputElement >( 'input[name="variation_id"]' )!
		.value;

beforeAll( installProductStrings );

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'findVariation', () => {
	it( 'finds the variation of a full choice, an empty value matching any', () => {
		expect(
			findVariation( VARIATIONS, {
				attribute_colour: 'red',
				attribute_size: 's',
			} )?.variation_id
		).toBe( 11 );
		expect(
			findVariation( VARIATIONS, {
				attribute_colour: 'blue',
				attribute_size: 'm',
			} )?.variation_id
		).toBe( 12 );
	} );

	it( 'finds none for an unavailable or partial choice', () => {
		expect(
			findVariation( VARIATIONS, {
				attribute_colour: 'red',
				attribute_size: 'm',
			} )
		).toBeNull();
		expect(
			findVariation( VARIATIONS, {
				attribute_colour: 'blue',
				attribute_size: '',
			} )
		).toBeNull();
		expect( findVariation( VARIATIONS, {} ) ).toBeNull();
	} );

	it( 'knows a complete choice', () => {
		expect( isComplete( { a: 'x', b: 'y' } ) ).toBe( true );
		expect( isComplete( { a: 'x', b: '' } ) ).toBe( false );
		expect( isComplete( {} ) ).toBe( false );
	} );

	it( 'reads broken JSON as no variations', () => {
		expect( parseVariations( '{oops' ) ).toEqual( [] );
		expect( parseVariations( '{"a":1}' ) ).toEqual( [] );
		expect( parseVariations( undefined ) ).toEqual( [] );
	} );
} );

describe( 'initVariationForm', () => {
	it( 'disables add to cart until a variation is chosen', () => {
		initVariationForm( renderForm() );

		expect( button().disabled ).toBe( true );
		expect( variationId() ).toBe( '0' );
		expect(
			document.querySelector< HTMLElement >(
				'.vitrine-variations__reset'
			)!.hidden
		).toBe( true );

		choose( 'attribute_colour', 'red' );
		expect( button().disabled ).toBe( true );
		expect(
			document.querySelector< HTMLElement >(
				'.vitrine-variations__reset'
			)!.hidden
		).toBe( false );
	} );

	it( 'shows the chosen variation’s price and stock, and sets variation_id on form and button', () => {
		const images: VariationImageDetail[] = [];
		document.addEventListener( VARIATION_IMAGE_EVENT, ( event ) =>
			images.push(
				( event as CustomEvent< VariationImageDetail > ).detail
			)
		);
		initVariationForm( renderForm() );

		choose( 'attribute_colour', 'red' );
		choose( 'attribute_size', 's' );

		expect( price().innerHTML ).toBe(
			'<span class="vitrine-price">€11.00</span>'
		);
		expect( availability().textContent ).toBe( 'In stock' );
		expect( variationId() ).toBe( '11' );
		expect( button().dataset.variation_id ).toBe( '11' );
		expect( button().disabled ).toBe( false );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[name="quantity"]'
			)!.max
		).toBe( '3' );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[name="quantity"]'
			)!.value
		).toBe( '3' );
		expect( images.at( -1 ) ).toEqual( { productId: 10, image: IMAGE } );
	} );

	it( 'says an unavailable combination is unavailable and disables add to cart', () => {
		initVariationForm( renderForm() );
		choose( 'attribute_colour', 'red' );
		choose( 'attribute_size', 's' );

		choose( 'attribute_colour', 'pink' );

		expect( availability().textContent ).toBe(
			'Sorry, this product is unavailable. Please choose a different combination.'
		);
		expect( price().innerHTML ).toBe( '' );
		expect( button().disabled ).toBe( true );
		expect( variationId() ).toBe( '0' );
		expect( button().dataset.variation_id ).toBeUndefined();
	} );

	it( 'treats a variation without a price as unavailable', () => {
		initVariationForm( renderForm() );
		choose( 'attribute_colour', 'green' );
		choose( 'attribute_size', 's' );

		expect( availability().textContent ).toContain(
			'Sorry, this product is unavailable.'
		);
		expect( button().disabled ).toBe( true );
	} );

	it( 'shows an out-of-stock variation and keeps add to cart disabled', () => {
		initVariationForm( renderForm() );
		choose( 'attribute_colour', 'green' );
		choose( 'attribute_size', 'm' );

		expect( availability().textContent ).toBe( 'Out of stock' );
		expect( variationId() ).toBe( '13' );
		expect( button().disabled ).toBe( true );
	} );

	it( 'clears the choice and gives the product image back', () => {
		const images: VariationImageDetail[] = [];
		document.addEventListener( VARIATION_IMAGE_EVENT, ( event ) =>
			images.push(
				( event as CustomEvent< VariationImageDetail > ).detail
			)
		);
		initVariationForm( renderForm() );
		choose( 'attribute_colour', 'red' );
		choose( 'attribute_size', 's' );

		document
			.querySelector< HTMLButtonElement >( '.vitrine-variations__reset' )!
			.click();

		expect(
			Array.from( document.querySelectorAll( 'select' ) ).map(
				( s ) => s.value
			)
		).toEqual( [ '', '' ] );
		expect( variationId() ).toBe( '0' );
		expect( button().disabled ).toBe( true );
		expect( images.at( -1 ) ).toEqual( { productId: 10, image: null } );
		expect( document.querySelector( ':focus' ) ).toBe(
			document.querySelector( 'select' )
		);
	} );
} );
