/**
 * Favourites (the default data store) in Chromium: a guest keeps favourites in the browser, they
 * move into the account at login; every button of a post and the count stay in step, also for a
 * logged-in visitor (the add_to_store / remove_from_store calls); a hover link action runs after
 * its delay; axe, left to right and right to left; nothing of ours on a page without them.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	baseURL,
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	loadedAssets,
	publishPage,
} from '../support/wordpress';
import { logInAsNewCustomer } from '../shopper/checkout-helpers';

const button = ( id: number ) =>
	`<!-- wp:vitrine/store-button {"postId":${ id },"actionAfterAdded":"remove_from_store"} /-->\n`;
const COUNT = '<!-- wp:vitrine/store-count {"store":"favourites"} /-->\n';

function storeButtons( page: Page, id: number ) {
	return page.locator( `.vitrine-store-button[data-post="${ id }"] button` );
}

function count( page: Page ) {
	return page.locator( '[data-vitrine-store-count="favourites"]' );
}

let products: number[] = [];
let favouritesPage = '';

test.beforeAll( async () => {
	const stamp = Date.now();
	products = [];
	for ( const name of [ 'Fav mug', 'Fav lamp', 'Fav chair' ] ) {
		products.push(
			(
				await createProduct( {
					name: `${ name } ${ stamp }`,
					regular_price: '9',
				} )
			).id
		);
	}
	favouritesPage = await publishPage(
		`Favourites spec ${ stamp }`,
		COUNT +
			products.map( button ).join( '' ) +
			// A second button for the first product: the two stay in step.
			button( products[ 0 ] )
	);
} );

test( 'a guest keeps favourites in the browser, and they move into the account at login', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	await page.goto( favouritesPage );
	await expect( count( page ) ).toHaveText( '0' );
	await expect( storeButtons( page, products[ 0 ] ).first() ).toHaveAttribute(
		'aria-pressed',
		'false'
	);

	await storeButtons( page, products[ 0 ] ).first().click();
	await storeButtons( page, products[ 1 ] ).click();
	await expect( count( page ) ).toHaveText( '2' );
	// Both buttons of the first product, the one clicked and the other.
	await expect( storeButtons( page, products[ 0 ] ) ).toHaveCount( 2 );
	for ( const each of await storeButtons( page, products[ 0 ] ).all() ) {
		await expect( each ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( each ).toContainText( 'In Favourites' );
	}
	await expect( storeButtons( page, products[ 2 ] ) ).toHaveAttribute(
		'aria-pressed',
		'false'
	);

	// The same page again (as a page cache would serve it): the browser fills the state in.
	await page.reload();
	await expect( count( page ) ).toHaveText( '2' );
	await expect( storeButtons( page, products[ 1 ] ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);

	await logInAsNewCustomer( page );
	await page.goto( favouritesPage );
	await expect( count( page ) ).toHaveText( '2' );
	await expect( storeButtons( page, products[ 1 ] ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	// On the server now, and the guest's copy is gone.
	const state = await page.request.get( '/?vitrine-ajax=store_state' );
	expect( ( await state.json() ).items ).toEqual( {
		favourites: [ products[ 0 ], products[ 1 ] ],
	} );
	expect(
		await page.evaluate(
			() =>
				JSON.parse( localStorage.getItem( 'vitrine-stores' ) ?? '{}' )
					.local
		)
	).toEqual( {} );
	expect( errors ).toEqual( [] );
} );

test( 'a logged-in visitor adds and removes on the server, every button and the count in step', async ( {
	page,
} ) => {
	await logInAsNewCustomer( page );
	await page.goto( favouritesPage );
	await expect( count( page ) ).toHaveText( '0' );

	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'vitrine-ajax=' ) ) {
			calls.push(
				new URL( request.url() ).searchParams.get( 'vitrine-ajax' ) ??
					''
			);
		}
	} );
	await storeButtons( page, products[ 0 ] ).last().click();
	await expect( count( page ) ).toHaveText( '1' );
	await expect( storeButtons( page, products[ 0 ] ).first() ).toHaveAttribute(
		'aria-pressed',
		'true'
	);

	// The next page load asks nothing: the copy matches the hash cookie.
	await page.reload();
	await expect( count( page ) ).toHaveText( '1' );
	await storeButtons( page, products[ 0 ] ).first().click();
	await expect( count( page ) ).toHaveText( '0' );
	await expect( storeButtons( page, products[ 0 ] ).last() ).toHaveAttribute(
		'aria-pressed',
		'false'
	);
	expect( calls ).toEqual( [ 'add_to_store', 'remove_from_store' ] );
} );

test( 'a hover link action runs after its delay, not before', async ( {
	page,
} ) => {
	const url = await publishPage(
		`Hover action ${ Date.now() }`,
		COUNT +
			`<!-- wp:paragraph -->\n<p><a href="#vitrine-action:add_to_store?store=favourites&amp;post_id=${ products[ 2 ] }&amp;event=hover&amp;delay=1500">Point here to keep the chair</a></p>\n<!-- /wp:paragraph -->`
	);
	await page.goto( url );
	await expect( count( page ) ).toHaveText( '0' );
	const link = page.getByRole( 'link', {
		name: 'Point here to keep the chair',
	} );
	await link.hover();
	const hovered = Date.now();
	await page.waitForTimeout( 700 );
	await expect( count( page ) ).toHaveText( '0' );
	await expect( count( page ) ).toHaveText( '1', { timeout: 5000 } );
	expect( Date.now() - hovered ).toBeGreaterThanOrEqual( 1500 );
	expect( page.url() ).toBe( url );
} );

test( 'the buttons pass axe, left to right and right to left, and pages without them load none of it', async ( {
	page,
	context,
} ) => {
	await page.goto( favouritesPage );
	await storeButtons( page, products[ 1 ] ).click();
	await expect( count( page ) ).toHaveText( '1' );
	await expectNoAxeViolations( page, '.entry-content, main' );

	await context.addCookies( [
		{ name: 'vitrine_test_rtl', value: '1', url: baseURL! },
	] );
	await page.goto( favouritesPage );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	await expect( storeButtons( page, products[ 1 ] ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expectNoAxeViolations( page, '.entry-content, main' );

	await page.goto( '/about/' );
	const assets = await loadedAssets( page );
	expect(
		assets.filter( ( asset ) => /data-stores|link-actions/.test( asset ) )
	).toEqual( [] );
} );
