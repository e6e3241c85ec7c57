import { IDLE_FALLBACK_MS, nearOrIdle } from './schedule';

let observed: Array< {
	callback: IntersectionObserverCallback;
	disconnect: jest.Mock;
} > = [];

// The test environment polyfills requestIdleCallback; each test sets its own, or none.
const original = window.requestIdleCallback;

beforeEach( () => {
	delete ( window as Partial< Window > ).requestIdleCallback;
	jest.useFakeTimers();
	observed = [];
	window.IntersectionObserver = jest.fn(
		( callback: IntersectionObserverCallback ) => {
			const entry = { callback, disconnect: jest.fn() };
			observed.push( entry );
			return { observe: jest.fn(), disconnect: entry.disconnect };
		}
	) as unknown as typeof IntersectionObserver;
} );

afterEach( () => {
	jest.useRealTimers();
	window.requestIdleCallback = original;
} );

const element = document.createElement( 'div' );

test( 'nothing before the first paint; then near the viewport starts it, once', () => {
	const start = jest.fn( () => Promise.resolve() );
	nearOrIdle()( element, start );
	expect( observed ).toHaveLength( 0 );
	jest.advanceTimersByTime( 20 );
	expect( observed ).toHaveLength( 1 );
	expect( start ).not.toHaveBeenCalled();
	observed[ 0 ].callback(
		[ { isIntersecting: true } as IntersectionObserverEntry ],
		{} as IntersectionObserver
	);
	expect( start ).toHaveBeenCalledTimes( 1 );
	expect( observed[ 0 ].disconnect ).toHaveBeenCalled();
	// The idle wait no longer starts it.
	jest.advanceTimersByTime( IDLE_FALLBACK_MS * 2 );
	expect( start ).toHaveBeenCalledTimes( 1 );
} );

test( 'without requestIdleCallback, a timer stands in for idle', () => {
	const start = jest.fn( () => Promise.resolve() );
	nearOrIdle()( element, start );
	jest.advanceTimersByTime( 20 );
	jest.advanceTimersByTime( IDLE_FALLBACK_MS - 30 );
	expect( start ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 30 );
	expect( start ).toHaveBeenCalledTimes( 1 );
} );

test( 'requestIdleCallback starts it when the browser is idle', () => {
	let idle: () => void = () => {};
	window.requestIdleCallback = jest.fn( ( callback ) => {
		idle = callback as () => void;
		return 1;
	} );
	window.cancelIdleCallback = jest.fn();
	const start = jest.fn( () => Promise.resolve() );
	nearOrIdle()( element, start );
	jest.advanceTimersByTime( 20 );
	expect( window.requestIdleCallback ).toHaveBeenCalled();
	idle();
	expect( start ).toHaveBeenCalledTimes( 1 );
	expect( window.cancelIdleCallback ).toHaveBeenCalled();
} );

test( 'an element gone before the paint never starts', () => {
	const start = jest.fn( () => Promise.resolve() );
	const stop = nearOrIdle()( element, start ) as () => void;
	stop();
	jest.advanceTimersByTime( IDLE_FALLBACK_MS * 2 );
	expect( start ).not.toHaveBeenCalled();
	expect( observed ).toHaveLength( 0 );
} );
