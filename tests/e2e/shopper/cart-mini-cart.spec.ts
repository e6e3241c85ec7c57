/**
 * The mini-cart: filled in by the browser, items removed without a reload
 * (docs/spec/storefront-and-reviews.md, sections 2, 3, 4, 7, 8). Removal by mouse and by keyboard runs
 * in the block theme and in a classic theme (the block in the page; the classic widget:
 * cart-widget.spec.ts).
 */
import { test, expect, type Page } from '../support/fixtures';
import { collectPageErrors, expectNoAxeViolations } from '../support/wordpress';
import {
	addButton,
	cartHashCookie,
	createShop,
	recordCartCalls,
	tabTo,
	type ShopFixture,
} from './cart-helpers';
import { THEMES, switchTheme } from './product-helpers';

let shop: ShopFixture;

test.beforeAll( async () => {
	shop = await createShop( 'Mini' );
} );

/**
 * Puts the mug and the cup in the cart from the shop page.
 *
 * @param page The page.
 */
async function fillCart( page: Page ): Promise< void > {
	await page.goto( shop.shopPage );
	await addButton( page, 'Mini Mug' ).click();
	await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
		'1 item'
	);
	await addButton( page, 'Mini Cup' ).click();
	await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
		'2 items'
	);
}

const items = ( page: Page ) =>
	page.locator( '[data-vitrine-mini-cart] .vitrine-mini-cart__item' );

test( 'the page carries the empty mini-cart; without a cart-hash cookie nothing is asked', async ( {
	page,
	request,
} ) => {
	const calls = recordCartCalls( page );
	await page.goto( shop.otherPage );
	await page.waitForLoadState( 'networkidle' );

	await expect( page.locator( '[data-vitrine-mini-cart]' ) ).toContainText(
		'No products in the cart.'
	);
	expect( calls ).toEqual( [] );

	// The HTML is the same for every visitor, cart or not: it can be page-cached.
	const html = await ( await request.get( shop.otherPage ) ).text();
	expect( html ).toContain( 'No products in the cart.' );
} );

test( 'the next page uses the fragments cached under the cart hash; a new tab asks once', async ( {
	page,
	context,
} ) => {
	await fillCart( page );
	const calls = recordCartCalls( page );

	await page.goto( shop.otherPage );
	await expect( items( page ) ).toHaveCount( 2 );
	await page.waitForLoadState( 'networkidle' );
	expect( calls ).toEqual( [] );

	// A new tab has no sessionStorage: one request, then the same contents.
	const tab = await context.newPage();
	const tabCalls = recordCartCalls( tab );
	await tab.goto( shop.otherPage );
	await expect( items( tab ) ).toHaveCount( 2 );
	await tab.waitForLoadState( 'networkidle' );
	expect( tabCalls ).toEqual( [ 'get_refreshed_fragments' ] );

	// The cart changed in the other tab: the hash differs, so this tab asks again once.
	await tab.locator( '.vitrine-mini-cart__remove' ).first().click();
	await expect( items( tab ) ).toHaveCount( 1 );
	await page.reload();
	await expect( items( page ) ).toHaveCount( 1 );
	expect( calls ).toEqual( [ 'get_refreshed_fragments' ] );
} );

for ( const theme of THEMES ) {
	test.describe( `in a ${ theme.kind } theme (${ theme.stylesheet })`, () => {
		let previous = 'twentytwentyfour';

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		test( 'removes an item by mouse: blocked under a 0.6 overlay while pending, then gone without a reload', async ( {
			page,
			context,
		} ) => {
			const errors = collectPageErrors( page );
			await fillCart( page );
			// The theme in use: block themes wrap the page in .wp-site-blocks.
			await expect( page.locator( '.wp-site-blocks' ) ).toHaveCount(
				theme.kind === 'block' ? 1 : 0
			);
			const mug = items( page ).filter( { hasText: 'Mini Mug' } );
			let release!: () => void;
			const held = new Promise< void >(
				( resolve ) => ( release = resolve )
			);
			await page.route(
				/vitrine-ajax=remove_from_cart/,
				async ( route ) => {
					await held;
					await route.continue();
				}
			);

			await mug
				.getByRole( 'link', {
					name: 'Remove “Mini Mug” from your cart',
				} )
				.click();

			await expect( mug ).toHaveClass( /vitrine-blocked/ );
			await expect( mug ).toHaveAttribute( 'aria-busy', 'true' );
			expect(
				await mug.evaluate(
					( el ) => getComputedStyle( el, '::after' ).opacity
				)
			).toBe( '0.6' );
			release();

			await expect( items( page ) ).toHaveCount( 1 );
			await expect( items( page ) ).toContainText( 'Mini Cup' );
			await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
				'1 item'
			);
			await expect(
				page.getByRole( 'status' ).filter( { hasText: 'removed' } )
			).toHaveText( '“Mini Mug” has been removed from your cart.' );

			// The last one: the empty state, and no cart-hash cookie any more.
			await page.unroute( /vitrine-ajax=remove_from_cart/ );
			await items( page )
				.getByRole( 'link', {
					name: 'Remove “Mini Cup” from your cart',
				} )
				.click();
			await expect(
				page.locator( '[data-vitrine-mini-cart]' )
			).toContainText( 'No products in the cart.' );
			expect( await cartHashCookie( context ) ).toBeUndefined();
			expect( errors ).toEqual( [] );
		} );

		test( 'removes an item by keyboard, and focus stays in the mini-cart', async ( {
			page,
		} ) => {
			await fillCart( page );
			const remove = page.getByRole( 'link', {
				name: 'Remove “Mini Mug” from your cart',
			} );
			await tabTo( page, remove );

			await page.keyboard.press( 'Enter' );

			await expect( items( page ) ).toHaveCount( 1 );
			await expect(
				page.getByRole( 'link', {
					name: 'Remove “Mini Cup” from your cart',
				} )
			).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expect(
				page.locator( '.vitrine-mini-cart__contents' )
			).toBeFocused();
			await expect(
				page.locator( '.vitrine-mini-cart__contents' )
			).toContainText( 'No products in the cart.' );
		} );
	} );
}

test( 'a failed removal sends the browser to the remove link, which removes the item without JavaScript', async ( {
	page,
} ) => {
	await fillCart( page );
	await page.route( /vitrine-ajax=remove_from_cart/, ( route ) =>
		route.fulfill( {
			status: 500,
			contentType: 'application/json',
			body: '{"code":"boom","message":"Boom"}',
		} )
	);
	const remove = page.getByRole( 'link', {
		name: 'Remove “Mini Mug” from your cart',
	} );

	await remove.click();

	await expect( page.locator( '.vitrine-notice' ) ).toHaveText(
		'“Mini Mug” has been removed from your cart.'
	);
	// Back where the shopper was; the script drops the notice from the address.
	expect( new URL( page.url() ).pathname ).toBe( shop.shopPage );
	// The notice is printed by PHP; the script, which may run a moment later, cleans the address.
	await expect
		.poll( () =>
			new URL( page.url() ).searchParams.has( 'vitrine-notice' )
		)
		.toBe( false );
	await expect( items( page ) ).toHaveCount( 1 );
	await expect( items( page ) ).toContainText( 'Mini Cup' );
} );

test( 'an answer without fragments also falls back to the link', async ( {
	page,
} ) => {
	await fillCart( page );
	await page.route( /vitrine-ajax=remove_from_cart/, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/json',
			body: '{"cart_hash":"x"}',
		} )
	);

	await page
		.getByRole( 'link', { name: 'Remove “Mini Cup” from your cart' } )
		.click();

	await expect( page.locator( '.vitrine-notice' ) ).toHaveText(
		'“Mini Cup” has been removed from your cart.'
	);
	await expect( items( page ) ).toHaveCount( 1 );
	await expect( items( page ) ).toContainText( 'Mini Mug' );
} );

test( 'the filled mini-cart has no accessibility violations', async ( {
	page,
} ) => {
	await fillCart( page );
	await expectNoAxeViolations( page, '[data-vitrine-mini-cart]' );
} );
