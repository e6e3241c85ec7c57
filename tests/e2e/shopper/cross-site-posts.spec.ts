/**
 * Cross-site posts: a page on another origin that auto-submits a registration form to
 * /my-account/ (login CSRF with a scraped guest nonce) and fetch()es the ajax endpoint is
 * refused with 403 in Chromium, and nothing is created; the same posts from the shop's own
 * pages still work.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
	test,
	expect,
	request as playwrightRequest,
	type Page,
} from '../support/fixtures';
import { adminApi, createProduct } from '../support/wordpress';

const REFUSAL = /sent from another website/;

/** The attacker's server: answers every request with the page set last. */
let attacker: Server;
let attackerPage = '';
let attackerPort = 0;
let mug: { id: number };

test.beforeAll( async () => {
	attacker = createServer( ( _request, response ) => {
		response.writeHead( 200, { 'Content-Type': 'text/html' } );
		response.end( attackerPage );
	} );
	await new Promise< void >( ( resolve ) =>
		attacker.listen( 0, '127.0.0.1', resolve )
	);
	attackerPort = ( attacker.address() as AddressInfo ).port;
	mug = await createProduct( {
		name: 'Cross-site mug',
		regular_price: '9.00',
	} );
} );

test.afterAll( async () => {
	await new Promise( ( resolve ) => attacker.close( resolve ) );
} );

/**
 * The attacker's origins: another host name for the same machine (cross-site, since
 * `localhost` and `127.0.0.1` are different sites) and another port of the shop's host
 * (same-site but cross-origin, which is refused too).
 *
 * @param baseURL The shop.
 */
function attackerOrigins( baseURL: string ): string[] {
	const shop = new URL( baseURL );
	const otherHost = '127.0.0.1' === shop.hostname ? 'localhost' : '127.0.0.1';
	return [
		`http://${ otherHost }:${ attackerPort }`,
		`http://${ shop.hostname }:${ attackerPort }`,
	];
}

/**
 * What anyone can read from the shop's cacheable pages: the guest nonces.
 * @param baseURL
 */
async function scrapedNonces(
	baseURL: string
): Promise< { register: string; cart: string } > {
	const stranger = await playwrightRequest.newContext( { baseURL } );
	const html = await ( await stranger.get( '/my-account/' ) ).text();
	const form = html.slice( html.indexOf( 'vitrine-register-form' ) );
	const register = form.match( /name="_wpnonce" value="([a-f0-9]+)"/ )?.[ 1 ];
	const cart = (
		( await (
			await stranger.get( '/?vitrine-ajax=refresh_cart_nonce' )
		).json() ) as { nonce: string }
	 ).nonce;
	await stranger.dispose();
	expect( register ).toBeTruthy();
	return { register: register as string, cart };
}

async function accountsWithEmail( email: string ): Promise< number > {
	const { api, nonce } = await adminApi();
	const response = await api.get(
		`/wp-json/wp/v2/users?context=edit&search=${ encodeURIComponent(
			email
		) }`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.status() ).toBe( 200 );
	const users = ( await response.json() ) as unknown[];
	await api.dispose();
	return users.length;
}

async function cartCount( page: Page ): Promise< number > {
	const answer = await page.request.get(
		'/?vitrine-ajax=get_refreshed_fragments'
	);
	expect( answer.status() ).toBe( 200 );
	return ( ( await answer.json() ) as { cart_count: number } ).cart_count;
}

test( 'a registration form auto-submitted from another site is refused and creates no account', async ( {
	page,
	baseURL,
} ) => {
	const shop = baseURL as string;
	const { register } = await scrapedNonces( shop );

	for ( const origin of attackerOrigins( shop ) ) {
		const email = `csrf-${ Date.now() }@example.org`;
		attackerPage = `<!doctype html><title>Win a prize</title>
			<form method="post" action="${ shop }/my-account/">
				<input name="_wpnonce" value="${ register }">
				<input name="vitrine_account_action" value="register">
				<input name="reg_email" value="${ email }">
				<input name="reg_password" value="the attacker's password">
			</form>
			<script>document.forms[0].submit();</script>`;

		const answer = page.waitForResponse(
			( response ) =>
				response.url().startsWith( `${ shop }/my-account/` ) &&
				'POST' === response.request().method()
		);
		await page.goto( `${ origin }/prize` );
		expect( ( await answer ).status(), origin ).toBe( 403 );
		await expect( page.getByText( REFUSAL ) ).toBeVisible();

		expect( await accountsWithEmail( email ), origin ).toBe( 0 );
		const cookies = await page.context().cookies( shop );
		expect(
			cookies.filter( ( cookie ) =>
				cookie.name.startsWith( 'wordpress_logged_in' )
			)
		).toEqual( [] );
	}
} );

test( 'a login form auto-submitted from another site to wp-login.php is refused and logs no one in', async ( {
	page,
	baseURL,
} ) => {
	const shop = baseURL as string;
	// The attacker's own account: login CSRF logs the visitor into it.
	const { api, nonce } = await adminApi();
	const login = `attacker-${ Date.now() }`;
	const created = await api.post( '/wp-json/wp/v2/users', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			username: login,
			email: `${ login }@example.org`,
			password: 'the attacker’s password',
			roles: [ 'customer' ],
		},
	} );
	expect( created.status() ).toBe( 201 );
	await api.dispose();

	for ( const origin of attackerOrigins( shop ) ) {
		attackerPage = `<!doctype html><title>Win a prize</title>
			<form method="post" action="${ shop }/wp-login.php">
				<input name="log" value="${ login }">
				<input name="pwd" value="the attacker’s password">
				<input name="redirect_to" value="${ shop }/my-account/">
			</form>
			<script>document.forms[0].submit();</script>`;

		const answer = page.waitForResponse(
			( response ) =>
				response.url().startsWith( `${ shop }/wp-login.php` ) &&
				'POST' === response.request().method()
		);
		await page.goto( `${ origin }/prize` );
		expect( ( await answer ).status(), origin ).toBe( 403 );
		await expect( page.getByText( REFUSAL ) ).toBeVisible();
		const cookies = await page.context().cookies( shop );
		expect(
			cookies.filter( ( cookie ) =>
				cookie.name.startsWith( 'wordpress_logged_in' )
			),
			origin
		).toEqual( [] );
	}
} );

test( 'an ajax add to cart fetched from another site is refused and creates no cart', async ( {
	page,
	baseURL,
} ) => {
	const shop = baseURL as string;
	const { cart } = await scrapedNonces( shop );

	for ( const origin of attackerOrigins( shop ) ) {
		attackerPage = '<!doctype html><title>Nothing to see</title>';
		await page.goto( `${ origin }/innocent` );
		const answer = page.waitForResponse( ( response ) =>
			response.url().includes( 'vitrine-ajax=add_to_cart' )
		);
		await page.evaluate(
			async ( { url, nonce, product } ) => {
				const body = new URLSearchParams( {
					security: nonce,
					product_id: String( product ),
					quantity: '1',
				} );
				// no-cors: a simple form post, as any page may send; the answer is opaque.
				await fetch( url, {
					method: 'POST',
					mode: 'no-cors',
					credentials: 'include',
					body,
				} );
			},
			{
				url: `${ shop }/?vitrine-ajax=add_to_cart`,
				nonce: cart,
				product: mug.id,
			}
		);
		const response = await answer;
		// The body of an opaque answer is not kept; its status is.
		expect( response.status(), origin ).toBe( 403 );
	}

	const cookies = await page.context().cookies( shop );
	expect(
		cookies.filter( ( cookie ) => cookie.name.startsWith( 'vitrine_cart' ) )
	).toEqual( [] );
	await page.goto( `${ shop }/shop/` );
	expect( await cartCount( page ) ).toBe( 0 );
} );

test( 'the same posts from the shop’s own pages go through', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const added = await page.evaluate( async ( product ) => {
		const nonce = (
			await ( await fetch( '/?vitrine-ajax=refresh_cart_nonce' ) ).json()
		).nonce;
		const response = await fetch( '/?vitrine-ajax=add_to_cart', {
			method: 'POST',
			body: new URLSearchParams( {
				security: nonce,
				product_id: String( product ),
				quantity: '1',
			} ),
		} );
		return response.status;
	}, mug.id );
	expect( added ).toBe( 200 );
	expect( await cartCount( page ) ).toBe( 1 );

	const email = `own-site-${ Date.now() }@example.org`;
	await page.goto( '/my-account/' );
	const register = page.locator( '.vitrine-register-form' );
	await register.getByLabel( 'Email address' ).fill( email );
	await register.getByLabel( /^Password/ ).fill( 'a long enough password' );
	await register.getByRole( 'button', { name: /Register/ } ).click();
	await expect(
		page.getByText( 'Your account was created. Welcome!' )
	).toBeVisible();
	expect( await accountsWithEmail( email ) ).toBe( 1 );
} );
