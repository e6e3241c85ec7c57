/**
 * The checkout of the demo shop (bin/wp/demo/Checkout.php: Germany 19 % VAT in the prices,
 * Parcel €4.90 before tax, bank transfer, cheque, cash on delivery, a terms page, WELCOME10 and
 * EXPIRED coupons), by mouse and by keyboard, with axe.
 */
import { test, expect } from '../support/fixtures';
import {
	collectPageErrors,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';
import {
	addToCart,
	caughtEmails,
	checkoutProduct,
	fillBerlinAddress,
	pendingOrder,
} from './checkout-helpers';
import { unique } from './product-helpers';

const THEME_NAVIGATION = '.wp-block-navigation';

test.describe( 'checkout', () => {
	let product: number;

	test.beforeAll( async () => {
		product = await checkoutProduct( unique( 'Checkout lamp' ) );
	} );

	test( 'a guest pays by bank transfer and reaches the order-received page; the shop is emailed', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await fillBerlinAddress( page, 'guest.buyer@example.org' );

		// The order review follows the address: the parcel rate with its VAT (4.90 × 1.19).
		const review = page.locator( '.vitrine-checkout-review-order-table' );
		await expect( review ).toContainText( 'Parcel: €5.83' );
		await expect( review.locator( '.vitrine-order-total' ) ).toContainText(
			'€25.83'
		);
		// The update was announced to screen readers, out of sight.
		// The checkout's own region (the header's cart brings the cart's to every page).
		const announced = page
			.locator( '.vitrine-live-region--polite' )
			.filter( { hasText: 'totals' } );
		await expect( announced ).toHaveText(
			'Your order’s totals have been updated.'
		);
		const box = await announced.boundingBox();
		expect( box?.width ?? 0 ).toBeLessThanOrEqual( 1 );

		// Gateways' scripts read the payment context, kept current by the review updates.
		const payment = await page.evaluate(
			() =>
				(
					window as unknown as {
						vitrineSettings: {
							payment: Record< string, unknown >;
						};
					}
				 ).vitrineSettings.payment
		);
		expect( payment ).toMatchObject( {
			context: 'checkout',
			isCheckout: true,
			isOrderPay: false,
			total: 2583,
			currency: 'EUR',
			country: 'DE',
			order: null,
		} );
		expect( payment.gateways ).toContain( 'bacs' );

		await page.getByLabel( /I have read and agree/ ).check();
		await expect( page.getByLabel( 'Direct bank transfer' ) ).toBeChecked();
		await page.getByRole( 'button', { name: 'Place order' } ).click();

		await expect( page ).toHaveURL(
			/\/checkout\/order-received\/\d+\/\?key=/
		);
		await expect(
			page.getByText( 'Thank you. Your order has been received.' )
		).toBeVisible();
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'€25.83'
		);
		await expect(
			page.locator( '.vitrine-payment-instructions' )
		).toContainText( 'IBAN DE89 3704 0044 0532 0130 00' );
		const number = new URL( page.url() ).pathname.match(
			/order-received\/(\d+)/
		)?.[ 1 ];
		expect(
			caughtEmails().some(
				( mail ) =>
					mail.subject.includes( `#${ number }` ) &&
					JSON.stringify( mail.to ).includes( 'admin@example.org' )
			),
			'the new-order email went to the shop'
		).toBe( true );
		await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
		expect( errors ).toEqual( [] );

		// The cart was emptied by the order.
		await page.goto( '/checkout/' );
		await expect(
			page.getByText( 'Your cart is currently empty.' )
		).toBeVisible();
		expect(
			( await loadedAssets( page ) ).filter( ( url ) =>
				url.includes( '/build/checkout' )
			),
			'an empty cart’s checkout needs no checkout script'
		).toEqual( [] );
	} );

	test( 'the state field and the labels follow the country', async ( {
		page,
	} ) => {
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		const country = page.locator( '#billing_country' );

		await country.selectOption( 'US' );
		const state = page.locator( '#billing_state' );
		await expect( state ).toBeVisible();
		await expect( state ).toHaveJSProperty( 'tagName', 'SELECT' );
		await expect(
			page.locator( 'label[for="billing_state"]' )
		).toContainText( 'State' );
		await expect(
			page.locator( 'label[for="billing_postcode"]' )
		).toContainText( 'ZIP Code' );
		await state.selectOption( 'CA' );

		await country.selectOption( 'DE' );
		await expect( page.locator( '#billing_state_field' ) ).toBeHidden();
		await expect(
			page.locator( 'label[for="billing_postcode"]' )
		).toContainText( 'Postcode' );
	} );

	test( 'every refusal shows in the notices and by its field', async ( {
		page,
	} ) => {
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await page.locator( '#billing_country' ).selectOption( 'DE' );

		// Checked in the browser as the shopper leaves a field.
		await page.locator( '#billing_email' ).fill( 'not-an-email' );
		await page.locator( '#billing_email' ).blur();
		await expect( page.locator( '#billing_email' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '#billing_email_error' ) ).toContainText(
			'is not a valid email address'
		);
		// The demo shows the phone field (optional), so its check must show.
		const phone = page.locator( '#billing_phone' );
		await expect( phone ).toBeVisible();
		await phone.fill( '030 CALL ME' );
		await phone.blur();
		await expect( phone ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( page.locator( '#billing_phone_error' ) ).toContainText(
			'is not a valid phone number'
		);

		// Checked by the server on submit: every message at once, the notices focused.
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		const notices = page.locator(
			'.vitrine-checkout__notices [role="alert"]'
		);
		await expect( notices ).toBeFocused();
		await expect( notices ).toContainText(
			'Billing First name is a required field.'
		);
		await expect( notices ).toContainText(
			'Please read and accept the terms and conditions'
		);
		await expect(
			notices.locator( 'li[data-id="billing_first_name"]' )
		).toHaveCount( 1 );
		await expect( page.locator( '#billing_first_name' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '#terms' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page ).toHaveURL( /\/checkout\/$/ );
	} );

	test( 'the server refuses a postcode of the wrong format and a missing state', async ( {
		page,
	} ) => {
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await page.locator( '#billing_country' ).selectOption( 'US' );
		await expect( page.locator( '#billing_state' ) ).toBeVisible();
		await page.locator( '#billing_first_name' ).fill( 'Grace' );
		await page.locator( '#billing_last_name' ).fill( 'Hopper' );
		await page.locator( '#billing_address_1' ).fill( '1 Infinite Loop' );
		await page.locator( '#billing_city' ).fill( 'Cupertino' );
		// No state chosen; a postcode that is no ZIP code.
		await page.locator( '#billing_postcode' ).fill( 'ABC 123' );
		await page.locator( '#billing_email' ).fill( 'grace@example.org' );
		await page.getByLabel( /I have read and agree/ ).check();

		await page.getByRole( 'button', { name: 'Place order' } ).click();

		const notices = page.locator(
			'.vitrine-checkout__notices [role="alert"]'
		);
		await expect( notices ).toBeFocused();
		await expect(
			notices.locator( 'li[data-id="billing_state"]' )
		).toHaveText( 'Billing State is a required field.' );
		await expect(
			notices.locator( 'li[data-id="billing_postcode"]' )
		).toContainText(
			/Billing ZIP Code is not valid for .*\(for example: \d{5}/
		);
		await expect( page.locator( '#billing_state' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '#billing_postcode' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect( page.locator( '#billing_postcode_error' ) ).toContainText(
			'is not valid for'
		);
		await expect( page ).toHaveURL( /\/checkout\/$/ );

		// With a state and a ZIP code the same order goes through.
		await page.locator( '#billing_state' ).selectOption( 'CA' );
		await page.locator( '#billing_postcode' ).fill( '95014' );
		await page.getByRole( 'button', { name: 'Place order' } ).click();
		await expect( page ).toHaveURL(
			/\/checkout\/order-received\/\d+\/\?key=/
		);
	} );

	test( 'a coupon is applied and removed by keyboard; a refused one is marked by its field', async ( {
		page,
	} ) => {
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await fillBerlinAddress( page );

		const toggle = page.getByRole( 'button', {
			name: 'Click here to enter your code',
		} );
		await expect( page.locator( '#vitrine-checkout-coupon' ) ).toBeHidden();
		await toggle.focus();
		await page.keyboard.press( 'Enter' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const code = page.getByLabel( 'Coupon code' );
		await expect( code ).toBeFocused();

		await code.fill( 'EXPIRED' );
		await page.keyboard.press( 'Enter' );
		await expect( code ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( page.locator( '#coupon_code_error' ) ).toContainText(
			'expired'
		);

		await code.fill( 'WELCOME10' );
		await page.keyboard.press( 'Enter' );
		const discount = page.locator( '.vitrine-cart-discount' );
		await expect( discount ).toContainText( 'Coupon: welcome10' );
		await expect( discount ).toContainText( '−€2.00' );
		await expect(
			page.locator( '.vitrine-checkout__notices' )
		).toContainText( 'Coupon code applied successfully.' );

		await discount.getByRole( 'button', { name: /Remove coupon/ } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page.locator( '.vitrine-cart-discount' ) ).toHaveCount(
			0
		);
		await expect(
			page.locator( '.vitrine-checkout__notices' )
		).toContainText( 'Coupon has been removed.' );
	} );

	test( 'the checkout has no accessibility violations, panels open or shut', async ( {
		page,
	} ) => {
		// Four axe runs over the whole checkout (with the header's cart drawer): 38 s once on a
		// loaded two-core machine, over the default 30 s.
		test.slow();
		await addToCart( page, product, 1 );
		await page.goto( '/checkout/' );
		await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
		await page
			.getByRole( 'button', { name: 'Click here to enter your code' } )
			.click();
		await page
			.getByRole( 'button', { name: 'Click here to login' } )
			.click();
		await page.getByLabel( 'Ship to a different address?' ).check();
		await expect( page.locator( '#shipping_country' ) ).toBeVisible();
		await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
	} );
} );

test.describe( 'pay for order', () => {
	test( 'the right key and billing email show the order and pay it; a wrong key shows nothing of it', async ( {
		page,
	} ) => {
		const name = unique( 'Pay-later vase' );
		const productId = await checkoutProduct( name, '30.00' );
		const order = await pendingOrder( productId, 'grace@example.org' );

		const wrong = await page.goto(
			order.pay_url.replace( /key=[^&]+/, 'key=wrong' )
		);
		expect( wrong?.status() ).toBe( 404 );
		await expect(
			page.getByText(
				'Sorry, this order is invalid and cannot be paid for.'
			)
		).toBeVisible();
		await expect( page.getByText( name ) ).toHaveCount( 0 );

		const paymentContext = () =>
			page.evaluate(
				() =>
					(
						window as unknown as {
							vitrineSettings: {
								payment: {
									isOrderPay: boolean;
									order: null | {
										id: number;
										key: string;
										billingEmail: string;
									};
								};
							};
						}
					 ).vitrineSettings.payment
			);
		await page.goto( order.pay_url );
		await expect( page.getByText( name ) ).toHaveCount( 0 );
		expect(
			await paymentContext(),
			'nothing of the order before its billing email is given'
		).toMatchObject( { isOrderPay: true, order: null } );
		await page.getByLabel( 'Email address' ).fill( 'someone@example.org' );
		await page.getByRole( 'button', { name: 'Verify' } ).click();
		await expect(
			page.getByText( 'We were unable to verify the email address' )
		).toBeVisible();
		await page.getByLabel( 'Email address' ).fill( 'grace@example.org' );
		await page.getByRole( 'button', { name: 'Verify' } ).click();

		await expect( page.locator( '.vitrine-order-details' ) ).toContainText(
			name
		);
		expect( ( await paymentContext() ).order ).toMatchObject( {
			id: order.id,
			key: order.key,
			billingEmail: 'grace@example.org',
		} );
		await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
		await page.getByLabel( 'Check payments' ).check();
		await page.getByRole( 'button', { name: 'Pay for order' } ).click();
		await expect( page ).toHaveURL( /\/order-received\/\d+\/\?key=/ );
		await expect(
			page.getByText( 'Thank you. Your order has been received.' )
		).toBeVisible();
		await expect( page.locator( '.vitrine-order-overview' ) ).toContainText(
			'Check payments'
		);
	} );
} );
