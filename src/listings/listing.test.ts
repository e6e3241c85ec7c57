/**
 * A listing's pages in the browser: load more to the last page, infinite scroll watched again
 * after 250 ms, lazy loading with the block's offset, and a failure that only restores the
 * styles.
 */
import { fakeFetch, type FakeAnswer } from '../test-support/fetch';
import { initListing, REOBSERVE_DELAY } from './listing';
import type { ListingSettings } from './settings';
import { hasMore, loaded, readAnswer, type ListingReference } from './state';

const settings: ListingSettings = {
	ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
	buildUrl: '/build/',
	i18n: { loaded: '%d items shown.', loading: 'Loading…' },
};

/** The IntersectionObservers the code made, to play the viewport. */
class FakeObserver {
	static all: FakeObserver[] = [];
	observed = new Set< Element >();
	constructor(
		readonly callback: IntersectionObserverCallback,
		readonly options?: IntersectionObserverInit
	) {
		FakeObserver.all.push( this );
	}
	observe( element: Element ) {
		this.observed.add( element );
	}
	unobserve( element: Element ) {
		this.observed.delete( element );
	}
	disconnect() {
		this.observed.clear();
	}
	/**
	 * Scrolls the element into view: only observers that watch it hear of it.
	 * @param element
	 */
	static show( element: Element ) {
		for ( const observer of FakeObserver.all ) {
			if ( observer.observed.has( element ) ) {
				observer.callback(
					[
						{
							isIntersecting: true,
							target: element,
						} as IntersectionObserverEntry,
					],
					observer as unknown as IntersectionObserver
				);
			}
		}
	}
}

beforeEach( () => {
	FakeObserver.all = [];
	window.IntersectionObserver =
		FakeObserver as unknown as typeof IntersectionObserver;
	document.body.innerHTML = '';
} );

function listing(
	reference: Partial< ListingReference >,
	items = 3
): HTMLElement {
	const state: ListingReference = {
		post: 12,
		listing: 'l-abc1',
		queried: 0,
		page: 1,
		pages: 3,
		pagination: 'load-more',
		layout: 'grid',
		lazy: false,
		offset: '0px',
		...reference,
	};
	const element = document.createElement( 'div' );
	element.className = 'vitrine-listing';
	element.dataset.vitrineListing = JSON.stringify( state );
	element.innerHTML =
		'<ul class="vitrine-listing__items">' +
		Array.from(
			{ length: items },
			( _v, i ) =>
				`<li class="vitrine-listing__item"><a href="/p${ i }">P${ i }</a></li>`
		).join( '' ) +
		'</ul>' +
		( state.pagination === 'load-more'
			? '<div class="vitrine-listing__more"><button type="button">Load more</button></div>'
			: '' ) +
		( state.pagination === 'infinite'
			? '<div class="vitrine-listing__sentinel"></div>'
			: '' ) +
		'<p class="vitrine-listing__status"></p>';
	document.body.append( element );
	return element;
}

function page( number: number, pages: number, names: string[] ): FakeAnswer {
	return {
		body: {
			success: true,
			data: {
				html: names
					.map(
						( name ) =>
							`<li class="vitrine-listing__item"><a href="/${ name }">${ name }</a></li>`
					)
					.join( '' ),
				fragments: {},
				scripts: {},
				styles: {},
				filters_data: {},
				indexer_data: {},
				page: number,
				pages,
			},
		},
	};
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
const items = ( element: HTMLElement ) =>
	element.querySelectorAll( '.vitrine-listing__item' ).length;

describe( 'the listing state', () => {
	it( 'has more while the page is below the total and no call is running', () => {
		expect( hasMore( { page: 1, pages: 3, busy: false } ) ).toBe( true );
		expect( hasMore( { page: 3, pages: 3, busy: false } ) ).toBe( false );
		expect( hasMore( { page: 1, pages: 3, busy: true } ) ).toBe( false );
		expect( loaded( { page: 2, pages: 4 } ) ).toEqual( {
			page: 2,
			pages: 4,
			busy: false,
		} );
	} );

	it( 'reads only a successful answer with its html and pages', () => {
		expect( readAnswer( 200, page( 2, 3, [] ).body ) ).not.toBeNull();
		expect( readAnswer( 500, page( 2, 3, [] ).body ) ).toBeNull();
		expect(
			readAnswer( 200, { success: false, data: { html: '' } } )
		).toBeNull();
		expect( readAnswer( 200, null ) ).toBeNull();
	} );
} );

describe( 'load more', () => {
	it( 'asks for the next pages by reference, counts them and hides the button at the last', async () => {
		const fetch = fakeFetch(
			page( 2, 3, [ 'a', 'b', 'c' ] ),
			page( 3, 3, [ 'd' ] )
		);
		const element = listing( {} );
		initListing( element, settings );
		const more = element.querySelector< HTMLElement >(
			'.vitrine-listing__more'
		)!;
		const button = more.querySelector( 'button' )!;
		expect( more.hidden ).toBe( false );

		button.click();
		// A second click while the call runs sends nothing.
		button.click();
		expect( element.classList.contains( 'vitrine-listing--loading' ) ).toBe(
			true
		);
		await flush();
		expect( items( element ) ).toBe( 6 );
		expect( more.hidden ).toBe( false );
		expect(
			element.querySelector( '.vitrine-listing__status' )?.textContent
		).toBe( '6 items shown.' );

		button.click();
		await flush();
		expect( items( element ) ).toBe( 7 );
		expect( more.hidden ).toBe( true );
		expect( fetch.requests ).toHaveLength( 2 );
		expect( fetch.requests[ 0 ].url ).toBe( '/?vitrine-ajax=listing' );
		expect( JSON.parse( fetch.requests[ 0 ].body ) ).toEqual( {
			handler: 'listing_load_more',
			page_settings: {
				post_id: 12,
				queried_id: 0,
				element_id: 'l-abc1',
				page: 2,
			},
			listing_type: 'grid',
		} );
		expect(
			JSON.parse( fetch.requests[ 1 ].body ).page_settings.page
		).toBe( 3 );
		// The query itself never leaves the page.
		expect( fetch.requests[ 0 ].body ).not.toContain( 'query' );
	} );

	it( 'moves focus to the first new item after a click', async () => {
		fakeFetch( page( 2, 3, [ 'new' ] ) );
		const element = listing( {} );
		initListing( element, settings );
		const button = element.querySelector( 'button' )!;
		button.focus();
		button.click();
		await flush();
		expect(
			element.ownerDocument.activeElement?.getAttribute( 'href' )
		).toBe( '/new' );
	} );

	it( 'on a failure only restores the styles, and may be tried again', async () => {
		const fetch = fakeFetch(
			{ status: 500, body: { code: 'x' } },
			{ networkError: true },
			page( 2, 3, [ 'a' ] )
		);
		const element = listing( {} );
		initListing( element, settings );
		const button = element.querySelector( 'button' )!;

		button.click();
		await flush();
		expect( element.classList.contains( 'vitrine-listing--loading' ) ).toBe(
			false
		);
		expect( element.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( button.hasAttribute( 'aria-disabled' ) ).toBe( false );
		expect( items( element ) ).toBe( 3 );
		expect( document.querySelector( '[role="alert"]' ) ).toBeNull();

		button.click();
		await flush();
		expect( items( element ) ).toBe( 3 );

		button.click();
		await flush();
		expect( items( element ) ).toBe( 4 );
		expect(
			JSON.parse( fetch.requests[ 2 ].body ).page_settings.page
		).toBe( 2 );
	} );

	it( 'adds the styles and scripts the items need once, and puts fragments in place', async () => {
		const answer = page( 2, 3, [ 'a' ] );
		const data = ( answer.body as { data: Record< string, unknown > } )
			.data;
		data.styles = { 'wp-block-x': 'https://example.test/x.css' };
		data.scripts = { thing: 'https://example.test/thing.js' };
		data.fragments = { '.count': '<span class="count">9</span>' };
		fakeFetch( answer );
		document.body.innerHTML = '<span class="count">1</span>';
		const element = listing( {} );
		initListing( element, settings );
		element.querySelector( 'button' )!.click();
		await flush();
		expect( document.querySelectorAll( '#wp-block-x-css' ) ).toHaveLength(
			1
		);
		expect(
			document.querySelector< HTMLLinkElement >( '#wp-block-x-css' )?.href
		).toBe( 'https://example.test/x.css' );
		expect( document.querySelectorAll( '#thing-js' ) ).toHaveLength( 1 );
		expect( document.querySelector( '.count' )?.textContent ).toBe( '9' );
	} );
} );

describe( 'infinite scroll', () => {
	it( 'loads when the end shows and watches it again after 250 ms until the last page', async () => {
		jest.useFakeTimers();
		try {
			fakeFetch( page( 2, 3, [ 'a' ] ), page( 3, 3, [ 'b' ] ) );
			const element = listing( { pagination: 'infinite' } );
			initListing( element, settings );
			const sentinel = element.querySelector(
				'.vitrine-listing__sentinel'
			)!;
			const observer = FakeObserver.all[ 0 ];
			expect( observer.observed.has( sentinel ) ).toBe( true );

			FakeObserver.show( sentinel );
			expect( observer.observed.has( sentinel ) ).toBe( false );
			await jest.advanceTimersByTimeAsync( 0 );
			expect( items( element ) ).toBe( 4 );
			await jest.advanceTimersByTimeAsync( REOBSERVE_DELAY - 1 );
			expect( observer.observed.has( sentinel ) ).toBe( false );
			await jest.advanceTimersByTimeAsync( 1 );
			expect( observer.observed.has( sentinel ) ).toBe( true );

			FakeObserver.show( sentinel );
			await jest.advanceTimersByTimeAsync( REOBSERVE_DELAY );
			expect( items( element ) ).toBe( 5 );
			// The last page: nothing more to watch.
			expect( observer.observed.has( sentinel ) ).toBe( false );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'watches again after a failure too', async () => {
		jest.useFakeTimers();
		try {
			fakeFetch( { networkError: true } );
			const element = listing( { pagination: 'infinite' } );
			initListing( element, settings );
			const sentinel = element.querySelector(
				'.vitrine-listing__sentinel'
			)!;
			FakeObserver.show( sentinel );
			await jest.advanceTimersByTimeAsync( REOBSERVE_DELAY );
			expect(
				element.classList.contains( 'vitrine-listing--loading' )
			).toBe( false );
			expect( FakeObserver.all[ 0 ].observed.has( sentinel ) ).toBe(
				true
			);
		} finally {
			jest.useRealTimers();
		}
	} );
} );

describe( 'lazy load', () => {
	it( 'fetches the first page when the listing nears the viewport by its offset', async () => {
		const fetch = fakeFetch( page( 1, 2, [ 'a', 'b' ] ) );
		const element = listing(
			{ lazy: true, page: 0, pages: 1, offset: '150px' },
			0
		);
		element.setAttribute( 'aria-busy', 'true' );
		initListing( element, settings );
		expect( FakeObserver.all[ 0 ].options?.rootMargin ).toBe( '150px' );
		expect( fetch.requests ).toHaveLength( 0 );

		FakeObserver.show( element );
		await flush();
		expect( JSON.parse( fetch.requests[ 0 ].body ).handler ).toBe(
			'get_listing'
		);
		expect( items( element ) ).toBe( 2 );
		expect( element.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect(
			element.querySelector< HTMLElement >( '.vitrine-listing__more' )
				?.hidden
		).toBe( false );
	} );
} );
