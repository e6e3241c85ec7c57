/**
 * The store notice script, against the markup Vitrine\Storefront\StoreNotice::render() prints.
 */
import {
	STORE_NOTICE_COOKIE_PREFIX,
	initStoreNotices,
	storeNoticeCookieName,
} from './store-notice';

function renderNotice( noticeId: string | null ): HTMLElement {
	const idAttribute =
		noticeId === null ? '' : ` data-notice-id="${ noticeId }"`;
	document.body.innerHTML = `
		<div class="vitrine-store-notice vitrine-store-notice--top"${ idAttribute } role="region" aria-label="Store notice">
			<div class="vitrine-store-notice__text">Free shipping this week</div>
			<button type="button" class="vitrine-store-notice__dismiss-link" hidden>Dismiss</button>
		</div>
		<a href="#" id="elsewhere">Elsewhere</a>
		<main id="main"><p>Shop</p></main>`;
	return document.querySelector< HTMLElement >( '.vitrine-store-notice' )!;
}

function dismissButton( notice: HTMLElement ): HTMLButtonElement {
	return notice.querySelector< HTMLButtonElement >(
		'.vitrine-store-notice__dismiss-link'
	)!;
}

function cookieValue( name: string ): string | undefined {
	for ( const pair of document.cookie.split( '; ' ) ) {
		const [ key, ...rest ] = pair.split( '=' );
		if ( key === name ) {
			return rest.join( '=' );
		}
	}
	return undefined;
}

function clearCookies(): void {
	for ( const pair of document.cookie.split( '; ' ) ) {
		const name = pair.split( '=' )[ 0 ];
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
}

afterEach( () => {
	jest.restoreAllMocks();
	clearCookies();
	document.body.innerHTML = '';
} );

describe( 'storeNoticeCookieName', () => {
	it( 'appends the notice id to the prefix', () => {
		expect( storeNoticeCookieName( '3f2a9c1b' ) ).toBe(
			'vitrine_store_notice3f2a9c1b'
		);
	} );

	it( 'is the bare prefix for an empty id', () => {
		expect( STORE_NOTICE_COOKIE_PREFIX ).toBe( 'vitrine_store_notice' );
		expect( storeNoticeCookieName( '' ) ).toBe( 'vitrine_store_notice' );
	} );
} );

describe( 'initStoreNotices', () => {
	it( 'reveals the dismiss button, which the markup renders hidden', () => {
		const notice = renderNotice( 'abc123' );
		expect( dismissButton( notice ).hidden ).toBe( true );

		initStoreNotices();

		expect( dismissButton( notice ).hidden ).toBe( false );
		expect( notice.hidden ).toBe( false );
	} );

	it( 'sets vitrine_store_notice<id>=hidden with path / and hides the notice on dismiss', () => {
		const notice = renderNotice( 'abc123' );
		const cookieWrites = jest.spyOn( document, 'cookie', 'set' );
		initStoreNotices();

		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		dismissButton( notice ).dispatchEvent( event );

		expect( notice.hidden ).toBe( true );
		expect( event.defaultPrevented ).toBe( true );
		expect( cookieValue( 'vitrine_store_notice' + 'abc123' ) ).toBe(
			'hidden'
		);
		expect( cookieWrites ).toHaveBeenCalledTimes( 1 );
		const written = cookieWrites.mock.calls[ 0 ][ 0 ];
		expect( written ).toMatch( /^vitrine_store_noticeabc123=hidden;/ );
		const attributes = written
			.split( ';' )
			.slice( 1 )
			.map( ( attribute ) => attribute.trim().toLowerCase() );
		expect( attributes ).toContain( 'path=/' );
		expect( attributes ).toContain( 'samesite=lax' );
		// The test page is served over http: a Secure cookie would not be sent back.
		expect( attributes ).not.toContain( 'secure' );
	} );

	it( 'uses the cookie name vitrine_store_notice when the notice id is empty', () => {
		const notice = renderNotice( '' );
		initStoreNotices();

		dismissButton( notice ).click();

		expect( cookieValue( 'vitrine_store_notice' ) ).toBe( 'hidden' );
		expect( document.cookie ).not.toMatch( /vitrine_store_notice[^=]/ );
	} );

	it( 'uses the cookie name vitrine_store_notice when the notice has no id attribute', () => {
		const notice = renderNotice( null );
		initStoreNotices();

		dismissButton( notice ).click();

		expect( cookieValue( 'vitrine_store_notice' ) ).toBe( 'hidden' );
		expect( document.cookie ).not.toContain( 'undefined' );
	} );

	it( 'hides, on init, a notice whose cookie is already hidden (page served from a cache)', () => {
		document.cookie = 'vitrine_store_noticeabc123=hidden; path=/';
		const notice = renderNotice( 'abc123' );

		initStoreNotices();

		expect( notice.hidden ).toBe( true );
		expect( dismissButton( notice ).hidden ).toBe( true );
	} );

	it( 'keeps showing a notice whose cookie belongs to another notice id', () => {
		document.cookie = 'vitrine_store_noticeold=hidden; path=/';
		const notice = renderNotice( 'new' );

		initStoreNotices();

		expect( notice.hidden ).toBe( false );
	} );

	it( 'keeps showing a notice whose cookie holds another value', () => {
		document.cookie = 'vitrine_store_noticeabc123=shown; path=/';
		const notice = renderNotice( 'abc123' );

		initStoreNotices();

		expect( notice.hidden ).toBe( false );
	} );

	it( 'moves focus to the main landmark when the dismiss button had focus', () => {
		const notice = renderNotice( 'abc123' );
		initStoreNotices();
		const button = dismissButton( notice );
		button.focus();
		expect( button.ownerDocument.activeElement ).toBe( button );

		button.click();

		const main = document.getElementById( 'main' )!;
		expect( main.ownerDocument.activeElement ).toBe( main );
		expect( main.getAttribute( 'tabindex' ) ).toBe( '-1' );
	} );

	it( 'leaves focus alone when it was outside the notice', () => {
		const notice = renderNotice( 'abc123' );
		initStoreNotices();
		const elsewhere = document.getElementById( 'elsewhere' )!;
		elsewhere.focus();

		// A pointer click on a button does not focus it in every browser (Safari).
		dismissButton( notice ).click();

		expect( notice.hidden ).toBe( true );
		expect( elsewhere.ownerDocument.activeElement ).toBe( elsewhere );
		expect(
			document.getElementById( 'main' )!.hasAttribute( 'tabindex' )
		).toBe( false );
	} );

	it( 'only looks below the given root', () => {
		const notice = renderNotice( 'abc123' );
		const elsewhere = document.createElement( 'div' );

		initStoreNotices( elsewhere );

		expect( dismissButton( notice ).hidden ).toBe( true );
	} );
} );
