/**
 * Axe over the whole shop, product and cart pages of the demo store, in the block theme. Only
 * the theme's navigation block is left out: Twenty Twenty-Four's header menu (core markup,
 * a list nested straight in a list) fails axe on every page, ours or not.
 */
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/wordpress';

const THEME_NAVIGATION = '.wp-block-navigation';

test( 'the shop page has no accessibility violations', async ( { page } ) => {
	await page.goto( '/shop/' );
	await expect(
		page.locator( '.vitrine-ajax-add-to-cart' ).first()
	).toBeVisible();

	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
} );

test( 'a product page has no accessibility violations', async ( { page } ) => {
	await page.goto( '/product/classic-t-shirt/' );
	await expect( page.getByRole( 'tablist' ) ).toBeVisible();

	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
} );

test( 'the cart page with an item has no accessibility violations', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const button = page
		.locator( '.vitrine-ajax-add-to-cart[data-product_id]' )
		.first();
	await button.click();
	await expect( button ).toHaveClass( /added/ );

	await page.goto( '/cart/' );
	await expect(
		page.locator( '.vitrine-cart input[type="number"]' ).first()
	).toBeVisible();

	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
} );
