/**
 * The cart page ([vitrine_cart] on the demo's /cart/): quantities, removal, subtotal, "Update
 * cart" with JavaScript (REST) and without (a nonce'd POST); keyboard and axe. The items and
 * quantity updates are checked in the block theme and in a classic theme.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';
import {
	addButton,
	createShop,
	recordCartCalls,
	tabTo,
	type ShopFixture,
} from './cart-helpers';
import { THEMES, switchTheme } from './product-helpers';

let shop: ShopFixture;

test.beforeAll( async () => {
	shop = await createShop( 'Page' );
} );

/**
 * Puts 1 mug and 1 cup in the cart, then opens the cart page.
 *
 * @param page The page.
 */
async function openCart( page: Page ): Promise< void > {
	await page.goto( shop.shopPage );
	await addButton( page, 'Page Mug' ).click();
	await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
		'1 item'
	);
	await addButton( page, 'Page Cup' ).click();
	await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
		'2 items'
	);
	await page.goto( '/cart/' );
	await expect( rows( page ) ).toHaveCount( 2 );
}

const rows = ( page: Page ) => page.locator( '.vitrine-cart__item' );
const quantity = ( page: Page, name: string ) =>
	page.getByLabel( `Quantity of “${ name }”` );

for ( const theme of THEMES ) {
	test.describe( `in a ${ theme.kind } theme (${ theme.stylesheet })`, () => {
		let previous = 'twentytwentyfour';

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		test( 'shows each item with its quantity (0 to the stock), price, line total and the subtotal', async ( {
			page,
		} ) => {
			await openCart( page );
			// The theme in use: block themes wrap the page in .wp-site-blocks.
			await expect( page.locator( '.wp-site-blocks' ) ).toHaveCount(
				theme.kind === 'block' ? 1 : 0
			);

			await expect( quantity( page, 'Page Mug' ) ).toHaveValue( '1' );
			await expect( quantity( page, 'Page Mug' ) ).toHaveAttribute(
				'min',
				'0'
			);
			await expect( quantity( page, 'Page Cup' ) ).toHaveAttribute(
				'max',
				'2'
			);
			await expect(
				rows( page ).first().locator( '.vitrine-cart__price' )
			).toHaveText( '€12.50' );
			await expect(
				page.locator( '.vitrine-cart__totals-subtotal' )
			).toHaveText( '€15.50' );
			await expect(
				page.getByRole( 'heading', { name: 'Cart totals' } )
			).toBeVisible();
		} );

		test( 'Update cart by mouse goes through REST and updates the page without a reload', async ( {
			page,
		} ) => {
			const errors = collectPageErrors( page );
			await openCart( page );
			await page.evaluate( () => {
				( window as unknown as { notReloaded: boolean } ).notReloaded =
					true;
			} );
			const calls = recordCartCalls( page );

			await quantity( page, 'Page Mug' ).fill( '3' );
			await page.getByRole( 'button', { name: 'Update cart' } ).click();

			await expect( page.locator( '.vitrine-cart__notices' ) ).toHaveText(
				'Cart updated.'
			);
			await expect(
				rows( page ).first().locator( '.vitrine-cart__subtotal' )
			).toHaveText( '€37.50' );
			await expect(
				page.locator( '.vitrine-cart__totals-subtotal' )
			).toHaveText( '€40.50' );
			await expect( page.locator( '.vitrine-cart__status' ) ).toHaveText(
				'Cart updated.'
			);
			expect( calls ).toEqual( [
				'rest cart/update-item',
				'get_refreshed_fragments',
			] );
			expect(
				await page.evaluate(
					() =>
						( window as unknown as { notReloaded?: boolean } )
							.notReloaded
				)
			).toBe( true );

			// 0 removes the line.
			await quantity( page, 'Page Cup' ).fill( '0' );
			await page.getByRole( 'button', { name: 'Update cart' } ).click();
			await expect( rows( page ) ).toHaveCount( 1 );
			await expect(
				page.locator( '.vitrine-cart__totals-subtotal' )
			).toHaveText( '€37.50' );

			await page.reload();
			await expect( quantity( page, 'Page Mug' ) ).toHaveValue( '3' );
			await expect( rows( page ) ).toHaveCount( 1 );
			expect( errors ).toEqual( [] );
		} );

		test( 'Update cart by keyboard: type a quantity and press Enter', async ( {
			page,
		} ) => {
			await openCart( page );
			const mug = quantity( page, 'Page Mug' );
			await tabTo( page, mug );

			await page.keyboard.press( 'Control+A' );
			await page.keyboard.type( '2' );
			await page.keyboard.press( 'Enter' );

			await expect(
				page.locator( '.vitrine-cart__totals-subtotal' )
			).toHaveText( '€28.00' );
			await expect( mug ).toBeFocused();
		} );
	} );
}

test( 'more than the stock is refused with the server’s message', async ( {
	page,
} ) => {
	await openCart( page );
	const cup = quantity( page, 'Page Cup' );
	// Past the input's max the browser itself refuses the form; the server is the judge otherwise.
	await cup.evaluate( ( input ) => input.removeAttribute( 'max' ) );

	await cup.fill( '5' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();

	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'stock' } )
	).toBeVisible();
	await expect( cup ).toHaveValue( '1' );
	await expect( page.locator( '.vitrine-cart__totals-subtotal' ) ).toHaveText(
		'€15.50'
	);
} );

test( 'remove links remove rows without a reload; the last one shows the empty cart', async ( {
	page,
} ) => {
	await openCart( page );
	const calls = recordCartCalls( page );

	await page
		.getByRole( 'link', { name: 'Remove “Page Mug” from your cart' } )
		.click();
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( page.locator( '.vitrine-cart__totals-subtotal' ) ).toHaveText(
		'€3.00'
	);
	await expect( page.locator( '.vitrine-cart__status' ) ).toHaveText(
		'“Page Mug” has been removed from your cart.'
	);

	const last = page.getByRole( 'link', {
		name: 'Remove “Page Cup” from your cart',
	} );
	await last.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
	await expect( page.locator( '.vitrine-cart__empty' ) ).toBeFocused();
	await expect( page.locator( '.vitrine-cart__form' ) ).toHaveCount( 0 );
	expect( calls.filter( ( call ) => call.startsWith( 'rest' ) ) ).toEqual( [
		'rest cart/remove-item',
		'rest cart/remove-item',
	] );
} );

test( 'the cart page loads only the cart bundle: no React, api-fetch or jQuery', async ( {
	page,
} ) => {
	await openCart( page );
	const assets = await loadedAssets( page );

	expect( assets.some( ( url ) => url.includes( '/build/cart.js' ) ) ).toBe(
		true
	);
	expect(
		assets.some( ( url ) => url.includes( '/build/add-to-cart.js' ) )
	).toBe( false );
	expect(
		assets.filter( ( url ) => /jquery|react|api-fetch/.test( url ) )
	).toEqual( [] );
} );

test( 'has no accessibility violations, full or empty', async ( { page } ) => {
	await openCart( page );
	await expectNoAxeViolations( page, '.vitrine-cart' );

	await page
		.getByRole( 'link', { name: 'Remove “Page Mug” from your cart' } )
		.click();
	await page
		.getByRole( 'link', { name: 'Remove “Page Cup” from your cart' } )
		.click();
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
	await expectNoAxeViolations( page, '.vitrine-cart' );
} );

test.describe( 'without JavaScript', () => {
	test( 'Update cart posts the form and comes back with a notice; remove links work', async ( {
		page,
		browser,
	} ) => {
		await openCart( page );
		const noJs = await browser.newContext( {
			javaScriptEnabled: false,
			storageState: await page.context().storageState(),
		} );
		const plain = await noJs.newPage();
		await plain.goto( '/cart/' );

		await quantity( plain, 'Page Mug' ).fill( '4' );
		await plain.getByRole( 'button', { name: 'Update cart' } ).click();

		await plain.waitForURL( ( url ) =>
			url.searchParams.has( 'vitrine-notice' )
		);
		await expect( plain.locator( '.vitrine-cart__notices' ) ).toHaveText(
			'Cart updated.'
		);
		await expect( quantity( plain, 'Page Mug' ) ).toHaveValue( '4' );
		await expect(
			plain.locator( '.vitrine-cart__totals-subtotal' )
		).toHaveText( '€53.00' );

		await plain
			.getByRole( 'link', { name: 'Remove “Page Cup” from your cart' } )
			.click();
		await expect( plain.locator( '.vitrine-cart__notices' ) ).toHaveText(
			'“Page Cup” has been removed from your cart.'
		);
		await expect( rows( plain ) ).toHaveCount( 1 );
		await noJs.close();
	} );
} );
