<?php
/**
 * Times Vitrine > Customers' queries on a site's orders (bin/bench-customers.sh makes them):
 * each case run three times, the best kept, the object cache emptied before each run (the list
 * caches its pages). Then, with the summary table: one customer's refresh after an order write,
 * and the whole table's rebuild.
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php bench-customers.php
 *
 * @package Vitrine
 */

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';

vitrine_load_wordpress();
wp_suspend_cache_addition( true );

global $wpdb;
$wpdb->query( 'ANALYZE TABLE ' . $wpdb->prefix . 'vitrine_orders, ' . $wpdb->prefix . 'vitrine_order_addresses' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
$vitrine_orders = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_orders" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
$vitrine_list   = \Vitrine\Plugin::instance()->get( \Vitrine\Customers\CustomerList::class );
$vitrine_cases  = array(
	'first page, by last order'    => array(),
	'page 50, by total spent'      => array(
		'orderby' => 'spent',
		'page'    => 50,
	),
	'first page, by orders, asc'   => array(
		'orderby' => 'orders',
		'order'   => 'asc',
	),
	'first page, by total spent'   => array( 'orderby' => 'spent' ),
	'search a name'                => array( 'search' => 'Shopper 4242' ),
	'search an email part'         => array( 'search' => 'shopper42' ),
	'search a name that is absent' => array( 'search' => 'Nobody Here' ),
);
fwrite( STDOUT, sprintf( "Vitrine > Customers over %d orders\n", $vitrine_orders ) );
foreach ( $vitrine_cases as $vitrine_name => $vitrine_args ) {
	$vitrine_best = INF;
	for ( $vitrine_run = 0; $vitrine_run < 3; $vitrine_run++ ) {
		wp_cache_flush();
		$vitrine_start  = microtime( true );
		$vitrine_result = $vitrine_list->query( $vitrine_args + array( 'per_page' => 20 ) );
		$vitrine_best   = min( $vitrine_best, microtime( true ) - $vitrine_start );
	}
	fwrite( STDOUT, sprintf( "%-32s %8.1f ms  (%d customers match)\n", $vitrine_name, $vitrine_best * 1000, $vitrine_result['total'] ) );
}
$vitrine_first = $vitrine_list->query( array( 'per_page' => 1 ) )['customers'][0] ?? null;
if ( null !== $vitrine_first ) {
	wp_cache_flush();
	$vitrine_start = microtime( true );
	$vitrine_list->find( $vitrine_first['key'] );
	fwrite( STDOUT, sprintf( "%-32s %8.1f ms\n", 'one customer (their page)', ( microtime( true ) - $vitrine_start ) * 1000 ) );
}

if ( ! class_exists( \Vitrine\Customers\CustomerSummary::class ) ) {
	exit( 0 );
}
$vitrine_summary = \Vitrine\Plugin::instance()->get( \Vitrine\Customers\CustomerSummary::class );
$vitrine_order   = (int) $wpdb->get_var( "SELECT order_id FROM {$wpdb->prefix}vitrine_orders ORDER BY order_id DESC LIMIT 1" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
$vitrine_best    = INF;
for ( $vitrine_run = 0; $vitrine_run < 3; $vitrine_run++ ) {
	$vitrine_start = microtime( true );
	$vitrine_summary->order_touched( $vitrine_order );
	$vitrine_summary->flush();
	$vitrine_best = min( $vitrine_best, microtime( true ) - $vitrine_start );
}
fwrite( STDOUT, sprintf( "%-32s %8.1f ms\n", 'an order written: its customer', $vitrine_best * 1000 ) );
$vitrine_start = microtime( true );
$vitrine_count = $vitrine_summary->rebuild();
fwrite( STDOUT, sprintf( "%-32s %8.1f ms  (%d customers)\n", 'rebuild of the whole table', ( microtime( true ) - $vitrine_start ) * 1000, $vitrine_count ) );
