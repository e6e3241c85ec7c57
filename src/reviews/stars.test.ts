import { roundedToHalf, starLabel, starStates } from './stars';

describe( 'starStates', () => {
	it( 'always gives five stars', () => {
		for ( const rating of [ 0, 1, 2.5, 5, 7, -3, Number.NaN ] ) {
			expect( starStates( rating ) ).toHaveLength( 5 );
		}
	} );

	it( 'rounds a fraction under 0.25 down', () => {
		expect( starStates( 4 ) ).toEqual( [
			'full',
			'full',
			'full',
			'full',
			'empty',
		] );
		expect( starStates( 4.24 ) ).toEqual( [
			'full',
			'full',
			'full',
			'full',
			'empty',
		] );
	} );

	it( 'shows a half star from 0.25 to under 0.75', () => {
		const fourAndAHalf = [ 'full', 'full', 'full', 'full', 'half' ];
		expect( starStates( 4.25 ) ).toEqual( fourAndAHalf );
		expect( starStates( 4.5 ) ).toEqual( fourAndAHalf );
		expect( starStates( 4.74 ) ).toEqual( fourAndAHalf );
	} );

	it( 'rounds a fraction from 0.75 up', () => {
		expect( starStates( 4.75 ) ).toEqual( [
			'full',
			'full',
			'full',
			'full',
			'full',
		] );
		expect( starStates( 0.75 ) ).toEqual( [
			'full',
			'empty',
			'empty',
			'empty',
			'empty',
		] );
	} );

	it( 'places the half star after the full ones at any level', () => {
		expect( starStates( 0.25 ) ).toEqual( [
			'half',
			'empty',
			'empty',
			'empty',
			'empty',
		] );
		expect( starStates( 2.6 ) ).toEqual( [
			'full',
			'full',
			'half',
			'empty',
			'empty',
		] );
	} );

	it( 'clamps to 0–5 and reads NaN as 0', () => {
		const none = [ 'empty', 'empty', 'empty', 'empty', 'empty' ];
		const all = [ 'full', 'full', 'full', 'full', 'full' ];
		expect( starStates( 0.24 ) ).toEqual( none );
		expect( starStates( -1 ) ).toEqual( none );
		expect( starStates( Number.NaN ) ).toEqual( none );
		expect( starStates( 5 ) ).toEqual( all );
		expect( starStates( 6.5 ) ).toEqual( all );
		expect( starStates( Number.POSITIVE_INFINITY ) ).toEqual( all );
	} );
} );

describe( 'starLabel', () => {
	const template = 'Rated %s out of 5';

	it( 'puts the rating into the sentence', () => {
		expect( starLabel( 4, template ) ).toBe( 'Rated 4 out of 5' );
		expect( starLabel( 4.7, template ) ).toBe( 'Rated 4.7 out of 5' );
	} );

	it( 'states the rating to one decimal, not the half-star picture', () => {
		expect( starLabel( 4.26, template ) ).toBe( 'Rated 4.3 out of 5' );
		expect( starLabel( 3.8, template ) ).toBe( 'Rated 3.8 out of 5' );
	} );

	it( 'clamps the rating and reads NaN as 0', () => {
		expect( starLabel( 9, template ) ).toBe( 'Rated 5 out of 5' );
		expect( starLabel( -2, template ) ).toBe( 'Rated 0 out of 5' );
		expect( starLabel( Number.NaN, template ) ).toBe( 'Rated 0 out of 5' );
	} );

	it( "writes the number in the site's format and accepts %1$s", () => {
		expect( starLabel( 4.5, 'Bewertet mit %1$s von 5', 'de_DE' ) ).toBe(
			'Bewertet mit 4,5 von 5'
		);
		expect( starLabel( 4.5, template, 'not a locale!' ) ).toBe(
			'Rated 4.5 out of 5'
		);
	} );
} );

describe( 'roundedToHalf', () => {
	it( 'is the half star shown, as the server writes data-rating', () => {
		expect( roundedToHalf( 5 ) ).toBe( 5 );
		expect( roundedToHalf( 4.2 ) ).toBe( 4 );
		expect( roundedToHalf( 4.25 ) ).toBe( 4.5 );
		expect( roundedToHalf( 4.74 ) ).toBe( 4.5 );
		expect( roundedToHalf( 4.75 ) ).toBe( 5 );
		expect( roundedToHalf( 9 ) ).toBe( 5 );
		expect( roundedToHalf( Number.NaN ) ).toBe( 0 );
		expect( String( roundedToHalf( 4.5 ) ) ).toBe( '4.5' );
	} );
} );
