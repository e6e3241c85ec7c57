import type { DismissalStorage } from './session-dismissal';
import {
	DISMISSAL_PREFIX,
	dismiss,
	isDismissed,
	sessionStore,
} from './session-dismissal';

function fakeStorage(): DismissalStorage & { items: Map< string, string > } {
	const items = new Map< string, string >();
	return {
		items,
		getItem: ( key ) => items.get( key ) ?? null,
		setItem: ( key, value ) => {
			items.set( key, value );
		},
	};
}

const throwing: DismissalStorage = {
	getItem: () => {
		throw new DOMException( 'denied', 'SecurityError' );
	},
	setItem: () => {
		throw new DOMException( 'full', 'QuotaExceededError' );
	},
};

afterEach( () => {
	jest.restoreAllMocks();
	window.sessionStorage.clear();
} );

test( 'a widget is not dismissed until its close button is pressed', () => {
	const storage = fakeStorage();
	expect( isDismissed( 'google', storage ) ).toBe( false );
	expect( dismiss( 'google', storage ) ).toBe( true );
	expect( isDismissed( 'google', storage ) ).toBe( true );
} );

test( 'each provider or widget id is dismissed on its own, under the prefix', () => {
	const storage = fakeStorage();
	dismiss( 'google', storage );
	dismiss( 'flash-12', storage );
	expect( isDismissed( 'yelp', storage ) ).toBe( false );
	expect( isDismissed( 'flash-7', storage ) ).toBe( false );
	expect( DISMISSAL_PREFIX ).toBe( 'vitrine-reviews-dismissed:' );
	expect( [ ...storage.items.keys() ] ).toEqual( [
		'vitrine-reviews-dismissed:google',
		'vitrine-reviews-dismissed:flash-12',
	] );
} );

test( "another script's value under the bare key does not count", () => {
	const storage = fakeStorage();
	storage.setItem( 'google', '1' );
	expect( isDismissed( 'google', storage ) ).toBe( false );
} );

test( 'a storage that throws means not dismissed, without a crash', () => {
	expect( isDismissed( 'google', throwing ) ).toBe( false );
	expect( dismiss( 'google', throwing ) ).toBe( false );
} );

test( 'no storage at all means not dismissed', () => {
	expect( isDismissed( 'google', null ) ).toBe( false );
	expect( dismiss( 'google', null ) ).toBe( false );
} );

test( "the session store is the browser's sessionStorage", () => {
	const store = sessionStore();
	expect( store ).toBe( window.sessionStorage );
	dismiss( 'facebook', store );
	expect(
		window.sessionStorage.getItem( 'vitrine-reviews-dismissed:facebook' )
	).toBe( '1' );
	expect( window.localStorage.length ).toBe( 0 );
} );

test( 'the session store is null where reading sessionStorage throws', () => {
	jest.spyOn( window, 'sessionStorage', 'get' ).mockImplementation( () => {
		throw new DOMException( 'denied', 'SecurityError' );
	} );
	expect( sessionStore() ).toBeNull();
} );
