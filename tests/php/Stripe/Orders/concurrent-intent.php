<?php
/**
 * Child process of IntentOutcomeConcurrencyTest: loads the test WordPress, says "ready", waits
 * for "go" on its standard input, then applies an intent in the given status to the order.
 *
 * Usage (environment as for PHPUnit): php concurrent-intent.php <order id> <intent id> <status>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 4 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$vitrine_order_id  = (int) $argv[1];
$vitrine_intent_id = (string) $argv[2];
$vitrine_status    = (string) $argv[3];
$vitrine_plugin    = \Vitrine\Plugin::instance();

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	$vitrine_order = $vitrine_plugin->orders->reader->find( $vitrine_order_id );
	if ( null === $vitrine_order ) {
		throw new \RuntimeException( 'No such order.' );
	}
	$vitrine_plugin->get( \Vitrine\Stripe\Orders\IntentOutcome::class )->apply(
		$vitrine_order,
		array(
			'id'            => $vitrine_intent_id,
			'object'        => 'payment_intent',
			'status'        => $vitrine_status,
			'metadata'      => array( 'order_id' => (string) $vitrine_order_id ),
			'latest_charge' => array(
				'id'                     => 'ch_' . $vitrine_intent_id,
				'payment_method_details' => array(
					'type' => 'card',
					'card' => array(
						'brand' => 'visa',
						'last4' => '4242',
					),
				),
			),
		),
		'webhook'
	);
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, "done\n" );
