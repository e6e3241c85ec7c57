/**
 * Express checkout from a product page, through the Stripe.js double's Express Checkout Element
 * and the fake Stripe server: Google Pay buys that product alone (the shopper's cart untouched),
 * with the sheet's total following the address and the rate; a slow add-to-cart (over 700 ms)
 * still opens the sheet; cancel; axe.
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
} from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';
import { addToCart, checkoutProduct } from './checkout-helpers';
import { unique } from './product-helpers';

test.describe( 'Stripe express checkout on a product page', () => {
	test( 'Google Pay buys the product alone; the total follows the address and the rate', async ( {
		page,
		site,
	} ) => {
		test.slow();
		const keys = await configureStripe();
		await configureExpressCheckout( {
			express_checkout: true,
			express_locations: [
				'product',
				'cart',
				'checkout',
				'pay_for_order',
			],
		} );
		const otherName = unique( 'Cart mug' );
		const other = await checkoutProduct( otherName, '8.00' );
		const name = unique( 'Express bowl' );
		const productId = await checkoutProduct( name, '30.00' );
		await installStripeDouble( page, site );
		// The shopper's own cart holds something else.
		await addToCart( page, other, 1 );

		await page.goto( `/?p=${ productId }` );
		const button = expressButton( page, 'Google Pay' );
		await expect( button ).toBeVisible();
		await expect(
			page.locator( '#vitrine-express-checkout-separator' )
		).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-express-checkout' );

		await button.click();
		const sheet = expressSheet( page, 'Google Pay' );
		await expect( sheet ).toBeVisible();
		await expect( sheet.getByRole( 'listitem' ).first() ).toContainText(
			name
		);
		const total = sheet.locator( '.vitrine-stripe-double-sheet__total' );
		await expect( total ).toContainText( '€' );
		// The wallet's first address, Berlin: the demo's German rates, Parcel first.
		await expect(
			sheet.getByRole( 'radio', { name: /Berlin, DE/ } )
		).toBeChecked();
		const rates = sheet.getByRole( 'group', { name: 'Shipping method' } );
		await expect(
			rates.getByRole( 'radio', { name: /^Parcel: / } )
		).toBeChecked();
		const parcel = ( await total.textContent() ) ?? '';
		await rates
			.getByRole( 'radio', { name: /^Pickup in Berlin: / } )
			.check();
		await expect( total ).not.toHaveText( parcel );
		const pickup = ( await total.textContent() ) ?? '';
		// Paris: Europe's rate, and France's tax.
		await sheet.getByRole( 'radio', { name: /Paris, FR/ } ).check();
		await expect(
			rates.getByRole( 'radio', { name: /^International parcel: / } )
		).toBeChecked();
		await expect( total ).not.toHaveText( pickup );
		await expect( total ).not.toHaveText( parcel );
		await expect(
			sheet.getByRole( 'button', { name: 'Pay' } )
		).toBeEnabled();

		await sheet.getByRole( 'button', { name: 'Pay' } ).click();
		await expect( page ).toHaveURL( /order-received\/\d+/ );
		const orderId = Number(
			/order-received\/(\d+)/.exec( page.url() )?.[ 1 ]
		);
		const intent = await intentOfOrder( site, keys, orderId );
		expect( intent.status ).toBe( 'succeeded' );
		const pm = await fakeStripe< { card: { wallet: { type: string } } } >(
			site,
			keys,
			`/v1/payment_methods/${ intent.payment_method }`
		);
		expect( pm.card.wallet.type ).toBe( 'google_pay' );

		// The shopper's cart still holds only the mug.
		await page.goto( '/cart/' );
		const cart = page.getByRole( 'table', { name: 'Shopping cart' } );
		await expect( cart.getByText( otherName ).first() ).toBeVisible();
		await expect( cart.getByText( name ) ).toHaveCount( 0 );
	} );

	test( 'over 700 ms of add-to-cart the sheet opens anyway; cancel unblocks the page', async ( {
		page,
		site,
	} ) => {
		await configureStripe();
		await configureExpressCheckout( { express_checkout: true } );
		const productId = await checkoutProduct(
			unique( 'Slow bowl' ),
			'30.00'
		);
		await installStripeDouble( page, site );
		await page.route(
			/vitrine-ajax=stripe_add_to_cart/,
			async ( route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
				await route.continue();
			}
		);
		await page.goto( `/?p=${ productId }` );
		await expressButton( page, 'Google Pay' ).click();
		const sheet = expressSheet( page, 'Google Pay' );
		// Within Stripe's 1 s: the click was resolved before the add-to-cart answered.
		await expect( sheet ).toBeVisible( { timeout: 1400 } );
		await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( sheet ).toHaveCount( 0 );
		await expect( expressButton( page, 'Google Pay' ) ).toBeFocused();
	} );
} );
