/**
 * Paying by card with Stripe at the checkout, against the fake Stripe server through the
 * Stripe.js double (tests/e2e/support/stripe.ts): a decline met and shown, then a card that
 * succeeds; 3-D Secure completed in its dialog; axe on the page with the Payment Element.
 */
import { test, expect } from '../support/fixtures';
import {
	completeThreeDSecure,
	configureStripe,
	installStripeDouble,
	fillCard,
} from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from './checkout-helpers';
import { unique } from './product-helpers';

const CARD = 'Credit / Debit Card';

test.describe( 'Stripe card checkout', () => {
	let product: number;

	test.beforeAll( async () => {
		await configureStripe();
		product = await checkoutProduct( unique( 'Stripe lamp' ) );
	} );

	test.beforeEach( async ( { page, site } ) => {
		await installStripeDouble( page, site );
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await fillBerlinAddress( page, 'card.buyer@example.org' );
		await page.getByLabel( /I have read and agree/ ).check();
		await page.getByLabel( CARD ).check();
	} );

	test( 'a declined card shows Stripe’s message in the notices; another card pays the order', async ( {
		page,
	} ) => {
		test.slow();
		await expect(
			page
				.locator( '#vitrine-stripe-card-element' )
				.getByLabel( 'Card number' )
		).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-checkout' );

		// An incomplete card is refused by the element before anything is sent.
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( page.locator( '.vitrine-checkout__notices' ) ).toHaveText(
			'Your card number is incomplete.'
		);

		await fillCard( page, '4000000000000002' );
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		await expect(
			page.locator( '.vitrine-checkout__notices' )
		).toContainText( 'Your card was declined.' );
		await expect( page ).toHaveURL( /\/checkout\/$/ );

		await fillCard( page, '4242424242424242' );
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( page ).toHaveURL( /order-received/ );
		await expect( page.locator( 'body' ) ).toContainText( CARD );
	} );

	test( '3-D Secure is completed in its dialog, then the order is paid', async ( {
		page,
	} ) => {
		test.slow();
		await fillCard( page, '4000002760003184' );
		await page.getByRole( 'button', { name: 'Place order' } ).click();

		await completeThreeDSecure( page );
		await expect( page ).toHaveURL( /order-received/ );
	} );
} );
