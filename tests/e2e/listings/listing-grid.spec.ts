/**
 * The listing grid block on the demo's Listings page (bin/wp/demo/ListingsDemo.php), in the
 * browser: each layout renders its first page in the HTML, load more goes to the last page and
 * hides its button, infinite scroll loads as the end shows, the lazy listing loads as it nears
 * the screen, the slider loads swiper only for itself; axe and right to left.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { collectPageErrors, expectNoAxeViolations } from '../support/wordpress';

const PATH = '/listings/';

/**
 * A listing of the page, by its stable id.
 *
 * @param page The page.
 * @param id   The block's listingId.
 */
function listing( page: Page, id: string ): Locator {
	return page.locator(
		`.vitrine-listing[data-vitrine-listing*='"listing":"${ id }"']`
	);
}

/**
 * The post ids a listing shows.
 *
 * @param root The listing.
 */
async function ids( root: Locator ): Promise< string[] > {
	return root
		.locator( '.vitrine-listing__item' )
		.evaluateAll( ( items ) =>
			items.map( ( item ) => item.getAttribute( 'data-post-id' ) ?? '' )
		);
}

test( 'each layout is in the page’s HTML before any script runs', async ( {
	request,
} ) => {
	const html = await ( await request.get( PATH ) ).text();
	for ( const layout of [ 'grid', 'masonry', 'slider' ] ) {
		expect( html ).toContain( `vitrine-listing--${ layout }` );
	}
	// The load-more grid's first six products are in the HTML (search engines, no JavaScript).
	const grid = html.slice( html.indexOf( 'demo-load-more' ) );
	expect(
		grid
			.slice( 0, grid.indexOf( '</ul>' ) )
			.match( /class="vitrine-listing__item"/g )
	).toHaveLength( 6 );
	// The query is never in the page: only the reference.
	expect( html ).not.toContain( 'postType' );
	expect( html ).not.toContain( 'vitrine_product' );
	expect( html ).not.toMatch( /<script[^>]+(react|jquery)/ );
} );

test( 'load more goes to the last page, then the button goes', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'vitrine-ajax=listing' ) ) {
			calls.push( request.postData() ?? '' );
		}
	} );
	await page.goto( PATH );
	const grid = listing( page, 'demo-load-more' );
	const button = grid.getByRole( 'button', { name: 'Load more' } );
	await expect( grid.locator( '.vitrine-listing__item' ) ).toHaveCount( 6 );
	// The page says only whether a next page follows (pages is the last page known).
	expect(
		(
			JSON.parse(
				( await grid.getAttribute( 'data-vitrine-listing' ) ) ?? '{}'
			) as { pages: number }
		 ).pages
	).toBe( 2 );

	let clicks = 0;
	while ( ( await button.isVisible() ) && clicks < 20 ) {
		const before = ( await ids( grid ) ).length;
		await button.click();
		clicks++;
		await expect
			.poll( async () => ( await ids( grid ) ).length )
			.toBeGreaterThan( before );
		await expect( grid ).not.toHaveClass( /vitrine-listing--loading/ );
	}
	// The demo's products fill more than two pages of six.
	expect( clicks ).toBeGreaterThan( 1 );
	await expect( button ).toBeHidden();
	const all = await ids( grid );
	expect( new Set( all ).size ).toBe( all.length );
	expect( calls ).toHaveLength( clicks );
	// The last answer had no next page: nothing more was asked.
	expect( all.length ).toBeLessThanOrEqual( 6 * ( clicks + 1 ) );
	expect( all.length ).toBeGreaterThan( 6 * clicks );
	expect( JSON.parse( calls[ 0 ] ) ).toMatchObject( {
		handler: 'listing_load_more',
		page_settings: { element_id: 'demo-load-more', page: 2 },
	} );
	await expect( grid.getByRole( 'status' ) ).toHaveText(
		`${ all.length } items shown.`
	);
	expect( errors ).toEqual( [] );
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the pages of a load-more grid are reached by links', async ( {
		page,
	} ) => {
		await page.goto( PATH );
		const grid = listing( page, 'demo-load-more' );
		const first = await ids( grid );
		expect( first ).toHaveLength( 6 );
		const pages = grid.getByRole( 'navigation', { name: 'More items' } );
		await expect(
			pages.getByRole( 'link', { name: 'Previous items' } )
		).toHaveCount( 0 );

		await pages.getByRole( 'link', { name: 'Next items' } ).click();
		await expect( page ).toHaveURL( /[?&]vitrine-page-demo-load-more=2$/ );
		const second = await ids( listing( page, 'demo-load-more' ) );
		expect( second ).toHaveLength( 6 );
		expect( second.filter( ( id ) => first.includes( id ) ) ).toEqual( [] );
		// Another paged listing of the page stays on its first page, with its own link.
		const infinite = listing( page, 'demo-infinite' );
		await expect(
			infinite.locator( '.vitrine-listing__item' )
		).toHaveCount( 3 );
		await expect(
			infinite.getByRole( 'link', { name: 'Next items' } )
		).toHaveAttribute(
			'href',
			/vitrine-page-demo-load-more=2&(amp;)?vitrine-page-demo-infinite=2$/
		);

		await listing( page, 'demo-load-more' )
			.getByRole( 'link', { name: 'Previous items' } )
			.click();
		await expect( page ).toHaveURL( new RegExp( `${ PATH }$` ) );
		expect( await ids( listing( page, 'demo-load-more' ) ) ).toEqual(
			first
		);
		// (axe needs JavaScript: the links are checked by the next test.)
	} );
} );

test( 'opened at a later page, load more goes on from it and the way back stays', async ( {
	page,
} ) => {
	await page.goto( `${ PATH }?vitrine-page-demo-load-more=2` );
	const grid = listing( page, 'demo-load-more' );
	const second = await ids( grid );
	expect( second ).toHaveLength( 6 );
	// The next page's link is for browsers without JavaScript; the previous one is for everyone.
	await expect(
		grid.getByRole( 'link', { name: 'Next items' } )
	).toHaveCount( 0 );
	await expect(
		grid.getByRole( 'link', { name: 'Previous items' } )
	).toBeVisible();

	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'vitrine-ajax=listing' ) ) {
			calls.push( request.postData() ?? '' );
		}
	} );
	await grid.getByRole( 'button', { name: 'Load more' } ).click();
	await expect
		.poll( async () => ( await ids( grid ) ).length )
		.toBeGreaterThan( 6 );
	expect( JSON.parse( calls[ 0 ] ) ).toMatchObject( {
		page_settings: { element_id: 'demo-load-more', page: 3 },
	} );
	const shown = await ids( grid );
	expect( new Set( shown ).size ).toBe( shown.length );
	await expectNoAxeViolations( page, 'main' );
} );

test( 'infinite scroll loads pages as the end of the listing shows', async ( {
	page,
} ) => {
	await page.goto( PATH );
	const infinite = listing( page, 'demo-infinite' );
	await expect( infinite.locator( '.vitrine-listing__item' ) ).toHaveCount(
		3
	);
	await infinite
		.locator( '.vitrine-listing__sentinel' )
		.scrollIntoViewIfNeeded();
	await expect
		.poll( async () => ( await ids( infinite ) ).length )
		.toBeGreaterThan( 3 );
	// Still at the end after 250 ms: the next page comes too.
	await infinite
		.locator( '.vitrine-listing__sentinel' )
		.scrollIntoViewIfNeeded();
	await expect
		.poll( async () => ( await ids( infinite ) ).length, {
			timeout: 10000,
		} )
		.toBeGreaterThan( 6 );
	const all = await ids( infinite );
	expect( new Set( all ).size ).toBe( all.length );
} );

test( 'the lazy listing loads its first page when it nears the screen', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 700 } );
	let called = false;
	page.on( 'request', ( request ) => {
		if ( ( request.postData() ?? '' ).includes( 'demo-lazy' ) ) {
			called = true;
		}
	} );
	await page.goto( PATH );
	const lazy = listing( page, 'demo-lazy' );
	await expect( lazy ).toHaveAttribute( 'aria-busy', 'true' );
	await expect( lazy.locator( '.vitrine-listing__item' ) ).toHaveCount( 0 );
	expect( called ).toBe( false );

	await lazy.scrollIntoViewIfNeeded();
	await expect( lazy.locator( '.vitrine-listing__item' ) ).toHaveCount( 3 );
	await expect( lazy ).not.toHaveAttribute( 'aria-busy', 'true' );
	expect( called ).toBe( true );
} );

test( 'the slider loads swiper for itself and moves with its arrows', async ( {
	page,
} ) => {
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/chunks/' ) ) {
			chunks.push( request.url() );
		}
	} );
	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( PATH );
	const slider = page.locator( '.vitrine-listing--slider' );
	await slider.scrollIntoViewIfNeeded();
	await expect( slider ).toHaveClass( /is-ready/ );
	expect( chunks.some( ( url ) => url.includes( 'listing-slider' ) ) ).toBe(
		true
	);
	const next = slider.getByRole( 'button', { name: 'Next items' } );
	const first = slider.locator( '.vitrine-listing__item' ).first();
	const before = ( await first.boundingBox() )?.x ?? 0;
	await next.click();
	await expect
		.poll( async () => ( await first.boundingBox() )?.x ?? 0 )
		.toBeLessThan( before );
} );

test( 'the masonry and grid columns follow the breakpoints', async ( {
	page,
} ) => {
	const columns = ( root: Locator ) =>
		root.locator( '.vitrine-listing__items' ).evaluate( ( list ) => {
			const style = getComputedStyle( list );
			return style.display === 'grid'
				? style.gridTemplateColumns.split( ' ' ).length
				: Number( style.columnCount );
		} );
	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( PATH );
	expect( await columns( listing( page, 'demo-load-more' ) ) ).toBe( 3 );
	expect( await columns( page.locator( '.vitrine-listing--masonry' ) ) ).toBe(
		3
	);
	await page.setViewportSize( { width: 900, height: 800 } );
	expect( await columns( listing( page, 'demo-load-more' ) ) ).toBe( 1 );
	expect( await columns( page.locator( '.vitrine-listing--masonry' ) ) ).toBe(
		2
	);
	await page.setViewportSize( { width: 500, height: 800 } );
	expect( await columns( page.locator( '.vitrine-listing--masonry' ) ) ).toBe(
		1
	);
} );

test( 'the listings pass axe', async ( { page } ) => {
	await page.goto( PATH );
	await page.locator( '.vitrine-listing--slider' ).scrollIntoViewIfNeeded();
	await expect( page.locator( '.vitrine-listing--slider' ) ).toHaveClass(
		/is-ready/
	);
	await expectNoAxeViolations( page, '.vitrine-listing' );
} );

test( 'right to left: the slider mirrors and stays accessible', async ( {
	page,
	context,
	baseURL,
} ) => {
	await context.addCookies( [
		{ name: 'vitrine_test_rtl', value: '1', url: baseURL ?? '' },
	] );
	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( PATH );
	const slider = page.locator( '.vitrine-listing--slider' );
	await slider.scrollIntoViewIfNeeded();
	await expect( slider ).toHaveClass( /is-ready/ );
	await expect( slider ).toHaveCSS( 'direction', 'rtl' );
	// The previous arrow sits on the right in right to left.
	const previous = await slider
		.getByRole( 'button', { name: 'Previous items' } )
		.boundingBox();
	const next = await slider
		.getByRole( 'button', { name: 'Next items' } )
		.boundingBox();
	expect( ( previous?.x ?? 0 ) > ( next?.x ?? 0 ) ).toBe( true );
	await expectNoAxeViolations( page, '.vitrine-listing--slider' );
} );
