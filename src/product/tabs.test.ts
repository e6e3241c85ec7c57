/**
 * The product tabs against the markup Vitrine\ProductPage\SingleProduct::tabs() prints.
 */
import {
	initProductTabs,
	initialTab,
	tabFromLocation,
	targetIndex,
} from './tabs';

const IDS = [ 'description', 'additional_information', 'reviews' ];

function renderTabs( ids: string[] = IDS ): HTMLElement {
	const list = ids
		.map(
			( id, index ) =>
				`<li role="presentation"><a id="tab-title-${ id }" role="tab" href="#tab-${ id }" aria-controls="tab-${ id }" aria-selected="${
					index === 0
				}" tabindex="${ index === 0 ? 0 : -1 }">${ id }</a></li>`
		)
		.join( '' );
	const panels = ids
		.map(
			( id, index ) =>
				`<div id="tab-${ id }" role="tabpanel" aria-labelledby="tab-title-${ id }" tabindex="0"${
					index === 0 ? '' : ' hidden'
				}>${
					id === 'reviews'
						? '<div id="reviews"><article id="comment-7">Nice</article></div>'
						: `<p>${ id } content</p>`
				}</div>`
		)
		.join( '' );
	document.body.innerHTML = `<p><a href="#reviews" class="vitrine-review-link">(1 customer review)</a></p><div data-vitrine-tabs><ul role="tablist" aria-label="Product details">${ list }</ul>${ panels }</div>`;
	return document.querySelector< HTMLElement >( '[data-vitrine-tabs]' )!;
}

function tab( id: string ): HTMLElement {
	return document.getElementById( `tab-title-${ id }` )!;
}

function panel( id: string ): HTMLElement {
	return document.getElementById( `tab-${ id }` )!;
}

function expectSelected( id: string ): void {
	for ( const other of IDS ) {
		const isIt = other === id;
		expect( tab( other ).getAttribute( 'aria-selected' ) ).toBe(
			String( isIt )
		);
		expect( tab( other ).tabIndex ).toBe( isIt ? 0 : -1 );
		expect( panel( other ).hidden ).toBe( ! isIt );
	}
}

function press( target: HTMLElement, key: string ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
	} );
	target.dispatchEvent( event );
	return event;
}

const at = (
	hash: string,
	href = `https://shop.test/product/x/${ hash }`
) => ( {
	hash,
	href,
} );

afterEach( () => {
	document.body.innerHTML = '';
	document.documentElement.removeAttribute( 'dir' );
} );

describe( 'tabFromLocation and initialTab', () => {
	it.each( [
		[ '#reviews', 'https://shop.test/product/x/#reviews' ],
		[ '#tab-reviews', 'https://shop.test/product/x/#tab-reviews' ],
		[ '#comment-12', 'https://shop.test/product/x/#comment-12' ],
		[ '', 'https://shop.test/product/x/comment-page-2/' ],
		[ '', 'https://shop.test/?p=5&cpage=3' ],
		[
			'#comment-3',
			'https://shop.test/product/x/?unapproved=3&moderation-hash=a#comment-3',
		],
	] )( 'opens the reviews on %p %p', ( hash, href ) => {
		expect( tabFromLocation( hash, href, IDS ) ).toBe( 'reviews' );
		expect( initialTab( hash, href, IDS ) ).toBe( 'reviews' );
	} );

	it( 'opens additional information on #tab-additional_information', () => {
		expect(
			initialTab(
				'#tab-additional_information',
				'https://shop.test/product/x/#tab-additional_information',
				IDS
			)
		).toBe( 'additional_information' );
	} );

	it.each( [ '', '#', '#main', '#review', '#commentform', '#tab-unknown' ] )(
		'opens the first tab otherwise (%p)',
		( hash ) => {
			expect(
				tabFromLocation( hash, `https://shop.test/x/${ hash }`, IDS )
			).toBeNull();
			expect(
				initialTab( hash, `https://shop.test/x/${ hash }`, IDS )
			).toBe( 'description' );
		}
	);

	it( 'does not open a tab the page lacks', () => {
		expect(
			initialTab( '#reviews', 'https://shop.test/#reviews', [
				'description',
			] )
		).toBe( 'description' );
		expect( initialTab( '', 'https://shop.test/', [] ) ).toBeNull();
	} );
} );

describe( 'targetIndex', () => {
	it( 'moves with the arrows, wrapping, and jumps with Home and End', () => {
		expect( targetIndex( 'ArrowRight', 0, 3 ) ).toBe( 1 );
		expect( targetIndex( 'ArrowRight', 2, 3 ) ).toBe( 0 );
		expect( targetIndex( 'ArrowLeft', 0, 3 ) ).toBe( 2 );
		expect( targetIndex( 'ArrowLeft', 2, 3 ) ).toBe( 1 );
		expect( targetIndex( 'Home', 2, 3 ) ).toBe( 0 );
		expect( targetIndex( 'End', 0, 3 ) ).toBe( 2 );
		expect( targetIndex( 'Enter', 0, 3 ) ).toBeNull();
		expect( targetIndex( 'ArrowDown', 0, 3 ) ).toBeNull();
	} );

	it( 'swaps the arrows right to left', () => {
		expect( targetIndex( 'ArrowLeft', 0, 3, true ) ).toBe( 1 );
		expect( targetIndex( 'ArrowRight', 0, 3, true ) ).toBe( 2 );
	} );
} );

describe( 'initProductTabs', () => {
	it( 'opens the first tab by default, exactly one selected', () => {
		initProductTabs( renderTabs(), at( '' ) );

		expectSelected( 'description' );
	} );

	it( 'opens the reviews on #comment-N and brings the review into view', () => {
		const scroll = jest.fn();
		Element.prototype.scrollIntoView = scroll;
		initProductTabs( renderTabs(), at( '#comment-7' ) );

		expectSelected( 'reviews' );
		expect( scroll ).toHaveBeenCalledTimes( 1 );
		expect( scroll.mock.instances[ 0 ] ).toBe(
			document.getElementById( 'comment-7' )
		);
	} );

	it( 'selects a clicked tab and keeps the address', () => {
		initProductTabs( renderTabs(), at( '' ) );

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		tab( 'additional_information' ).dispatchEvent( click );

		expect( click.defaultPrevented ).toBe( true );
		expectSelected( 'additional_information' );
		expect(
			tab( 'additional_information' ).ownerDocument.activeElement
		).toBe( tab( 'additional_information' ) );
	} );

	it( 'moves between tabs with arrows, Home and End (roving tabindex)', () => {
		initProductTabs( renderTabs(), at( '' ) );
		tab( 'description' ).focus();

		expect(
			press( tab( 'description' ), 'ArrowRight' ).defaultPrevented
		).toBe( true );
		expectSelected( 'additional_information' );
		expect(
			tab( 'additional_information' ).ownerDocument.activeElement
		).toBe( tab( 'additional_information' ) );

		press( tab( 'additional_information' ), 'End' );
		expectSelected( 'reviews' );
		press( tab( 'reviews' ), 'ArrowRight' );
		expectSelected( 'description' );
		press( tab( 'description' ), 'ArrowLeft' );
		expectSelected( 'reviews' );
		press( tab( 'reviews' ), 'Home' );
		expectSelected( 'description' );
		expect( tab( 'description' ).ownerDocument.activeElement ).toBe(
			tab( 'description' )
		);

		expect( press( tab( 'description' ), 'Tab' ).defaultPrevented ).toBe(
			false
		);
		expectSelected( 'description' );
	} );

	it( 'follows the hash when it changes', () => {
		initProductTabs( renderTabs(), window.location );
		expectSelected( 'description' );

		window.location.hash = '#tab-reviews';
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		expectSelected( 'reviews' );

		window.location.hash = '#tab-additional_information';
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		expectSelected( 'additional_information' );
		window.location.hash = '';
	} );

	it( 'opens the reviews from the summary link even when the hash is already #reviews', () => {
		window.location.hash = '#reviews';
		const tabs = initProductTabs( renderTabs(), window.location );
		tabs!.select( 'description' );

		document
			.querySelector< HTMLAnchorElement >( '.vitrine-review-link' )!
			.click();

		expectSelected( 'reviews' );
		window.location.hash = '';
	} );
} );
