import { createMonthCache } from './month-cache';

describe( 'the calendar’s month cache', () => {
	it( 'keeps nothing when the cache timeout is 0', () => {
		const cache = createMonthCache( { cacheTimeout: 0, maxCache: 12 } );
		cache.set( '2026-11', '<p>November</p>' );
		expect( cache.get( '2026-11' ) ).toBeUndefined();
		expect( cache.months() ).toEqual( [] );
	} );

	it( 'keeps a month for the timeout’s seconds, then drops it', () => {
		let clock = 1000;
		const cache = createMonthCache(
			{ cacheTimeout: 60, maxCache: 12 },
			() => clock
		);
		cache.set( '2026-11', 'November' );
		clock += 59_999;
		expect( cache.get( '2026-11' ) ).toBe( 'November' );
		clock += 1;
		expect( cache.get( '2026-11' ) ).toBeUndefined();
		expect( cache.months() ).toEqual( [] );
	} );

	it( 'never expires a month when the timeout is negative', () => {
		let clock = 0;
		const cache = createMonthCache(
			{ cacheTimeout: -1, maxCache: 12 },
			() => clock
		);
		cache.set( '2026-11', 'November' );
		clock = 10 * 365 * 24 * 3600 * 1000;
		expect( cache.get( '2026-11' ) ).toBe( 'November' );
	} );

	it( 'holds at most maxCache months, dropping the least recently used', () => {
		const cache = createMonthCache( { cacheTimeout: -1, maxCache: 12 } );
		for ( let month = 1; month <= 12; month++ ) {
			cache.set( `2026-${ String( month ).padStart( 2, '0' ) }`, 'm' );
		}
		// January used again: February is now the oldest.
		expect( cache.get( '2026-01' ) ).toBe( 'm' );
		cache.set( '2027-01', 'm' );
		expect( cache.months() ).toHaveLength( 12 );
		expect( cache.get( '2026-02' ) ).toBeUndefined();
		expect( cache.get( '2026-01' ) ).toBe( 'm' );
		expect( cache.months()[ 0 ] ).toBe( '2026-03' );
	} );
} );
