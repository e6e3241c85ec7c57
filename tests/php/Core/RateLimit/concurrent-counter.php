<?php
/**
 * Child process of RateLimiterTest: loads the test WordPress, says "ready", waits for "go" on its
 * standard input, then increments one database bucket N times and prints the counts it got.
 *
 * Usage (environment as for PHPUnit): php concurrent-counter.php <bucket> <N>
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 4 ) . '/bin/wp/bootstrap.php';

vitrine_load_wordpress();

$vitrine_bucket   = (string) $argv[1];
$vitrine_times    = (int) $argv[2];
$vitrine_counters = new \Vitrine\Core\RateLimit\DatabaseCounters();

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

$vitrine_counts = array();
for ( $vitrine_i = 0; $vitrine_i < $vitrine_times; $vitrine_i++ ) {
	$vitrine_counts[] = $vitrine_counters->increment( $vitrine_bucket, time() + 600 );
}
fwrite( STDOUT, 'counts ' . implode( ',', $vitrine_counts ) . "\n" );
