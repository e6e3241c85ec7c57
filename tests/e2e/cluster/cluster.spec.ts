/**
 * The shop on two web servers (issue 14, part 4): bin/cluster.sh runs these against two php-fpm
 * servers behind one nginx upstream (round robin), one MariaDB, Redis as the shared persistent
 * object cache, and nginx's page cache for anonymous GET requests. Every answer made by PHP says
 * which server made it (X-Vitrine-Server) and what the page cache did (X-Vitrine-Page-Cache).
 */
import {
	test,
	expect,
	type APIRequestContext,
	type APIResponse,
	type Browser,
} from '../support/fixtures';
import type { Cart as CartJson } from '../../../src/core/rest-types.generated';
import { currentSite } from '../support/site';
import { createProduct } from '../support/wordpress';
import {
	addButton,
	createShop,
	type ShopFixture,
} from '../shopper/cart-helpers';

// Two servers, Redis and a browser on a shared 2-core machine: the admin's editor takes its time.
test.describe.configure( { mode: 'serial', timeout: 120_000 } );

const site = currentSite();
let shop: ShopFixture;

test.beforeAll( async ( { browser } ) => {
	test.setTimeout( 120_000 );
	await logInAdmin( browser );
	shop = await createShop( 'Cluster' );
} );

/**
 * Logs the administrator in and keeps the session where the helpers read it (site.adminState).
 *
 * @param browser The browser.
 */
async function logInAdmin( browser: Browser ): Promise< void > {
	const page = await browser.newPage( { baseURL: site.url } );
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
	await page.context().storageState( { path: site.adminState } );
	await page.close();
}

const server = ( response: APIResponse ) =>
	response.headers()[ 'x-vitrine-server' ];

async function cartNonce( api: APIRequestContext ): Promise< string > {
	const response = await api.get( '/?vitrine-ajax=refresh_cart_nonce' );
	expect( response.status() ).toBe( 200 );
	return ( ( await response.json() ) as { nonce: string } ).nonce;
}

async function ajaxAdd(
	api: APIRequestContext,
	nonce: string,
	productId: number,
	quantity = 1
): Promise< APIResponse > {
	return api.post( '/?vitrine-ajax=add_to_cart', {
		form: { product_id: String( productId ), quantity: String( quantity ) },
		headers: { 'X-Vitrine-Nonce': nonce },
	} );
}

async function readCart(
	api: APIRequestContext
): Promise< { cart: CartJson; server: string } > {
	const response = await api.get( '/wp-json/vitrine/v1/cart' );
	expect( response.status(), await response.text() ).toBe( 200 );
	return {
		cart: ( await response.json() ) as CartJson,
		server: server( response ),
	};
}

const quantityOf = ( cart: CartJson, id: number ) =>
	cart.items
		.filter( ( item ) => item.id === id )
		.reduce( ( sum, item ) => sum + item.quantity, 0 );

test( 'requests are spread over both web servers, and both share one object cache', async ( {
	request,
} ) => {
	const servers = new Set< string >();
	for ( let i = 0; i < 4; i++ ) {
		servers.add(
			server( await request.get( '/wp-login.php', { maxRedirects: 0 } ) )
		);
	}
	expect( [ ...servers ].sort() ).toEqual( [ 'a', 'b' ] );
} );

test( 'consecutive and parallel cart changes on both servers are all kept', async ( {
	request,
} ) => {
	const nonce = await cartNonce( request );
	const seen = new Set< string >();
	// One after the other: each lands on the other server than the last.
	for ( let i = 0; i < 4; i++ ) {
		const added = await ajaxAdd( request, nonce, shop.mug );
		expect( added.status(), await added.text() ).toBe( 200 );
		seen.add( server( added ) );
	}
	expect( [ ...seen ].sort() ).toEqual( [ 'a', 'b' ] );
	for ( let i = 0; i < 2; i++ ) {
		const { cart, server: by } = await readCart( request );
		seen.add( by );
		expect( quantityOf( cart, shop.mug ) ).toBe( 4 );
	}
	// Six at once, on both servers: the cart row's lock queues them; none overwrites another.
	const parallel = await Promise.all(
		Array.from( { length: 6 }, () => ajaxAdd( request, nonce, shop.mug ) )
	);
	for ( const response of parallel ) {
		expect( response.status(), await response.text() ).toBe( 200 );
	}
	expect(
		new Set( parallel.map( server ) ).size,
		'both servers took part'
	).toBe( 2 );
	for ( let i = 0; i < 2; i++ ) {
		expect(
			quantityOf( ( await readCart( request ) ).cart, shop.mug )
		).toBe( 10 );
	}
} );

test( 'an admin edit of price and stock is seen at once by both servers', async ( {
	page,
	request,
} ) => {
	const product = await createProduct( {
		name: 'Cluster lamp',
		regular_price: '40.00',
		manage_stock: true,
		stock: 5,
	} );
	const nonce = await cartNonce( request );
	expect( ( await ajaxAdd( request, nonce, product.id ) ).status() ).toBe(
		200
	);
	// Both servers read (and cache) the product at 40.00.
	for ( let i = 0; i < 2; i++ ) {
		const { cart } = await readCart( request );
		expect(
			cart.items.find( ( item ) => item.id === product.id )?.prices.price
		).toBe( '40.00' );
	}

	// The admin changes the price and the stock in the product editor (on either server).
	const admin = await page.context().browser()!.newContext( {
		baseURL: site.url,
		storageState: site.adminState,
	} );
	const editor = await admin.newPage();
	editor.on( 'dialog', ( dialog ) => dialog.accept() );
	await editor.goto( `/wp-admin/post.php?post=${ product.id }&action=edit` );
	await editor
		.locator( '#vitrine-panel-general' )
		.getByLabel( 'Regular price' )
		.fill( '32.00' );
	await editor.getByRole( 'tab', { name: 'Inventory' } ).click();
	await editor
		.locator( '#vitrine-panel-inventory' )
		.getByLabel( 'Stock quantity' )
		.fill( '1' );
	await Promise.all( [
		editor.waitForURL( /post\.php\?post=\d+&action=edit/ ),
		editor.locator( '#publish' ).click(),
	] );
	await admin.close();

	// Both servers see the new price at once, and the new stock: 2 of a product with 1 left is refused.
	const servers = new Set< string >();
	for ( let i = 0; i < 2; i++ ) {
		const { cart, server: by } = await readCart( request );
		servers.add( by );
		expect(
			cart.items.find( ( item ) => item.id === product.id )?.prices.price
		).toBe( '32.00' );
	}
	expect( [ ...servers ].sort() ).toEqual( [ 'a', 'b' ] );
	for ( let i = 0; i < 2; i++ ) {
		const more = await ajaxAdd( request, nonce, product.id );
		expect( more.status(), await more.text() ).toBe( 400 );
	}
} );

test( 'an order placed twice at once is counted once, and its stock taken once', async ( {
	page,
} ) => {
	const product = await createProduct( {
		name: 'Cluster kettle',
		regular_price: '25.00',
		manage_stock: true,
		stock: 3,
	} );
	const nonce = await cartNonce( page.request );
	expect(
		( await ajaxAdd( page.request, nonce, product.id ) ).status()
	).toBe( 200 );
	await page.goto( '/checkout/' );
	const checkoutNonce = await page
		.locator( 'form input[name="security"]' )
		.inputValue();
	const form = {
		billing_first_name: 'Ada',
		billing_last_name: 'Lovelace',
		billing_address_1: 'Unter den Linden 1',
		billing_city: 'Berlin',
		billing_postcode: '10117',
		billing_country: 'DE',
		billing_email: 'cluster@example.org',
		billing_phone: '+49 30 123456',
		payment_method: 'bacs',
		terms: 'on',
		security: checkoutNonce,
	};
	// The same cart's checkout, twice at once (a double click, two servers).
	const answers = await Promise.all(
		[ 0, 1 ].map( () =>
			page.request.post( '/?vitrine-ajax=checkout', {
				form,
				headers: { 'X-Vitrine-Nonce': checkoutNonce },
			} )
		)
	);
	const bodies = await Promise.all(
		answers.map( async ( a ) => ( await a.json() ) as { result: string } )
	);
	const orders = new Set(
		bodies
			.filter( ( b ) => b.result === 'success' )
			.map(
				( b ) =>
					JSON.stringify( b ).match( /order-received\/(\d+)/ )?.[ 1 ]
			)
	);
	expect( orders.size, JSON.stringify( bodies ) ).toBe( 1 );

	// The stock was taken once: 2 of the 3 are left, on whichever server answers.
	const other = await page.context().browser()!.newContext( {
		baseURL: site.url,
	} );
	const otherNonce = await cartNonce( other.request );
	const three = await ajaxAdd( other.request, otherNonce, product.id, 3 );
	expect( three.status(), await three.text() ).toBe( 400 );
	const two = await ajaxAdd( other.request, otherNonce, product.id, 2 );
	expect( two.status(), await two.text() ).toBe( 200 );
	await other.close();
} );

test( 'a scheduled job runs once when both servers run WP-Cron at the same time', async ( {
	request,
} ) => {
	const scheduled = await request.get( '/?vitrine-cluster=schedule' );
	expect( await scheduled.json() ).toEqual( { scheduled: true } );
	// Four at once: round robin gives each server two (wp-cron.php answers before WordPress
	// loads, so its answers cannot say which server took them).
	const runs = await Promise.all(
		Array.from( { length: 4 }, () => request.get( '/wp-cron.php' ) )
	);
	for ( const run of runs ) {
		expect( run.status() ).toBe( 200 );
	}
	// wp-cron.php answers first (fastcgi_finish_request), then runs the jobs.
	const count = async () =>
		( await ( await request.get( '/?vitrine-cluster=count' ) ).json() ) as {
			runs: number;
			servers: string[];
		};
	await expect
		.poll( async () => ( await count() ).runs )
		.toBeGreaterThan( 0 );
	// Long enough for a second run (the job takes 0.3 s) to be counted.
	await new Promise( ( resolve ) => setTimeout( resolve, 2000 ) );
	const counted = await count();
	expect( counted.runs, JSON.stringify( counted ) ).toBe( 1 );
} );

test.describe( 'behind the page cache', () => {
	test( 'an anonymous visitor gets cached pages; a shopper with a cart never does', async ( {
		request,
	} ) => {
		const first = await request.get( shop.otherPage );
		expect( first.status() ).toBe( 200 );
		const second = await request.get( shop.otherPage );
		expect( second.headers()[ 'x-vitrine-page-cache' ] ).toBe( 'HIT' );

		const nonce = await cartNonce( request );
		expect( ( await ajaxAdd( request, nonce, shop.cup ) ).status() ).toBe(
			200
		);
		const withCart = await request.get( shop.otherPage );
		expect( withCart.headers()[ 'x-vitrine-page-cache' ] ).toBe( 'BYPASS' );
	} );

	test( 'two visitors: counts, mini-carts, buttons and nonces stay their own', async ( {
		browser,
	} ) => {
		const alice = await browser.newContext( { baseURL: site.url } );
		const bob = await browser.newContext( { baseURL: site.url } );
		const a = await alice.newPage();
		const b = await bob.newPage();

		// Bob fills the cache with the shop page (no cookie: a cacheable answer).
		await b.goto( shop.shopPage );
		await expect( b.locator( '.vitrine-cart-count' ).first() ).toHaveText(
			'0 items'
		);

		// Alice gets the cached page, and its buttons (and their nonces) work for her.
		const cached = await a.goto( shop.shopPage );
		expect( cached?.headers()[ 'x-vitrine-page-cache' ] ).toBe( 'HIT' );
		await addButton( a, 'Cluster Mug' ).click();
		await expect( a.locator( '.vitrine-cart-count' ).first() ).toHaveText(
			'1 item'
		);
		await a.reload();
		await expect( a.locator( '.vitrine-cart-count' ).first() ).toHaveText(
			'1 item'
		);
		await expect(
			a.locator( '[data-vitrine-mini-cart]' ).first()
		).toContainText( 'Cluster Mug' );

		// Bob, still without a cart, sees none of Alice's.
		await b.reload();
		await expect( b.locator( '.vitrine-cart-count' ).first() ).toHaveText(
			'0 items'
		);
		await expect(
			b.locator( '[data-vitrine-mini-cart]' ).first()
		).not.toContainText( 'Cluster Mug' );
		// Bob adds the cup from his (cached) page: his cart has the cup alone.
		await addButton( b, 'Cluster Cup' ).click();
		await expect( b.locator( '.vitrine-cart-count' ).first() ).toHaveText(
			'1 item'
		);
		const bobs = ( await readCart( b.request ) ).cart;
		expect( bobs.items.map( ( item ) => item.name ) ).toEqual( [
			'Cluster Cup',
		] );
		const alices = ( await readCart( a.request ) ).cart;
		expect( alices.items.map( ( item ) => item.name ) ).toEqual( [
			'Cluster Mug',
		] );

		// A notice rides in the address: never cached, never shown to another.
		const other = await browser.newContext( { baseURL: site.url } );
		const c = await other.newPage();
		const plain = await c.goto( shop.shopPage );
		expect( plain?.headers()[ 'x-vitrine-page-cache' ] ).toBe( 'HIT' );
		await expect( c.locator( '.vitrine-notice' ) ).toHaveCount( 0 );
		await alice.close();
		await bob.close();
		await other.close();
	} );
} );
