/**
 * What `npm run bench` measures: the floors, and each endpoint with the floor it is compared
 * with. A later issue adds its calls here (one entry each), nothing else.
 *
 * An entry: name (the key in bench/results.json), label (the table's), floor (a key of FLOORS),
 * target (the ratio to the floor's p50 the project aims at, shown in the table, never asserted),
 * and request(info), which returns the request from what bin/bench/prepare.php --info found
 * on the bench site:
 *   method, path, headers, body;
 *   expect: a text the answer's body must hold (a wrong body counts as a failed request);
 *   cart: 'fixed' sends one shopper's cart (made once, one line of the first product) with every
 *         request; 'fresh' sends a new such cart with each request, for calls that use it up
 *         (remove its line, place an order) or change it (add a line).
 * Every request also carries its own client address (bin/bench/wrk.lua).
 */

const form = 'application/x-www-form-urlencoded';

/**
 * @param {string} url An address of the bench site.
 * @return {string} Its path and query.
 */
function path( url ) {
	const parsed = new URL( url );
	return parsed.pathname + parsed.search;
}

/** The floors: what WordPress itself costs (bin/bench/mu-plugins/vitrine-bench.php). */
export const FLOORS = {
	early: {
		label: 'early endpoint (init)',
		request: () => ( {
			method: 'GET',
			path: '/?vitrine-bench=early',
			expect: '"floor":"early"',
		} ),
	},
	ping: {
		label: 'REST ping',
		request: () => ( {
			method: 'GET',
			path: '/wp-json/vitrine-bench/v1/ping',
			expect: '"floor":"ping"',
		} ),
	},
	bare: {
		label: 'bare front page',
		request: () => ( {
			method: 'GET',
			path: '/?vitrine-bench=bare',
			expect: '</html>',
		} ),
	},
};

/**
 * A call of the ?vitrine-ajax= endpoint.
 *
 * @param {string} name  The endpoint.
 * @param {string} nonce Its nonce (prepare.php --info's).
 * @param {string} body  The form's fields, URL-encoded.
 * @return {Object} The request.
 */
const ajax = ( name, nonce, body ) => ( {
	method: 'POST',
	path: `/?vitrine-ajax=${ name }`,
	headers: { 'Content-Type': form, 'X-Vitrine-Nonce': nonce },
	body,
} );

export const ENDPOINTS = [
	{
		name: 'add_to_cart',
		label: 'add to cart',
		floor: 'early',
		target: 2,
		request: ( info ) => ( {
			...ajax(
				'add_to_cart',
				info.nonces.cart,
				`product_id=${ info.products[ 1 ].id }&quantity=1`
			),
			expect: '"fragments"',
			cart: 'fresh',
		} ),
	},
	{
		name: 'remove_from_cart',
		label: 'remove from cart',
		floor: 'early',
		target: 2,
		request: ( info ) => ( {
			...ajax(
				'remove_from_cart',
				info.nonces.cart,
				`cart_item_key=${ info.line_key }`
			),
			expect: '"fragments"',
			cart: 'fresh',
		} ),
	},
	{
		name: 'get_refreshed_fragments',
		label: 'get refreshed fragments',
		floor: 'early',
		target: 2,
		request: () => ( {
			method: 'GET',
			path: '/?vitrine-ajax=get_refreshed_fragments',
			expect: '"fragments"',
			cart: 'fixed',
		} ),
	},
	{
		name: 'rest_cart',
		label: 'REST cart',
		floor: 'ping',
		target: 1.1,
		request: () => ( {
			method: 'GET',
			path: '/wp-json/vitrine/v1/cart',
			expect: '"items"',
			cart: 'fixed',
		} ),
	},
	{
		name: 'rest_cart_add_item',
		label: 'REST cart add-item',
		floor: 'ping',
		target: 1.1,
		request: ( info ) => ( {
			method: 'POST',
			path: '/wp-json/vitrine/v1/cart/add-item',
			headers: {
				'Content-Type': 'application/json',
				'X-WP-Nonce': info.nonces.rest,
			},
			body: JSON.stringify( { id: info.products[ 1 ].id, quantity: 1 } ),
			expect: '"items"',
			cart: 'fresh',
		} ),
	},
	{
		name: 'update_order_review',
		label: 'update order review',
		floor: 'early',
		request: ( info ) => ( {
			...ajax(
				'update_order_review',
				info.nonces.checkout,
				'payment_method=bacs&country=DE&postcode=10117&city=Berlin&address=Unter+den+Linden+1&s_country=DE&s_postcode=10117&s_city=Berlin&has_full_address=true&post_data=billing_email%3Dada%2540example.org'
			),
			expect: '"result":"success"',
			cart: 'fixed',
		} ),
	},
	{
		name: 'checkout',
		label: 'place order (bank transfer)',
		floor: 'early',
		request: ( info ) => ( {
			...ajax(
				'checkout',
				info.nonces.checkout,
				[
					'billing_first_name=Ada',
					'billing_last_name=Lovelace',
					'billing_address_1=Unter+den+Linden+1',
					'billing_city=Berlin',
					'billing_postcode=10117',
					'billing_country=DE',
					'billing_email=ada%40example.org',
					'billing_phone=%2B49+30+123456',
					'payment_method=bacs',
					'terms=on',
				].join( '&' )
			),
			expect: '"result":"success"',
			cart: 'fresh',
		} ),
	},
	// The express checkout's calls (Apple Pay, Google Pay, Link, Amazon Pay): the buttons ask for
	// them while the payment sheet is open, so the shopper waits on each. Those that reach Stripe's
	// API (creating and confirming a PaymentIntent) are not measured: their time is Stripe's round
	// trip, which a bench without the internet cannot measure.
	{
		name: 'stripe_get_cart_details',
		label: 'express: cart details',
		floor: 'early',
		target: 2,
		request: ( info ) => ( {
			...ajax(
				'stripe_get_cart_details',
				info.nonces.express.get_cart_details,
				''
			),
			expect: '"result":"success"',
			cart: 'fixed',
		} ),
	},
	{
		name: 'stripe_get_shipping_options',
		label: 'express: shipping options',
		floor: 'early',
		target: 2,
		request: ( info ) => ( {
			...ajax(
				'stripe_get_shipping_options',
				info.nonces.express.shipping,
				'country=DE&postcode=10117&city=Berlin'
			),
			expect: '"result":"success"',
			cart: 'fixed',
		} ),
	},
	{
		name: 'stripe_add_to_cart',
		label: 'express: product page add',
		floor: 'early',
		target: 2,
		request: ( info ) => ( {
			...ajax(
				'stripe_add_to_cart',
				info.nonces.express.add_to_cart,
				`product_id=${ info.products[ 1 ].id }&qty=1`
			),
			expect: '"result":"success"',
			cart: 'fresh',
		} ),
	},
	{
		name: 'shop',
		label: 'shop page',
		floor: 'bare',
		target: 1.2,
		request: ( info ) => ( {
			method: 'GET',
			path: path( info.pages.shop ),
			expect: '</html>',
		} ),
	},
	{
		name: 'category_by_price',
		label: 'category page by price',
		floor: 'bare',
		request: ( info ) => ( {
			method: 'GET',
			path: path( info.pages.category ) + '?orderby=price',
			expect: '</html>',
		} ),
	},
	{
		name: 'product',
		label: 'product page',
		floor: 'bare',
		target: 1.2,
		request: ( info ) => ( {
			method: 'GET',
			path: path( info.products[ 0 ].url ),
			expect: '</html>',
		} ),
	},
	{
		name: 'cart_page',
		label: 'cart page',
		floor: 'bare',
		request: ( info ) => ( {
			method: 'GET',
			path: path( info.pages.cart ),
			expect: '</html>',
			cart: 'fixed',
		} ),
	},
	{
		name: 'checkout_page',
		label: 'checkout page',
		floor: 'bare',
		request: ( info ) => ( {
			method: 'GET',
			path: path( info.pages.checkout ),
			expect: '</html>',
			cart: 'fixed',
		} ),
	},
	{
		name: 'get_reviews',
		label: 'get_reviews',
		floor: 'early',
		request: ( info ) => ( {
			method: 'POST',
			path: `/?vitrine-ajax=get_reviews&id=${ info.widget_id }&offset=0&size=10`,
			headers: { 'Content-Type': 'application/json' },
			expect: '"reviews"',
		} ),
	},
	{
		// The listing grid's load more (issue 16): page 2 of the demo's load-more grid.
		name: 'listing_load_more',
		label: 'listing load more',
		floor: 'early',
		request: ( info ) => ( {
			method: 'POST',
			path: '/?vitrine-ajax=listing',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				handler: 'listing_load_more',
				page_settings: {
					post_id: info.listing.post,
					queried_id: 0,
					element_id: info.listing.id,
					page: 2,
				},
			} ),
			expect: '"html"',
		} ),
	},
];
