<?php
/**
 * Child process of PaymentsAgainstStripeTest: loads the test WordPress, says "ready", waits for
 * "go", then pays the order with a payment method through the Stripe gateway's processor,
 * against the fake Stripe server, and prints the outcome.
 *
 * Usage (environment as for PHPUnit): php concurrent-payment.php <order id> <server url> <payment method>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 4 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$vitrine_order_id = (int) $argv[1];
$vitrine_server   = (string) $argv[2];
$vitrine_method   = (string) $argv[3];
$vitrine_plugin   = \Vitrine\Plugin::instance();
add_filter( 'vitrine_stripe_api_base_url', static fn (): string => $vitrine_server );

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
	$vitrine_result = $vitrine_plugin->get( \Vitrine\Stripe\Payments\PaymentProcessor::class )->process( $vitrine_order, array( 'vitrine-stripe-payment-method' => $vitrine_method ), 'card' );
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, ( $vitrine_result->success ? 'paid' : 'failed: ' . $vitrine_result->message ) . "\n" );
