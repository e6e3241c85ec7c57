import { raiseQuantitiesToMin } from './quantity';

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'raiseQuantitiesToMin', () => {
	it( 'raises quantity inputs below their min, except in the cart’s quantity column', () => {
		document.body.innerHTML = `
			<form class="cart"><div class="vitrine-quantity"><input type="number" id="product" min="2" value="1"></div></form>
			<input type="number" class="vitrine-qty" id="loose" min="1" value="0">
			<input type="number" class="vitrine-qty" id="fine" min="1" value="3">
			<input type="number" class="vitrine-qty" id="no-min" value="0">
			<input type="number" class="vitrine-qty" id="empty" min="1" value="">
			<input type="number" id="other" min="5" value="1">
			<table><tr><td class="vitrine-cart__quantity"><span class="vitrine-quantity"><input type="number" class="vitrine-qty" id="cart" min="1" value="0"></span></td></tr></table>`;

		raiseQuantitiesToMin();

		const value = ( id: string ) =>
			( document.getElementById( id ) as HTMLInputElement ).value;
		expect( value( 'product' ) ).toBe( '2' );
		expect( value( 'loose' ) ).toBe( '1' );
		expect( value( 'fine' ) ).toBe( '3' );
		expect( value( 'no-min' ) ).toBe( '0' );
		expect( value( 'empty' ) ).toBe( '' );
		expect( value( 'other' ) ).toBe( '1' );
		expect( value( 'cart' ) ).toBe( '0' );
	} );
} );
