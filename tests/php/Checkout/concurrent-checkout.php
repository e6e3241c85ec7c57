<?php
/**
 * Child process of CheckoutConcurrencyTest: loads the test WordPress, says "ready", waits for
 * "go" on its standard input, then places an order from the cart of the given token and prints
 * "order <id>", or "refused <code> <message>" when the checkout refused it. With a coupon code,
 * the coupon is applied to the cart before "ready".
 *
 * Usage (environment as for PHPUnit): php concurrent-checkout.php <cart token> [coupon code]
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 3 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$_COOKIE[ \Vitrine\Cart\CartSession::TOKEN_COOKIE ] = (string) $argv[1];

if ( isset( $argv[2] ) ) {
	try {
		\Vitrine\Plugin::instance()->checkout->coupons->apply( (string) $argv[2], 'ada@example.org' );
	} catch ( \Throwable $e ) {
		fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
		exit( 1 );
	}
}

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	$result = \Vitrine\Plugin::instance()->checkout->service->place(
		new \Vitrine\Checkout\CheckoutRequest(
			array(
				'first_name' => 'Ada',
				'last_name'  => 'Lovelace',
				'address_1'  => 'Unter den Linden 1',
				'city'       => 'Berlin',
				'postcode'   => '10117',
				'country'    => 'DE',
				'email'      => 'ada@example.org',
			),
			array(),
			false,
			'',
			'bacs',
			array()
		)
	);
} catch ( \Vitrine\Checkout\CheckoutRefused $e ) {
	fwrite( STDOUT, 'refused ' . $e->error_code . ' ' . $e->getMessage() . "\n" );
	exit( 0 );
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, ( $result->success ? 'order ' : 'unpaid ' ) . $result->order_id . "\n" );
