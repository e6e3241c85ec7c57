<?php
/**
 * What the bench's requests need from the bench site (bin/bench/bench.sh runs it there).
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php prepare.php --trust-proxy
 *          trusts nginx (127.0.0.1) as the proxy naming the client (X-Forwarded-For);
 *        ... php prepare.php --stripe
 *          switches Stripe on in test mode with placeholder keys, so that the express checkout's
 *          calls answer (none of the measured requests reaches Stripe's API);
 *        ... php prepare.php --info
 *          prints one JSON object: the guest nonces, the products, pages and widget the
 *          measured requests name (see bin/bench/endpoints.mjs);
 *        ... php prepare.php --carts=N --product=ID --out=FILE
 *          makes N guest carts holding one of the product, and writes their tokens to FILE,
 *          one a line: a state-changing call (remove, place an order) gets a fresh one each time.
 *
 * Guest nonces are the same for every visitor without a session (user 0, no session token),
 * so the ones made here are valid in the requests that wrk sends.
 *
 * @package Vitrine
 */

declare(strict_types=1);

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line script writing its own output file.

require __DIR__ . '/../wp/bootstrap.php';

use Vitrine\Cart\Cart;
use Vitrine\Cart\CartLine;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSession;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Plugin;

$vitrine_options = vitrine_cli_options();
vitrine_load_wordpress();

/**
 * A published product by slug: its id and address.
 *
 * @param string $slug The product's slug (bin/wp/demo/Catalog.php).
 * @return array{id: int, url: string}
 */
function vitrine_bench_product( string $slug ): array {
	$post = get_page_by_path( $slug, OBJECT, 'vitrine_product' );
	if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status ) {
		fwrite( STDERR, "The demo product {$slug} is missing: is the demo catalog seeded?\n" );
		exit( 1 );
	}
	return array(
		'id'  => $post->ID,
		'url' => (string) get_permalink( $post ),
	);
}

if ( isset( $vitrine_options['trust-proxy'] ) ) {
	$vitrine_saved = Plugin::instance()->settings->update( array( \Vitrine\Core\RateLimit\ClientAddress::SETTING => '127.0.0.1' ) );
	if ( is_wp_error( $vitrine_saved ) ) {
		fwrite( STDERR, 'The trusted proxy was refused: ' . $vitrine_saved->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( isset( $vitrine_options['stripe'] ) ) {
	$vitrine_saved = Plugin::instance()->settings->update(
		array(
			'payment_stripe_enabled'              => true,
			'payment_stripe_testmode'             => true,
			'payment_stripe_test_publishable_key' => 'pk_test_vitrine_bench',
			'payment_stripe_test_secret_key'      => 'sk_test_vitrine_bench',
		)
	);
	if ( is_wp_error( $vitrine_saved ) ) {
		fwrite( STDERR, 'The Stripe settings were refused: ' . $vitrine_saved->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( isset( $vitrine_options['info'] ) ) {
	// Two simple products in stock without a stock count: adding them never runs out.
	$vitrine_first  = vitrine_bench_product( 'logo-t-shirt' );
	$vitrine_second = vitrine_bench_product( 'enamel-camping-mug' );
	// The demo's first reviews widget (bin/wp/demo/Reviews.php): its reviews are what get_reviews pages through.
	$vitrine_widgets  = ( new \Vitrine\Reviews\Widgets\WidgetRepository() )->all();
	$vitrine_widget   = array() === $vitrine_widgets ? 0 : end( $vitrine_widgets )->id;
	$vitrine_category = get_term_by( 'slug', 'clothing', 'vitrine_product_cat' );
	$vitrine_settings = Plugin::instance()->settings;
	// The demo's Listings page (bin/wp/demo/ListingsDemo.php): its load-more grid's next page.
	$vitrine_listings = get_page_by_path( 'listings' );
	echo wp_json_encode(
		array(
			'nonces'    => array(
				'cart'     => wp_create_nonce( Cart::NONCE_ACTION ),
				'checkout' => wp_create_nonce( CheckoutForm::NONCE_ACTION ),
				'rest'     => wp_create_nonce( 'wp_rest' ),
				// The express checkout's, one per call (Stripe's buttons on the product page and cart).
				'express'  => \Vitrine\Stripe\Express\ExpressNonces::all(),
			),
			'products'  => array( $vitrine_first, $vitrine_second ),
			// The line key a cart of prepare.php --carts holds for the first product.
			'line_key'  => CartLine::key_for( $vitrine_first['id'], 0, array() ),
			'pages'     => array(
				'shop'     => (string) get_post_type_archive_link( 'vitrine_product' ),
				'category' => $vitrine_category instanceof WP_Term ? (string) get_term_link( $vitrine_category ) : '',
				'cart'     => (string) get_permalink( (int) $vitrine_settings->get( 'cart_page_id' ) ),
				'checkout' => (string) get_permalink( (int) $vitrine_settings->get( 'checkout_page_id' ) ),
			),
			'widget_id' => $vitrine_widget,
			'listing'   => array(
				'post' => $vitrine_listings instanceof WP_Post ? $vitrine_listings->ID : 0,
				'id'   => 'demo-load-more',
			),
			'cookie'    => CartSession::TOKEN_COOKIE,
		)
	) . "\n";
	exit( 0 );
}

$vitrine_count   = (int) ( $vitrine_options['carts'] ?? 0 );
$vitrine_product = (int) ( $vitrine_options['product'] ?? 0 );
$vitrine_out     = (string) ( $vitrine_options['out'] ?? '' );
if ( $vitrine_count < 1 || $vitrine_product < 1 || '' === $vitrine_out ) {
	fwrite( STDERR, "Usage: prepare.php --info | --carts=N --product=ID --out=FILE\n" );
	exit( 1 );
}
$vitrine_service = Plugin::instance()->get( CartService::class );
$vitrine_tokens  = array();
for ( $vitrine_i = 0; $vitrine_i < $vitrine_count; $vitrine_i++ ) {
	// No token cookie: add_item() makes a new cart and sets the cookie (in $_COOKIE here).
	unset( $_COOKIE[ CartSession::TOKEN_COOKIE ] );
	$vitrine_service->add_item( $vitrine_product, 1 );
	$vitrine_tokens[] = sanitize_text_field( wp_unslash( (string) ( $_COOKIE[ CartSession::TOKEN_COOKIE ] ?? '' ) ) );
}
file_put_contents( $vitrine_out, implode( "\n", $vitrine_tokens ) . "\n" );
