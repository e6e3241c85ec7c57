/**
 * Add to cart without a reload (docs/spec/storefront-and-reviews.md, sections 2, 3, 4, 5, 7, 8, 9).
 * The main flows (by mouse, by keyboard, from the shop listing) run in the default block theme
 * and in a classic theme (issue 3: "Test both in e2e").
 */
import { test, expect } from '../support/fixtures';
import {
	collectPageErrors,
	loadedAssets,
	updateSettings,
} from '../support/wordpress';
import {
	addButton,
	cartHashCookie,
	createPage,
	createShop,
	recordCartCalls,
	tabTo,
	type ShopFixture,
} from './cart-helpers';
import { THEMES, switchTheme } from './product-helpers';

let shop: ShopFixture;

test.beforeAll( async () => {
	shop = await createShop( 'Atc' );
} );

test.afterEach( async () => {
	await updateSettings( { cart_redirect_after_add: false } );
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

		test( 'adds a product by mouse without a reload: loading, added, View cart once, mini-cart and announcement', async ( {
			page,
			context,
		} ) => {
			const errors = collectPageErrors( page );
			await page.goto( shop.shopPage );
			await page.evaluate( () => {
				( window as unknown as { notReloaded: boolean } ).notReloaded =
					true;
			} );
			const button = addButton( page, 'Atc Mug' );
			await expect( button ).toHaveAttribute(
				'data-product_id',
				String( shop.mug )
			);

			// Hold the answer to see the loading state.
			let release!: () => void;
			const held = new Promise< void >(
				( resolve ) => ( release = resolve )
			);
			await page.route( /vitrine-ajax=add_to_cart/, async ( route ) => {
				await held;
				await route.continue();
			} );
			await button.click();
			await expect( button ).toHaveClass( /\bloading\b/ );
			await expect( button ).toHaveAttribute( 'aria-busy', 'true' );
			release();

			await expect( button ).toHaveClass( /\badded\b/ );
			await expect( button ).not.toHaveClass( /\bloading\b/ );
			await expect( button ).not.toHaveAttribute( 'aria-busy', /.*/ );
			const viewCart = page.getByRole( 'link', {
				name: 'View cart',
				exact: true,
			} );
			await expect( viewCart.first() ).toHaveAttribute(
				'href',
				/\/cart\/$/
			);
			await expect(
				page
					.locator( '.vitrine-add-to-cart-shortcode' )
					.first()
					.locator( '.vitrine-view-cart' )
			).toHaveCount( 1 );

			const miniCart = page.locator( '[data-vitrine-mini-cart]' );
			await expect(
				miniCart.locator( '.vitrine-mini-cart__item' )
			).toHaveCount( 1 );
			await expect( miniCart ).toContainText( 'Atc Mug' );
			await expect( miniCart ).toContainText( '1 × €12.50' );
			await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
				'1 item'
			);
			await expect(
				page
					.getByRole( 'status' )
					.filter( { hasText: 'has been added' } )
			).toHaveText( '“Atc Mug” has been added to your cart' );
			expect( await cartHashCookie( context ) ).toMatch(
				/^[a-f0-9]{32}$/
			);

			// Once more: still one View cart link, two in the cart.
			await page.unroute( /vitrine-ajax=add_to_cart/ );
			await button.click();
			await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
				'2 items'
			);
			await expect(
				page
					.locator( '.vitrine-add-to-cart-shortcode' )
					.first()
					.locator( '.vitrine-view-cart' )
			).toHaveCount( 1 );
			expect(
				await page.evaluate(
					() =>
						( window as unknown as { notReloaded?: boolean } )
							.notReloaded
				)
			).toBe( true );
			expect( errors ).toEqual( [] );
		} );

		test( 'adds by keyboard: Enter and Space press the button, and the View cart link comes next in the tab order', async ( {
			page,
		} ) => {
			await page.goto( shop.shopPage );
			const mug = addButton( page, 'Atc Mug' );
			await tabTo( page, mug );
			await page.keyboard.press( 'Enter' );
			await expect( mug ).toHaveClass( /\badded\b/ );

			await page.keyboard.press( 'Tab' );
			await expect(
				page.locator( '.vitrine-view-cart' ).first()
			).toBeFocused();

			const cup = addButton( page, 'Atc Cup' );
			await tabTo( page, cup );
			await page.keyboard.press( 'Space' );
			await expect( cup ).toHaveClass( /\badded\b/ );
			await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
				'2 items'
			);
		} );

		test( 'adds from the shop listing without a reload, by mouse and by keyboard', async ( {
			page,
		} ) => {
			const errors = collectPageErrors( page );
			await page.goto( '/shop/?orderby=date' );
			// The theme in use: block themes wrap the page in .wp-site-blocks.
			await expect( page.locator( '.wp-site-blocks' ) ).toHaveCount(
				theme.kind === 'block' ? 1 : 0
			);
			await expect(
				page.locator(
					theme.kind === 'block'
						? 'main .wp-block-vitrine-product-grid'
						: '.vitrine-archive'
				)
			).toHaveCount( 1 );
			await page.evaluate( () => {
				( window as unknown as { notReloaded: boolean } ).notReloaded =
					true;
			} );
			// The newest first (a worker restarted after a failure makes the shop again).
			const mug = addButton( page, 'Atc Mug' ).first();
			const card = ( button: typeof mug ) =>
				page
					.locator( '.vitrine-product-card' )
					.filter( { has: button } );

			await mug.click();

			await expect( mug ).toHaveClass( /\badded\b/ );
			await expect(
				card( mug ).locator( '.vitrine-view-cart' )
			).toHaveCount( 1 );
			await expect(
				page
					.getByRole( 'status' )
					.filter( { hasText: 'has been added' } )
			).toHaveText( '“Atc Mug” has been added to your cart' );

			const cup = addButton( page, 'Atc Cup' ).first();
			// From the listing's first card, not from the top of the page: the header and the
			// filters before it are many Tabs, which a loaded machine takes longer than a test.
			await page.locator( '.vitrine-product-card a' ).first().focus();
			await tabTo( page, cup );
			await page.keyboard.press( 'Enter' );
			await expect( cup ).toHaveClass( /\badded\b/ );
			await page.keyboard.press( 'Tab' );
			await expect(
				card( cup ).locator( '.vitrine-view-cart' )
			).toBeFocused();
			expect(
				await page.evaluate(
					() =>
						( window as unknown as { notReloaded?: boolean } )
							.notReloaded
				)
			).toBe( true );
			expect( errors ).toEqual( [] );

			await page.goto( '/cart/' );
			await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount(
				2
			);
			await expect(
				page
					.locator( '.vitrine-cart__item' )
					.filter( { hasText: 'Atc Mug' } )
			).toHaveCount( 1 );
			await expect(
				page
					.locator( '.vitrine-cart__item' )
					.filter( { hasText: 'Atc Cup' } )
			).toHaveCount( 1 );
		} );
	} );
}

test( 'sends the requests one at a time', async ( { page } ) => {
	await page.goto( shop.shopPage );
	const log: string[] = [];
	let release!: () => void;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	let first = true;
	await page.route( /vitrine-ajax=add_to_cart/, async ( route ) => {
		const which = first ? 'first' : 'second';
		first = false;
		log.push( `${ which } sent` );
		if ( which === 'first' ) {
			await held;
		}
		const response = await route.fetch();
		log.push( `${ which } answered` );
		await route.fulfill( { response } );
	} );

	await addButton( page, 'Atc Mug' ).click();
	await addButton( page, 'Atc Cup' ).click();
	await page.waitForTimeout( 300 );
	expect( log ).toEqual( [ 'first sent' ] );
	release();

	await expect( page.locator( '.vitrine-cart-count' ) ).toHaveText(
		'2 items'
	);
	expect( log ).toEqual( [
		'first sent',
		'first answered',
		'second sent',
		'second answered',
	] );
} );

test( 'an error with product_url sends the browser to the product page', async ( {
	page,
} ) => {
	await page.goto( shop.shopPage );
	// A variable product sent without its variation: the server answers with the product's URL.
	const shirt = page.getByRole( 'link', {
		name: 'Select options for “Atc T-shirt”',
	} );
	await shirt.evaluate( ( link, id ) => {
		link.classList.add( 'vitrine-ajax-add-to-cart' );
		link.setAttribute( 'data-product_id', String( id ) );
		link.setAttribute( 'href', '#not-followed' );
	}, shop.shirt );
	let status = 0;
	let body: { product_url?: string } = {};
	await page.route( /vitrine-ajax=add_to_cart/, async ( route ) => {
		const response = await route.fetch();
		status = response.status();
		body = await response.json();
		await route.fulfill( { response } );
	} );

	await shirt.click();

	await page.waitForURL( ( url ) => url.pathname !== shop.shopPage );
	expect( status ).toBe( 400 );
	expect( body ).toMatchObject( {
		error: true,
		code: 'vitrine_cart_choose_options',
	} );
	expect( page.url() ).toBe( body.product_url );
} );

test( 'an error without product_url is announced, and the shopper stays', async ( {
	page,
} ) => {
	await page.goto( shop.shopPage );
	const cup = addButton( page, 'Atc Cup' );
	// Only 2 in stock: 3 are refused.
	await cup.evaluate( ( button ) =>
		button.setAttribute( 'data-quantity', '3' )
	);

	await cup.click();

	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'stock' } )
	).toContainText( 'not enough stock (2 remaining)' );
	expect( new URL( page.url() ).pathname ).toBe( shop.shopPage );
	await expect( cup ).not.toHaveClass( /\badded\b/ );
	await expect( page.locator( '.vitrine-view-cart' ) ).toHaveCount( 0 );
} );

test( 'with "go to the cart after adding" the browser goes to the cart page', async ( {
	page,
} ) => {
	await updateSettings( { cart_redirect_after_add: true } );
	await page.goto( shop.shopPage );

	await addButton( page, 'Atc Mug' ).click();

	await page.waitForURL( /\/cart\/$/ );
	await expect( page.locator( '.vitrine-cart__item' ) ).toHaveCount( 1 );
} );

test( 'a button without product_id is not handled: it follows its link', async ( {
	page,
} ) => {
	await page.goto( shop.shopPage );
	const calls = recordCartCalls( page );
	const select = page.getByRole( 'link', {
		name: 'Select options for “Atc T-shirt”',
	} );
	await expect( select ).not.toHaveAttribute( 'data-product_id', /.*/ );
	const href = ( await select.getAttribute( 'href' ) )!;

	await select.click();

	await page.waitForURL( href );
	expect( calls ).toEqual( [] );
} );

test( 'a page with buttons and no cart makes no cart request and loads no React, api-fetch or jQuery', async ( {
	page,
	context,
} ) => {
	const calls = recordCartCalls( page );
	await page.goto( shop.shopPage );
	await page.waitForLoadState( 'networkidle' );

	expect( await cartHashCookie( context ) ).toBeUndefined();
	expect( calls ).toEqual( [] );
	const assets = await loadedAssets( page );
	expect(
		assets.filter( ( url ) =>
			/jquery|react|api-fetch|wp-i18n|\/i18n/.test( url )
		)
	).toEqual( [] );
	expect(
		assets.some( ( url ) => url.includes( '/build/add-to-cart.js' ) )
	).toBe( true );
	expect( assets.some( ( url ) => url.includes( '/build/cart.js' ) ) ).toBe(
		false
	);
} );

test( 'quantity inputs below their min are raised to it on load', async ( {
	page,
} ) => {
	const path = await createPage(
		'Atc quantity',
		`<!-- wp:html --><form><div class="vitrine-quantity"><label for="q">Quantity</label><input type="number" id="q" class="vitrine-qty" min="2" value="1"></div></form><!-- /wp:html -->
<!-- wp:shortcode -->[vitrine_add_to_cart id="${ shop.mug }"]<!-- /wp:shortcode -->`
	);
	await page.goto( path );
	await expect( page.getByLabel( 'Quantity' ) ).toHaveValue( '2' );
} );

test( 'adds from the product page with its quantity, without a reload', async ( {
	page,
} ) => {
	const mug = await page.request.get( `/?p=${ shop.mug }` );
	await page.goto( mug.url() );
	await page.evaluate( () => {
		( window as unknown as { notReloaded: boolean } ).notReloaded = true;
	} );
	const form = page.locator( 'form.vitrine-add-to-cart-form' );
	await form.getByRole( 'spinbutton' ).fill( '2' );

	const button = form.getByRole( 'button', {
		name: 'Add to cart',
		exact: true,
	} );
	await button.click();

	await expect( button ).toHaveClass( /\badded\b/ );
	await expect(
		form.getByRole( 'link', { name: 'View cart' } )
	).toBeVisible();
	expect(
		await page.evaluate(
			() => ( window as unknown as { notReloaded?: boolean } ).notReloaded
		)
	).toBe( true );
	await page.goto( '/cart/' );
	await expect( page.getByLabel( 'Quantity of “Atc Mug”' ) ).toHaveValue(
		'2'
	);
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the link adds the product and comes back with a notice', async ( {
		page,
	} ) => {
		await page.goto( shop.shopPage );

		await page
			.getByRole( 'link', { name: 'Add to cart: “Atc Mug”' } )
			.click();

		await page.waitForURL(
			( url ) =>
				url.pathname === shop.shopPage &&
				url.searchParams.has( 'vitrine-notice' )
		);
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Atc Mug' } )
		).toHaveText( '“Atc Mug” has been added to your cart.' );
		await page.goto( '/cart/' );
		await expect( page.locator( '.vitrine-cart__item' ) ).toContainText(
			'Atc Mug'
		);
	} );
} );
