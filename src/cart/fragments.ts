/**
 * Cart fragments: markup the server renders per visitor (the mini-cart, the cart count) that
 * replaces the page's placeholders. Pages carry the empty state so that they can be cached; the
 * browser fills them in from sessionStorage, cached under the cart hash, or from the server.
 */

export type Fragments = Record< string, string >;

interface CachedFragments {
	hash: string;
	fragments: Fragments;
}

/**
 * Replaces every element each selector matches with its fragment's markup.
 *
 * @param fragments Selector to replacement markup.
 * @param doc       The document.
 */
export function applyFragments(
	fragments: Fragments,
	doc: Document = document
): void {
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		let targets: NodeListOf< Element >;
		try {
			targets = doc.querySelectorAll( selector );
		} catch {
			continue; // Not a selector this browser understands.
		}
		targets.forEach( ( target ) => {
			const template = doc.createElement( 'template' );
			template.innerHTML = html.trim();
			target.replaceWith( template.content );
		} );
	}
}

/**
 * A cookie's value, or null.
 *
 * @param name The cookie's name.
 * @param doc  The document.
 */
export function readCookie(
	name: string,
	doc: Document = document
): string | null {
	// No cookies: one empty pair, whose empty name is no cookie's.
	for ( const pair of doc.cookie.split( ';' ) ) {
		const index = pair.indexOf( '=' );
		const key = ( index === -1 ? pair : pair.slice( 0, index ) ).trim();
		if ( key === name ) {
			const value = index === -1 ? '' : pair.slice( index + 1 ).trim();
			try {
				return decodeURIComponent( value );
			} catch {
				return value;
			}
		}
	}
	return null;
}

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null; // Storage blocked (privacy settings).
	}
}

/**
 * The fragments cached in this tab, or null.
 *
 * @param key The storage key.
 */
export function readCachedFragments( key: string ): CachedFragments | null {
	try {
		const raw = storage()?.getItem( key );
		if ( ! raw ) {
			return null;
		}
		const parsed = JSON.parse( raw ) as Partial< CachedFragments >;
		// As cacheFragments() wrote it: { hash, fragments }.
		return typeof parsed.hash !== 'string' ||
			typeof parsed.fragments !== 'object' ||
			parsed.fragments === null
			? null
			: ( parsed as CachedFragments );
	} catch {
		return null;
	}
}

/**
 * Caches the fragments under the cart hash; an empty cart (hash '') clears the cache.
 *
 * @param key       The storage key.
 * @param hash      The cart hash.
 * @param fragments The fragments.
 */
export function cacheFragments(
	key: string,
	hash: string,
	fragments: Fragments
): void {
	try {
		if ( hash === '' ) {
			storage()?.removeItem( key );
		} else {
			storage()?.setItem( key, JSON.stringify( { hash, fragments } ) );
		}
	} catch {
		// Storage full or blocked: the next page asks the server again.
	}
}

/**
 * Forgets the cached fragments.
 *
 * @param key The storage key.
 */
export function clearCachedFragments( key: string ): void {
	try {
		storage()?.removeItem( key );
	} catch {
		// Nothing to forget.
	}
}
