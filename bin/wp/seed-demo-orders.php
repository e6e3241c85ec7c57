<?php
/**
 * The demo's order attribution, for `npm start` only: tracking on, and orders of the last 90
 * days with varied origins, so that Vitrine > Reports and the order screens show real-looking
 * data. Not run on the test sites (bin/test.sh seeds with seed-demo.php alone): their specs
 * count orders.
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php seed-demo-orders.php
 *
 * Idempotent: the orders are made once (those with created_via "demo" are counted first).
 *
 * @package Vitrine
 */

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';
require __DIR__ . '/demo/OrderGenerator.php';
require __DIR__ . '/demo/ManualOrder.php';

vitrine_load_wordpress();

\Vitrine\Plugin::instance()->settings->update( array( 'attribution_enabled' => true ) );

// One order made by hand, waiting for payment (Vitrine > Orders: its screen shows the payment link).
try {
	fwrite( STDOUT, ( new \Vitrine\Demo\ManualOrder() )->seed() . "\n" );
} catch ( \Vitrine\Core\Errors\DomainError $vitrine_manual_error ) {
	fwrite( STDERR, 'Demo manual order: ' . $vitrine_manual_error->getMessage() . "\n" );
}

global $wpdb;
$vitrine_demo_orders = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_orders WHERE created_via = %s", 'demo' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
if ( $vitrine_demo_orders > 0 ) {
	fwrite( STDOUT, "Order attribution: tracking on; the {$vitrine_demo_orders} demo orders are in place.\n" );
	exit( 0 );
}
$vitrine_started = microtime( true );
$vitrine_result  = ( new \Vitrine\Demo\OrderGenerator( 500, 2026, 'demo' ) )->generate( 900, 90 );
fwrite( STDOUT, sprintf( "Order attribution: tracking on; %d demo orders of the last 90 days (%d with an origin) in %.1f s.\n", $vitrine_result['orders'], $vitrine_result['origins'], microtime( true ) - $vitrine_started ) );
