import { browserTimers } from './timers';

afterEach( () => {
	jest.useRealTimers();
} );

test( 'the browser timers use the timers installed at call time', () => {
	jest.useFakeTimers( { now: 1_000_000 } );
	const callback = jest.fn();
	browserTimers.setTimeout( callback, 100 );
	jest.advanceTimersByTime( 99 );
	expect( callback ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );
	expect( callback ).toHaveBeenCalledTimes( 1 );
	expect( browserTimers.now() ).toBe( 1_000_100 );
} );

test( 'a cleared browser timer never runs', () => {
	jest.useFakeTimers();
	const callback = jest.fn();
	const id = browserTimers.setTimeout( callback, 100 );
	browserTimers.clearTimeout( id );
	jest.advanceTimersByTime( 1000 );
	expect( callback ).not.toHaveBeenCalled();
} );
