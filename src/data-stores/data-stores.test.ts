/**
 * The store button's states, its sync with other buttons and counts, busy and failures, with
 * the visitor's stores in jsdom's localStorage and cookies, and the store calls on a stubbed fetch.
 */
import { fakeFetch, stubFetch, fakeResponse } from '../test-support/fetch';
import {
	createStores,
	GUEST_COOKIE,
	HASH_COOKIE,
	STORAGE_KEY,
	type Stores,
} from './model';
import {
	CHANGE_EVENT,
	POPUP_EVENT,
	initStoreButton,
	initStoreCount,
} from './button';
import type { DataStoresSettings } from './settings';

const settings: DataStoresSettings = {
	ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
	nonce: 'n1',
	stores: [
		{ slug: 'favourites', label: 'Favourites', type: 'user', size: 2 },
		{ slug: 'compare', label: 'Compare', type: 'browser', size: 3 },
	],
	i18n: {
		full: '%1$s holds at most %2$d items.',
		httpError: 'HTTP error %d.',
		network: 'No connection.',
	},
};

function button( post: number, extra = '' ): HTMLElement {
	const wrapper = document.createElement( 'span' );
	wrapper.innerHTML = `<span class="vitrine-store-button" data-vitrine-widget="store-button" data-store="favourites" data-post="${ post }" ${ extra }><button type="button" aria-pressed="false"><span>Add</span><span hidden>In favourites</span></button></span>`;
	document.body.append( wrapper );
	return wrapper.firstElementChild as HTMLElement;
}

function expireCookie( name: string ) {
	document.cookie = `${ name }=;path=/;max-age=0`;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function click( element: HTMLElement ) {
	( element.querySelector( 'button' ) as HTMLButtonElement ).click();
}

function deferredFetch() {
	let answer: ( response: Response ) => void = () => {};
	const calls: RequestInit[] = [];
	stubFetch(
		( _url: string, init: RequestInit ) =>
			new Promise< Response >( ( resolve ) => {
				calls.push( init );
				answer = resolve;
			} )
	);
	return { calls, answer: ( response: Response ) => answer( response ) };
}

beforeEach( () => {
	document.body.innerHTML = '';
	localStorage.clear();
	expireCookie( HASH_COOKIE );
	expireCookie( GUEST_COOKIE );
} );

describe( 'a guest', () => {
	let stores: Stores;
	beforeEach( () => {
		stores = createStores( settings );
	} );

	it( 'adds: initial, then in store (pressed, added label), kept in localStorage and the guest cookie', async () => {
		const element = button( 12 );
		initStoreButton( element, stores );
		const pressed = () =>
			element.querySelector( 'button' )?.getAttribute( 'aria-pressed' );
		expect( pressed() ).toBe( 'false' );
		expect( element.dataset.state ).toBe( 'initial' );

		click( element );
		await flush();

		expect( pressed() ).toBe( 'true' );
		expect( element.dataset.state ).toBe( 'in-store' );
		const [ initial, added ] = [
			...element.querySelectorAll( 'button > span' ),
		] as HTMLElement[];
		expect( [ initial.hidden, added.hidden ] ).toEqual( [ true, false ] );
		expect(
			JSON.parse( localStorage.getItem( STORAGE_KEY ) ?? '' ).local
		).toEqual( { favourites: [ 12 ] } );
		expect( document.cookie ).toContain(
			`${ GUEST_COOKIE }=favourites:12`
		);
	} );

	it( 'removes again when in store: back to initial', async () => {
		const element = button( 12 );
		initStoreButton( element, stores );
		click( element );
		await flush();
		click( element );
		await flush();
		expect( element.dataset.state ).toBe( 'initial' );
		expect( stores.count( 'favourites' ) ).toBe( 0 );
		expect( document.cookie ).not.toContain( GUEST_COOKIE );
	} );

	it( 'keeps every button of the same post and the count in step', async () => {
		const first = button( 12 );
		const second = button( 12, 'data-synch="grid"' );
		const other = button( 13 );
		const count = document.createElement( 'span' );
		count.dataset.store = 'favourites';
		count.innerHTML = '<span data-vitrine-store-count="favourites"></span>';
		document.body.append( count );
		[ first, second, other ].forEach( ( element ) =>
			initStoreButton( element, stores )
		);
		initStoreCount( count, stores );
		expect( count.textContent ).toBe( '0' );
		const events: CustomEvent[] = [];
		document.addEventListener( CHANGE_EVENT, ( event ) =>
			events.push( event as CustomEvent )
		);

		click( second );
		await flush();

		expect( first.dataset.state ).toBe( 'in-store' );
		expect( second.dataset.state ).toBe( 'in-store' );
		expect( other.dataset.state ).toBe( 'initial' );
		expect( count.textContent ).toBe( '1' );
		expect( events.map( ( event ) => event.detail ) ).toEqual( [
			{ store: 'favourites', postId: 12, inStore: true, synchId: 'grid' },
		] );
	} );

	it( 'refuses an add past the size limit with the message, in an alert', async () => {
		[ 1, 2 ].forEach( ( post ) =>
			initStoreButton( button( post ), stores )
		);
		document
			.querySelectorAll< HTMLElement >( '.vitrine-store-button' )
			.forEach( click );
		await flush();
		const third = button( 3 );
		initStoreButton( third, stores );
		click( third );
		await flush();
		expect( third.dataset.state ).toBe( 'initial' );
		const alert = third.querySelector( '[role="alert"]' );
		expect( alert?.textContent ).toBe(
			'Favourites holds at most 2 items.'
		);
	} );

	it( 'hides the button once added with action_after_added hide; shows the link with an added URL', async () => {
		const hidden = button( 12, 'data-after="hide"' );
		const linked = button( 13 );
		linked.insertAdjacentHTML(
			'beforeend',
			'<a href="/favourites/" hidden>In favourites</a>'
		);
		initStoreButton( hidden, stores );
		initStoreButton( linked, stores );
		click( hidden );
		click( linked );
		await flush();
		expect( hidden.querySelector( 'button' )?.hidden ).toBe( true );
		expect( linked.querySelector( 'button' )?.hidden ).toBe( true );
		expect( linked.querySelector( 'a' )?.hidden ).toBe( false );
	} );

	it( 'opens its popup instead of adding again', async () => {
		const element = button( 12, 'data-popup="#sign-up"' );
		initStoreButton( element, stores );
		const opened = jest.fn();
		document.addEventListener( POPUP_EVENT, ( event ) =>
			opened( ( event as CustomEvent ).detail.popup )
		);
		click( element );
		await flush();
		click( element );
		await flush();
		expect( opened ).toHaveBeenCalledWith( '#sign-up' );
		expect( stores.has( 'favourites', 12 ) ).toBe( true );
	} );

	it( 'removes the listing item of a remove_from_listing button', async () => {
		document.body.innerHTML =
			'<ul><li class="vitrine-listing__item" data-post-id="5"><span id="b" data-store="favourites" data-post="5" data-remove-listing="1"><button aria-pressed="false"><span></span><span hidden></span></button></span></li></ul>';
		const element = document.getElementById( 'b' ) as HTMLElement;
		initStoreButton( element, stores );
		click( element );
		await flush();
		click( element );
		await flush();
		expect( document.querySelector( '.vitrine-listing__item' ) ).toBeNull();
	} );

	it( 'moves the focus to the next listing item when it removes its own', async () => {
		document.body.innerHTML =
			'<ul><li class="vitrine-listing__item" data-post-id="5"><span id="b" data-store="favourites" data-post="5" data-remove-listing="1"><button aria-pressed="false"><span></span><span hidden></span></button></span></li><li class="vitrine-listing__item" data-post-id="6"><a href="/next/">Next</a></li></ul>';
		const element = document.getElementById( 'b' ) as HTMLElement;
		initStoreButton( element, stores );
		click( element );
		await flush();
		click( element );
		await flush();
		expect(
			document.querySelectorAll( '.vitrine-listing__item' )
		).toHaveLength( 1 );
		expect( element.ownerDocument.activeElement?.textContent ).toBe(
			'Next'
		);
	} );
} );

describe( 'a logged-in visitor', () => {
	beforeEach( () => {
		document.cookie = `${ HASH_COOKIE }=h1;path=/`;
	} );

	it( 'reads the copy without a request when the hash cookie matches', async () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				local: {},
				copy: {
					hash: 'h1',
					at: Date.now(),
					items: { favourites: [ 7 ] },
				},
			} )
		);
		const fetcher = fakeFetch();
		const stores = createStores( settings );
		await stores.ready;
		expect( fetcher.requests ).toHaveLength( 0 );
		expect( stores.has( 'favourites', 7 ) ).toBe( true );
	} );

	it( 'asks store_state once when the hash changed, and drops the guest copy merged at login', async () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				local: { favourites: [ 3 ], compare: [ 4 ] },
				copy: { hash: 'old', at: Date.now(), items: {} },
			} )
		);
		const fetcher = fakeFetch( {
			body: {
				logged_in: true,
				items: { favourites: [ 3, 8 ] },
				hash: 'h1',
			},
		} );
		const stores = createStores( settings );
		await stores.ready;
		expect( fetcher.requests.map( ( request ) => request.url ) ).toEqual( [
			'/?vitrine-ajax=store_state',
		] );
		expect( stores.count( 'favourites' ) ).toBe( 2 );
		// The browser store stays the browser's.
		expect( stores.has( 'compare', 4 ) ).toBe( true );
		expect(
			JSON.parse( localStorage.getItem( STORAGE_KEY ) ?? '' ).local
		).toEqual( { compare: [ 4 ] } );
	} );

	it( 'adds through add_to_store with the nonce, busy meanwhile and ignoring repeats', async () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				local: {},
				copy: { hash: 'h1', at: Date.now(), items: {} },
			} )
		);
		const stores = createStores( settings );
		await stores.ready;
		const element = button( 12 );
		initStoreButton( element, stores );
		const server = deferredFetch();

		click( element );
		click( element );
		click( element );
		await flush();

		expect( server.calls ).toHaveLength( 1 );
		expect( String( server.calls[ 0 ].body ) ).toBe(
			'store=favourites&post_id=12'
		);
		expect(
			( server.calls[ 0 ].headers as Record< string, string > )[
				'X-Vitrine-Nonce'
			]
		).toBe( 'n1' );
		expect(
			element.querySelector( 'button' )?.getAttribute( 'aria-busy' )
		).toBe( 'true' );
		expect( element.dataset.state ).toBe( 'initial' );

		server.answer(
			fakeResponse( {
				body: {
					success: true,
					data: {
						message: 'Added to Favourites.',
						fragments: {},
						count: 1,
						items: [ 12 ],
						hash: 'h2',
					},
				},
			} )
		);
		await flush();
		await flush();

		expect( element.dataset.state ).toBe( 'in-store' );
		expect(
			element.querySelector( 'button' )?.hasAttribute( 'aria-busy' )
		).toBe( false );
		expect(
			JSON.parse( localStorage.getItem( STORAGE_KEY ) ?? '' ).copy.hash
		).toBe( 'h2' );
	} );

	it( 'shows the server message of a refusal', async () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				local: {},
				copy: { hash: 'h1', at: Date.now(), items: {} },
			} )
		);
		const stores = createStores( settings );
		await stores.ready;
		fakeFetch( {
			status: 409,
			body: {
				code: 'vitrine_store_full',
				message:
					'Favourites holds at most 2 items. Remove one to add another.',
				data: { status: 409 },
			},
		} );
		const element = button( 12 );
		initStoreButton( element, stores );
		click( element );
		await flush();
		await flush();
		expect( element.dataset.state ).toBe( 'initial' );
		expect( element.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'Favourites holds at most 2 items. Remove one to add another.'
		);
	} );

	it( 'shows the HTTP error text when the answer has no message, and the network text without an answer', async () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				local: {},
				copy: { hash: 'h1', at: Date.now(), items: {} },
			} )
		);
		const stores = createStores( settings );
		await stores.ready;
		fakeFetch(
			{ status: 502, body: '<html>Bad gateway</html>' },
			{ networkError: true }
		);
		const element = button( 12 );
		initStoreButton( element, stores );
		const alert = () =>
			element.querySelector( '[role="alert"]' )?.textContent;
		click( element );
		await flush();
		await flush();
		expect( alert() ).toBe( 'HTTP error 502.' );
		click( element );
		await flush();
		await flush();
		expect( alert() ).toBe( 'No connection.' );
	} );

	it( 'renews a refused nonce once and sends again', async () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				local: {},
				copy: { hash: 'h1', at: Date.now(), items: {} },
			} )
		);
		const stores = createStores( settings );
		await stores.ready;
		const fetcher = fakeFetch(
			{
				status: 403,
				body: {
					code: 'vitrine_ajax_invalid_nonce',
					message: 'Expired.',
				},
			},
			{ body: { nonce: 'n2' } },
			{
				body: {
					success: true,
					data: {
						message: 'Added.',
						items: [ 12 ],
						count: 1,
						hash: 'h3',
					},
				},
			}
		);
		await stores.add( 'favourites', 12 );
		expect( fetcher.requests.map( ( request ) => request.url ) ).toEqual( [
			'/?vitrine-ajax=add_to_store',
			'/?vitrine-ajax=refresh_stores_nonce',
			'/?vitrine-ajax=add_to_store',
		] );
		expect( fetcher.requests[ 2 ].headers[ 'X-Vitrine-Nonce' ] ).toBe(
			'n2'
		);
		expect( stores.has( 'favourites', 12 ) ).toBe( true );
	} );
} );
