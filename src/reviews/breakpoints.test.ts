import { columnsFor, parseSliderBreakpoints } from './breakpoints';

describe( 'parseSliderBreakpoints', () => {
	it( "reads the spec's example, spaces and all", () => {
		expect( parseSliderBreakpoints( '500:1, 750:2,1100:3' ) ).toEqual( [
			{ width: 500, columns: 1 },
			{ width: 750, columns: 2 },
			{ width: 1100, columns: 3 },
		] );
	} );

	it( 'allows spaces around the colon and at the ends', () => {
		expect( parseSliderBreakpoints( '  600 : 2 ,  900:3  ' ) ).toEqual( [
			{ width: 600, columns: 2 },
			{ width: 900, columns: 3 },
		] );
	} );

	it( 'sorts by width', () => {
		expect( parseSliderBreakpoints( '1100:3,500:1,750:2' ) ).toEqual( [
			{ width: 500, columns: 1 },
			{ width: 750, columns: 2 },
			{ width: 1100, columns: 3 },
		] );
	} );

	it( 'drops malformed entries and keeps the rest', () => {
		expect(
			parseSliderBreakpoints(
				'750, a:2, 500:x, 1.5:2, 600:1.5, 800:2:3, -400:1, :2, 3:, 1000px:4, 900:3,,'
			)
		).toEqual( [ { width: 900, columns: 3 } ] );
	} );

	it( 'drops entries that are not positive', () => {
		expect( parseSliderBreakpoints( '0:2, 500:0, 700:2' ) ).toEqual( [
			{ width: 700, columns: 2 },
		] );
	} );

	it( 'lets a later entry for the same width win', () => {
		expect( parseSliderBreakpoints( '500:1, 500:2' ) ).toEqual( [
			{ width: 500, columns: 2 },
		] );
	} );

	it( 'gives none for an empty option', () => {
		expect( parseSliderBreakpoints( '' ) ).toEqual( [] );
		expect( parseSliderBreakpoints( ' , ' ) ).toEqual( [] );
	} );
} );

describe( 'columnsFor', () => {
	const breakpoints = parseSliderBreakpoints( '500:1, 750:2, 1100:3' );

	it( 'uses the widest breakpoint not above the width', () => {
		expect( columnsFor( 500, breakpoints, 4 ) ).toBe( 1 );
		expect( columnsFor( 749, breakpoints, 4 ) ).toBe( 1 );
		expect( columnsFor( 750, breakpoints, 4 ) ).toBe( 2 );
		expect( columnsFor( 1099, breakpoints, 4 ) ).toBe( 2 );
		expect( columnsFor( 1100, breakpoints, 4 ) ).toBe( 3 );
		expect( columnsFor( 5000, breakpoints, 4 ) ).toBe( 3 );
	} );

	it( 'uses the fallback below the first breakpoint or without any', () => {
		expect( columnsFor( 499, breakpoints, 4 ) ).toBe( 4 );
		expect( columnsFor( 1200, [], 4 ) ).toBe( 4 );
	} );

	it( 'does not depend on the order of the breakpoints', () => {
		const unsorted = [
			{ width: 1100, columns: 3 },
			{ width: 500, columns: 1 },
			{ width: 750, columns: 2 },
		];
		expect( columnsFor( 800, unsorted, 4 ) ).toBe( 2 );
		expect( columnsFor( 1500, unsorted, 4 ) ).toBe( 3 );
	} );
} );
