/**
 * The filters without a reload: the new address fetched, the listing and the filter blocks
 * swapped, the address pushed, focus kept, the count announced, the back button answered.
 */
import { stubFetch } from '../test-support/fetch';
import {
	addToggles,
	startFilters,
	swapParts,
	type FilterController,
} from './filters';

const page = ( colour: string, found: string, products: string ) => `
	<div class="vitrine-shop-layout__sidebar">
		<div data-vitrine-filter="1" data-vitrine-widget="product-filters">
			<form action="/shop/" method="get">
				<input type="checkbox" id="vitrine-filter-1-red" name="filter_colour[]" value="red" ${ colour === 'red' ? 'checked' : '' }>
				<label for="vitrine-filter-1-red">Red</label>
				<input type="checkbox" id="vitrine-filter-1-blue" name="filter_colour[]" value="blue">
				<input type="hidden" name="orderby" value="price">
				<input type="number" id="vitrine-filter-1-min" name="min_price" value="">
				<button type="submit">Apply</button>
			</form>
		</div>
		<div data-vitrine-filter="2" ${ colour ? '' : 'hidden' }>
			${ colour ? `<a class="vitrine-filter__chip" href="/shop/?orderby=price">Colour: ${ colour }</a>` : '' }
		</div>
	</div>
	<div class="vitrine-shop" data-vitrine-listing data-vitrine-found="${ found }"><ul>${ products }</ul></div>`;

function htmlAnswer( html: string, status = 200 ) {
	return {
		status,
		headers: { get: () => 'text/html' },
		text: async () => `<!doctype html><html><body>${ html }</body></html>`,
	} as unknown as Response;
}

let controller: FilterController | undefined;

beforeEach( () => {
	document.body.innerHTML = page(
		'',
		'3 products found',
		'<li>A</li><li>B</li><li>C</li>'
	);
	window.history.replaceState( null, '', '/shop/?orderby=price' );
} );

afterEach( () => {
	controller?.destroy();
	controller = undefined;
} );

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'startFilters', () => {
	it( 'fetches the address of a ticked choice, swaps the parts, pushes the address and keeps focus', async () => {
		let answer: ( value: Response ) => void = () => undefined;
		const fetch = stubFetch(
			jest.fn(
				() =>
					new Promise< Response >(
						( resolve ) => ( answer = resolve )
					)
			)
		);
		controller = startFilters( document );
		const red = document.getElementById(
			'vitrine-filter-1-red'
		) as HTMLInputElement;
		red.focus();
		red.checked = true;
		red.dispatchEvent( new Event( 'change', { bubbles: true } ) );

		expect( fetch ).toHaveBeenCalledWith(
			'http://localhost/shop/?filter_colour=red&orderby=price',
			expect.objectContaining( {
				headers: expect.objectContaining( { Accept: 'text/html' } ),
			} )
		);
		expect(
			document
				.querySelector( '[data-vitrine-listing]' )
				?.getAttribute( 'aria-busy' )
		).toBe( 'true' );

		answer( htmlAnswer( page( 'red', '1 product found', '<li>A</li>' ) ) );
		await settle();

		const listing = document.querySelector(
			'[data-vitrine-listing]'
		) as HTMLElement;
		expect( listing.querySelectorAll( 'li' ) ).toHaveLength( 1 );
		expect( listing.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( window.location.search ).toBe(
			'?filter_colour=red&orderby=price'
		);
		expect(
			document.querySelector( '.vitrine-filters-live' )?.textContent
		).toBe( '1 product found' );
		expect( red.ownerDocument.activeElement?.id ).toBe(
			'vitrine-filter-1-red'
		);
		expect( red.ownerDocument.activeElement ).not.toBe( red );
		expect(
			(
				document.querySelector(
					'[data-vitrine-filter="2"]'
				) as HTMLElement
			 ).hidden
		).toBe( false );
		expect(
			document.documentElement.classList.contains( 'vitrine-filters-js' )
		).toBe( true );
	} );

	it( 'leaves number fields for the form’s Apply button, and sends the form then', async () => {
		const fetch = stubFetch(
			jest.fn( async () =>
				htmlAnswer(
					page( '', '2 products found', '<li>A</li><li>B</li>' )
				)
			)
		);
		controller = startFilters( document );
		const min = document.getElementById(
			'vitrine-filter-1-min'
		) as HTMLInputElement;
		min.value = '10.00';
		min.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( fetch ).not.toHaveBeenCalled();

		( min.form as HTMLFormElement ).requestSubmit();
		await settle();

		expect( fetch ).toHaveBeenCalledWith(
			'http://localhost/shop/?min_price=10&orderby=price',
			expect.anything()
		);
	} );

	it( 'follows a chip’s link without a reload, and the back button loads the address again without pushing', async () => {
		document.body.innerHTML = page(
			'red',
			'1 product found',
			'<li>A</li>'
		);
		window.history.replaceState(
			null,
			'',
			'/shop/?filter_colour=red&orderby=price'
		);
		const fetch = stubFetch(
			jest.fn( async ( url: string ) =>
				htmlAnswer(
					url.includes( 'filter_colour' )
						? page( 'red', '1 product found', '<li>A</li>' )
						: page(
								'',
								'3 products found',
								'<li>A</li><li>B</li><li>C</li>'
							)
				)
			)
		);
		controller = startFilters( document );

		(
			document.querySelector(
				'.vitrine-filter__chip'
			) as HTMLAnchorElement
		 ).click();
		await settle();
		expect( window.location.search ).toBe( '?orderby=price' );
		expect(
			document.querySelectorAll( '[data-vitrine-listing] li' )
		).toHaveLength( 3 );
		const length = window.history.length;

		window.history.replaceState(
			null,
			'',
			'/shop/?filter_colour=red&orderby=price'
		);
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		await settle();

		expect( fetch ).toHaveBeenLastCalledWith(
			'http://localhost/shop/?filter_colour=red&orderby=price',
			expect.anything()
		);
		expect(
			document.querySelectorAll( '[data-vitrine-listing] li' )
		).toHaveLength( 1 );
		expect( window.history.length ).toBe( length );
	} );
} );

describe( 'swapParts', () => {
	it( 'answers false when the loaded page has no listing', () => {
		const next = new DOMParser().parseFromString(
			'<p>Error</p>',
			'text/html'
		);
		expect( swapParts( document, next ) ).toBe( false );
		expect(
			document.querySelectorAll( '[data-vitrine-listing] li' )
		).toHaveLength( 3 );
	} );
} );

describe( 'addToggles', () => {
	it( 'gives the sidebar a disclosure button', () => {
		addToggles( document, 'Filters' );
		const button = document.querySelector(
			'.vitrine-filters-toggle'
		) as HTMLButtonElement;
		const sidebar = document.querySelector(
			'.vitrine-shop-layout__sidebar'
		) as HTMLElement;
		expect( button.textContent ).toBe( 'Filters' );
		expect( button.getAttribute( 'aria-controls' ) ).toBe( sidebar.id );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		button.click();
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( sidebar.classList.contains( 'is-open' ) ).toBe( true );
		addToggles( document, 'Filters' );
		expect(
			document.querySelectorAll( '.vitrine-filters-toggle' )
		).toHaveLength( 1 );
	} );
} );
