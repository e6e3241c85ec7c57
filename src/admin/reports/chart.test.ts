import { labelEvery, niceCeiling, stack, ticks } from './chart';

describe( 'the bar chart geometry', () => {
	it( 'rounds the top of the scale up to a nice number', () => {
		expect( niceCeiling( 0 ) ).toBe( 1 );
		expect( niceCeiling( 0.4 ) ).toBe( 0.5 );
		expect( niceCeiling( 7 ) ).toBe( 10 );
		expect( niceCeiling( 10 ) ).toBe( 10 );
		expect( niceCeiling( 11 ) ).toBe( 20 );
		expect( niceCeiling( 2100 ) ).toBe( 2500 );
		expect( niceCeiling( 4999 ) ).toBe( 5000 );
	} );

	it( 'gives four ticks, or one a unit for small counts', () => {
		expect( ticks( 2500, false ) ).toEqual( [ 0, 625, 1250, 1875, 2500 ] );
		expect( ticks( 2, true ) ).toEqual( [ 0, 1, 2 ] );
		expect( ticks( 20, true ) ).toEqual( [ 0, 5, 10, 15, 20 ] );
	} );

	it( 'writes one label in so many periods that they do not overlap', () => {
		expect( labelEvery( 7, 700, 80 ) ).toBe( 1 );
		expect( labelEvery( 30, 700, 80 ) ).toBe( 4 );
		expect( labelEvery( 0, 700, 80 ) ).toBe( 1 );
	} );

	it( 'stacks the segments from the bottom, leaving out negatives', () => {
		expect(
			stack(
				[
					{ key: 'a', value: 50 },
					{ key: 'b', value: -5 },
					{ key: 'c', value: 25 },
				],
				100,
				200
			)
		).toEqual( [
			{ key: 'a', value: 50, y: 100, height: 100 },
			{ key: 'b', value: -5, y: 100, height: 0 },
			{ key: 'c', value: 25, y: 50, height: 50 },
		] );
	} );
} );
