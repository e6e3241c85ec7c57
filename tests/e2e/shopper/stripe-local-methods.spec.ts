/**
 * Stripe's other methods at the checkout, through the Stripe.js double and the fake Stripe server:
 * a Multibanco voucher shown and closed, then the order-received page; WeChat Pay authorised in
 * its QR dialog; the checkout right to left with the Payment Element, with axe; BLIK in złoty,
 * its six-digit code checked, then approved in the app.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { configureStripe, installStripeDouble } from '../support/stripe';
import { expectNoAxeViolations, updateSettings } from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from './checkout-helpers';
import { unique } from './product-helpers';

test.describe( 'Stripe vouchers and wallets', () => {
	let product: number;

	test.beforeAll( async () => {
		await configureStripe( [ 'multibanco', 'wechat_pay' ] );
		product = await checkoutProduct( unique( 'Stripe vase' ) );
	} );

	async function checkout( page: Page, email: string ): Promise< void > {
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await fillBerlinAddress( page, email );
		await page.getByLabel( /I have read and agree/ ).check();
	}

	test( 'a Multibanco voucher is shown, then the order-received page', async ( {
		page,
		site,
	} ) => {
		test.slow();
		await installStripeDouble( page, site );
		await checkout( page, 'voucher.buyer@example.org' );
		// Multibanco is offered for Portuguese billing addresses only.
		const multibanco = page.getByLabel( 'Multibanco' );
		await expect( multibanco ).toBeHidden();
		await page.locator( '#billing_country' ).selectOption( 'PT' );
		await page.locator( '#billing_postcode' ).fill( '1000-001' );
		await page.locator( '#billing_city' ).fill( 'Lisboa' );
		await multibanco.check();

		await page.getByRole( 'button', { name: 'Place order' } ).click();
		const voucher = page.getByRole( 'dialog', { name: 'Voucher' } );
		await expect( voucher ).toBeVisible();
		await voucher.getByRole( 'button', { name: 'Close' } ).click();
		await expect( page ).toHaveURL( /order-received/ );
	} );

	test( 'WeChat Pay is authorised in its QR dialog, then the order-received page', async ( {
		page,
		site,
	} ) => {
		test.slow();
		await installStripeDouble( page, site );
		await checkout( page, 'wallet.buyer@example.org' );
		await page.getByLabel( 'WeChat Pay' ).check();

		await page.getByRole( 'button', { name: 'Place order' } ).click();
		const qr = page.getByRole( 'dialog', { name: 'Scan the QR code' } );
		await expect( qr ).toBeVisible();
		await qr
			.getByRole( 'button', { name: 'Authorize test payment' } )
			.click();
		await expect( page ).toHaveURL( /order-received/ );
	} );

	test( 'right to left, the Payment Element shows in the card’s box, without accessibility violations', async ( {
		page,
		site,
		baseURL,
	} ) => {
		await page
			.context()
			.addCookies( [
				{ name: 'vitrine_test_rtl', value: '1', url: baseURL! },
			] );
		await installStripeDouble( page, site );
		await checkout( page, 'rtl.buyer@example.org' );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		await page.getByLabel( 'Credit / Debit Card' ).check();

		await expect(
			page
				.locator( '.vitrine-stripe-element' )
				.getByLabel( 'Card number' )
		).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-checkout' );
	} );
} );

test.describe( 'Stripe BLIK', () => {
	let product: number;

	test.beforeAll( async () => {
		// BLIK is offered for złoty and Polish billing addresses only.
		await configureStripe( [ 'blik' ], { currency: 'PLN' } );
		product = await checkoutProduct( unique( 'Stripe jug' ) );
	} );

	test.afterAll( async () => {
		await updateSettings( { currency: 'EUR' } );
	} );

	test( 'a code that is not six digits is refused; the right one is approved in the app', async ( {
		page,
		site,
	} ) => {
		test.slow();
		await installStripeDouble( page, site );
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await fillBerlinAddress( page, 'blik.buyer@example.org' );
		await page.locator( '#billing_country' ).selectOption( 'PL' );
		await page.locator( '#billing_postcode' ).fill( '00-001' );
		await page.locator( '#billing_city' ).fill( 'Warszawa' );
		await page.getByLabel( /I have read and agree/ ).check();
		await page.getByLabel( 'BLIK', { exact: true } ).check();

		const code = page.getByLabel( 'BLIK code' );
		await expect( code ).toBeVisible();
		await code.fill( '12345' );
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		await expect(
			page
				.locator( '.vitrine-checkout__notices, .vitrine-notices' )
				.first()
		).toContainText( 'BLIK Code is invalid' );
		await expect( page ).toHaveURL( /\/checkout\/$/ );
		await expectNoAxeViolations( page, '.vitrine-checkout' );

		await code.fill( '123456' );
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		const app = page.getByRole( 'dialog', { name: 'Scan the QR code' } );
		await expect( app ).toBeVisible();
		await app
			.getByRole( 'button', { name: 'Authorize test payment' } )
			.click();
		await expect( page ).toHaveURL( /order-received/ );
	} );
} );
