/**
 * The messages of docs/spec/payments.md section 8 that a shopper meets at the checkout with
 * Stripe, through the Stripe.js double: a billing field the Payment Element does not ask (the
 * shop asks it) left empty, named as the form names it (section 5); Stripe.js failing to load.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	configureStripe,
	failStripeJsLoad,
	fillCard,
	installStripeDouble,
} from '../support/stripe';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from './checkout-helpers';
import { unique } from './product-helpers';

const CARD = 'Credit / Debit Card';

test.describe( 'Stripe messages at the checkout', () => {
	let product: number;

	test.beforeAll( async () => {
		await configureStripe();
		product = await checkoutProduct( unique( 'Stripe clock' ) );
	} );

	async function checkout( page: Page, email: string ): Promise< void > {
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await fillBerlinAddress( page, email );
		await page.getByLabel( /I have read and agree/ ).check();
	}

	test( 'a required billing field left empty is named in the message; the shopper stays on the checkout', async ( {
		page,
		site,
	} ) => {
		test.slow();
		await installStripeDouble( page, site );
		await checkout( page, 'empty.street@example.org' );
		await page.getByLabel( CARD ).check();
		await fillCard( page );
		await page.locator( '#billing_address_1' ).fill( '' );

		await page.getByRole( 'button', { name: 'Place order' } ).click();

		await expect( page.locator( '.vitrine-checkout__notices' ) ).toHaveText(
			'Billing Street address is a required field.'
		);
		await expect( page ).toHaveURL( /\/checkout\/$/ );
	} );

	test( 'Stripe.js failing to load: the shopper is told to refresh the page', async ( {
		page,
		site,
	} ) => {
		await installStripeDouble( page, site );
		await failStripeJsLoad( page );
		await checkout( page, 'no.stripejs@example.org' );
		await page.getByLabel( CARD ).check();

		await page.getByRole( 'button', { name: 'Place order' } ).click();

		await expect( page.locator( '.vitrine-checkout__notices' ) ).toHaveText(
			`Failed to load ${ CARD } payment method. Please refresh the page and try again.`
		);
		await expect( page ).toHaveURL( /\/checkout\/$/ );
	} );
} );
