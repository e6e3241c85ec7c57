/**
 * The checkout's rough edges (issue 11) in a block theme and in a classic theme: a coupon
 * before the address redraws the totals, only the fields that change totals send an update and
 * never twice the same, field messages name the field without "(optional)", the form and a
 * sticky order summary side by side on a wide screen and one column on a phone, and the
 * order-received page as a receipt with the country's name; with axe.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { collectPageErrors, expectNoAxeViolations } from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from './checkout-helpers';
import { THEMES, switchTheme, unique } from './product-helpers';

/**
 * Counts the order review updates the page sends from now on.
 *
 * @param page The checkout page.
 */
function countUpdates( page: Page ): { count: () => number } {
	let updates = 0;
	page.on( 'request', ( request ) => {
		if (
			new URL( request.url() ).searchParams.get( 'vitrine-ajax' ) ===
			'update_order_review'
		) {
			updates++;
		}
	} );
	return { count: () => updates };
}

const total = ( page: Page ) =>
	page.locator( '.vitrine-checkout-review-order-table .vitrine-order-total' );

for ( const theme of THEMES ) {
	test.describe( `checkout in a ${ theme.kind } theme (${ theme.stylesheet })`, () => {
		let previous = 'twentytwentyfour';
		let product: number;

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
			product = await checkoutProduct( unique( 'Layout lamp' ) );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		test( 'a coupon applied before the address is complete changes the totals at once', async ( {
			page,
		} ) => {
			const errors = collectPageErrors( page );
			await addToCart( page, product, 1 );
			await page.goto( '/checkout/' );
			// Nothing typed: the address is not complete, no update may run.
			await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
				''
			);
			const before = ( await total( page ).textContent() ) ?? '';
			expect( before ).toContain( '€20.00' );

			await page
				.getByRole( 'button', {
					name: 'Click here to enter your code',
				} )
				.click();
			await page.getByLabel( 'Coupon code' ).fill( 'WELCOME10' );
			await page.getByRole( 'button', { name: 'Apply coupon' } ).click();

			await expect(
				page.locator( '.vitrine-checkout__notices' )
			).toContainText( 'Coupon code applied successfully.' );
			await expect(
				page.locator( '.vitrine-cart-discount' )
			).toContainText( '−€2.00' );
			await expect( total( page ) ).toContainText( '€18.00' );

			// Removing it puts the total back, still without an address.
			await page
				.locator( '.vitrine-cart-discount' )
				.getByRole( 'button', { name: /Remove coupon/ } )
				.click();
			await expect(
				page.locator( '.vitrine-cart-discount' )
			).toHaveCount( 0 );
			await expect( total( page ) ).toContainText( '€20.00' );
			expect( errors ).toEqual( [] );
		} );

		test( 'only the fields that change totals send an update, and never the same one twice', async ( {
			page,
		} ) => {
			await addToCart( page, product, 1 );
			await page.goto( '/checkout/' );
			await fillBerlinAddress( page );
			await expect( total( page ) ).toContainText( '€25.83' );
			await page.waitForTimeout( 1500 );
			const updates = countUpdates( page );

			// The name, company, email and phone change nothing in the totals.
			for ( const id of [
				'billing_first_name',
				'billing_company',
				'billing_email',
				'billing_phone',
			] ) {
				const field = page.locator( `#${ id }` );
				if ( ! ( await field.isVisible() ) ) {
					continue;
				}
				await field.fill(
					id === 'billing_email' ? 'x@example.org' : 'Lin'
				);
				await field.press( 'Tab' );
			}
			await page.waitForTimeout( 1500 );
			expect(
				updates.count(),
				'no update for the name, email or phone'
			).toBe( 0 );

			// Typing a postcode sends one update after the pause; leaving the field then sends none.
			const postcode = page.locator( '#billing_postcode' );
			await postcode.fill( '10115' );
			await expect.poll( updates.count, { timeout: 5000 } ).toBe( 1 );
			await postcode.press( 'Tab' );
			await page.waitForTimeout( 800 );
			expect(
				updates.count(),
				'no second, identical update on blur'
			).toBe( 1 );

			// A real change still goes at once.
			await page.getByLabel( 'Cash on delivery' ).check();
			await expect.poll( updates.count, { timeout: 5000 } ).toBe( 2 );
		} );

		test( 'the phone error names the field without “(optional)”', async ( {
			page,
		} ) => {
			await addToCart( page, product, 1 );
			await page.goto( '/checkout/' );
			const phone = page.locator( '#billing_phone' );
			await expect(
				page.locator( 'label[for="billing_phone"]' )
			).toContainText( '(optional)' );
			await phone.fill( '030 CALL ME' );
			await phone.blur();
			await expect( page.locator( '#billing_phone_error' ) ).toHaveText(
				'Phone is not a valid phone number.'
			);

			// The server's message names it the same way.
			await fillBerlinAddress( page );
			await page.getByLabel( /I have read and agree/ ).check();
			await page.getByRole( 'button', { name: 'Place order' } ).click();
			const notice = page.locator(
				'.vitrine-checkout__notices li[data-id="billing_phone"]'
			);
			await expect( notice ).toContainText(
				'Billing Phone is not a valid phone number'
			);
			await expect( notice ).not.toContainText( 'optional' );
		} );

		test( 'wide: the form and a sticky order summary side by side; narrow: one column', async ( {
			page,
		} ) => {
			// Two window sizes, scrolling and axe: 41 s once on a loaded two-core machine.
			test.slow();
			await page.setViewportSize( { width: 1280, height: 800 } );
			await addToCart( page, product, 1 );
			await page.goto( '/checkout/' );
			const form = page.locator( '.vitrine-checkout__customer' );
			const order = page.locator( '.vitrine-checkout__order' );

			const formBox = await form.boundingBox();
			const orderBox = await order.boundingBox();
			expect( formBox && orderBox ).toBeTruthy();
			if ( ! formBox || ! orderBox ) {
				return;
			}
			expect( orderBox.x ).toBeGreaterThanOrEqual(
				formBox.x + formBox.width
			);
			expect( Math.abs( orderBox.y - formBox.y ) ).toBeLessThan( 60 );
			expect( formBox.width ).toBeGreaterThan( 400 );

			// Scrolled down the form, the summary stays in view.
			// The addresses run longer than the summary: the summary has room to stay in view.
			const formHeight =
				(
					await page
						.locator( '.vitrine-checkout__form' )
						.boundingBox()
				)?.height ?? 0;
			expect( formHeight - orderBox.height ).toBeGreaterThan( 200 );
			const top = orderBox.y;
			const scrolled = await page.evaluate( ( y ) => {
				window.scrollTo( 0, y + 150 );
				return window.scrollY;
			}, top );
			// Without sticking, the summary's top would now be 150px above the window.
			expect( scrolled ).toBeGreaterThan( top + 100 );
			await page.waitForTimeout( 300 );
			const stuck = await order.boundingBox();
			expect( stuck?.y ?? -1 ).toBeGreaterThanOrEqual( 0 );
			expect( stuck?.y ?? 9999 ).toBeLessThan( 80 );
			await expectNoAxeViolations( page, '.vitrine-checkout' );

			await page.setViewportSize( { width: 375, height: 800 } );
			await page.reload();
			const narrowForm = await form.boundingBox();
			const narrowOrder = await order.boundingBox();
			expect( narrowForm && narrowOrder ).toBeTruthy();
			if ( ! narrowForm || ! narrowOrder ) {
				return;
			}
			expect( narrowOrder.y ).toBeGreaterThanOrEqual(
				narrowForm.y + narrowForm.height
			);
			expect(
				await page.evaluate(
					() => document.documentElement.scrollWidth
				)
			).toBeLessThanOrEqual( 375 );
			await expectNoAxeViolations( page, '.vitrine-checkout' );
		} );

		test( 'the order-received page is a receipt with the country’s name', async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 1280, height: 800 } );
			await addToCart( page, product, 1 );
			await page.goto( '/checkout/' );
			await fillBerlinAddress( page, 'receipt@example.org' );
			await expect( total( page ) ).toContainText( '€25.83' );
			await page.getByLabel( /I have read and agree/ ).check();
			await page.getByRole( 'button', { name: 'Place order' } ).click();
			await expect( page ).toHaveURL(
				/\/checkout\/order-received\/\d+\/\?key=/
			);

			const overview = page.locator( '.vitrine-order-overview' );
			for ( const label of [
				'Order number:',
				'Date:',
				'Email:',
				'Total:',
				'Payment method:',
			] ) {
				await expect( overview ).toContainText( label );
			}
			const table = page.locator( '.vitrine-order-details__table' );
			await expect( table ).toContainText( 'Layout lamp' );
			await expect( table ).toContainText( '× 1' );
			await expect( table ).toContainText( 'Subtotal:' );
			await expect( table ).toContainText( 'Shipping: Parcel' );
			await expect( table ).toContainText( 'Includes tax:' );
			await expect( table ).toContainText( 'Payment method:' );
			await expect( table ).toContainText( '€25.83' );

			const billing = page.locator(
				'.vitrine-customer-details__address--billing address'
			);
			await expect( billing ).toContainText( '10117 Berlin' );
			await expect( billing ).toContainText( 'Germany' );
			await expect( billing ).not.toContainText( /\bDE\b/ );
			await expectNoAxeViolations( page, '.vitrine-order-received' );
		} );
	} );
}
