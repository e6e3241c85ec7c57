/**
 * The product bundle's words come from its settings.
 */
import { format, t } from './strings';
import { installProductStrings } from './test-strings';

describe( 't', () => {
	it( 'reads a word from the settings PHP printed', () => {
		window.vitrineSettings = {};
		expect( t( 'close' ) ).toBe( '' );

		installProductStrings();
		expect( t( 'close' ) ).toBe( 'Close (Esc)' );
	} );
} );

describe( 'format', () => {
	it( 'fills numbered placeholders, in any order', () => {
		expect( format( '%1$d of %2$d', 2, 5 ) ).toBe( '2 of 5' );
		expect( format( '%2$s, %1$s', 'a', 'b' ) ).toBe( 'b, a' );
		expect( format( '%1$d of %3$d', 1 ) ).toBe( '1 of %3$d' );
	} );
} );
