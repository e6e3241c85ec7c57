<?php
/**
 * Child process of CartConcurrencyTest: loads the test WordPress, says "ready", waits for "go"
 * on its standard input, then adds one product to the cart of the given token.
 *
 * Usage (environment as for PHPUnit): php concurrent-add.php <token> <product id>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 3 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$token      = (string) $argv[1];
$product_id = (int) $argv[2];

$_COOKIE[ \Vitrine\Cart\CartSession::TOKEN_COOKIE ] = $token;

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	\Vitrine\Plugin::instance()->cart->service->add_item( $product_id, 1 );
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, "added\n" );
