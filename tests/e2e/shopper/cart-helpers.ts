/**
 * Helpers of the cart specs (cart-*.spec.ts): pages made through WordPress's own REST API, and
 * what the browser knows of the cart.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createProduct, publishPage } from '../support/wordpress';

/**
 * Publishes a page with the given block markup and returns its path.
 *
 * @param title   The page's title.
 * @param content Its content (block markup, shortcodes).
 */
export async function createPage(
	title: string,
	content: string
): Promise< string > {
	return new URL( await publishPage( title, content ) ).pathname;
}

export interface ShopFixture {
	mug: number;
	cup: number;
	shirt: number;
	/** A page with the mini-cart block and an add-to-cart button per product. */
	shopPage: string;
	/** Another page with the mini-cart only. */
	otherPage: string;
}

/**
 * The products and pages the cart specs share: Mug (12.50), Cup (3.00, 2 in stock), a variable
 * T-shirt (no product_id on its button).
 *
 * @param prefix Keeps the names of one spec apart from the others'.
 */
export async function createShop( prefix: string ): Promise< ShopFixture > {
	const mug = await createProduct( {
		name: `${ prefix } Mug`,
		regular_price: '12.50',
		// A worker restarted after a failure creates the shop again: SKUs must stay unique.
		sku: `${ prefix }-MUG-${ Date.now() }`.toUpperCase(),
		images: 1,
		image_width: 300,
		image_height: 300,
	} );
	const cup = await createProduct( {
		name: `${ prefix } Cup`,
		regular_price: '3.00',
		manage_stock: true,
		stock: 2,
	} );
	const shirt = await createProduct( {
		name: `${ prefix } T-shirt`,
		type: 'variable',
		attributes: [
			{
				name: 'Size',
				taxonomy: '',
				options: [ 'Small', 'Large' ],
				visible: true,
				variation: true,
			},
		],
		variations: [
			{ regular_price: '20.00', attributes: { size: 'small' } },
			{ regular_price: '22.00', attributes: { size: 'large' } },
		],
	} );
	const miniCart = '<!-- wp:vitrine/mini-cart /-->';
	const shopPage = await createPage(
		`${ prefix } shop`,
		`${ miniCart }
<!-- wp:shortcode -->[vitrine_add_to_cart id="${ mug.id }"]<!-- /wp:shortcode -->
<!-- wp:shortcode -->[vitrine_add_to_cart id="${ cup.id }"]<!-- /wp:shortcode -->
<!-- wp:shortcode -->[vitrine_add_to_cart id="${ shirt.id }"]<!-- /wp:shortcode -->`
	);
	const otherPage = await createPage( `${ prefix } elsewhere`, miniCart );
	return { mug: mug.id, cup: cup.id, shirt: shirt.id, shopPage, otherPage };
}

/**
 * The add-to-cart button of a product.
 *
 * @param page The page.
 * @param name The product's name.
 */
export function addButton( page: Page, name: string ) {
	return page.getByRole( 'button', { name: `Add to cart: “${ name }”` } );
}

/**
 * The cart-hash cookie, or undefined.
 *
 * @param context The browser context.
 */
export async function cartHashCookie(
	context: BrowserContext
): Promise< string | undefined > {
	return ( await context.cookies() ).find(
		( cookie ) => cookie.name === 'vitrine_cart_hash'
	)?.value;
}

/**
 * Records the page's requests to the cart's ajax endpoints.
 *
 * @param page The page.
 */
export function recordCartCalls( page: Page ): string[] {
	const calls: string[] = [];
	page.on( 'request', ( request ) => {
		const endpoint = new URL( request.url() ).searchParams.get(
			'vitrine-ajax'
		);
		if ( endpoint ) {
			calls.push( endpoint );
		}
		if ( request.url().includes( '/vitrine/v1/cart' ) ) {
			calls.push(
				'rest ' +
					new URL( request.url() ).pathname.replace(
						/.*\/vitrine\/v1\//,
						''
					)
			);
		}
	} );
	return calls;
}

/**
 * Presses Tab until the element has focus, as a keyboard user would.
 *
 * @param page    The page.
 * @param locator What to reach.
 */
export async function tabTo(
	page: Page,
	locator: ReturnType< Page[ 'locator' ] >
): Promise< void > {
	// A shop page has the header's cart button and the filters' forty-odd controls before its
	// grid: reaching an earlier card from a later one goes round the whole page.
	for ( let i = 0; i < 200; i++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await locator.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
	}
	await expect( locator ).toBeFocused();
}
