/**
 * A listing of a data store's items in the browser: the items only the browser knows are asked
 * for at once with their ids (whichever of the two bundles starts first); a change of the store
 * elsewhere on the page refreshes it; an empty answer shows the block's empty text; a listing the
 * server filled asks nothing at load and refreshes without ids.
 */
import {
	fakeFetch,
	fakeResponse,
	stubFetch,
	type FakeAnswer,
} from '../test-support/fetch';
import { createStores, HASH_COOKIE, STORAGE_KEY } from '../data-stores/model';
import { publishStores, whenStores } from '../data-stores/events';
import type { DataStoresSettings } from '../data-stores/settings';
import { initListing } from './listing';
import type { ListingSettings } from './settings';
import type { ListingReference } from './state';

const settings: ListingSettings = {
	ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
	buildUrl: '/build/',
	i18n: { loaded: '%d items shown.', loading: 'Loading…' },
};

const storeSettings: DataStoresSettings = {
	ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
	nonce: 'n1',
	stores: [
		{ slug: 'favourites', label: 'Favourites', type: 'user', size: 5 },
	],
	i18n: { full: 'Full.', httpError: 'HTTP error %d.', network: 'Offline.' },
};

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function listing( reference: Partial< ListingReference > ): HTMLElement {
	const state: ListingReference = {
		post: 12,
		listing: 'l-favs',
		queried: 0,
		page: 0,
		pages: 1,
		pagination: 'none',
		layout: 'grid',
		lazy: false,
		offset: '0px',
		store: 'favourites',
		browser: true,
		empty: 'No favourites yet.',
		...reference,
	};
	const element = document.createElement( 'div' );
	element.dataset.vitrineListing = JSON.stringify( state );
	element.innerHTML =
		'<ul class="vitrine-listing__items"></ul><p class="vitrine-listing__empty" role="status"></p><p class="vitrine-listing__status" role="status"></p>';
	document.body.append( element );
	return element;
}

function page( ids: number[] ): FakeAnswer {
	return {
		body: {
			success: true,
			data: {
				html: ids
					.map(
						( id ) =>
							`<li class="vitrine-listing__item" data-post-id="${ id }"><a href="/p${ id }">P${ id }</a></li>`
					)
					.join( '' ),
				page: 1,
				pages: ids.length ? 1 : 0,
				total: ids.length,
			},
		},
	};
}

const shown = ( element: HTMLElement ) =>
	[
		...element.querySelectorAll< HTMLElement >( '.vitrine-listing__item' ),
	].map( ( item ) => Number( item.dataset.postId ) );
const emptyText = ( element: HTMLElement ) =>
	element.querySelector( '.vitrine-listing__empty' )?.textContent;

beforeEach( () => {
	document.body.innerHTML = '';
	localStorage.clear();
	document.cookie = `${ HASH_COOKIE }=;path=/;max-age=0`;
	delete window.vitrine;
} );

describe( 'a listing of a guest’s favourites', () => {
	it( 'asks for page 1 with the ids the browser keeps, then follows the changes of the store', async () => {
		localStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( { local: { favourites: [ 4, 9 ] } } )
		);
		const fetch = fakeFetch( page( [ 9, 4 ] ), page( [ 4 ] ), page( [] ) );
		const element = listing( {} );
		initListing( element, settings );
		// The data-stores bundle starts after the listing's: the listing waits for it.
		const stores = createStores( storeSettings );
		publishStores( stores );
		await flush();
		await flush();

		expect( fetch.requests ).toHaveLength( 1 );
		expect( JSON.parse( fetch.requests[ 0 ].body ) ).toEqual( {
			handler: 'get_listing',
			page_settings: {
				post_id: 12,
				queried_id: 0,
				element_id: 'l-favs',
				page: 1,
			},
			listing_type: 'grid',
			source_args: { ids: [ 4, 9 ] },
		} );
		expect( shown( element ) ).toEqual( [ 9, 4 ] );
		expect( emptyText( element ) ).toBe( '' );
		expect( element.hasAttribute( 'aria-busy' ) ).toBe( false );

		await stores.remove( 'favourites', 9 );
		await flush();
		await flush();
		expect( JSON.parse( fetch.requests[ 1 ].body ).source_args ).toEqual( {
			ids: [ 4 ],
		} );
		expect( shown( element ) ).toEqual( [ 4 ] );

		await stores.remove( 'favourites', 4 );
		await flush();
		await flush();
		expect( shown( element ) ).toEqual( [] );
		expect( emptyText( element ) ).toBe( 'No favourites yet.' );
		expect(
			element.querySelector( '.vitrine-listing__status' )?.textContent
		).toBe( '' );
		expect( fetch.requests ).toHaveLength( 3 );
	} );

	it( 'refreshes again when the store changed during a call', async () => {
		const stores = createStores( storeSettings );
		publishStores( stores );
		const bodies: string[] = [];
		const answers: Array< ( response: Response ) => void > = [];
		stubFetch(
			( _url: string, init: RequestInit ) =>
				new Promise< Response >( ( resolve ) => {
					bodies.push( String( init.body ) );
					answers.push( resolve );
				} )
		);
		const element = listing( {} );
		initListing( element, settings );
		await flush();
		expect( bodies ).toHaveLength( 1 );
		// Added while the first call runs: no second call at once, one after it.
		await stores.add( 'favourites', 3 );
		await flush();
		expect( bodies ).toHaveLength( 1 );
		answers[ 0 ]( fakeResponse( page( [] ) ) );
		await flush();
		await flush();
		expect( bodies ).toHaveLength( 2 );
		expect( JSON.parse( bodies[ 1 ] ).source_args ).toEqual( {
			ids: [ 3 ],
		} );
		answers[ 1 ]( fakeResponse( page( [ 3 ] ) ) );
		await flush();
		await flush();
		expect( shown( element ) ).toEqual( [ 3 ] );
	} );

	it( 'leaves other stores’ changes alone', async () => {
		const stores = createStores( {
			...storeSettings,
			stores: [
				...storeSettings.stores,
				{ slug: 'compare', label: 'Compare', type: 'browser', size: 3 },
			],
		} );
		publishStores( stores );
		const fetch = fakeFetch( page( [] ) );
		initListing( listing( {} ), settings );
		await flush();
		await flush();
		await stores.add( 'compare', 8 );
		await flush();
		expect( fetch.requests ).toHaveLength( 1 );
		expect( await whenStores() ).toBe( stores );
	} );
} );

describe( 'a listing the server filled (a logged-in visitor’s server-kept favourites)', () => {
	it( 'asks nothing at load, and refreshes without ids when the store changes', async () => {
		const stores = createStores( storeSettings );
		publishStores( stores );
		const fetch = fakeFetch( page( [ 5 ] ) );
		const element = listing( { browser: false, page: 1 } );
		element.querySelector( 'ul' )!.innerHTML =
			'<li class="vitrine-listing__item" data-post-id="6"><button type="button">Remove</button></li>';
		element.querySelector( 'button' )!.focus();
		initListing( element, settings );
		await flush();
		expect( fetch.requests ).toHaveLength( 0 );

		await stores.add( 'favourites', 5 );
		await flush();
		await flush();
		expect( fetch.requests ).toHaveLength( 1 );
		expect( JSON.parse( fetch.requests[ 0 ].body ) ).not.toHaveProperty(
			'source_args'
		);
		expect( shown( element ) ).toEqual( [ 5 ] );
		// The focused item went with the old page: focus stays in the listing.
		expect(
			element.ownerDocument.activeElement?.getAttribute( 'href' )
		).toBe( '/p5' );
	} );
} );
