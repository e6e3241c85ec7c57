<?php
/**
 * Child process of UnpaidOrdersTest: loads the test WordPress, says "ready", waits for "go" on
 * its standard input, then runs the held-stock clean-up once, as one web server's WP-Cron would,
 * and prints "cancelled <how many>".
 *
 * Usage (environment as for PHPUnit): php concurrent-unpaid.php
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 3 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$vitrine_unpaid = \Vitrine\Plugin::instance()->container->get( \Vitrine\Checkout\UnpaidOrders::class );

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	$vitrine_cancelled = $vitrine_unpaid->run();
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, 'cancelled ' . $vitrine_cancelled . "\n" );
