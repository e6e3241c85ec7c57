/**
 * The mini-cart as a classic widget, in Twenty Twenty-One's footer widget area.
 */
import { test, expect } from '../support/fixtures';
import { adminApi, expectNoAxeViolations } from '../support/wordpress';
import {
	addButton,
	createPage,
	createShop,
	type ShopFixture,
} from './cart-helpers';

let shop: ShopFixture;
let previousTheme = '';
let widgetId = '';
let buttonsPage = '';

/**
 * Switches the theme through the test-only route (tests/e2e/mu-plugins/vitrine-test-theme.php).
 *
 * @param stylesheet The theme's folder name.
 * @return The previous theme.
 */
async function switchTheme( stylesheet: string ): Promise< string > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/vitrine-test/v1/theme', {
		data: { stylesheet },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const body = ( await response.json() ) as { previous: string };
	await api.dispose();
	return body.previous;
}

test.beforeAll( async () => {
	shop = await createShop( 'Widget' );
	// Buttons only: the mini-cart comes from the widget.
	buttonsPage = await createPage(
		'Widget buttons',
		`<!-- wp:shortcode -->[vitrine_add_to_cart id="${ shop.mug }"]<!-- /wp:shortcode -->`
	);
	previousTheme = await switchTheme( 'twentytwentyone' );
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/wp/v2/widgets', {
		data: {
			id_base: 'vitrine_mini_cart',
			sidebar: 'sidebar-1',
			instance: { raw: { title: 'Your basket' } },
		},
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	widgetId = ( ( await response.json() ) as { id: string } ).id;
	// The new widget lands among the inactive ones: put it in the footer widget area, last.
	const sidebar = await api.get(
		'/wp-json/wp/v2/sidebars/sidebar-1?context=edit',
		{
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	const { widgets } = ( await sidebar.json() ) as { widgets: string[] };
	const placed = await api.post( '/wp-json/wp/v2/sidebars/sidebar-1', {
		data: {
			widgets: [
				...widgets.filter( ( id ) => id !== widgetId ),
				widgetId,
			],
		},
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( placed.status(), await placed.text() ).toBe( 200 );
	await api.dispose();
} );

test.afterAll( async () => {
	const { api, nonce } = await adminApi();
	await api.delete( `/wp-json/wp/v2/widgets/${ widgetId }?force=true`, {
		headers: { 'X-WP-Nonce': nonce },
	} );
	await api.dispose();
	await switchTheme( previousTheme );
} );

test( 'the widget shows its title and the cart, filled in after an add, and removes items', async ( {
	page,
} ) => {
	await page.goto( buttonsPage );
	const widget = page.locator( '.vitrine-widget-mini-cart' );
	await expect(
		widget.getByRole( 'heading', { name: 'Your basket' } )
	).toBeVisible();
	await expect( widget ).toContainText( 'No products in the cart.' );

	await addButton( page, 'Widget Mug' ).click();
	await expect( widget.locator( '.vitrine-mini-cart__item' ) ).toContainText(
		'Widget Mug'
	);
	await expectNoAxeViolations( page, '.vitrine-widget-mini-cart' );

	await page.goto( '/about/' );
	await expect( widget.locator( '.vitrine-mini-cart__item' ) ).toHaveCount(
		1
	);
	const remove = widget.getByRole( 'link', {
		name: 'Remove “Widget Mug” from your cart',
	} );
	await remove.focus();
	await page.keyboard.press( 'Enter' );
	await expect( widget ).toContainText( 'No products in the cart.' );
	expect( new URL( page.url() ).pathname ).toBe( '/about/' );
} );
