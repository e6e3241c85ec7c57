<?php
/**
 * Child process of CouponConcurrencyTest: loads the test WordPress, opens a transaction and
 * reads the coupon's use count (so its snapshot is older than any parallel use), says "ready",
 * waits for "go" on its standard input, then records a use of the coupon within its limits and
 * commits. Prints "recorded" or "refused <code>".
 *
 * Usage (environment as for PHPUnit): php concurrent-record.php <coupon id> <order id> <user id> <email>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 3 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$coupons = \Vitrine\Plugin::instance()->coupons;
$coupon  = $coupons->repository->find( (int) $argv[1] );
if ( null === $coupon ) {
	fwrite( STDERR, "No such coupon.\n" );
	exit( 1 );
}

global $wpdb;
$wpdb->query( 'START TRANSACTION' );
$coupons->usage->count( $coupon );

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	$coupons->usage->record_within_limit( $coupon, (int) $argv[2], (int) $argv[3], (string) $argv[4] );
	$wpdb->query( 'COMMIT' );
} catch ( \Vitrine\Coupons\CouponRefused $e ) {
	$wpdb->query( 'ROLLBACK' );
	fwrite( STDOUT, 'refused ' . $e->error_code . "\n" );
	exit( 0 );
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, "recorded\n" );
