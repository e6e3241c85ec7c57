/**
 * The coming-soon banner, against the markup Vitrine\Storefront\ComingSoon::render_banner()
 * prints, with the storefront's REST client (core/rest.ts) and a mocked global fetch.
 */
import { runInThisContext } from 'vm';
import { jsonResponse } from '../test-support/responses';

// jsdom has no fetch API, so there is no global Response here; take Node's own (from the
// worker's main context) so that the client reads real Responses.
const NodeResponse = runInThisContext( 'Response' ) as typeof Response;
if ( typeof globalThis.Response === 'undefined' ) {
	globalThis.Response = NodeResponse;
}

type BannerModule = typeof import( './coming-soon-banner' );

const REST_URL =
	'https://shop.example/wp-json/vitrine/v1/me/preferences?_locale=user';

function renderBanner(): {
	banner: HTMLElement;
	link: HTMLAnchorElement;
	errorBox: HTMLElement;
} {
	document.body.innerHTML = `
		<main id="main"><p>Shop</p></main>
		<div class="vitrine-coming-soon-banner" role="region" aria-label="Coming soon mode">
			<p class="vitrine-coming-soon-banner__text">
				This site is in coming-soon mode: only you and those with permission can see it.
				<a href="https://shop.example/wp-admin/admin.php?page=vitrine-settings">Change the site visibility</a>
			</p>
			<a href="#" role="button" class="vitrine-coming-soon-banner__dismiss" data-rest-url="${ REST_URL }" data-nonce="page-nonce">Dismiss</a>
			<p class="vitrine-coming-soon-banner__error" role="alert" hidden></p>
		</div>`;
	return {
		banner: document.querySelector< HTMLElement >(
			'.vitrine-coming-soon-banner'
		)!,
		link: document.querySelector< HTMLAnchorElement >(
			'.vitrine-coming-soon-banner__dismiss'
		)!,
		errorBox: document.querySelector< HTMLElement >( '[role="alert"]' )!,
	};
}

/**
 * Waits until the condition holds: the dismissal runs through promises and a Response body read.
 *
 * @param condition What to wait for.
 */
async function waitFor( condition: () => boolean ): Promise< void > {
	const deadline = Date.now() + 2000;
	while ( ! condition() ) {
		if ( Date.now() > deadline ) {
			throw new Error( 'Timed out waiting for the condition.' );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
	}
}

/**
 * Lets pending promises and timers run, for asserting that nothing (more) happens.
 */
async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}

function click( element: HTMLElement ): MouseEvent {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	element.dispatchEvent( event );
	return event;
}

function press( element: HTMLElement, key: string ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
	} );
	element.dispatchEvent( event );
	return event;
}

let fetchMock: jest.Mock< Promise< Response >, [ string, RequestInit ] >;
let initComingSoonBanner: BannerModule[ 'initComingSoonBanner' ];
const realFetch = globalThis.fetch;

beforeEach( () => {
	fetchMock = jest.fn();
	globalThis.fetch = fetchMock as unknown as typeof fetch;
	// A fresh client module each time: it keeps the nonce.
	jest.isolateModules( () => {
		( { initComingSoonBanner } = require( './coming-soon-banner' ) );
	} );
} );

afterEach( () => {
	globalThis.fetch = realFetch;
	document.body.innerHTML = '';
} );

describe( 'initComingSoonBanner', () => {
	it( 'POSTs the dismissal as JSON to the link’s REST URL, then removes the banner', async () => {
		const { banner, link } = renderBanner();
		fetchMock.mockResolvedValue(
			jsonResponse( { coming_soon_banner_dismissed: 'yes' } )
		);
		initComingSoonBanner();

		const event = click( link );

		expect( event.defaultPrevented ).toBe( true );
		await waitFor( () => ! banner.isConnected );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		// In the user's language, as api-fetch would ask: PHP puts _locale=user in the URL.
		expect( url ).toBe( REST_URL );
		expect( init.method ).toBe( 'POST' );
		expect( init.headers ).not.toHaveProperty( 'X-HTTP-Method-Override' );
		expect( init.body ).toBe(
			'{"vitrine_meta":{"coming_soon_banner_dismissed":"yes"}}'
		);
		expect( init.headers ).toMatchObject( {
			'Content-Type': 'application/json',
		} );
		expect( document.querySelector( '.vitrine-coming-soon-banner' ) ).toBe(
			null
		);
	} );

	it( 'keeps the banner and shows the server’s message when the request is refused', async () => {
		const { banner, link, errorBox } = renderBanner();
		fetchMock.mockResolvedValue(
			jsonResponse(
				{
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
					data: { status: 403 },
				},
				403
			)
		);
		initComingSoonBanner();

		click( link );

		await waitFor( () => ! errorBox.hidden );
		expect( errorBox.textContent ).toBe(
			'Sorry, you are not allowed to do that.'
		);
		expect( banner.isConnected ).toBe( true );
		// The link can be used again.
		expect( link.hasAttribute( 'aria-disabled' ) ).toBe( false );
	} );

	it( 'says the connection failed when the request does not reach the server', async () => {
		const { banner, link, errorBox } = renderBanner();
		fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		initComingSoonBanner();

		click( link );

		await waitFor( () => ! errorBox.hidden );
		expect( errorBox.textContent ).toBe(
			'An error occurred while connecting to the server. Please try again.'
		);
		expect( banner.isConnected ).toBe( true );
		expect( link.hasAttribute( 'aria-disabled' ) ).toBe( false );
	} );

	it( 'sends no second request for a second click while the first is pending', async () => {
		const { banner, link } = renderBanner();
		let answer!: ( response: Response ) => void;
		fetchMock.mockReturnValue(
			new Promise< Response >( ( resolve ) => ( answer = resolve ) )
		);
		initComingSoonBanner();

		click( link );
		await settle();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( link.getAttribute( 'aria-disabled' ) ).toBe( 'true' );

		const second = click( link );
		press( link, ' ' );
		await settle();

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		// The pending link still swallows the click: no jump to "#".
		expect( second.defaultPrevented ).toBe( true );

		answer( jsonResponse( {} ) );
		await waitFor( () => ! banner.isConnected );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends a new request for a click after a failed one, with the nonce the failure carried', async () => {
		const { banner, link, errorBox } = renderBanner();
		fetchMock
			.mockResolvedValueOnce(
				jsonResponse(
					{ code: 'rest_cookie_expired', message: 'Try again.' },
					403,
					{ 'X-WP-Nonce': 'fresh-nonce' }
				)
			)
			.mockResolvedValueOnce( jsonResponse( {} ) );
		initComingSoonBanner();

		click( link );
		await waitFor( () => ! errorBox.hidden );
		click( link );
		await waitFor( () => ! banner.isConnected );

		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( fetchMock.mock.calls[ 0 ][ 1 ].headers ).toMatchObject( {
			'X-WP-Nonce': 'page-nonce',
		} );
		expect( fetchMock.mock.calls[ 1 ][ 1 ].headers ).toMatchObject( {
			'X-WP-Nonce': 'fresh-nonce',
		} );
	} );

	it( 'activates on Space, as a button does', async () => {
		const { banner, link } = renderBanner();
		fetchMock.mockResolvedValue( jsonResponse( {} ) );
		initComingSoonBanner();

		const other = press( link, 'a' );
		await settle();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( other.defaultPrevented ).toBe( false );

		const space = press( link, ' ' );

		// Space would otherwise scroll the page.
		expect( space.defaultPrevented ).toBe( true );
		await waitFor( () => ! banner.isConnected );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 1 ].method ).toBe( 'POST' );
	} );

	it( 'does nothing without a dismiss link carrying a REST URL', async () => {
		const { link } = renderBanner();
		link.removeAttribute( 'data-rest-url' );
		initComingSoonBanner();

		const event = click( link );
		await settle();

		expect( event.defaultPrevented ).toBe( false );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
