<?php
/**
 * Times the product CSV import as the Products > Import screen runs it (bin/bench-import.sh makes
 * the site): a generated file of COUNT products in WooCommerce's export columns, with the other
 * shop's IDs as its export writes them (one in ten variable, with three variations), uploaded, mapped by the guesses, checked by the dry run, then
 * imported batch by batch (ImportRunner::BATCH rows, as the screen's calls), and imported a second
 * time (every row an update). Prints rows a second, the whole time, the slowest batch against the
 * first (a batch must not slow down as the catalogue grows) and the peak memory.
 *
 * Images by URL are left out: they are fetched at the network's speed, the same for any importer.
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php bench-import.php [--count=10000]
 *
 * @package Vitrine
 */

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';

use Vitrine\Catalog\Import\ImportRunner;

vitrine_load_wordpress();
wp_set_current_user( 1 );

$vitrine_options = vitrine_cli_options();
$vitrine_count   = max( 10, (int) ( $vitrine_options['count'] ?? 10000 ) );

/**
 * The file: $count products, every tenth variable with three variations, in 40 categories and 60
 * tags, as a shop's export would have them.
 *
 * @param int $count Products.
 * @return array{0: string, 1: int} The CSV and its number of rows.
 */
function vitrine_bench_import_file( int $count ): array {
	$out = fopen( 'php://temp', 'w+' );
	fputcsv( $out, array( 'ID', 'Type', 'SKU', 'Name', 'Published', 'Short description', 'Description', 'In stock?', 'Stock', 'Sale price', 'Regular price', 'Categories', 'Tags', 'Parent', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global' ), ',', '"', '' );
	$rows  = 0;
	$sizes = array( 'S', 'M', 'L' );
	for ( $i = 1; $i <= $count; $i++ ) {
		$sku      = sprintf( 'BENCH-%06d', $i );
		$name     = sprintf( 'Bench product %d', $i );
		$category = sprintf( 'Bench > Group %d', $i % 40 );
		$tags     = sprintf( 'bench-tag-%d, bench-tag-%d', $i % 60, ( $i + 7 ) % 60 );
		$text     = str_repeat( 'A plain description of a product, as shops write them. ', 4 );
		if ( 0 === $i % 10 ) {
			fputcsv( $out, array( (string) ( 100000 + 4 * $i ), 'variable', $sku, $name, '1', 'Short text.', $text, '1', '', '', '', $category, $tags, '', 'Size', implode( ', ', $sizes ), '1', '1' ), ',', '"', '' );
			++$rows;
			foreach ( $sizes as $size ) {
				fputcsv( $out, array( (string) ( 100001 + 4 * $i + array_search( $size, $sizes, true ) ), 'variation', $sku . '-' . $size, $name, '1', '', '', '1', (string) ( 5 + $i % 20 ), '', sprintf( '%d.00', 10 + $i % 50 ), '', '', $sku, 'Size', $size, '', '1' ), ',', '"', '' );
				++$rows;
			}
			continue;
		}
		fputcsv( $out, array( (string) ( 100000 + 4 * $i ), 'simple', $sku, $name, '1', 'Short text.', $text, '1', (string) ( $i % 30 ), 0 === $i % 7 ? sprintf( '%d.00', 7 + $i % 50 ) : '', sprintf( '%d.00', 10 + $i % 50 ), $category, $tags, '', '', '', '', '' ), ',', '"', '' );
		++$rows;
	}
	rewind( $out );
	$csv = (string) stream_get_contents( $out );
	fclose( $out );
	return array( $csv, $rows );
}

/**
 * One import of the file, batch by batch as the screen calls them.
 *
 * @param ImportRunner $runner The runner.
 * @param string       $csv    The file.
 * @return array{seconds: float, dry_run: float, batches: list<float>, job: array<string, mixed>}
 */
function vitrine_bench_import_once( ImportRunner $runner, string $csv ): array {
	$job = $runner->upload( $csv, 'bench.csv' );
	$job = $runner->map( (string) $job['id'], (array) $job['mapping'] );

	$start  = microtime( true );
	$report = $runner->dry_run( (string) $job['id'] );
	$dry    = microtime( true ) - $start;
	if ( array() !== $report['problems'] ) {
		fwrite( STDERR, 'The dry run found problems: ' . wp_json_encode( array_slice( $report['problems'], 0, 5 ) ) . "\n" );
		exit( 1 );
	}

	$batches = array();
	$start   = microtime( true );
	do {
		$batch_start = microtime( true );
		$job         = $runner->run_batch( (string) $job['id'] );
		$batches[]   = microtime( true ) - $batch_start;
		// Each of the screen's calls is a request of its own: nothing stays in memory between them.
		wp_cache_flush_runtime();
	} while ( 'done' !== $job['status'] );
	return array(
		'seconds' => microtime( true ) - $start,
		'dry_run' => $dry,
		'batches' => $batches,
		'job'     => $job,
	);
}

/**
 * @param string                                                                         $label What ran.
 * @param int                                                                            $rows  The file's rows.
 * @param array{seconds: float, dry_run: float, batches: list<float>, job: array<string, mixed>} $run   Its figures.
 */
function vitrine_bench_import_print( string $label, int $rows, array $run ): void {
	$batches = $run['batches'];
	$first   = array_slice( $batches, 0, 10 );
	$last    = array_slice( $batches, -10 );
	fwrite(
		STDOUT,
		sprintf(
			"%-20s %7.1f s  %6.1f rows/s  dry run %5.1f s  batch of %d: first ten %5.0f ms, last ten %5.0f ms (%.2f×)  %s\n",
			$label,
			$run['seconds'],
			$rows / max( 0.001, $run['seconds'] ),
			$run['dry_run'],
			ImportRunner::BATCH,
			1000 * array_sum( $first ) / count( $first ),
			1000 * array_sum( $last ) / count( $last ),
			( array_sum( $last ) / count( $last ) ) / max( 0.0001, array_sum( $first ) / count( $first ) ),
			sprintf( '%d created, %d updated, %d skipped', (int) $run['job']['created_count'], (int) $run['job']['updated_count'], count( (array) $run['job']['skipped'] ) )
		)
	);
}

list( $vitrine_csv, $vitrine_rows ) = vitrine_bench_import_file( $vitrine_count );
$vitrine_runner                     = \Vitrine\Plugin::instance()->get( ImportRunner::class );
fwrite( STDOUT, sprintf( "Import of %d products (%d rows, %.1f MB)\n", $vitrine_count, $vitrine_rows, strlen( $vitrine_csv ) / 1048576 ) );
vitrine_bench_import_print( 'first import', $vitrine_rows, vitrine_bench_import_once( $vitrine_runner, $vitrine_csv ) );
vitrine_bench_import_print( 'same file again', $vitrine_rows, vitrine_bench_import_once( $vitrine_runner, $vitrine_csv ) );
fwrite( STDOUT, sprintf( "peak memory %.1f MB\n", memory_get_peak_usage( true ) / 1048576 ) );
