import { RESIZE_DEBOUNCE, debounce, widthClass } from './width-class';

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'widthClass', () => {
	it( 'changes class exactly at 510, 750, 1100, 1450 and 1800 px', () => {
		expect( widthClass( 0 ) ).toBe( 'xs' );
		expect( widthClass( 509 ) ).toBe( 'xs' );
		expect( widthClass( 509.5 ) ).toBe( 'xs' );
		expect( widthClass( 510 ) ).toBe( 'x' );
		expect( widthClass( 749 ) ).toBe( 'x' );
		expect( widthClass( 750 ) ).toBe( 's' );
		expect( widthClass( 1099 ) ).toBe( 's' );
		expect( widthClass( 1100 ) ).toBe( 'm' );
		expect( widthClass( 1449 ) ).toBe( 'm' );
		expect( widthClass( 1450 ) ).toBe( 'l' );
		expect( widthClass( 1799 ) ).toBe( 'l' );
		expect( widthClass( 1800 ) ).toBe( 'xl' );
		expect( widthClass( 4000 ) ).toBe( 'xl' );
	} );

	it( 'treats a width that is not a number as the smallest', () => {
		expect( widthClass( Number.NaN ) ).toBe( 'xs' );
	} );
} );

describe( 'debounce', () => {
	it( 'waits 150 ms by default', () => {
		expect( RESIZE_DEBOUNCE ).toBe( 150 );
		jest.useFakeTimers();
		const fn = jest.fn();
		const resized = debounce( fn );
		resized();
		jest.advanceTimersByTime( 149 );
		expect( fn ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fn ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'runs once after a burst, with the last arguments', () => {
		jest.useFakeTimers();
		const fn = jest.fn();
		const resized = debounce( fn, 150 );
		resized( 300 );
		jest.advanceTimersByTime( 100 );
		resized( 600 );
		jest.advanceTimersByTime( 100 );
		resized( 900 );
		jest.advanceTimersByTime( 149 );
		expect( fn ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fn ).toHaveBeenCalledTimes( 1 );
		expect( fn ).toHaveBeenCalledWith( 900 );
		jest.advanceTimersByTime( 1000 );
		expect( fn ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'runs again for a later burst', () => {
		jest.useFakeTimers();
		const fn = jest.fn();
		const resized = debounce( fn, 150 );
		resized();
		jest.advanceTimersByTime( 150 );
		resized();
		jest.advanceTimersByTime( 150 );
		expect( fn ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'drops a pending call when cancelled', () => {
		jest.useFakeTimers();
		const fn = jest.fn();
		const resized = debounce( fn, 150 );
		resized();
		resized.cancel();
		jest.advanceTimersByTime( 1000 );
		expect( fn ).not.toHaveBeenCalled();
	} );

	it( 'uses the timers it is given', () => {
		const pending: Array< () => void > = [];
		const delays: number[] = [];
		const fn = jest.fn();
		const resized = debounce( fn, 40, {
			setTimeout: ( callback, ms ) => {
				delays.push( ms );
				return pending.push( callback );
			},
			clearTimeout: ( id ) => {
				pending[ id - 1 ] = () => undefined;
			},
		} );
		resized( 'a' );
		resized( 'b' );
		expect( delays ).toEqual( [ 40, 40 ] );
		pending.forEach( ( callback ) => callback() );
		expect( fn ).toHaveBeenCalledTimes( 1 );
		expect( fn ).toHaveBeenCalledWith( 'b' );
	} );
} );
