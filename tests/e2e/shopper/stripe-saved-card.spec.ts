/**
 * A card saved while paying, through the Stripe.js double and the fake Stripe server: the save
 * box shows to a guest only once they create an account; ticked, the Payment Element is made again
 * for a saved method and the payment is set up for later (setup_future_usage off_session).
 */
import { test, expect } from '../support/fixtures';
import {
	configureStripe,
	fillCard,
	installStripeDouble,
	intentOfOrder,
	placeStripeOrder,
} from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
	logInAsNewCustomer,
} from './checkout-helpers';
import { unique } from './product-helpers';

test( 'a guest who creates an account may save the card they pay with', async ( {
	page,
	site,
} ) => {
	test.slow();
	const keys = await configureStripe();
	const product = await checkoutProduct( unique( 'Stripe mug' ) );
	await installStripeDouble( page, site );

	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await fillBerlinAddress( page, `saver-${ Date.now() }@example.org` );
	await page.getByLabel( 'Credit / Debit Card' ).check();
	const save = page.getByLabel(
		'Save payment information to my account for future purchases.'
	);
	await expect( save ).toBeHidden();
	await page.getByLabel( 'Create an account?' ).check();
	await page
		.getByLabel( /^Create account password/ )
		.fill( 'a long enough password' );
	await expect( save ).toBeVisible();
	await save.check();
	// The card's Payment Element is made again for a method to save (off_session). The express
	// buttons above the form make Elements groups of their own, for their wallets.
	await expect
		.poll( () =>
			page.evaluate( () =>
				(
					window as unknown as {
						vitrineStripeDouble: {
							calls: Array< { name: string; args: unknown[] } >;
						};
					}
				 ).vitrineStripeDouble.calls
					.filter( ( call ) => call.name === 'elements' )
					.map(
						( call ) =>
							call.args[ 0 ] as {
								allowedPaymentMethodTypes?: string[];
								setupFutureUsage?: string;
							}
					)
					.filter( ( options ) =>
						options.allowedPaymentMethodTypes?.includes( 'card' )
					)
					.map( ( options ) => options.setupFutureUsage ?? null )
			)
		)
		.toEqual( [ null, 'off_session' ] );
	const element = page.locator( '#vitrine-stripe-card-element' );
	await fillCard( page );
	const first = await placeStripeOrder( page );

	// The payment was set up for later.
	const intent = await intentOfOrder( site, keys, first );
	expect( intent.setup_future_usage ).toBe( 'off_session' );
	expect( intent.customer ).toMatch( /^cus_/ );

	// The next checkout offers the saved card, chosen by default, and pays with it.
	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await page.getByLabel( 'Credit / Debit Card' ).check();
	const saved = page.getByLabel( 'Visa ending in 4242 (expires 12/34)' );
	await expect( saved ).toBeChecked();
	await expect( element ).toBeHidden();
	await expectNoAxeViolations( page, '.vitrine-checkout' );
	await page.getByLabel( 'Use a new payment method' ).check();
	await expect( element.getByLabel( 'Card number' ) ).toBeVisible();
	await saved.check();
	await expect( element ).toBeHidden();
	const savedId = await saved.getAttribute( 'value' );
	expect( savedId ).toMatch( /^pm_/ );
	const second = await placeStripeOrder( page );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	const paid = await intentOfOrder( site, keys, second );
	expect( paid.payment_method ).toBe( savedId );
	expect( paid.customer ).toMatch( /^cus_/ );
} );

test( 'a logged-in customer who saves their card pays the next order with it', async ( {
	page,
	site,
} ) => {
	test.slow();
	const keys = await configureStripe();
	const product = await checkoutProduct( unique( 'Stripe jug' ) );
	await installStripeDouble( page, site );
	const email = await logInAsNewCustomer( page );

	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await fillBerlinAddress( page, email );
	await page.getByLabel( 'Credit / Debit Card' ).check();
	const element = page.locator( '#vitrine-stripe-card-element' );
	await expect( element.getByLabel( 'Card number' ) ).toBeVisible();
	// No saved method yet: no radios, the Payment Element alone.
	await expect(
		page.locator( 'input[name="vitrine-stripe-saved-method"]' )
	).toHaveCount( 0 );
	await page
		.getByLabel(
			'Save payment information to my account for future purchases.'
		)
		.check();
	await fillCard( page );
	await placeStripeOrder( page );

	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await page.getByLabel( 'Credit / Debit Card' ).check();
	const saved = page.getByLabel( 'Visa ending in 4242 (expires 12/34)' );
	await expect( saved ).toBeChecked();
	await expect( element ).toBeHidden();
	await expectNoAxeViolations( page, '.vitrine-checkout' );
	const savedId = await saved.getAttribute( 'value' );
	const second = await placeStripeOrder( page );
	await expect( page.locator( 'body' ) ).toContainText( 'Processing' );
	const paid = await intentOfOrder( site, keys, second );
	expect( paid.payment_method ).toBe( savedId );
} );
