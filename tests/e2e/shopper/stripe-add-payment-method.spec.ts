/**
 * My account > Add payment method with Stripe, through the Stripe.js double and the fake Stripe
 * server: a card added (the first one the default) and deleted; a second card added by a customer
 * who has one (the page offers the Payment Element alone, not the saved card); a declined card
 * refused with Stripe's message and nothing saved; a 3-D Secure card completed, then listed; axe
 * on the list and on the page; the confirmation step of a setup intent (its hash, order 0) completed.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	completeThreeDSecure,
	configureStripe,
	fakeStripe,
	installStripeDouble,
	fillCard,
	type StripeKeys,
} from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';
import { logInAsNewCustomer } from './checkout-helpers';

const THEME_NAVIGATION = '.wp-block-navigation';

/** SavedPaymentMethods::ADD_DELAY, and a second of margin. */
const ADD_DELAY_MS = 21_000;

/**
 * Opens the add-payment-method page with the card chosen and its Payment Element ready.
 *
 * @param page The page.
 */
async function openAddPage( page: Page ): Promise< void > {
	await page.goto( '/my-account/add-payment-method/' );
	const card = page.getByLabel( 'Credit / Debit Card' );
	if ( ( await card.getAttribute( 'type' ) ) === 'radio' ) {
		await card.check();
	}
	await expect(
		page
			.locator( '#vitrine-stripe-card-element' )
			.getByLabel( 'Card number' )
	).toBeVisible();
}

/**
 * Adds a card on the add-payment-method page (its 3-D Secure, if any, is the caller's).
 *
 * @param page   The page.
 * @param number The card number.
 */
async function addCard( page: Page, number: string ): Promise< void > {
	await openAddPage( page );
	await fillCard( page, number );
	await page.getByRole( 'button', { name: 'Add payment method' } ).click();
}

test.describe( 'Stripe: add payment method', () => {
	let keys: StripeKeys;

	test.beforeEach( async ( { page, site } ) => {
		keys = await configureStripe();
		await installStripeDouble( page, site );
		await logInAsNewCustomer( page );
	} );

	const rows = ( page: Page ) =>
		page.locator( '.vitrine-payment-methods-table tbody tr' );

	test( 'a customer adds a card, the default, and deletes it', async ( {
		page,
	} ) => {
		test.slow();

		// A card: back on the list, the first method the default.
		await addCard( page, '4242424242424242' );
		await expect( page ).toHaveURL( /\/my-account\/payment-methods\// );
		await expect(
			page.getByText( 'Payment method successfully added.' )
		).toBeVisible();
		await expect( rows( page ) ).toHaveCount( 1 );
		await expect( rows( page ).first() ).toContainText(
			'Visa ending in 4242'
		);
		await expect( rows( page ).first() ).toContainText( 'Default' );
		await expect( rows( page ).first() ).toContainText( '12/34' );
		await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );

		// Deleting it empties the list.
		await page
			.getByRole( 'button', { name: 'Delete Visa ending in 4242' } )
			.click();
		await expect(
			page.getByText( 'Payment method deleted.' )
		).toBeVisible();
		await expect( rows( page ) ).toHaveCount( 0 );
		await expect(
			page.getByText( 'No saved methods found.' )
		).toBeVisible();
	} );

	test( 'a customer with a card saved adds a second one', async ( {
		page,
	} ) => {
		test.slow();
		await addCard( page, '4242424242424242' );
		await expect( rows( page ) ).toHaveCount( 1 );
		const added = Date.now();

		// The page offers the Payment Element alone: no saved card to choose, no box to save.
		await openAddPage( page );
		await expect(
			page.locator( 'input[name="vitrine-stripe-saved-method"]' )
		).toHaveCount( 0 );
		await expect(
			page.getByLabel( 'Save payment information to my account' )
		).toHaveCount( 0 );
		await expectNoAxeViolations( page, '#add_payment_method' );

		await fillCard( page, '5555555555554444' );
		// The account refuses a method added sooner than ADD_DELAY (20 s) after the last one.
		await page.waitForTimeout(
			Math.max( 0, added + ADD_DELAY_MS - Date.now() )
		);
		await page
			.getByRole( 'button', { name: 'Add payment method' } )
			.click();
		await expect( page ).toHaveURL( /\/my-account\/payment-methods\// );
		await expect(
			page.getByText( 'Payment method successfully added.' )
		).toBeVisible();
		await expect( rows( page ) ).toHaveCount( 2 );
		await expect(
			rows( page ).filter( { hasText: 'Visa ending in 4242' } )
		).toContainText( 'Default' );
		await expect(
			rows( page ).filter( { hasText: 'Mastercard ending in 4444' } )
		).not.toContainText( 'Default' );
	} );

	test( 'a declined card shows Stripe’s message and nothing is saved', async ( {
		page,
	} ) => {
		test.slow();
		await addCard( page, '4000000000000002' );

		await expect(
			page.locator( '.vitrine-payment-form__notices' )
		).toContainText( 'Your card was declined.' );
		await expect( page ).toHaveURL( /\/my-account\/add-payment-method\// );

		await page.goto( '/my-account/payment-methods/' );
		await expect( rows( page ) ).toHaveCount( 0 );
		await expect(
			page.getByText( 'No saved methods found.' )
		).toBeVisible();
	} );

	test( 'a card that needs 3-D Secure is completed in its dialog, then listed', async ( {
		page,
	} ) => {
		test.slow();
		await addCard( page, '4000002760003184' );
		await completeThreeDSecure( page );

		await expect( page ).toHaveURL( /\/my-account\/payment-methods\// );
		await expect(
			page.getByText( 'Payment method successfully added.' )
		).toBeVisible();
		await expect( rows( page ) ).toHaveCount( 1 );
		await expect( rows( page ).first() ).toContainText(
			'Visa ending in 3184'
		);
		await expect( rows( page ).first() ).toContainText( 'Default' );
	} );

	test( 'the confirmation step of a setup intent (#vitrine-stripe-confirm-si:0:…) saves the card and lists it', async ( {
		page,
		site,
	} ) => {
		test.slow();
		// The first card makes the customer's Stripe customer.
		await addCard( page, '4242424242424242' );
		await expect( rows( page ) ).toHaveCount( 1 );
		const state = await fakeStripe< {
			customers: Record< string, unknown >;
		} >( site, keys, '/_test/state' );
		const [ customer ] = Object.keys( state.customers );

		// A setup intent of the customer's that needs 3-D Secure, as the form post answers one.
		const intent = await fakeStripe< {
			status: string;
			client_secret: string;
		} >( site, keys, '/v1/setup_intents', {
			customer,
			payment_method: 'pm_card_threeDSecure2Required',
			'payment_method_types[0]': 'card',
			usage: 'off_session',
			confirm: 'true',
		} );
		expect( intent.status ).toBe( 'requires_action' );
		await openAddPage( page );
		const nonce = await page.evaluate(
			() =>
				(
					window as unknown as {
						vitrineSettings: {
							stripe: { nonces: { updateOrderStatus: string } };
						};
					}
				 ).vitrineSettings.stripe.nonces.updateOrderStatus
		);
		await page.goto( '/my-account/payment-methods/' );

		await page.goto(
			`/my-account/add-payment-method/#vitrine-stripe-confirm-si:0:${ intent.client_secret }:${ nonce }`
		);
		await completeThreeDSecure( page );

		await expect( page ).toHaveURL( /\/my-account\/payment-methods\// );
		await expect(
			page.getByText( 'Payment method successfully added.' )
		).toBeVisible();
		await expect( rows( page ) ).toHaveCount( 2 );
		await expect(
			rows( page ).filter( { hasText: 'Visa ending in 3184' } )
		).toHaveCount( 1 );
	} );

	test( 'back from a bank’s page with a setup intent that is not theirs, the page says so and offers the form again', async ( {
		page,
	} ) => {
		const response = await page.goto(
			'/my-account/add-payment-method/?setup_intent=seti_not_theirs&redirect_status=succeeded'
		);
		expect( response?.status() ).toBe( 400 );
		await expect( page ).toHaveURL(
			/\/add-payment-method\/\?setup_intent=/
		);
		await expect(
			page.getByText( 'Unable to add payment method to your account.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Add payment method' } )
		).toBeVisible();
	} );
} );
