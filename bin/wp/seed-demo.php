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

// Local sites run no WP-Cron (DISABLE_WP_CRON): an upgrade's batched rebuild of the attribute
// lookup (migration 13) is finished here, so that an older demo site's filters count its
// products at once. Each batch schedules the next until none is left.
for ( $vitrine_round = 0; $vitrine_round < 10000; $vitrine_round++ ) {
	$vitrine_ran = false;
	foreach ( (array) _get_cron_array() as $vitrine_time => $vitrine_hooks ) {
		foreach ( $vitrine_hooks[ \Vitrine\Catalog\AttributeLookup::REBUILD_EVENT ] ?? array() as $vitrine_event ) {
			wp_unschedule_event( (int) $vitrine_time, \Vitrine\Catalog\AttributeLookup::REBUILD_EVENT, $vitrine_event['args'] );
			do_action_ref_array( \Vitrine\Catalog\AttributeLookup::REBUILD_EVENT, $vitrine_event['args'] );
			$vitrine_ran = true;
		}
	}
	if ( ! $vitrine_ran ) {
		break;
	}
}

// The catalog (bin/wp/demo/Catalog.php) keeps its own marker, so a demo site seeded before it
// existed gets it on its next start.
require __DIR__ . '/demo/Catalog.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Catalog() )->seed() . "\n" );
require __DIR__ . '/demo/Checkout.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Checkout() )->seed() . "\n" );
require __DIR__ . '/demo/Reviews.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Reviews() )->seed() . "\n" );

// The cart page ([vitrine_cart], the classic shortcode), chosen in the settings; also for demo sites
// seeded before the cart existed. In a wide group: the items and the totals box side by side need
// more than a block theme's content width. A page seeded before it was wide becomes wide.
$vitrine_cart_shortcode = "<!-- wp:shortcode -->\n[vitrine_cart]\n<!-- /wp:shortcode -->";
$vitrine_wide_cart      = "<!-- wp:group {\"align\":\"wide\",\"layout\":{\"type\":\"default\"}} -->\n<div class=\"wp-block-group alignwide\">" . $vitrine_cart_shortcode . "</div>\n<!-- /wp:group -->";
if ( 0 === (int) \Vitrine\Plugin::instance()->settings->get( 'cart_page_id' ) ) {
	\Vitrine\Plugin::instance()->settings->update( array( 'cart_page_id' => vitrine_demo_page( 'Cart', 'cart', $vitrine_wide_cart ) ) );
}
$vitrine_cart_page = get_post( (int) \Vitrine\Plugin::instance()->settings->get( 'cart_page_id' ) );
if ( $vitrine_cart_page instanceof WP_Post && trim( $vitrine_cart_page->post_content ) === $vitrine_cart_shortcode ) {
	wp_update_post(
		array(
			'ID'           => $vitrine_cart_page->ID,
			'post_content' => $vitrine_wide_cart,
		)
	);
}

// Stripe in test mode when the environment has test keys (every start: the keys may change).
require __DIR__ . '/demo/Stripe.php';
try {
	fwrite( STDOUT, ( new \Vitrine\Demo\Stripe( getenv() ) )->seed() . "\n" );
} catch ( \RuntimeException $vitrine_stripe_error ) {
	fwrite( STDERR, $vitrine_stripe_error->getMessage() . "\n" );
	exit( 1 );
}

// The front page's shop sections and the header's menu; after the catalog and the cart page.
require __DIR__ . '/demo/Storefront.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Storefront() )->seed() . "\n" );
require __DIR__ . '/demo/ListingsDemo.php';
fwrite( STDOUT, ( new \Vitrine\Demo\ListingsDemo() )->seed() . "\n" );
require __DIR__ . '/demo/Favourites.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Favourites() )->seed() . "\n" );
// The Events page with its calendar, and the events; after the storefront, whose menu it extends.
require __DIR__ . '/demo/Events.php';
fwrite( STDOUT, ( new \Vitrine\Demo\Events() )->seed() . "\n" );

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
