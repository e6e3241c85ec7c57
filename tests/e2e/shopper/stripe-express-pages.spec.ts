/**
 * Express checkout on the cart, checkout and pay-for-order pages, through the Stripe.js double's
 * Express Checkout Element and the fake Stripe server: Apple Pay and Link from the cart, Google Pay
 * from the Checkout block, Amazon Pay for an order waiting for payment, each paying the order the server made
 * from its own totals; axe on each area.
 */
import { test, expect } from '../support/fixtures';
import {
	configureExpressCheckout,
	configureStripe,
	expressButton,
	expressSheet,
	fakeStripe,
	installStripeDouble,
	intentOfOrder,
	type ExpressCheckoutSettings,
	type StripeKeys,
} from '../support/stripe';
import type { Page } from '@playwright/test';
import type { Site } from '../support/site';
import { expectNoAxeViolations } from '../support/wordpress';
import { addToCart, checkoutProduct, pendingOrder } from './checkout-helpers';
import { unique } from './product-helpers';

const EVERYWHERE: ExpressCheckoutSettings = {
	express_checkout: true,
	express_link: true,
	express_amazon_pay: true,
	express_locations: [ 'product', 'cart', 'checkout', 'pay_for_order' ],
};

/**
 * The type of the payment method that paid an order, and its wallet for cards.
 *
 * @param site    The worker's site.
 * @param keys    The Stripe account.
 * @param orderId The order.
 */
async function paidWith(
	site: Site,
	keys: StripeKeys,
	orderId: number
): Promise< string > {
	const intent = await intentOfOrder( site, keys, orderId );
	expect( intent.status ).toBe( 'succeeded' );
	const method = await fakeStripe< {
		type: string;
		card?: { wallet?: { type: string } };
	} >( site, keys, `/v1/payment_methods/${ intent.payment_method }` );
	return method.card?.wallet?.type ?? method.type;
}

/**
 * Link and Amazon Pay payments go on on the provider's page (the fake server's, as Stripe's
 * next_action redirect_to_url sends them): the shopper authorises there. A guest is not asked
 * for the email on the way: the pay page knows the browser that placed the order.
 *
 * @param page The shopper's page.
 */
async function authorizeRedirect( page: Page ): Promise< void > {
	await page.getByRole( 'link', { name: 'Authorize test payment' } ).click();
}

/**
 * The order the browser was sent to after paying.
 *
 * @param url The order-received address.
 */
function receivedOrder( url: string ): number {
	return Number( /order-received\/(\d+)/.exec( url )?.[ 1 ] );
}

test.describe( 'Stripe express checkout on the cart, checkout and pay-for-order pages', () => {
	test( 'Apple Pay from the cart pays the cart, and the cart is empty after', async ( {
		page,
		site,
	} ) => {
		test.slow();
		const keys = await configureStripe();
		await configureExpressCheckout( EVERYWHERE );
		const name = unique( 'Cart express jug' );
		const productId = await checkoutProduct( name, '12.50' );
		await installStripeDouble( page, site, {
			wallets: { applePay: true },
		} );
		await addToCart( page, productId, 2 );

		await page.goto( '/cart/' );
		const button = expressButton( page, 'Apple Pay' );
		await expect( button ).toBeVisible();
		await expect(
			page.locator( '#vitrine-express-checkout-separator' )
		).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-express-checkout' );

		await button.click();
		const sheet = expressSheet( page, 'Apple Pay' );
		await expect( sheet.getByRole( 'listitem' ).first() ).toContainText(
			`${ name } × 2`
		);
		await sheet.getByRole( 'radio', { name: /Paris, FR/ } ).check();
		await sheet.getByRole( 'button', { name: 'Pay' } ).click();
		await expect( page ).toHaveURL( /order-received\/\d+/ );
		expect(
			await paidWith( site, keys, receivedOrder( page.url() ) )
		).toBe( 'apple_pay' );

		await page.goto( '/cart/' );
		await expect(
			page.getByText( 'Your cart is currently empty.' )
		).toBeVisible();
	} );

	test( 'Google Pay from the checkout (the Checkout block) pays the cart for the total of the address chosen in the sheet', async ( {
		page,
		site,
	} ) => {
		test.slow();
		const keys = await configureStripe();
		await configureExpressCheckout( EVERYWHERE );
		const name = unique( 'Checkout express kettle' );
		const productId = await checkoutProduct( name, '24.00' );
		await installStripeDouble( page, site );
		await addToCart( page, productId, 1 );

		await page.goto( '/checkout/' );
		const button = expressButton( page, 'Google Pay' );
		await expect( button ).toBeVisible();
		await expect(
			page.locator( '#vitrine-express-checkout-separator' )
		).toBeVisible();
		// Once, above the form: the block renders the same form as the shortcode.
		await expect( page.locator( '.vitrine-express-checkout' ) ).toHaveCount(
			1
		);
		await expectNoAxeViolations( page, '.vitrine-express-checkout' );

		await button.click();
		const sheet = expressSheet( page, 'Google Pay' );
		await expect( sheet.getByRole( 'listitem' ).first() ).toContainText(
			name
		);
		const total = sheet.locator( '.vitrine-stripe-double-sheet__total' );
		await sheet.getByRole( 'radio', { name: /Paris, FR/ } ).check();
		await expect(
			sheet.getByRole( 'button', { name: 'Pay' } )
		).toBeEnabled();
		const paris = await total.textContent();
		await sheet.getByRole( 'button', { name: 'Pay' } ).click();
		await expect( page ).toHaveURL( /order-received\/\d+/ );
		const orderId = receivedOrder( page.url() );
		expect( await paidWith( site, keys, orderId ) ).toBe( 'google_pay' );
		const intent = await intentOfOrder( site, keys, orderId );
		// The amount charged is the total the sheet showed ("Total: €31.50"), in cents.
		expect( intent.amount ).toBe(
			Math.round(
				Number( ( paris ?? '' ).replace( /[^\d.]/g, '' ) ) * 100
			)
		);
	} );

	test( 'Link from the cart pays the cart', async ( { page, site } ) => {
		test.slow();
		const keys = await configureStripe();
		await configureExpressCheckout( EVERYWHERE );
		const productId = await checkoutProduct(
			unique( 'Cart express lamp' ),
			'40.00'
		);
		await installStripeDouble( page, site, { wallets: { link: true } } );
		await addToCart( page, productId, 1 );

		await page.goto( '/cart/' );
		const button = expressButton( page, 'Link' );
		await expect( button ).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-express-checkout' );
		await button.click();
		const sheet = expressSheet( page, 'Link' );
		await sheet.getByRole( 'button', { name: 'Pay' } ).click();
		await authorizeRedirect( page );
		await expect( page ).toHaveURL( /order-received\/\d+/ );
		expect(
			await paidWith( site, keys, receivedOrder( page.url() ) )
		).toBe( 'link' );
	} );

	test( 'Amazon Pay pays an order waiting for payment, for its own total', async ( {
		page,
		site,
	} ) => {
		test.slow();
		const keys = await configureStripe();
		await configureExpressCheckout( EVERYWHERE );
		const productId = await checkoutProduct(
			unique( 'Pay later vase' ),
			'55.00'
		);
		const order = await pendingOrder(
			productId,
			'amazon.later@example.org'
		);
		await installStripeDouble( page, site, {
			wallets: { amazonPay: true },
		} );

		await page.goto( order.pay_url );
		await page
			.getByLabel( 'Email address' )
			.fill( 'amazon.later@example.org' );
		await page.getByRole( 'button', { name: 'Verify' } ).click();
		const button = expressButton( page, 'Amazon Pay' );
		await expect( button ).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-express-checkout' );
		await button.click();
		const sheet = expressSheet( page, 'Amazon Pay' );
		await expect(
			sheet.locator( '.vitrine-stripe-double-sheet__total' )
		).toContainText( '55' );
		await sheet.getByRole( 'button', { name: 'Pay' } ).click();
		await authorizeRedirect( page );
		await expect( page ).toHaveURL( /order-received\/\d+/ );
		expect( receivedOrder( page.url() ) ).toBe( order.id );
		expect( await paidWith( site, keys, order.id ) ).toBe( 'amazon_pay' );
	} );
} );
