/**
 * Paying an order placed earlier by card with Stripe on the pay-for-order page, through the
 * Stripe.js double and the fake Stripe server: the form's place-order hook adds the new payment
 * method, the form posts, the order is paid; a decline is shown above the form; axe.
 */
import { test, expect } from '../support/fixtures';
import { configureStripe, installStripeDouble } from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';
import { checkoutProduct, pendingOrder } from './checkout-helpers';
import { unique } from './product-helpers';

test( 'an order is paid by card on its pay-for-order page', async ( {
	page,
	site,
} ) => {
	test.slow();
	await configureStripe();
	const productId = await checkoutProduct( unique( 'Stripe bowl' ), '30.00' );
	const order = await pendingOrder( productId, 'pay.later@example.org' );
	await installStripeDouble( page, site );

	await page.goto( order.pay_url );
	await page.getByLabel( 'Email address' ).fill( 'pay.later@example.org' );
	await page.getByRole( 'button', { name: 'Verify' } ).click();
	await page.getByLabel( 'Credit / Debit Card' ).check();
	const element = page.locator( '.vitrine-stripe-element' );
	await expect( element.getByLabel( 'Card number' ) ).toBeVisible();
	await expectNoAxeViolations( page, '.vitrine-pay-for-order-page' );

	// Nothing posts until the element has a complete card.
	await page.getByRole( 'button', { name: 'Pay for order' } ).click();
	await expect( page.locator( '.vitrine-payment-form__notices' ) ).toHaveText(
		'Your card number is incomplete.'
	);

	await element.getByLabel( 'Card number' ).fill( '4242424242424242' );
	await element.getByLabel( 'Expiration date' ).fill( '12 / 34' );
	await element.getByLabel( 'Security code' ).fill( '123' );
	await page.getByRole( 'button', { name: 'Pay for order' } ).click();
	await expect( page ).toHaveURL( /order-received/ );
} );
