import {
	cartFields,
	hasVariation,
	isButtonDisabled,
	productForm,
	quantity,
} from './product-form';

beforeEach( () => {
	document.body.innerHTML = `
		<form class="vitrine-add-to-cart-form" data-product_id="7">
			<select name="attribute_size"><option value="l" selected>L</option></select>
			<input name="addon-gift" value="yes">
			<input name="vitrine_deposit" value="1">
			<input name="gift_note" value="For Ann">
			<input name="_wpnonce" value="abc">
			<input name="quantity" value="3">
			<input type="hidden" name="variation_id" value="0">
			<button type="submit">Add to cart</button>
		</form>`;
} );

const form = () => productForm( document, 7 )!;

test( 'the product’s form', () => {
	expect( form() ).toBe( document.querySelector( 'form' ) );
	expect( productForm( document, 8 ) ).toBeNull();
} );

test( 'the button is disabled by its class or its attribute', () => {
	const button = form().querySelector( 'button' )!;
	expect( isButtonDisabled( form() ) ).toBe( false );
	button.classList.add( 'disabled' );
	expect( isButtonDisabled( form() ) ).toBe( true );
	button.classList.remove( 'disabled' );
	button.disabled = true;
	expect( isButtonDisabled( form() ) ).toBe( true );
} );

test( 'a variation is chosen once variation_id holds one; a simple product’s form always has one', () => {
	expect( hasVariation( form() ) ).toBe( false );
	form().querySelector< HTMLInputElement >(
		'input[name="variation_id"]'
	)!.value = '9';
	expect( hasVariation( form() ) ).toBe( true );
	form().querySelector( 'input[name="variation_id"]' )!.remove();
	expect( hasVariation( form() ) ).toBe( true );
} );

test( 'the quantity, 1 when unreadable', () => {
	expect( quantity( form() ) ).toBe( 3 );
	form().querySelector< HTMLInputElement >(
		'input[name="quantity"]'
	)!.value = '';
	expect( quantity( form() ) ).toBe( 1 );
} );

test( 'only the product, the quantity, attribute_, addon- and deposit (vitrine_) fields are sent', () => {
	expect( cartFields( form(), 7 ) ).toEqual( [
		[ 'product_id', '7' ],
		[ 'qty', '3' ],
		[ 'attribute_size', 'l' ],
		[ 'addon-gift', 'yes' ],
		[ 'vitrine_deposit', '1' ],
	] );
} );
