/**
 * The demo's Favourites page lists the visitor's favourites (a listing grid of the source
 * "store"): a guest's come from the browser (the page is the same for every guest, the listing
 * asks for its items with their ids), a logged-in visitor's are rendered by the server; removing
 * one from the listing takes it away; the empty text shows when there is none; axe.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	publishPage,
} from '../support/wordpress';
import { logInAsNewCustomer } from '../shopper/checkout-helpers';

const FAVOURITES = '/favourites/';
const EMPTY = 'No favourites yet.';

const listing = ( page: Page ) =>
	page.locator( '.vitrine-listing[data-vitrine-listing*="favourites"]' );
const listed = ( page: Page ) =>
	listing( page ).locator( '.vitrine-listing__item' );
const listedIds = async ( page: Page ) =>
	( await listed( page ).evaluateAll( ( items ) =>
		items.map( ( item ) => Number( item.getAttribute( 'data-post-id' ) ) )
	) ) as number[];
const shopButton = ( page: Page, id: number ) =>
	page
		.locator( '.entry-content, main' )
		.first()
		.locator( `.vitrine-store-button[data-post="${ id }"] button` );

let products: number[] = [];
let names: string[] = [];
let shopPage = '';

test.beforeAll( async () => {
	const stamp = Date.now();
	products = [];
	names = [];
	for ( const name of [ 'Listed mug', 'Listed lamp', 'Listed chair' ] ) {
		names.push( `${ name } ${ stamp }` );
		products.push(
			(
				await createProduct( {
					name: names.at( -1 ),
					regular_price: '9',
				} )
			).id
		);
	}
	shopPage = await publishPage(
		`Favourite these ${ stamp }`,
		products
			.map(
				( id ) =>
					`<!-- wp:vitrine/store-button {"postId":${ id },"actionAfterAdded":"remove_from_store"} /-->\n`
			)
			.join( '' )
	);
} );

test( 'a guest sees exactly their favourites, newest first, and removing one takes it away', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'vitrine-ajax=listing' ) ) {
			calls.push( request.postData() ?? '' );
		}
	} );

	// Nothing kept yet: the empty text.
	await page.goto( FAVOURITES );
	await expect(
		listing( page ).locator( '.vitrine-listing__empty' )
	).toHaveText( new RegExp( EMPTY ) );
	await expect( listed( page ) ).toHaveCount( 0 );

	await page.goto( shopPage );
	await shopButton( page, products[ 0 ] ).click();
	await expect( shopButton( page, products[ 0 ] ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await shopButton( page, products[ 2 ] ).click();
	await expect( shopButton( page, products[ 2 ] ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);

	// The page's HTML is the same for every guest: no items in it.
	const html = await ( await page.request.get( FAVOURITES ) ).text();
	expect( html ).not.toContain( `data-post-id="${ products[ 0 ] }"` );

	calls.length = 0;
	await page.goto( FAVOURITES );
	await expect( listed( page ) ).toHaveCount( 2 );
	expect( await listedIds( page ) ).toEqual( [
		products[ 2 ],
		products[ 0 ],
	] );
	await expect( listed( page ).first() ).toContainText( names[ 2 ] );
	await expect(
		listing( page ).locator( '.vitrine-listing__empty' )
	).toHaveText( '' );
	expect( calls ).toHaveLength( 1 );
	expect( JSON.parse( calls[ 0 ] ).source_args ).toEqual( {
		ids: [ products[ 0 ], products[ 2 ] ],
	} );
	await expectNoAxeViolations( page, '.entry-content, main' );

	// Removed with its button in the listing: it goes, the other stays.
	await listed( page )
		.filter( { hasText: names[ 2 ] } )
		.getByRole( 'button', { name: /In Favourites/ } )
		.click();
	await expect( listed( page ) ).toHaveCount( 1 );
	expect( await listedIds( page ) ).toEqual( [ products[ 0 ] ] );
	await page.reload();
	await expect( listed( page ) ).toHaveCount( 1 );
	expect( await listedIds( page ) ).toEqual( [ products[ 0 ] ] );

	// The last one out: the empty text, in a polite live region.
	await listed( page )
		.getByRole( 'button', { name: /In Favourites/ } )
		.click();
	await expect( listed( page ) ).toHaveCount( 0 );
	const empty = listing( page ).locator( '.vitrine-listing__empty' );
	await expect( empty ).toHaveText( new RegExp( EMPTY ) );
	await expect( empty ).toHaveAttribute( 'role', 'status' );
	await expectNoAxeViolations( page, '.entry-content, main' );
	expect( errors ).toEqual( [] );
} );

test( 'a logged-in visitor’s server-kept favourites are rendered by the server, with no call at load', async ( {
	page,
} ) => {
	await logInAsNewCustomer( page );
	await page.goto( shopPage );
	await shopButton( page, products[ 1 ] ).click();
	await expect( shopButton( page, products[ 1 ] ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);

	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'vitrine-ajax=listing' ) ) {
			calls.push( request.postData() ?? '' );
		}
	} );
	const response = await page.goto( FAVOURITES );
	expect( await response!.text() ).toContain(
		`data-post-id="${ products[ 1 ] }"`
	);
	await expect( listed( page ) ).toHaveCount( 1 );
	await expect( listed( page ) ).toContainText( names[ 1 ] );
	await page.waitForLoadState( 'networkidle' );
	expect( calls ).toEqual( [] );
	await expectNoAxeViolations( page, '.entry-content, main' );

	// Removed there: gone, on the server too.
	await listed( page )
		.getByRole( 'button', { name: /In Favourites/ } )
		.click();
	await expect( listed( page ) ).toHaveCount( 0 );
	await expect(
		listing( page ).locator( '.vitrine-listing__empty' )
	).toHaveText( new RegExp( EMPTY ) );
	expect( calls ).toHaveLength( 1 );
	expect( JSON.parse( calls[ 0 ] ) ).not.toHaveProperty( 'source_args' );
	const state = await page.request.get( '/?vitrine-ajax=store_state' );
	expect( ( await state.json() ).items.favourites ).toEqual( [] );
} );
