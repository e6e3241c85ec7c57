import { decimalToMinor, formatDecimal, formatMinor } from './money';

const EURO = {
	pattern: '€%s',
	decimals: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
};

describe( 'decimalToMinor', () => {
	it.each( [
		[ '12.5', 2, 1250 ],
		[ '12.50', 2, 1250 ],
		[ '0.1', 2, 10 ],
		[ '12', 2, 1200 ],
		[ '12.345', 2, 1235 ],
		[ '12.344', 2, 1234 ],
		[ '1234567.89', 2, 123456789 ],
		[ '7.5', 0, 8 ],
		[ '7.49', 0, 7 ],
		[ '-3.10', 2, -310 ],
	] )( '%s with %i decimals is %i', ( value, decimals, minor ) => {
		expect( decimalToMinor( value, decimals ) ).toBe( minor );
	} );

	it.each( [ '', 'abc', '1,5', '1.2.3' ] )( '%p is no amount', ( value ) => {
		expect( decimalToMinor( value, 2 ) ).toBeNull();
	} );
} );

describe( 'formatMinor', () => {
	it( 'writes the amount the way PriceFormatter does', () => {
		expect( formatMinor( 123456789, EURO ) ).toBe( '€1,234,567.89' );
		expect( formatMinor( 5, EURO ) ).toBe( '€0.05' );
		expect( formatMinor( 0, EURO ) ).toBe( '€0.00' );
		expect(
			formatMinor( 123456, {
				pattern: '%s\u00a0kr',
				decimals: 2,
				decimalSeparator: ',',
				thousandSeparator: '.',
			} )
		).toBe( '1.234,56\u00a0kr' );
		expect(
			formatMinor( 1500, {
				pattern: '¥%s',
				decimals: 0,
				decimalSeparator: '.',
				thousandSeparator: ',',
			} )
		).toBe( '¥1,500' );
		expect( formatMinor( -250, EURO ) ).toBe( '€-2.50' );
	} );
} );

describe( 'formatDecimal', () => {
	it( 'formats a decimal string, and leaves what is no amount as it is', () => {
		expect( formatDecimal( '28.00', EURO ) ).toBe( '€28.00' );
		expect( formatDecimal( 'n/a', EURO ) ).toBe( 'n/a' );
	} );
} );
