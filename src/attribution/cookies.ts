/**
 * The attribution cookies: one per container, vitrine_src_<container>, each holding key=value
 * pairs joined by the three-pipe delimiter.
 *
 * Firewalls (mod_security rule sets) refuse requests whose cookies carry quotes, brackets, pipes
 * or spaces, so every value is percent-encoded (encodeURIComponent, plus ! ' ( ) * which it
 * leaves), and so is the whole line: the cookie holds only letters, digits, % . _ ~ and -.
 */

export const PREFIX = 'vitrine_src_';

/** The containers, by role: their cookie names are PREFIX + the value. */
export const CONTAINERS = {
	current: 'current',
	currentExtra: 'current_add',
	first: 'first',
	firstExtra: 'first_add',
	session: 'session',
	user: 'udata',
	promo: 'promo',
	migrations: 'migrations',
} as const;

export const DELIMITER = '|||';

/** A month, for the cookies' lifetime, is 30 days. */
export const DAY_MS = 86400000;

export type Container = Record< string, string >;

export function strictEncode( value: string ): string {
	return encodeURIComponent( value ).replace(
		/[!'()*]/g,
		( c ) => '%' + c.charCodeAt( 0 ).toString( 16 ).toUpperCase()
	);
}

function safeDecode( value: string ): string {
	try {
		return decodeURIComponent( value );
	} catch {
		return '';
	}
}

/**
 * One container as a cookie value.
 * @param container Its fields.
 */
export function encode( container: Container ): string {
	return strictEncode(
		Object.entries( container )
			.map( ( [ key, value ] ) => key + '=' + strictEncode( value ) )
			.join( DELIMITER )
	);
}

/**
 * A cookie value back into its container; an unreadable one gives an empty container.
 * @param raw The cookie value.
 */
export function decode( raw: string ): Container {
	const container: Container = {};
	for ( const pair of safeDecode( raw ).split( DELIMITER ) ) {
		const at = pair.indexOf( '=' );
		if ( at > 0 ) {
			container[ pair.slice( 0, at ) ] = safeDecode(
				pair.slice( at + 1 )
			);
		}
	}
	return container;
}

function cookieValue( name: string ): string | null {
	for ( const part of document.cookie.split( ';' ) ) {
		const at = part.indexOf( '=' );
		if ( part.slice( 0, at ).trim() === name ) {
			return part.slice( at + 1 ).trim();
		}
	}
	return null;
}

/**
 * A stored container, or null when its cookie is absent or empty.
 * @param name The container.
 */
export function read( name: string ): Container | null {
	const raw = cookieValue( PREFIX + name );
	if ( ! raw ) {
		return null;
	}
	const container = decode( raw );
	return Object.keys( container ).length ? container : null;
}

/**
 * Stores a container until the given time.
 *
 * @param name      The container.
 * @param container Its fields.
 * @param expires   When the cookie expires.
 */
export function write(
	name: string,
	container: Container,
	expires: Date
): void {
	const secure = window.location.protocol === 'https:' ? ';secure' : '';
	document.cookie = `${ PREFIX }${ name }=${ encode(
		container
	) };expires=${ expires.toUTCString() };path=/;samesite=lax${ secure }`;
}

/** Expires every attribution cookie the page can see. */
export function expireAll(): void {
	for ( const part of document.cookie.split( ';' ) ) {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name.startsWith( PREFIX ) ) {
			document.cookie = `${ name }=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/`;
		}
	}
}
