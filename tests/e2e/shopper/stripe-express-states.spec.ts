/**
 * When the express checkout buttons do not show, and what a failed add-to-cart does, through the
 * Stripe.js double and the fake Stripe server: no wallet in the browser, a variation not chosen,
 * a zero total (each with the administrators' note saying why); an add-to-cart that fails after
 * the sheet opened is awaited 1 s before the payment fails with its message; an order call that
 * does not reach the server fails the sheet with the catalogue's transport message; answers the
 * server does not explain show the catalogue's product data, add-to-cart and order messages; the
 * login-confirmation prompt where guests may not check out; a page left open while the product
 * changed gets the server's "unavailable" and "select your options"; the taxes notice where taxes
 * follow the billing address.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	configureExpressCheckout,
	configureStripe,
	expressButton,
	expressSheet,
	installStripeDouble,
	type StripeDoubleWallets,
} from '../support/stripe';
import type { Site } from '../support/site';
import {
	ADMIN_STATE,
	createProduct,
	expectNoAxeViolations,
	readSettings,
	updateProduct,
	updateSettings,
} from '../support/wordpress';
import { addToCart, checkoutProduct } from './checkout-helpers';
import { unique } from './product-helpers';

const NO_WALLET: StripeDoubleWallets = {
	applePay: false,
	googlePay: false,
	link: false,
	amazonPay: false,
};

/**
 * The buttons' area of the page.
 * @param page
 */
const area = ( page: Page ) => page.locator( '.vitrine-express-checkout' );

/**
 * Waits until the page mounted its express elements and none is still waiting for Stripe's
 * answer (ready or loaderror): only then is a hidden area a decision, not a page still loading.
 *
 * @param page The page.
 */
async function expressSettled( page: Page ): Promise< void > {
	await page.waitForFunction( () => {
		const double = (
			window as unknown as {
				vitrineStripeDouble?: { calls: Array< { name: string } > };
			}
		 ).vitrineStripeDouble;
		return (
			!! double?.calls.some(
				( call ) => call.name === 'element.mount'
			) &&
			! document.querySelector( '.vitrine-express-checkout.is-waiting' )
		);
	} );
}

/**
 * A page of the same site as an administrator, with the double installed.
 *
 * @param page    A shopper's page (its browser makes the administrator's context).
 * @param site    The worker's site.
 * @param wallets The wallets of the browser.
 */
async function administratorPage(
	page: Page,
	site: Site,
	wallets?: StripeDoubleWallets
): Promise< Page > {
	const context = await page
		.context()
		.browser()!
		.newContext( { storageState: ADMIN_STATE, baseURL: site.url } );
	const admin = await context.newPage();
	await installStripeDouble( admin, site, wallets ? { wallets } : {} );
	return admin;
}

test.describe( 'Stripe express checkout: hidden states and a failed add-to-cart', () => {
	test.beforeEach( async () => {
		await configureStripe();
		await configureExpressCheckout( {
			express_checkout: true,
			express_link: true,
			express_locations: [
				'product',
				'cart',
				'checkout',
				'pay_for_order',
			],
		} );
	} );

	test( 'no wallet in the browser: nothing shows; an administrator is told why', async ( {
		page,
		site,
	} ) => {
		const productId = await checkoutProduct(
			unique( 'Walletless bowl' ),
			'30.00'
		);
		await installStripeDouble( page, site, { wallets: NO_WALLET } );
		await page.goto( `/?p=${ productId }` );
		await expressSettled( page );
		await expect( area( page ) ).toBeHidden();
		await expect(
			page.locator( '#vitrine-express-checkout-separator' )
		).toBeHidden();

		const admin = await administratorPage( page, site, NO_WALLET );
		await admin.goto( `/?p=${ productId }` );
		await expressSettled( admin );
		await expect(
			admin.locator( '.vitrine-express-checkout__admin-note' )
		).toContainText( 'no wallet' );
		await admin.context().close();
	} );

	test( 'a variable product shows the buttons only once a variation is chosen', async ( {
		page,
		site,
	} ) => {
		const shirt = await createProduct( {
			name: unique( 'Express shirt' ),
			type: 'variable',
			attributes: [
				{ name: 'Colour', options: [ 'Red', 'Blue' ], variation: true },
			],
			variations: [
				{ regular_price: '20.00', attributes: { colour: 'red' } },
				{ regular_price: '24.00', attributes: { colour: 'blue' } },
			],
		} );
		await installStripeDouble( page, site );
		await page.goto( shirt.permalink );
		await expressSettled( page );
		await expect( area( page ) ).toBeHidden();

		await page.getByLabel( 'Colour' ).selectOption( { label: 'Blue' } );
		await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();
		await expressButton( page, 'Google Pay' ).click();
		await expect(
			expressSheet( page, 'Google Pay' ).getByRole( 'listitem' ).first()
		).toContainText( 'Blue' );
		await expressSheet( page, 'Google Pay' )
			.getByRole( 'button', { name: 'Cancel' } )
			.click();

		await page.getByLabel( 'Colour' ).selectOption( { index: 0 } );
		await expect( area( page ) ).toBeHidden();
	} );

	test( 'a zero total shows no buttons; an administrator is told why', async ( {
		page,
		site,
	} ) => {
		// Virtual: nothing to ship, so the total is zero whatever address the administrator's
		// earlier carts left (with one, a shipped sample costs its shipping, and the buttons
		// rightly show).
		const productId = (
			await createProduct( {
				name: unique( 'Free sample' ),
				regular_price: '0.00',
				virtual: true,
			} )
		).id;
		await installStripeDouble( page, site );
		await page.goto( `/?p=${ productId }` );
		await expect( area( page ) ).toBeHidden();
		await expect( expressButton( page, 'Google Pay' ) ).toHaveCount( 0 );

		const admin = await administratorPage( page, site );
		await admin.goto( `/?p=${ productId }` );
		// The bundle starts when its area comes near the screen (or the browser is idle).
		await admin
			.locator( '.vitrine-express-checkout' )
			.scrollIntoViewIfNeeded();
		await expect(
			admin.locator( '.vitrine-express-checkout__admin-note' )
		).toContainText( 'total is zero' );
		await admin.context().close();
	} );

	test( 'an add-to-cart that fails after the sheet opened is awaited 1 s, then the payment fails with its message', async ( {
		page,
		site,
	} ) => {
		const productId = (
			await createProduct( {
				name: unique( 'Last bowls' ),
				regular_price: '30.00',
				manage_stock: true,
				stock: 2,
				// Nothing to ship: the sheet asks no address, so Pay can be pressed before the
				// add-to-cart answers.
				virtual: true,
			} )
		).id;
		await installStripeDouble( page, site );
		// The page's own clock: when the add-to-cart answer reached the page, when the note came.
		await page.addInitScript( () => {
			const times = { answered: 0, noted: 0 };
			(
				window as unknown as { expressTimes: typeof times }
			 ).expressTimes = times;
			const original = window.fetch.bind( window );
			window.fetch = async ( ...args: Parameters< typeof fetch > ) => {
				const response = await original( ...args );
				if ( String( args[ 0 ] ).includes( 'stripe_add_to_cart' ) ) {
					times.answered = performance.now();
				}
				return response;
			};
			new MutationObserver( () => {
				if (
					! times.noted &&
					document.querySelector( '.vitrine-express-checkout__error' )
				) {
					times.noted = performance.now();
				}
			} ).observe( document, { childList: true, subtree: true } );
		} );
		// Slower than the sheet's 700 ms, and for more than the stock: the server refuses it.
		await page.route(
			/vitrine-ajax=stripe_add_to_cart/,
			async ( route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 900 ) );
				const form = new URLSearchParams(
					route.request().postData() ?? ''
				);
				form.set( 'qty', '5' );
				await route.continue( { postData: form.toString() } );
			}
		);

		await page.goto( `/?p=${ productId }` );
		await expressButton( page, 'Google Pay' ).click();
		const sheet = expressSheet( page, 'Google Pay' );
		await expect( sheet ).toBeVisible();
		await sheet.getByRole( 'button', { name: 'Pay' } ).click();

		const note = page.locator( '.vitrine-express-checkout__error' );
		await expect( note ).toContainText( 'not enough stock' );
		await expect( note ).toHaveAttribute( 'role', 'alert' );
		const times = await page.evaluate(
			() =>
				(
					window as unknown as {
						expressTimes: Record< string, number >;
					}
				 ).expressTimes
		);
		expect( times.answered ).toBeGreaterThan( 0 );
		expect( times.noted - times.answered ).toBeGreaterThanOrEqual( 1000 );
		await expect( sheet ).toContainText( 'Payment failed' );
		await expect( page ).not.toHaveURL( /order-received/ );
	} );

	test( 'guests may not check out: the wallet button asks to log in first, and OK leads to the login page', async ( {
		page,
		site,
	} ) => {
		const productId = await checkoutProduct(
			unique( 'Members bowl' ),
			'30.00'
		);
		await updateSettings( { checkout_guest: false } );
		try {
			await installStripeDouble( page, site );
			await page.goto( `/?p=${ productId }` );
			const productUrl = page.url();

			// Declined: nothing happens, no sheet, no add-to-cart.
			let asked = '';
			page.once( 'dialog', ( dialog ) => {
				asked = dialog.message();
				void dialog.dismiss();
			} );
			await expressButton( page, 'Google Pay' ).click();
			await expect.poll( () => asked ).toContain( 'log in' );
			await expect( expressSheet( page, 'Google Pay' ) ).toBeHidden();
			await expect( page ).toHaveURL( productUrl );

			// Accepted: the login page, back to the product after.
			page.once( 'dialog', ( dialog ) => void dialog.accept() );
			await expressButton( page, 'Google Pay' ).click();
			await expect( page ).toHaveURL( /wp-login\.php\?redirect_to=/ );
			expect(
				new URL( page.url() ).searchParams.get( 'redirect_to' )
			).toBe( productUrl );
		} finally {
			await updateSettings( { checkout_guest: true } );
		}
	} );

	test( 'answers the server does not explain: the catalogue’s product data, add-to-cart and order messages', async ( {
		page,
		site,
	} ) => {
		const shirt = await createProduct( {
			name: unique( 'Unexplained shirt' ),
			type: 'variable',
			attributes: [
				{ name: 'Colour', options: [ 'Red', 'Blue' ], variation: true },
			],
			variations: [
				{ regular_price: '20.00', attributes: { colour: 'red' } },
				{ regular_price: '24.00', attributes: { colour: 'blue' } },
			],
		} );
		await installStripeDouble( page, site );
		const broken = ( route: Route ) =>
			route.fulfill( {
				status: 500,
				contentType: 'text/html',
				body: '<p>Internal Server Error</p>',
			} );
		const note = page.locator( '.vitrine-express-checkout__error' );
		await page.goto( shirt.permalink );
		await expressSettled( page );

		// The product's data: hidden, and the shopper told why.
		await page.route(
			/vitrine-ajax=stripe_get_selected_product_data/,
			broken
		);
		await page.getByLabel( 'Colour' ).selectOption( { label: 'Blue' } );
		await expect( note ).toHaveText(
			'There was an error getting the product information.'
		);
		await expect( note ).toHaveAttribute( 'role', 'alert' );
		await expect( area( page ) ).toBeHidden();
		await page.unroute( /vitrine-ajax=stripe_get_selected_product_data/ );

		// The add-to-cart, answered within 700 ms: its message, no sheet.
		await page.route( /vitrine-ajax=stripe_add_to_cart/, broken );
		await page.getByLabel( 'Colour' ).selectOption( { label: 'Red' } );
		await expressButton( page, 'Google Pay' ).click();
		await expect( note ).toHaveText(
			'There was an error adding the product to the cart.'
		);
		await expect( expressSheet( page, 'Google Pay' ) ).toBeHidden();
		await page.unroute( /vitrine-ajax=stripe_add_to_cart/ );

		// The order: the default order error, the sheet failed, the page unblocked.
		await page.route( /\/wp-json\/vitrine\/v1\/checkout/, broken );
		await expressButton( page, 'Google Pay' ).click();
		const sheet = expressSheet( page, 'Google Pay' );
		await sheet.getByRole( 'radio', { name: /Paris, FR/ } ).check();
		await sheet.getByRole( 'button', { name: 'Pay' } ).click();
		await expect( note ).toHaveText(
			'There was a problem processing the order.'
		);
		await expect( sheet ).toContainText( 'Payment failed' );
		await expect(
			page.locator( '.vitrine-express-checkout__overlay' )
		).toHaveCount( 0 );
		await expect( page ).not.toHaveURL( /order-received/ );
	} );

	test( 'a page left open while the merchant changed the product: the server’s “unavailable” and “select your options”', async ( {
		page,
		site,
	} ) => {
		const colour = {
			name: 'Colour',
			options: [ 'Red', 'Blue' ],
			variation: true,
		};
		const shirt = await createProduct( {
			name: unique( 'Stale shirt' ),
			type: 'variable',
			attributes: [ colour ],
			variations: [
				{ regular_price: '20.00', attributes: { colour: 'red' } },
				{ regular_price: '24.00', attributes: { colour: 'blue' } },
			],
		} );
		const [ red, blue ] = shirt.variation_ids;
		await installStripeDouble( page, site );
		const note = page.locator( '.vitrine-express-checkout__error' );
		await page.goto( shirt.permalink );
		await expressSettled( page );
		await page.getByLabel( 'Colour' ).selectOption( { label: 'Blue' } );
		await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();

		// The blue shirt withdrawn: the page still offers it, the server no longer sells it.
		await updateProduct( shirt.id, {
			variations: [ { id: blue, enabled: false } ],
		} );
		await page.getByLabel( 'Quantity' ).fill( '2' );
		await page.getByLabel( 'Quantity' ).dispatchEvent( 'change' );
		await expect( note ).toHaveText(
			'Sorry, this product is unavailable. Please choose a different combination.'
		);
		await expect( area( page ) ).toBeHidden();

		// The red one is still sold: the buttons come back.
		await page.getByLabel( 'Colour' ).selectOption( { label: 'Red' } );
		await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();

		// A size added to the shirt: the page knows only the colour.
		await updateProduct( shirt.id, {
			attributes: [
				colour,
				{ name: 'Size', options: [ 'S', 'M' ], variation: true },
			],
			variations: [
				{ id: red, attributes: { colour: 'red', size: 's' } },
				{
					regular_price: '20.00',
					attributes: { colour: 'red', size: 'm' },
				},
			],
		} );
		await expressButton( page, 'Google Pay' ).click();
		await expect( note ).toHaveText(
			'Please select your product options before proceeding.'
		);
		await expect( expressSheet( page, 'Google Pay' ) ).toBeHidden();
		await expect( page ).not.toHaveURL( /order-received/ );
	} );

	test( 'taxes worked out from the billing address: the buttons say the final taxes may differ', async ( {
		page,
		site,
	} ) => {
		const before = await readSettings( [ 'tax_enabled', 'tax_based_on' ] );
		const productId = await checkoutProduct(
			unique( 'Taxed bowl' ),
			'18.00'
		);
		await installStripeDouble( page, site );
		await addToCart( page, productId );
		const notice = page.locator( '.vitrine-express-checkout__taxes' );

		// From the shipping address, which the sheet gives before the total: nothing to say.
		await updateSettings( { tax_enabled: true, tax_based_on: 'shipping' } );
		try {
			await page.goto( '/cart/' );
			await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();
			await expect( notice ).toHaveCount( 0 );

			// From the billing address, which the wallet gives only once the shopper pays.
			await updateSettings( { tax_based_on: 'billing' } );
			await page.reload();
			await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();
			await expect( notice ).toBeVisible();
			await expect( notice ).toHaveText(
				'Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).'
			);
			await expectNoAxeViolations( page, '.vitrine-express-checkout' );
		} finally {
			await updateSettings( before );
		}
	} );

	test( 'the order call not reaching the server: the sheet fails, the note says so, the page is unblocked', async ( {
		page,
		site,
	} ) => {
		const productId = await checkoutProduct(
			unique( 'Unreached bowl' ),
			'30.00'
		);
		await installStripeDouble( page, site );
		await page.route( /\/wp-json\/vitrine\/v1\/checkout/, ( route ) =>
			route.abort( 'failed' )
		);
		await page.goto( `/?p=${ productId }` );
		await expressButton( page, 'Google Pay' ).click();
		const sheet = expressSheet( page, 'Google Pay' );
		await sheet.getByRole( 'radio', { name: /Paris, FR/ } ).check();
		await sheet.getByRole( 'button', { name: 'Pay' } ).click();

		const note = page.locator( '.vitrine-express-checkout__error' );
		await expect( note ).toHaveText(
			'An error occurred while connecting to the server. Please try again.'
		);
		await expect( sheet ).toContainText( 'Payment failed' );
		await expect(
			page.locator( '.vitrine-express-checkout__overlay' )
		).toHaveCount( 0 );
		await expect( page.locator( 'body' ) ).not.toHaveAttribute(
			'aria-busy',
			'true'
		);
	} );
} );
