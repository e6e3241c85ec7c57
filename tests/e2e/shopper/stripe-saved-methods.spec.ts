/**
 * My account > Payment methods with Stripe: with two saved cards, the customer makes the second
 * one the default (a plain form per card, no script needed); the list and the Stripe customer
 * say so; axe on the list.
 */
import { test, expect } from '../support/fixtures';
import {
	configureStripe,
	fakeStripe,
	fillCard,
	installStripeDouble,
} from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';
import { logInAsNewCustomer } from './checkout-helpers';

const THEME_NAVIGATION = '.wp-block-navigation';

test( 'a customer with two saved cards makes the second one the default', async ( {
	page,
	site,
} ) => {
	test.slow();
	const keys = await configureStripe();
	await installStripeDouble( page, site );
	const email = await logInAsNewCustomer( page );

	// The first card, added in the account: the customer's Stripe customer, and the default.
	await page.goto( '/my-account/add-payment-method/' );
	const card = page.getByLabel( 'Credit / Debit Card' );
	if ( ( await card.getAttribute( 'type' ) ) === 'radio' ) {
		await card.check();
	}
	await fillCard( page );
	await page.getByRole( 'button', { name: 'Add payment method' } ).click();
	await expect(
		page.getByText( 'Payment method successfully added.' )
	).toBeVisible();

	// A second card attached to that customer at Stripe (as a later payment that saved its card
	// would), without the account's wait between two additions.
	const customers = await fakeStripe< { data: Array< { id: string } > } >(
		site,
		keys,
		`/v1/customers?email=${ encodeURIComponent( email ) }`
	);
	expect( customers.data ).toHaveLength( 1 );
	const second = await fakeStripe< { id: string } >(
		site,
		keys,
		'/v1/payment_methods',
		{
			type: 'card',
			'card[number]': '5555555555554444',
			'card[exp_month]': '5',
			'card[exp_year]': '2035',
			'card[cvc]': '123',
		}
	);
	await fakeStripe( site, keys, `/v1/payment_methods/${ second.id }/attach`, {
		customer: customers.data[ 0 ].id,
	} );

	await page.goto( '/my-account/payment-methods/' );
	const rows = page.locator( '.vitrine-payment-methods-table tbody tr' );
	const visa = rows.filter( { hasText: 'Visa ending in 4242' } );
	const mastercard = rows.filter( { hasText: 'Mastercard ending in 4444' } );
	await expect( rows ).toHaveCount( 2 );
	await expect( visa ).toContainText( 'Default' );
	await expect( mastercard ).not.toContainText( 'Default' );
	await expect(
		page.getByRole( 'button', {
			name: 'Make default: Visa ending in 4242',
		} )
	).toHaveCount( 0 );
	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );

	await page
		.getByRole( 'button', {
			name: 'Make default: Mastercard ending in 4444',
		} )
		.click();

	await expect(
		page.getByText(
			'This payment method was successfully set as your default.'
		)
	).toBeVisible();
	await expect( mastercard ).toContainText( 'Default' );
	await expect( visa ).not.toContainText( 'Default' );
	await expect(
		page.getByRole( 'button', {
			name: 'Make default: Visa ending in 4242',
		} )
	).toBeVisible();
	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );

	// Stripe's customer has it too: what off-session payments and the checkout use.
	const customer = await fakeStripe< {
		invoice_settings: { default_payment_method: string };
	} >( site, keys, `/v1/customers/${ customers.data[ 0 ].id }` );
	expect( customer.invoice_settings.default_payment_method ).toBe(
		second.id
	);
} );
