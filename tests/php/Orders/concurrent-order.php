<?php
/**
 * Child process of OrderConcurrencyTest: loads the test WordPress, says "ready", waits for "go"
 * on its standard input, then pays or cancels the given order.
 *
 * Usage (environment as for PHPUnit): php concurrent-order.php <pay|cancel> <order id>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 3 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$vitrine_action   = (string) $argv[1];
$vitrine_order_id = (int) $argv[2];
$vitrine_plugin   = \Vitrine\Plugin::instance();
$vitrine_orders   = $vitrine_plugin->orders;

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	$vitrine_order = $vitrine_orders->reader->find( $vitrine_order_id );
	if ( null === $vitrine_order ) {
		throw new \RuntimeException( 'No such order.' );
	}
	if ( 'pay' === $vitrine_action ) {
		$vitrine_orders->service->payment_complete( $vitrine_order, 'ch_parallel' );
	} else {
		$vitrine_orders->service->transition( $vitrine_order, \Vitrine\Orders\OrderStatus::CANCELLED );
	}
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, "done\n" );
