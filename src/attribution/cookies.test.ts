/**
 * The cookies' encoding (firewall-safe characters only), reading back, and expiry.
 */
import {
	CONTAINERS,
	DELIMITER,
	PREFIX,
	decode,
	encode,
	expireAll,
	read,
	write,
} from './cookies';
import { installCookieJar } from '../test-support/cookie-jar';
import type { CookieJar } from '../test-support/cookie-jar';

let jar: CookieJar;

beforeEach( () => {
	jar = installCookieJar();
} );

afterEach( () => {
	jest.useRealTimers();
	jar.remove();
} );

describe( 'encoding', () => {
	const tricky = {
		typ: 'utm',
		src: `it's "quoted" <b>&</b> (x) * ! ; , = |||`,
		cnt: 'ünïcode ✓ /path?a=1&b=2',
	};

	it( 'uses only letters, digits and % . _ ~ -', () => {
		expect( encode( tricky ) ).toMatch( /^[A-Za-z0-9%._~-]+$/ );
	} );

	it( 'joins the fields with the three-pipe delimiter before the last encoding', () => {
		expect( DELIMITER ).toBe( '|||' );
		expect( decodeURIComponent( encode( { a: '1', b: '2' } ) ) ).toBe(
			'a=1|||b=2'
		);
	} );

	it( 'reads back every character, the delimiter inside a value included', () => {
		expect( decode( encode( tricky ) ) ).toEqual( tricky );
	} );

	it( 'reads an unreadable value as an empty container', () => {
		expect( decode( '%E0%A4%A' ) ).toEqual( {} );
		expect( decode( '' ) ).toEqual( {} );
	} );
} );

describe( 'storage', () => {
	it( 'writes vitrine_src_<container> and reads it back', () => {
		write(
			CONTAINERS.current,
			{ typ: 'typein' },
			new Date( Date.now() + 60000 )
		);
		expect( document.cookie ).toContain( `${ PREFIX }current=` );
		expect( jar.writes[ 0 ] ).toMatch( /;path=\/;samesite=lax$/ );
		expect( read( CONTAINERS.current ) ).toEqual( { typ: 'typein' } );
		expect( read( CONTAINERS.first ) ).toBeNull();
	} );

	it( 'a cookie past its expiry is gone', () => {
		jest.useFakeTimers();
		jest.setSystemTime( new Date( '2026-01-01T00:00:00Z' ) );
		write(
			CONTAINERS.session,
			{ pgs: '1' },
			new Date( '2026-01-01T00:30:00Z' )
		);
		jest.setSystemTime( new Date( '2026-01-01T00:29:59Z' ) );
		expect( read( CONTAINERS.session ) ).toEqual( { pgs: '1' } );
		jest.setSystemTime( new Date( '2026-01-01T00:30:01Z' ) );
		expect( read( CONTAINERS.session ) ).toBeNull();
	} );

	it( 'expireAll() removes every attribution cookie and nothing else', () => {
		const later = new Date( Date.now() + 60000 );
		for ( const name of Object.values( CONTAINERS ) ) {
			write( name, { a: '1' }, later );
		}
		document.cookie = 'other=1;path=/';
		expireAll();
		expect( document.cookie ).toBe( 'other=1' );
	} );
} );
