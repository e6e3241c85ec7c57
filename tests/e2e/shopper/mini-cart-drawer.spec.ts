/**
 * The header's cart button and its drawer (issue 11, point 2): the demo's header has it in the
 * block theme (Block Hooks API, after the header's navigation) and in a classic theme (the primary
 * menu); the count stays right behind a page cache; the drawer is a modal dialog, by keyboard too.
 * Also the demo's header menu and front page (point 3).
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';
import {
	addButton,
	createPage,
	createShop,
	recordCartCalls,
	tabTo,
	type ShopFixture,
} from './cart-helpers';
import { THEMES, switchTheme } from './product-helpers';

let shop: ShopFixture;
/** A page with a mini-cart block that opens on add, and an add-to-cart button. */
let openOnAddPage: string;

test.beforeAll( async () => {
	shop = await createShop( 'Drawer' );
	openOnAddPage = await createPage(
		'Drawer opens on add',
		`<!-- wp:vitrine/mini-cart {"drawer":true,"openOnAdd":true,"icon":"bag","showTotal":true} /-->
<!-- wp:shortcode -->[vitrine_add_to_cart id="${ shop.mug }"]<!-- /wp:shortcode -->`
	);
} );

/**
 * The header's cart button (the block hooked after the navigation, or the classic menu's).
 * @param page
 */
const cartButton = ( page: Page ) =>
	page.locator(
		'header button[data-vitrine-mini-cart-open], #site-navigation button[data-vitrine-mini-cart-open]'
	);
const drawer = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Your cart' } );
const drawerItems = ( page: Page ) =>
	drawer( page ).locator( '.vitrine-mini-cart__item' );

/**
 * Adds a product from the fixture's shop page: the header's count follows; its drawer stays
 * closed (it opens on add only when an editor asks for it).
 *
 * @param page The page, on the shop page.
 * @param name The product's name.
 * @param then The button's name afterwards.
 */
async function add( page: Page, name: string, then: string ): Promise< void > {
	await addButton( page, name ).click();
	await expect( cartButton( page ) ).toHaveAccessibleName( then );
	await expect( drawer( page ) ).toBeHidden();
}

/**
 * Puts the mug and the cup in the cart.
 *
 * @param page The page.
 */
async function fillCart( page: Page ): Promise< void > {
	await page.goto( shop.shopPage );
	await add( page, 'Drawer Mug', 'Cart, 1 item' );
	await add( page, 'Drawer Cup', 'Cart, 2 items' );
}

/**
 * Whether focus is inside the open drawer.
 *
 * @param page The page.
 */
const focusInDrawer = ( page: Page ) =>
	page.evaluate( () => {
		const open = document.querySelector( 'dialog[open]' );
		return open?.contains( open.ownerDocument.activeElement ) ?? false;
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

		test( 'the header has the cart button, the same for every visitor; the browser fills in the count', async ( {
			page,
			request,
		} ) => {
			const errors = collectPageErrors( page );
			await page.goto( '/about/' );
			await expect( page.locator( '.wp-site-blocks' ) ).toHaveCount(
				theme.kind === 'block' ? 1 : 0
			);
			const header =
				theme.kind === 'block'
					? page.locator( 'header.wp-block-template-part' )
					: page.locator( '#site-navigation' );
			await expect(
				header.getByRole( 'button', { name: 'Cart, 0 items' } )
			).toBeVisible();
			await expect( cartButton( page ) ).toHaveAttribute(
				'aria-expanded',
				'false'
			);

			// The page a cache keeps: the empty state, whoever asked first.
			await fillCart( page );
			const cachedHtml = await ( await request.get( '/about/' ) ).text();
			expect( cachedHtml ).toContain( 'data-count="0">0 items</span>' );
			expect( cachedHtml ).not.toContain( 'Drawer Mug' );
			await page.route( '**/about/', ( route ) =>
				route.fulfill( { body: cachedHtml, contentType: 'text/html' } )
			);
			await page.goto( '/about/' );
			await expect( cartButton( page ) ).toHaveAccessibleName(
				'Cart, 2 items'
			);
			// Shown as the number in a badge.
			const badge = cartButton( page ).locator(
				'.vitrine-mini-cart__count'
			);
			await expect( badge ).toHaveAttribute( 'data-count', '2' );
			await expect( badge ).toBeVisible();
			expect(
				await badge.evaluate(
					( el ) => getComputedStyle( el, '::after' ).content
				)
			).toContain( '2' );
			expect( errors ).toEqual( [] );
		} );

		test( 'the drawer by keyboard: Enter and Space open it, focus goes in and stays in, Escape closes it and focus comes back', async ( {
			page,
		} ) => {
			await fillCart( page );
			const calls = recordCartCalls( page );
			await page.goto( '/about/' );
			await page.waitForLoadState( 'networkidle' );
			await tabTo( page, cartButton( page ) );

			await page.keyboard.press( 'Enter' );

			await expect( drawer( page ) ).toBeVisible();
			await expect( cartButton( page ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			await expect(
				drawer( page ).getByRole( 'button', { name: 'Close the cart' } )
			).toBeFocused();
			// The contents come from the fragments this tab cached: no request.
			await expect( drawerItems( page ) ).toHaveCount( 2 );
			expect( calls ).toEqual( [] );
			await expect( drawerItems( page ).first() ).toContainText(
				'Drawer Mug'
			);
			await expect( drawerItems( page ).first() ).toContainText(
				'1 × €12.50'
			);
			await expect(
				drawer( page ).locator( '.vitrine-mini-cart__subtotal' )
			).toContainText( '€15.50' );
			await expect(
				drawer( page ).getByRole( 'link', { name: 'View cart' } )
			).toHaveAttribute( 'href', /\/cart\/$/ );
			await expect(
				drawer( page ).getByRole( 'link', { name: 'Checkout' } )
			).toHaveAttribute( 'href', /\/checkout\/$/ );

			// Modal: the page behind is inert and does not scroll.
			expect(
				await drawer( page ).evaluate( ( el ) =>
					el.matches( ':modal' )
				)
			).toBe( true );
			expect(
				await page.evaluate(
					() => getComputedStyle( document.documentElement ).overflow
				)
			).toBe( 'hidden' );

			// Tab and Shift+Tab go round inside.
			for ( let i = 0; i < 10; i++ ) {
				await page.keyboard.press( 'Tab' );
				expect( await focusInDrawer( page ) ).toBe( true );
			}
			for ( let i = 0; i < 10; i++ ) {
				await page.keyboard.press( 'Shift+Tab' );
				expect( await focusInDrawer( page ) ).toBe( true );
			}

			await page.keyboard.press( 'Escape' );
			await expect( drawer( page ) ).toBeHidden();
			await expect( cartButton( page ) ).toBeFocused();
			await expect( cartButton( page ) ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			expect(
				await page.evaluate(
					() => getComputedStyle( document.documentElement ).overflow
				)
			).not.toBe( 'hidden' );

			await page.keyboard.press( 'Space' );
			await expect( drawer( page ) ).toBeVisible();
			await drawer( page )
				.getByRole( 'button', { name: 'Close the cart' } )
				.press( 'Enter' );
			await expect( drawer( page ) ).toBeHidden();
			await expect( cartButton( page ) ).toBeFocused();
		} );

		test( 'removes an item in the drawer, announced, with the count and focus kept', async ( {
			page,
		} ) => {
			await fillCart( page );
			await page.goto( '/about/' );
			await cartButton( page ).click();

			await drawer( page )
				.getByRole( 'link', {
					name: 'Remove “Drawer Mug” from your cart',
				} )
				.click();

			await expect( drawerItems( page ) ).toHaveCount( 1 );
			await expect( drawerItems( page ) ).toContainText( 'Drawer Cup' );
			await expect( cartButton( page ) ).toHaveAccessibleName(
				'Cart, 1 item'
			);
			await expect(
				page.getByRole( 'status' ).filter( { hasText: 'removed' } )
			).toHaveText( '“Drawer Mug” has been removed from your cart.' );
			expect( await focusInDrawer( page ) ).toBe( true );

			await drawer( page )
				.getByRole( 'link', {
					name: 'Remove “Drawer Cup” from your cart',
				} )
				.click();
			await expect( drawer( page ) ).toContainText(
				'No products in the cart.'
			);
			await expect(
				drawer( page ).getByRole( 'link', { name: 'Return to shop' } )
			).toHaveAttribute( 'href', /\/shop\/$/ );
			await expect( cartButton( page ) ).toHaveAccessibleName(
				'Cart, 0 items'
			);
			expect( await focusInDrawer( page ) ).toBe( true );
		} );

		test( 'a mini-cart that opens on add opens when a product is added anywhere on the page; a click on the backdrop closes it', async ( {
			page,
		} ) => {
			await page.goto( openOnAddPage );
			const block = page
				.locator( '.entry-content, .wp-block-post-content' )
				.locator( '[data-vitrine-mini-cart-drawer]' );
			const button = block.locator(
				'button[data-vitrine-mini-cart-open]'
			);
			await expect( button ).toHaveAccessibleName(
				'Cart, 0 items €0.00'
			);
			await expect(
				block.locator( '.vitrine-mini-cart__icon--bag' )
			).toHaveCount( 1 );

			await addButton( page, 'Drawer Mug' ).click();

			await expect( drawer( page ) ).toBeVisible();
			await expect( drawerItems( page ) ).toHaveCount( 1 );
			expect( await focusInDrawer( page ) ).toBe( true );

			// The backdrop: the side of the window the drawer leaves free.
			await page.mouse.click( 10, 300 );
			await expect( drawer( page ) ).toBeHidden();
			// The count and the subtotal beside it followed, and the header's count too.
			await expect( button ).toHaveAccessibleName(
				'Cart, 1 item €12.50'
			);
			await expect( cartButton( page ) ).toHaveAccessibleName(
				'Cart, 1 item'
			);
			await expect( button ).toBeFocused();
		} );

		test( 'the open drawer has no accessibility violations', async ( {
			page,
		} ) => {
			await fillCart( page );
			await page.goto( '/about/' );
			await expectNoAxeViolations(
				page,
				'[data-vitrine-mini-cart-drawer]'
			);
			await cartButton( page ).click();
			await expect( drawerItems( page ) ).toHaveCount( 2 );
			await expectNoAxeViolations( page, 'dialog' );
		} );

		test( 'the demo header menu leads to the shop, the cart and the account', async ( {
			page,
		} ) => {
			await page.goto( '/about/' );
			const menu =
				theme.kind === 'block'
					? page.locator( 'header nav.wp-block-navigation' )
					: page.locator( '#site-navigation' );
			for ( const [ name, path ] of [
				[ 'Shop', '/shop/' ],
				[ 'Cart', '/cart/' ],
				[ 'My account', '/my-account/' ],
			] ) {
				await expect(
					menu.getByRole( 'link', { name, exact: true } )
				).toHaveAttribute( 'href', new RegExp( `${ path }$` ) );
			}
			await menu
				.getByRole( 'link', { name: 'Shop', exact: true } )
				.click();
			await expect( page ).toHaveURL( /\/shop\/$/ );
			await expect(
				page.locator( '.vitrine-product-card' ).first()
			).toBeVisible();
		} );

		test( 'the demo front page shows the shop: new arrivals, products on sale, categories, each with a link', async ( {
			page,
		} ) => {
			await page.goto( '/' );
			const main = page.locator( 'main' );
			for ( const heading of [
				'New arrivals',
				'On sale',
				'Categories',
			] ) {
				await expect(
					main.getByRole( 'heading', { name: heading } )
				).toBeVisible();
			}
			const grids = main.locator( '.wp-block-vitrine-product-grid' );
			await expect( grids ).toHaveCount( 2 );
			await expect(
				grids.nth( 0 ).locator( '.vitrine-product-card' )
			).toHaveCount( 4 );
			await expect(
				grids.nth( 1 ).locator( '.vitrine-product-card' )
			).toHaveCount( 4 );
			// On sale: every card carries the sale badge.
			await expect(
				grids.nth( 1 ).locator( '.vitrine-product-card__badge' )
			).toHaveCount( 4 );
			await expect(
				main.getByRole( 'link', { name: 'See all new arrivals' } )
			).toHaveAttribute( 'href', /\/shop\/\?orderby=date$/ );
			await expect(
				main.getByRole( 'link', { name: 'See all products on sale' } )
			).toHaveAttribute( 'href', /\/shop\/\?on_sale=1$/ );
			await expect(
				main.locator( '.vitrine-demo-categories a' ).first()
			).toHaveAttribute( 'href', /\/product-category\// );
			await main
				.locator( '.vitrine-demo-categories a', {
					hasText: 'Clothing',
				} )
				.click();
			await expect( page ).toHaveURL( /\/product-category\/clothing\/$/ );
			await page.goBack();
			await expectNoAxeViolations( page, 'main' );

			// The shop's search, from the front page to the shop's results.
			await main.getByLabel( 'Search products' ).fill( 'tee' );
			await main.getByLabel( 'Search products' ).press( 'Enter' );
			await expect( page ).toHaveURL(
				/[?&]s=tee&post_type=vitrine_product/
			);
			await expect(
				page.locator( '.vitrine-shop .vitrine-product-card' ).first()
			).toBeVisible();
		} );
	} );
}

test( 'right to left, the drawer comes from the left; with reduced motion it does not slide', async ( {
	page,
	context,
	baseURL,
} ) => {
	await page.goto( '/about/' );
	await cartButton( page ).click();
	// Measured once it has slid in: mid-animation it is still partly off the screen.
	await drawer( page ).evaluate( ( el ) =>
		Promise.all(
			el.getAnimations().map( ( animation ) => animation.finished )
		)
	);
	let box = await drawer( page ).boundingBox();
	const width = page.viewportSize()!.width;
	expect( Math.round( box!.x + box!.width ) ).toBe( width );
	expect(
		await drawer( page ).evaluate(
			( el ) => getComputedStyle( el ).animationName
		)
	).toBe( 'vitrine-drawer-in' );

	await context.addCookies( [
		{ name: 'vitrine_test_rtl', value: '1', url: baseURL! },
	] );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto( '/about/' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	await cartButton( page ).click();
	await expect( drawer( page ) ).toBeVisible();
	box = await drawer( page ).boundingBox();
	expect( Math.round( box!.x ) ).toBe( 0 );
	expect(
		await drawer( page ).evaluate(
			( el ) => getComputedStyle( el ).animationName
		)
	).toBe( 'none' );
	await page.mouse.click( width - 10, 300 );
	await expect( drawer( page ) ).toBeHidden();
} );

test( 'the setting takes the button out of the header', async ( { page } ) => {
	await updateSettings( { mini_cart_in_header: false } );
	try {
		await page.goto( '/about/' );
		await expect( page.locator( 'header' ).first() ).toBeVisible();
		await expect( cartButton( page ) ).toHaveCount( 0 );
	} finally {
		await updateSettings( { mini_cart_in_header: true } );
	}
	await page.goto( '/about/' );
	await expect( cartButton( page ) ).toHaveCount( 1 );
} );
