import {
	applyFragments,
	cacheFragments,
	clearCachedFragments,
	readCachedFragments,
	readCookie,
} from './fragments';

afterEach( () => {
	document.body.innerHTML = '';
	sessionStorage.clear();
	for ( const pair of document.cookie.split( ';' ) ) {
		const name = pair.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
} );

describe( 'applyFragments', () => {
	it( 'replaces every element each selector matches with its markup', () => {
		document.body.innerHTML = `
			<header><div class="vitrine-mini-cart__contents"><p>Empty</p></div></header>
			<aside><div class="vitrine-mini-cart__contents"><p>Empty</p></div></aside>
			<span class="vitrine-cart-count">0 items</span>`;

		applyFragments( {
			'div.vitrine-mini-cart__contents':
				'<div class="vitrine-mini-cart__contents"><ul><li>Mug</li></ul></div>',
			'span.vitrine-cart-count':
				' <span class="vitrine-cart-count" data-count="2">2 items</span> ',
			'.not-on-this-page': '<b>x</b>',
		} );

		expect(
			document.querySelectorAll( '.vitrine-mini-cart__contents li' )
		).toHaveLength( 2 );
		expect( document.querySelector( 'header' )!.innerHTML ).toBe(
			'<div class="vitrine-mini-cart__contents"><ul><li>Mug</li></ul></div>'
		);
		expect(
			document.querySelector( '.vitrine-cart-count' )!.textContent
		).toBe( '2 items' );
		expect( document.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'skips a selector the browser cannot parse and applies the others', () => {
		document.body.innerHTML = '<span class="count">0</span>';

		applyFragments( {
			'div[': '<div></div>',
			'.count': '<span class="count">3</span>',
		} );

		expect( document.body.innerHTML ).toBe(
			'<span class="count">3</span>'
		);
	} );
} );

describe( 'readCookie', () => {
	it( 'reads one cookie among others, decoded', () => {
		document.cookie = 'a=1; path=/';
		document.cookie = 'vitrine_cart_hash=abc%20def; path=/';
		document.cookie = 'vitrine_cart_hash_other=zzz; path=/';

		expect( readCookie( 'vitrine_cart_hash' ) ).toBe( 'abc def' );
		expect( readCookie( 'missing' ) ).toBeNull();
	} );
} );

describe( 'the fragments cache', () => {
	it( 'keeps the fragments under their cart hash in sessionStorage', () => {
		cacheFragments( 'key', 'hash-1', { '.a': '<i>1</i>' } );

		expect( readCachedFragments( 'key' ) ).toEqual( {
			hash: 'hash-1',
			fragments: { '.a': '<i>1</i>' },
		} );
		expect( JSON.parse( sessionStorage.getItem( 'key' )! ) ).toEqual( {
			hash: 'hash-1',
			fragments: { '.a': '<i>1</i>' },
		} );
	} );

	it( 'forgets them for an empty cart (hash "") and on request', () => {
		cacheFragments( 'key', 'hash-1', { '.a': '1' } );
		cacheFragments( 'key', '', { '.a': '0' } );
		expect( readCachedFragments( 'key' ) ).toBeNull();

		cacheFragments( 'key', 'hash-2', { '.a': '2' } );
		clearCachedFragments( 'key' );
		expect( sessionStorage.getItem( 'key' ) ).toBeNull();
	} );

	it( 'ignores what is not a cache entry', () => {
		sessionStorage.setItem( 'key', '{not json' );
		expect( readCachedFragments( 'key' ) ).toBeNull();
		sessionStorage.setItem( 'key', JSON.stringify( { hash: 1 } ) );
		expect( readCachedFragments( 'key' ) ).toBeNull();
	} );
} );
