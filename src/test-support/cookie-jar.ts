/**
 * document.cookie as a browser keeps it, on jest's clock: jsdom's own jar reads the real time,
 * so fake timers cannot make its cookies expire. Install in beforeEach, remove in afterEach.
 */

interface Stored {
	value: string;
	expires: number;
}

export interface CookieJar {
	/** Every cookie string written, attributes included, oldest first. */
	writes: string[];
	remove: () => void;
}

export function installCookieJar(): CookieJar {
	const cookies = new Map< string, Stored >();
	const writes: string[] = [];
	Object.defineProperty( document, 'cookie', {
		configurable: true,
		get: () =>
			[ ...cookies ]
				.filter( ( [ , cookie ] ) => cookie.expires > Date.now() )
				.map( ( [ name, cookie ] ) => `${ name }=${ cookie.value }` )
				.join( '; ' ),
		set: ( line: string ) => {
			writes.push( line );
			const [ pair, ...attributes ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			const name = pair.slice( 0, at ).trim();
			const expires = attributes
				.map( ( attribute ) => attribute.trim() )
				.find( ( attribute ) =>
					attribute.toLowerCase().startsWith( 'expires=' )
				);
			cookies.set( name, {
				value: pair.slice( at + 1 ),
				expires: expires ? Date.parse( expires.slice( 8 ) ) : Infinity,
			} );
		},
	} );
	return {
		writes,
		remove: () => {
			// The own property shadows jsdom's accessor on Document.prototype.
			delete ( document as unknown as Record< string, unknown > ).cookie;
		},
	};
}
