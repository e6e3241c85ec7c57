/**
 * Helpers of the checkout specs: a cart filled through the ajax cart call, the address typed as a
 * shopper would, the emails the test site caught, and pending orders made through the fixtures.
 */
import { readFileSync, existsSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { currentSite } from '../support/site';
import { adminApi, createProduct } from '../support/wordpress';

/**
 * A product of its own for a spec: 20.00 with VAT (the demo shop enters prices with tax).
 *
 * @param name  The product's name.
 * @param price Its price.
 */
export async function checkoutProduct(
	name: string,
	price = '20.00'
): Promise< number > {
	const product = await createProduct( {
		name,
		regular_price: price,
	} );
	return product.id;
}

/**
 * Puts a product in the browser's cart, through the same ajax call the add-to-cart buttons use.
 *
 * @param page      The shopper's page (its cookies get the cart).
 * @param productId The product.
 * @param quantity  How many.
 */
export async function addToCart(
	page: Page,
	productId: number,
	quantity = 1
): Promise< void > {
	const nonce = await page.request.get( '/?vitrine-ajax=refresh_cart_nonce' );
	expect( nonce.status() ).toBe( 200 );
	const response = await page.request.post( '/?vitrine-ajax=add_to_cart', {
		form: { product_id: String( productId ), quantity: String( quantity ) },
		headers: {
			'X-Vitrine-Nonce': ( ( await nonce.json() ) as { nonce: string } )
				.nonce,
		},
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
}

/**
 * Types the Berlin billing address, field by field, as a shopper would.
 *
 * @param page  The checkout page.
 * @param email The billing email.
 */
export async function fillBerlinAddress(
	page: Page,
	email = 'ada@example.org'
): Promise< void > {
	await page.locator( '#billing_country' ).selectOption( 'DE' );
	await page.locator( '#billing_first_name' ).fill( 'Ada' );
	await page.locator( '#billing_last_name' ).fill( 'Lovelace' );
	await page.locator( '#billing_address_1' ).fill( 'Unter den Linden 1' );
	await page.locator( '#billing_postcode' ).fill( '10117' );
	await page.locator( '#billing_city' ).fill( 'Berlin' );
	await page.locator( '#billing_email' ).fill( email );
}

/**
 * The emails this worker's test site caught (bin/wp/mu-plugins/vitrine-local-mail.php), newest
 * last.
 */
export function caughtEmails(): Array< {
	to: string | string[];
	subject: string;
	message: string;
} > {
	const log = currentSite().mailLog;
	if ( ! existsSync( log ) ) {
		return [];
	}
	return readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) );
}

/**
 * An order waiting for payment, made through the test site's fixtures route.
 *
 * @param productId The product it holds.
 * @param email     Its billing email.
 */
export async function pendingOrder(
	productId: number,
	email: string
): Promise< { id: number; key: string; pay_url: string } > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/vitrine-test/v1/orders', {
		data: { product_id: productId, email },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const order = await response.json();
	await api.dispose();
	return order;
}

/**
 * A new customer, logged in through wp-login.php in the page (a customer lands on My account).
 *
 * @param page The page.
 * @return The customer's email.
 */
export async function logInAsNewCustomer( page: Page ): Promise< string > {
	const { api, nonce } = await adminApi();
	const login = `shopper${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
	const created = await api.post( '/wp-json/wp/v2/users', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			username: login,
			email: `${ login }@example.org`,
			password: 'a long shop password',
			roles: [ 'customer' ],
		},
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	await api.dispose();

	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'a long shop password' );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /my-account/ );
	return `${ login }@example.org`;
}
