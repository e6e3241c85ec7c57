<?php
/**
 * Fills the demo shop with its content, once: pages, the store notice, the login form.
 * Later modules add their demo content (products, reviews) here.
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php seed-demo.php
 *
 * @package Vitrine
 */

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';

vitrine_load_wordpress();

// The catalog (bin/wp/demo/Catalog.php) keeps its own marker, so a demo site seeded before it
// existed gets it on its next start.
require __DIR__ . '/demo/Catalog.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Catalog() )->seed() . "\n" );
require __DIR__ . '/demo/Checkout.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Checkout() )->seed() . "\n" );
require __DIR__ . '/demo/Reviews.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Reviews() )->seed() . "\n" );

// The cart page ([vitrine_cart]), chosen in the settings; also for demo sites seeded before the cart existed.
if ( 0 === (int) \Vitrine\Plugin::instance()->settings->get( 'cart_page_id' ) ) {
	\Vitrine\Plugin::instance()->settings->update( array( 'cart_page_id' => vitrine_demo_page( 'Cart', 'cart', "<!-- wp:shortcode -->\n[vitrine_cart]\n<!-- /wp:shortcode -->" ) ) );
}

// The front page's shop sections and the header's menu; after the catalog and the cart page.
require __DIR__ . '/demo/Storefront.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Storefront() )->seed() . "\n" );

if ( get_option( 'vitrine_demo_seeded' ) ) {
	fwrite( STDOUT, "Demo content already in place.\n" );
	exit( 0 );
}

/**
 * A published page, made once (the one at $slug when it exists); its id. The demo parts share it.
 */
function vitrine_demo_page( string $title, string $slug, string $content ): int {
	$existing = get_page_by_path( $slug );
	if ( $existing instanceof WP_Post ) {
		return $existing->ID;
	}
	return (int) wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_name'    => $slug,
			'post_content' => $content,
		),
		true
	);
}

$home = vitrine_demo_page(
	'Welcome to the Vitrine demo shop',
	'welcome',
	"<!-- wp:paragraph -->\n<p>This demo shop runs Vitrine on a real WordPress. Browse around: the store notice at the top can be dismissed, and the account page has a login form with a show-password button.</p>\n<!-- /wp:paragraph -->"
);
vitrine_demo_page(
	'Log in',
	'log-in',
	"<!-- wp:shortcode -->\n[vitrine_login_form]\n<!-- /wp:shortcode -->"
);
vitrine_demo_page(
	'About us',
	'about',
	"<!-- wp:paragraph -->\n<p>A page that uses nothing of Vitrine but the store notice.</p>\n<!-- /wp:paragraph -->"
);

update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $home );

$saved = \Vitrine\Plugin::instance()->settings->update(
	array(
		'store_notice_enabled' => true,
		'store_notice_text'    => 'Free shipping on orders over €50 this week. This is a demo store: no orders will be fulfilled.',
		'store_notice_id'      => 'demo1',
	)
);
if ( is_wp_error( $saved ) ) {
	fwrite( STDERR, 'Demo settings were refused: ' . $saved->get_error_message() . "\n" );
	exit( 1 );
}

update_option( 'vitrine_demo_seeded', gmdate( 'c' ), false );
fwrite( STDOUT, "Demo content created.\n" );
