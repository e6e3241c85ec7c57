/**
 * The cart page's totals box (the demo's /cart/, [vitrine_cart], and a page with the Cart
 * block): coupons applied and removed without a reload, a refused coupon's own message, the
 * shipping estimate (collapsed calculator, rates for a country and postcode, the chosen rate),
 * taxes as the demo shows them (prices with 19 % VAT: "(includes … tax)"), the total and
 * "Proceed to checkout" to the same totals; the empty cart with its way back and suggestions;
 * the same without JavaScript; in a block and a classic theme, with axe. Demo fixtures: WELCOME10
 * (10 %), EXPIRED, Germany's Parcel (€4.90 + VAT) and Pickup in Berlin (free).
 */
import { test, expect, type Page } from '../support/fixtures';
import { collectPageErrors, expectNoAxeViolations } from '../support/wordpress';
import { createPage } from './cart-helpers';
import { addToCart, checkoutProduct } from './checkout-helpers';
import { THEMES, switchTheme, unique } from './product-helpers';

let product = 0;
let blockPage = '';

test.beforeAll( async () => {
	product = await checkoutProduct( unique( 'Totals Lamp' ), '20.00' );
	blockPage = await createPage(
		unique( 'Cart block' ),
		'<!-- wp:vitrine/cart /-->'
	);
} );

const box = ( page: Page ) => page.locator( '.vitrine-cart__totals' );
const total = ( page: Page ) =>
	page.locator( '.vitrine-cart__totals-total strong' );

/**
 * Marks the window, to tell later that the page was not reloaded.
 *
 * @param page The page.
 */
async function mark( page: Page ): Promise< void > {
	await page.evaluate( () => {
		( window as unknown as { vitrineMark: number } ).vitrineMark = 1;
	} );
}

async function expectNoReload( page: Page ): Promise< void > {
	expect(
		await page.evaluate(
			() => ( window as unknown as { vitrineMark?: number } ).vitrineMark
		)
	).toBe( 1 );
}

/**
 * Germany, 10115, through the collapsed "Calculate shipping" form.
 *
 * @param page The cart page.
 */
async function calculateShipping( page: Page ): Promise< void > {
	const toggle = page.getByRole( 'button', { name: 'Calculate shipping' } );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( page.getByLabel( 'Postcode / ZIP' ) ).toBeHidden();
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.getByLabel( 'Country / Region' ).selectOption( 'DE' );
	await page.getByLabel( 'Postcode / ZIP' ).fill( '10115' );
	await page
		.locator( '.vitrine-cart-shipping__form' )
		.getByRole( 'button', { name: 'Update' } )
		.click();
	await expect(
		page.locator( '.vitrine-cart-shipping__destination' )
	).toHaveText( 'Shipping to Germany, 10115.' );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toBeFocused();
}

for ( const theme of THEMES ) {
	test.describe( `in a ${ theme.kind } theme (${ theme.stylesheet })`, () => {
		let previous = 'twentytwentyfour';

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		test( 'coupon, shipping, taxes and total change without a reload, then lead to the checkout', async ( {
			page,
		} ) => {
			// A whole cart session (coupon, calculator, rate, checkout) with axe: 38 s once on a
			// loaded two-core machine.
			test.slow();
			const errors = collectPageErrors( page );
			await addToCart( page, product, 1 );
			await page.goto( '/cart/' );
			await expect(
				page.getByRole( 'heading', { name: 'Cart totals' } )
			).toBeVisible();
			await expect(
				page.locator( '.vitrine-cart__totals-subtotal' )
			).toHaveText( '€20.00' );
			await mark( page );

			// Shipping for a country and a postcode: the first rate is chosen, and counted.
			await calculateShipping( page );
			const parcel = page.getByRole( 'radio', { name: 'Parcel: €5.83' } );
			await expect( parcel ).toBeChecked();
			await expect( total( page ) ).toHaveText( '€25.83' );
			await expect(
				box( page ).locator( '.vitrine-cart__includes-tax' )
			).toHaveText( '(includes €4.12 tax)' );
			await page
				.getByRole( 'radio', { name: 'Pickup in Berlin' } )
				.check();
			await expect( total( page ) ).toHaveText( '€20.00' );
			await expect(
				page.getByRole( 'radio', { name: 'Pickup in Berlin' } )
			).toBeFocused();

			// A refused coupon says why, in the field's alert.
			const code = page.getByLabel( 'Coupon code' );
			await code.fill( 'EXPIRED' );
			await page.getByRole( 'button', { name: 'Apply coupon' } ).click();
			await expect(
				page.getByRole( 'alert' ).filter( { hasText: 'expired' } )
			).toBeVisible();
			await expect( code ).toHaveAttribute( 'aria-invalid', 'true' );

			// A good one: its discount line, and the total follows.
			await code.fill( 'WELCOME10' );
			await code.press( 'Enter' );
			const discount = page.locator(
				'.vitrine-cart__totals-row--discount'
			);
			await expect( discount ).toContainText( 'Coupon: welcome10' );
			await expect( discount ).toContainText( '−€2.00' );
			await expect( total( page ) ).toHaveText( '€18.00' );
			await expect(
				page.locator( '.vitrine-cart-coupon__message' )
			).toHaveText( 'Coupon code applied successfully.' );
			await expectNoAxeViolations( page, '.vitrine-cart' );

			// Removed again.
			await discount
				.getByRole( 'button', { name: 'Remove coupon welcome10' } )
				.click();
			await expect( discount ).toHaveCount( 0 );
			await expect( total( page ) ).toHaveText( '€20.00' );
			await expect( code ).toBeFocused();
			await code.fill( 'WELCOME10' );
			await code.press( 'Enter' );
			await expect( total( page ) ).toHaveText( '€18.00' );
			await expectNoReload( page );

			// The checkout shows the same totals.
			await page
				.getByRole( 'link', { name: 'Proceed to checkout' } )
				.click();
			await expect( page ).toHaveURL( /\/checkout\/$/ );
			await expect(
				page.locator( '.vitrine-order-total strong' )
			).toHaveText( '€18.00' );
			await expect(
				page.locator( '.vitrine-cart-discount' )
			).toContainText( '−€2.00' );
			// The refused coupon's answer is a 400 by design (the route's refusal), which Chromium logs.
			expect(
				errors.filter(
					( error ) => ! /status of 400 \(Bad Request\)/.test( error )
				)
			).toEqual( [] );
			expect( errors ).toHaveLength( 1 );
		} );

		test( 'an empty cart says so, leads back to the shop and suggests products', async ( {
			page,
		} ) => {
			await page.goto( '/cart/' );
			await expect(
				page.getByText( 'Your cart is currently empty.' )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: 'Return to shop' } )
			).toHaveAttribute( 'href', /\/shop\/$/ );
			const suggestions = page.getByRole( 'region', {
				name: 'New in store',
			} );
			await expect(
				suggestions.locator( '.vitrine-product-card' )
			).toHaveCount( 4 );
			await expect( box( page ) ).toHaveCount( 0 );
			await expectNoAxeViolations( page, '.vitrine-cart' );
		} );
	} );
}

test( 'the Cart block shows the same box, and the calculator by keyboard', async ( {
	page,
} ) => {
	await addToCart( page, product, 2 );
	await page.goto( blockPage );
	await expect(
		page.locator( '.vitrine-cart-block .vitrine-cart__totals' )
	).toBeVisible();
	await expect( page.locator( '.vitrine-cart__totals-subtotal' ) ).toHaveText(
		'€40.00'
	);
	const toggle = page.getByRole( 'button', { name: 'Calculate shipping' } );
	await toggle.focus();
	await page.keyboard.press( 'Enter' );
	await expect( page.getByLabel( 'Country / Region' ) ).toBeFocused();
	await page.getByLabel( 'Country / Region' ).selectOption( 'FR' );
	await page.getByLabel( 'Postcode / ZIP' ).fill( '75001' );
	await page.getByLabel( 'Postcode / ZIP' ).press( 'Enter' );
	await expect(
		page.getByText( 'International parcel', { exact: false } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Proceed to checkout' } )
	).toHaveAttribute( 'href', /\/checkout\/$/ );
	await expectNoAxeViolations( page, '.vitrine-cart' );
} );

test( 'a coupon that stops applying stays in view with its reason, applies again, and can be removed', async ( {
	page,
} ) => {
	await addToCart( page, product, 2 );
	await page.goto( '/cart/' );
	const code = page.getByLabel( 'Coupon code' );
	await code.fill( 'FIVEOFF' );
	await code.press( 'Enter' );
	const discount = page.locator( '.vitrine-cart__totals-row--discount' );
	await expect( discount ).toContainText( 'Coupon: fiveoff' );

	// €20 is under the coupon's €30 minimum: the row says why, and the status region tells it.
	const quantity = page.locator( '.vitrine-cart__item input[type="number"]' );
	await quantity.fill( '1' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	const refused = page.locator( '.vitrine-cart__totals-row--refused-coupon' );
	const reason = 'The minimum spend for coupon "fiveoff" is €30.00.';
	await expect( refused ).toContainText( 'Coupon: fiveoff' );
	await expect( refused ).toContainText( reason );
	await expect( discount ).toHaveCount( 0 );
	// The field's "applied" no longer holds.
	await expect( page.locator( '.vitrine-cart-coupon__message' ) ).toHaveText(
		''
	);
	await expect( page.locator( '.vitrine-cart__status' ) ).toHaveText(
		`Cart updated. ${ reason }`
	);

	// The server draws the same row.
	await page.reload();
	await expect( refused ).toContainText( reason );
	await expectNoAxeViolations( page, '.vitrine-cart__totals' );

	// Back over the minimum: the discount is back.
	await quantity.fill( '2' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( discount ).toContainText( 'Coupon: fiveoff' );
	await expect( refused ).toHaveCount( 0 );

	// Under it again, and removed for good.
	await quantity.fill( '1' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await refused
		.getByRole( 'button', { name: 'Remove coupon fiveoff' } )
		.click();
	await expect( refused ).toHaveCount( 0 );
	await page.reload();
	await expect( refused ).toHaveCount( 0 );
	await expect( discount ).toHaveCount( 0 );
} );

test( 'the calculator’s state follows the country: the states of the United States, none for Germany', async ( {
	page,
} ) => {
	await addToCart( page, product, 1 );
	await page.goto( '/cart/' );
	await page.getByRole( 'button', { name: 'Calculate shipping' } ).click();
	const form = page.locator( '.vitrine-cart-shipping__form' );
	await form.getByLabel( 'Country / Region' ).selectOption( 'US' );
	const state = form.getByRole( 'combobox', { name: 'State' } );
	await expect(
		state.locator( 'option', { hasText: 'California' } )
	).toHaveCount( 1 );
	await state.selectOption( 'CA' );
	await form.getByLabel( 'Postcode / ZIP' ).fill( '90210' );
	await form.getByRole( 'button', { name: 'Update' } ).click();
	await expect(
		page.locator( '.vitrine-cart-shipping__destination' )
	).toHaveText( 'Shipping to United States of America, 90210.' );

	// The server draws the same select, with the state chosen.
	await page.reload();
	await page.getByRole( 'button', { name: 'Calculate shipping' } ).click();
	await expect( form.getByRole( 'combobox', { name: 'State' } ) ).toHaveValue(
		'CA'
	);
	await expectNoAxeViolations( page, '.vitrine-cart-shipping' );

	await form.getByLabel( 'Country / Region' ).selectOption( 'DE' );
	await expect( form.locator( '[data-vitrine-field="state"]' ) ).toBeHidden();
} );

test( 'without JavaScript, coupons and the shipping estimate are plain forms', async ( {
	page,
	browser,
} ) => {
	await addToCart( page, product, 1 );
	const noJs = await browser.newContext( {
		javaScriptEnabled: false,
		storageState: await page.context().storageState(),
	} );
	const plain = await noJs.newPage();
	await plain.goto( '/cart/' );

	await plain.getByLabel( 'Coupon code' ).fill( 'EXPIRED' );
	await plain.getByRole( 'button', { name: 'Apply coupon' } ).click();
	await expect( plain.locator( '.vitrine-cart__notices' ) ).toContainText(
		'expired'
	);

	await plain.getByLabel( 'Coupon code' ).fill( 'WELCOME10' );
	await plain.getByRole( 'button', { name: 'Apply coupon' } ).click();
	await expect( plain.locator( '.vitrine-cart__notices' ) ).toHaveText(
		'Coupon code applied successfully.'
	);
	await expect(
		plain.locator( '.vitrine-cart__totals-row--discount' )
	).toContainText( '−€2.00' );

	// The calculator is open without JavaScript.
	await plain.getByLabel( 'Country / Region' ).selectOption( 'DE' );
	await plain.getByLabel( 'Postcode / ZIP' ).fill( '10115' );
	await plain
		.locator( '.vitrine-cart-shipping__form' )
		.getByRole( 'button', { name: 'Update' } )
		.click();
	await expect( plain.locator( '.vitrine-cart__notices' ) ).toHaveText(
		'Shipping costs updated.'
	);
	await plain.getByRole( 'radio', { name: 'Pickup in Berlin' } ).check();
	await plain.getByRole( 'button', { name: 'Update shipping' } ).click();
	await expect(
		plain.getByRole( 'radio', { name: 'Pickup in Berlin' } )
	).toBeChecked();
	await expect(
		plain.locator( '.vitrine-cart__totals-total strong' )
	).toHaveText( '€18.00' );

	await plain
		.getByRole( 'button', { name: 'Remove coupon welcome10' } )
		.click();
	await expect( plain.locator( '.vitrine-cart__notices' ) ).toHaveText(
		'Coupon has been removed.'
	);
	await expect(
		plain.locator( '.vitrine-cart__totals-total strong' )
	).toHaveText( '€20.00' );
	await noJs.close();
} );
