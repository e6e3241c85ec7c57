<?php
/**
 * Inserts N generated products with reviews into a local site, for benchmarks.
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php generate-products.php --count=50000 [--batch=250] [--seed=42]
 * (through `npm run generate -- 50000 [site]`, which starts the site's database first).
 *
 * @package Vitrine
 */

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';
require __DIR__ . '/demo/ProductGenerator.php';

$options = vitrine_cli_options();
$count   = (int) ( $options['count'] ?? 0 );
$batch   = (int) ( $options['batch'] ?? 250 );
$seed    = (int) ( $options['seed'] ?? 42 );
if ( $count < 1 || $batch < 1 ) {
	fwrite( STDERR, "Give the number of products: --count=50000 (and optionally --batch=250 --seed=42).\n" );
	exit( 2 );
}

vitrine_load_wordpress();
if ( ! class_exists( \Vitrine\Plugin::class ) ) {
	fwrite( STDERR, "Vitrine is not active on this site.\n" );
	exit( 1 );
}
// Long runs: no query log, no object cache growth.
wp_suspend_cache_addition( true );

$started   = microtime( true );
$generator = new \Vitrine\Demo\ProductGenerator( $batch, true, $seed );
try {
	$result = $generator->generate(
		$count,
		static function ( int $written ) use ( $count, $started ): void {
			fwrite( STDOUT, sprintf( "\r%d / %d products (%.1f s)", $written, $count, microtime( true ) - $started ) );
		}
	);
} catch ( \Throwable $e ) {
	fwrite( STDERR, "\nGeneration stopped: " . $e->getMessage() . "\nEvery batch before this one is complete; this one was rolled back.\n" );
	exit( 1 );
}
$elapsed = microtime( true ) - $started;
fwrite(
	STDOUT,
	sprintf(
		"\nInserted %d products (ids %d to %d) with %d reviews in %.1f s (%.0f products/s).\n",
		$result['products'],
		$result['first_id'],
		$result['last_id'],
		$result['reviews'],
		$elapsed,
		$result['products'] / max( 0.001, $elapsed )
	)
);
