/**
 * The Shop manager role in wp-admin: it runs the shop (products, orders, coupons) and nothing of
 * the site (plugins, users, Vitrine's settings); an editor no longer edits products.
 */
import { test, expect, type Page } from '../support/fixtures';
import { adminApi, collectPageErrors } from '../support/wordpress';

/**
 * A new user of the role, logged in through wp-login.php in the page.
 *
 * @param page The page.
 * @param role The role.
 */
async function logInAs( page: Page, role: string ): Promise< void > {
	const { api, nonce } = await adminApi();
	const login = `${ role.replace( /\W/g, '' ) }${ Date.now() }`;
	const created = await api.post( '/wp-json/wp/v2/users', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			username: login,
			email: `${ login }@example.org`,
			password: 'a long shop password',
			roles: [ role ],
		},
	} );
	expect( created.status() ).toBe( 201 );
	await api.dispose();

	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'a long shop password' );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /wp-admin/ );
}

test( 'a shop manager manages products, orders and coupons, and nothing of the site', async ( {
	page,
} ) => {
	test.slow();
	const errors = collectPageErrors( page );
	await logInAs( page, 'vitrine_shop_manager' );

	// The shop's screens open, with their menu entries.
	await page.goto( '/wp-admin/post-new.php?post_type=vitrine_product' );
	await expect( page.getByLabel( 'Regular price' ) ).toBeVisible();
	await page.goto( '/wp-admin/admin.php?page=vitrine-orders' );
	await expect(
		page.getByRole( 'heading', { name: 'Orders', level: 1 } )
	).toBeVisible();
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: 'Orders' } )
	).toBeVisible();
	await page.goto( '/wp-admin/edit.php?post_type=vitrine_coupon' );
	await expect(
		page.getByRole( 'heading', { name: 'Coupons', level: 1 } )
	).toBeVisible();
	expect( errors ).toEqual( [] );

	// The site's are refused (each a 403 page, which the console reports).
	for ( const screen of [
		'/wp-admin/plugins.php',
		'/wp-admin/users.php',
		'/wp-admin/admin.php?page=vitrine-settings',
	] ) {
		const answer = await page.goto( screen );
		expect( answer?.status(), screen ).toBe( 403 );
	}
} );

test( 'an editor no longer edits products, prices or stock', async ( {
	page,
} ) => {
	await logInAs( page, 'editor' );
	const answer = await page.goto(
		'/wp-admin/post-new.php?post_type=vitrine_product'
	);
	expect( answer?.status() ).toBe( 403 );
	await expect(
		page.locator( '#adminmenu' ).getByRole( 'link', { name: 'Products' } )
	).toHaveCount( 0 );
} );
