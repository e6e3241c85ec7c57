import { addDays, addMonths, shiftMonth, targetDay } from './grid-keys';

const ROW = { first: '2026-11-23', last: '2026-11-29' };

describe( 'the grid’s keys', () => {
	it( 'moves a day with the arrows, a week up and down, across months', () => {
		expect( targetDay( '2026-11-27', 'ArrowRight', ROW ) ).toBe(
			'2026-11-28'
		);
		expect( targetDay( '2026-11-27', 'ArrowLeft', ROW ) ).toBe(
			'2026-11-26'
		);
		expect( targetDay( '2026-11-27', 'ArrowDown', ROW ) ).toBe(
			'2026-12-04'
		);
		expect( targetDay( '2026-11-03', 'ArrowUp', ROW ) ).toBe(
			'2026-10-27'
		);
		expect( targetDay( '2026-12-31', 'ArrowRight', ROW ) ).toBe(
			'2027-01-01'
		);
	} );

	it( 'follows what is seen right to left: the right arrow goes back a day', () => {
		expect( targetDay( '2026-11-27', 'ArrowRight', ROW, true ) ).toBe(
			'2026-11-26'
		);
		expect( targetDay( '2026-11-27', 'ArrowLeft', ROW, true ) ).toBe(
			'2026-11-28'
		);
	} );

	it( 'goes to the row’s first and last days with Home and End', () => {
		expect( targetDay( '2026-11-27', 'Home', ROW ) ).toBe( '2026-11-23' );
		expect( targetDay( '2026-11-27', 'End', ROW ) ).toBe( '2026-11-29' );
	} );

	it( 'moves a month with Page Up and Page Down, a year with Shift, within the month', () => {
		expect( targetDay( '2026-11-27', 'PageDown', ROW ) ).toBe(
			'2026-12-27'
		);
		expect( targetDay( '2026-11-27', 'PageUp', ROW ) ).toBe( '2026-10-27' );
		expect( targetDay( '2026-01-31', 'PageDown', ROW ) ).toBe(
			'2026-02-28'
		);
		expect( targetDay( '2024-02-29', 'PageDown', ROW, false, true ) ).toBe(
			'2025-02-28'
		);
	} );

	it( 'leaves other keys alone', () => {
		expect( targetDay( '2026-11-27', 'a', ROW ) ).toBeNull();
		expect( targetDay( '2026-11-27', 'Tab', ROW ) ).toBeNull();
	} );

	it( 'counts days and months without time zones', () => {
		expect( addDays( '2026-03-28', 2 ) ).toBe( '2026-03-30' );
		expect( addDays( '2026-03-01', -1 ) ).toBe( '2026-02-28' );
		expect( addMonths( '2026-03-31', -1 ) ).toBe( '2026-02-28' );
		expect( shiftMonth( '2026-12', 1 ) ).toBe( '2027-01' );
		expect( shiftMonth( '2026-01', -1 ) ).toBe( '2025-12' );
	} );
} );
