<?php
/**
 * Inserts N generated orders with their origins over the last D days into a local site, to
 * measure the report (Vitrine > Reports) at scale.
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php generate-orders.php --count=100000 [--days=365] [--batch=1000] [--seed=42]
 * (the site's database running: `npm start`, or a test site's through bin/lib/env.sh's wp_php).
 * Add --explain to print the report's queries' EXPLAIN and timings afterwards.
 *
 * @package Vitrine
 */

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';
require __DIR__ . '/demo/OrderGenerator.php';

$options = vitrine_cli_options();
$count   = (int) ( $options['count'] ?? 0 );
$days    = (int) ( $options['days'] ?? 365 );
$batch   = (int) ( $options['batch'] ?? 1000 );
$seed    = (int) ( $options['seed'] ?? 42 );
if ( $count < 1 || $days < 1 || $batch < 1 ) {
	fwrite( STDERR, "Give the number of orders: --count=100000 (and optionally --days=365 --batch=1000 --seed=42 --explain).\n" );
	exit( 2 );
}

vitrine_load_wordpress();
if ( ! class_exists( \Vitrine\Plugin::class ) ) {
	fwrite( STDERR, "Vitrine is not active on this site.\n" );
	exit( 1 );
}
wp_suspend_cache_addition( true );

$started = microtime( true );
try {
	$result = ( new \Vitrine\Demo\OrderGenerator( $batch, $seed ) )->generate(
		$count,
		$days,
		static function ( int $written ) use ( $count, $started ): void {
			fwrite( STDOUT, sprintf( "\r%d / %d orders (%.1f s)", $written, $count, microtime( true ) - $started ) );
		}
	);
} catch ( \Throwable $e ) {
	fwrite( STDERR, "\nGeneration stopped: " . $e->getMessage() . "\nEvery batch before this one is complete; this one was rolled back.\n" );
	exit( 1 );
}
$elapsed = microtime( true ) - $started;
fwrite( STDOUT, sprintf( "\nInserted %d orders (%d with an origin) over %d days in %.1f s (%.0f orders/s).\n", $result['orders'], $result['origins'], $days, $elapsed, $result['orders'] / max( 0.001, $elapsed ) ) );

if ( ! isset( $options['explain'] ) ) {
	exit( 0 );
}

// The report's queries, timed (each run three times, the best kept) and explained.
global $wpdb;
$wpdb->query( 'ANALYZE TABLE ' . $wpdb->prefix . 'vitrine_orders, ' . $wpdb->prefix . 'vitrine_order_origins' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
$report = \Vitrine\Plugin::instance()->get( \Vitrine\Reports\SalesReport::class );
$today  = new DateTimeImmutable( 'today', wp_timezone() );
$cases  = array(
	'30 days by day, by type, compared'     => array( $today->modify( '-29 days' ), 'day', 'type', true ),
	'90 days by day, by campaign'           => array( $today->modify( '-89 days' ), 'day', 'campaign', false ),
	'365 days by week, by source, compared' => array( $today->modify( '-364 days' ), 'week', 'source', true ),
	'365 days by month, no split'           => array( $today->modify( '-364 days' ), 'month', 'none', false ),
);
foreach ( $cases as $name => list( $after, $interval, $group, $compare ) ) {
	$query = \Vitrine\Reports\ReportQuery::from_strings( $after->format( 'Y-m-d' ), $today->format( 'Y-m-d' ), $interval, $group, $compare );
	$best  = INF;
	for ( $run = 0; $run < 3; $run++ ) {
		$start = microtime( true );
		$data  = $report->run( $query );
		$best  = min( $best, microtime( true ) - $start );
	}
	fwrite( STDOUT, sprintf( "%-40s %7.1f ms  (%d orders in range)\n", $name, $best * 1000, $data['totals']['orders'] ) );
}
$wpdb->queries = array();
define( 'SAVEQUERIES', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- core's constant.
$report->run( \Vitrine\Reports\ReportQuery::from_strings( $today->modify( '-29 days' )->format( 'Y-m-d' ), $today->format( 'Y-m-d' ), 'day', 'type', false ) );
foreach ( (array) $wpdb->queries as $logged ) {
	$sql = (string) $logged[0];
	if ( ! str_starts_with( ltrim( $sql ), 'SELECT' ) || ! str_contains( $sql, 'vitrine_orders o' ) ) {
		continue;
	}
	fwrite( STDOUT, "\nEXPLAIN " . preg_replace( '/\s+/', ' ', substr( $sql, 0, 160 ) ) . "…\n" );
	foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
		fwrite( STDOUT, sprintf( "  %-3s %-6s key=%-18s rows=%-8s %s\n", $row['table'], $row['type'], (string) $row['key'], (string) $row['rows'], (string) $row['Extra'] ) );
	}
}
