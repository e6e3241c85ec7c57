<?php
/**
 * Child process of StoreRaceTest: loads the test WordPress, says "ready", waits for "go" on its
 * standard input, then adds a post to a user's store. Prints "added" or "refused <code>".
 *
 * Usage (environment as for PHPUnit): php concurrent-add.php <store> <post id> <user id>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 3 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$items = \Vitrine\Plugin::instance()->get( \Vitrine\DataStores\StoreItems::class );
wp_set_current_user( (int) $argv[3] );

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

try {
	$items->add( (string) $argv[1], (int) $argv[2], (int) $argv[3] );
} catch ( \Vitrine\DataStores\StoreError $e ) {
	fwrite( STDOUT, 'refused ' . $e->error_code . "\n" );
	exit( 0 );
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, "added\n" );
