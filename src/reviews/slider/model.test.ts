import {
	activeDot,
	autoplayRuns,
	clampStart,
	dotStarts,
	sliderDots,
	maxStart,
	nextStart,
	placeholderCount,
	previousStart,
	shouldLoadMore,
	startFromScroll,
	stepSize,
} from './model';

const complete = ( count: number, columns: number ) => ( {
	count,
	columns,
	complete: true,
} );

describe( 'steps', () => {
	test( 'autoplay moves by swipe_step; buttons too, or by a page with swipe_per_btn', () => {
		expect( stepSize( 'autoplay', 2, true, 3 ) ).toBe( 2 );
		expect( stepSize( 'button', 2, false, 3 ) ).toBe( 2 );
		expect( stepSize( 'button', 2, true, 3 ) ).toBe( 3 );
		expect( stepSize( 'autoplay', 0, false, 3 ) ).toBe( 1 );
	} );

	test( 'the row never scrolls past its last card', () => {
		expect( maxStart( 10, 3 ) ).toBe( 7 );
		expect( maxStart( 2, 3 ) ).toBe( 0 );
		expect( clampStart( 9, 10, 3 ) ).toBe( 7 );
		expect( clampStart( -2, 10, 3 ) ).toBe( 0 );
	} );
} );

describe( 'next and previous', () => {
	test( 'advance by the step, stop on the last card, then wrap to the start', () => {
		const row = complete( 10, 3 );
		expect( nextStart( 0, 2, row ) ).toBe( 2 );
		expect( nextStart( 4, 2, row ) ).toBe( 6 );
		// 6 + 2 would pass the end: the last cards show first...
		expect( nextStart( 6, 2, row ) ).toBe( 7 );
		// ...and only then the wrap.
		expect( nextStart( 7, 2, row ) ).toBe( 0 );
	} );

	test( 'a row still loading does not wrap: it waits at its end', () => {
		const row = { count: 10, columns: 3, complete: false };
		expect( nextStart( 7, 1, row ) ).toBe( 7 );
		expect( previousStart( 0, 1, row ) ).toBe( 0 );
	} );

	test( 'previous goes back by the step and wraps from the start to the end', () => {
		const row = complete( 10, 3 );
		expect( previousStart( 5, 2, row ) ).toBe( 3 );
		expect( previousStart( 1, 2, row ) ).toBe( 0 );
		expect( previousStart( 0, 2, row ) ).toBe( 7 );
	} );

	test( 'a row that fits in one screen stays put', () => {
		expect( nextStart( 0, 1, complete( 2, 3 ) ) ).toBe( 0 );
		expect( previousStart( 0, 1, complete( 2, 3 ) ) ).toBe( 0 );
	} );
} );

describe( 'dots', () => {
	test( 'one per possible start, or one per page ending on the last card', () => {
		expect( dotStarts( 6, 3, false ) ).toEqual( [ 0, 1, 2, 3 ] );
		expect( dotStarts( 10, 3, true ) ).toEqual( [ 0, 3, 6, 7 ] );
		expect( dotStarts( 9, 3, true ) ).toEqual( [ 0, 3, 6 ] );
		expect( dotStarts( 2, 3, true ) ).toEqual( [ 0 ] );
	} );

	test( 'count every review of the widget, not only those loaded so far', () => {
		// 5 of 18 loaded, one column: 18 dots from the start, and still 18 at 11 loaded.
		expect( sliderDots( 5, 18, 1, false ) ).toHaveLength( 18 );
		expect( sliderDots( 11, 18, 1, false ) ).toHaveLength( 18 );
		expect( sliderDots( 5, 18, 3, true ) ).toEqual( [
			0, 3, 6, 9, 12, 15,
		] );
		// Placeholders beyond an answer that came up short still count.
		expect( sliderDots( 8, 6, 3, false ) ).toEqual(
			dotStarts( 8, 3, false )
		);
	} );

	test( 'the current dot is the last one not after the start', () => {
		const starts = [ 0, 3, 6, 7 ];
		expect( activeDot( starts, 0 ) ).toBe( 0 );
		expect( activeDot( starts, 4 ) ).toBe( 1 );
		expect( activeDot( starts, 7 ) ).toBe( 3 );
	} );
} );

test( 'a hand-scrolled row counts the nearest card as its start, right to left too', () => {
	expect( startFromScroll( 0, 216 ) ).toBe( 0 );
	expect( startFromScroll( 320, 216 ) ).toBe( 1 );
	expect( startFromScroll( 340, 216 ) ).toBe( 2 );
	expect( startFromScroll( -432, 216 ) ).toBe( 2 );
	expect( startFromScroll( 100, 0 ) ).toBe( 0 );
} );

describe( 'on-demand loading', () => {
	test( 'asks for more within one move of the last card, never twice at once', () => {
		// 6 cards, 3 columns, moves of 1: from start 2 the last card is one move away.
		expect( shouldLoadMore( 1, 3, 1, 6, 20, false ) ).toBe( false );
		expect( shouldLoadMore( 2, 3, 1, 6, 20, false ) ).toBe( true );
		expect( shouldLoadMore( 2, 3, 1, 6, 20, true ) ).toBe( false );
		// Every review is there.
		expect( shouldLoadMore( 3, 3, 1, 20, 20, false ) ).toBe( false );
		// A page move (3) looks further ahead.
		expect( shouldLoadMore( 0, 3, 3, 6, 20, false ) ).toBe( true );
	} );

	test( 'placeholders: a batch, or what is left, at most 50', () => {
		expect( placeholderCount( 6, 20, 6 ) ).toBe( 6 );
		expect( placeholderCount( 18, 20, 6 ) ).toBe( 2 );
		expect( placeholderCount( 20, 20, 6 ) ).toBe( 0 );
		expect( placeholderCount( 0, 500, 80 ) ).toBe( 50 );
	} );
} );

test( 'autoplay runs only while playing, not hovered (with mousestop), not focused, seen', () => {
	const base = {
		playing: true,
		hovered: false,
		mousestop: true,
		focused: false,
		visible: true,
	};
	expect( autoplayRuns( base ) ).toBe( true );
	expect( autoplayRuns( { ...base, playing: false } ) ).toBe( false );
	expect( autoplayRuns( { ...base, hovered: true } ) ).toBe( false );
	expect( autoplayRuns( { ...base, hovered: true, mousestop: false } ) ).toBe(
		true
	);
	expect( autoplayRuns( { ...base, focused: true } ) ).toBe( false );
	expect( autoplayRuns( { ...base, visible: false } ) ).toBe( false );
} );
