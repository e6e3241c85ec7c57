/**
 * The months a calendar has shown, kept in the page so that going back to one asks the server
 * nothing: the server's rules (spec, section 9), applied to the browser's copy. A cache timeout
 * of 0 keeps nothing, a positive one keeps a month that many seconds, a negative one keeps it
 * for the life of the page; at most maxCache months, the least recently used dropped first.
 */

export interface CacheRules {
	/** Seconds; 0 none, negative never expires. */
	cacheTimeout: number;
	/** The most months kept. */
	maxCache: number;
}

export interface MonthCache {
	get: ( month: string ) => string | undefined;
	set: ( month: string, content: string ) => void;
	/** The months kept, least recently used first. */
	months: () => string[];
}

/**
 * A month cache.
 *
 * @param rules The calendar's cache rules.
 * @param now   The clock, in milliseconds.
 */
export function createMonthCache(
	rules: CacheRules,
	now: () => number = Date.now
): MonthCache {
	const entries = new Map< string, { content: string; expires: number } >();
	const max = Math.max( 1, Math.floor( rules.maxCache ) || 12 );
	return {
		get( month ) {
			const entry = entries.get( month );
			if ( ! entry ) {
				return undefined;
			}
			if ( entry.expires <= now() ) {
				entries.delete( month );
				return undefined;
			}
			// Map keeps insertion order: used again, it goes last.
			entries.delete( month );
			entries.set( month, entry );
			return entry.content;
		},
		set( month, content ) {
			if ( rules.cacheTimeout === 0 ) {
				return;
			}
			entries.delete( month );
			entries.set( month, {
				content,
				expires:
					rules.cacheTimeout < 0
						? Infinity
						: now() + rules.cacheTimeout * 1000,
			} );
			while ( entries.size > max ) {
				entries.delete( entries.keys().next().value as string );
			}
		},
		months: () => [ ...entries.keys() ],
	};
}
