/**
 * My account > Add payment method with Stripe, through the Stripe.js double and the fake Stripe
 * server: a card added (the first one the default) and deleted; axe on the list.
 */
import { test, expect } from '../support/fixtures';
import { configureStripe, installStripeDouble } from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';
import { logInAsNewCustomer } from './checkout-helpers';

const THEME_NAVIGATION = '.wp-block-navigation';

test( 'a customer adds a card, the default, and deletes it', async ( {
	page,
	site,
} ) => {
	test.slow();
	await configureStripe();
	await installStripeDouble( page, site );
	await logInAsNewCustomer( page );

	const element = page.locator( '#vitrine-stripe-card-element' );
	const rows = page.locator( '.vitrine-payment-methods-table tbody tr' );

	async function addCard( number: string ): Promise< void > {
		await page.goto( '/my-account/add-payment-method/' );
		const card = page.getByLabel( 'Credit / Debit Card' );
		if ( ( await card.getAttribute( 'type' ) ) === 'radio' ) {
			await card.check();
		}
		await element.getByLabel( 'Card number' ).fill( number );
		await element.getByLabel( 'Expiration date' ).fill( '12 / 34' );
		await element.getByLabel( 'Security code' ).fill( '123' );
		await page
			.getByRole( 'button', { name: 'Add payment method' } )
			.click();
	}

	// A card: back on the list, the first method the default.
	await addCard( '4242424242424242' );
	await expect( page ).toHaveURL( /\/my-account\/payment-methods\// );
	await expect(
		page.getByText( 'Payment method successfully added.' )
	).toBeVisible();
	await expect( rows ).toHaveCount( 1 );
	await expect( rows.first() ).toContainText( 'Visa ending in 4242' );
	await expect( rows.first() ).toContainText( 'Default' );
	await expect( rows.first() ).toContainText( '12/34' );
	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );

	// Deleting it empties the list.
	await page
		.getByRole( 'button', { name: 'Delete Visa ending in 4242' } )
		.click();
	await expect( page.getByText( 'Payment method deleted.' ) ).toBeVisible();
	await expect( rows ).toHaveCount( 0 );
	await expect( page.getByText( 'No saved methods found.' ) ).toBeVisible();
} );
