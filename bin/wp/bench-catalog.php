<?php
/**
 * Measures the catalogue's requests on a local site: the shop page (default order, its third
 * page, sorted by price and by rating), a category page, a product search (and the same search
 * for its first visitor, with no kept counts or matches: Shop\Filters\FilterCounts, Search\SearchResults), a product page, add
 * to cart, the product editor's save and the listing grid's load more (its page 2). Each case runs in a PHP process of its own, loads
 * WordPress once, then renders its page in process the way index.php does (WP::main() and the
 * template loader) with an empty object cache each time, as php-fpm without a persistent
 * object cache would: the time is the median of the runs after a warm-up, from the parsing of
 * the request to the last byte of the page (WordPress's own start-up is left out, being the
 * same at any catalogue size), and the queries are counted on one run.
 *
 * Usage (the site's database running; bin/bench-catalog.sh does all of it for 1,000 and 50,000
 * products and prints both with their ratio):
 *   VITRINE_WP_DIR=... VITRINE_SITE_URL=... [VITRINE_DB_NAME=...] php bench-catalog.php --out=FILE [--runs=7]
 *   php bench-catalog.php --compare=SMALL.json,LARGE.json
 *   ... php bench-catalog.php --case='shop page' --log=5   one case, with its 5 slowest queries and their EXPLAIN
 *
 * @package Vitrine
 */

declare(strict_types=1);

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.DB.DirectDatabaseQuery, WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.Security.NonceVerification -- a command-line benchmark: it prints to a terminal and plays the part of index.php.

require __DIR__ . '/bootstrap.php';

$options = vitrine_cli_options();

/**
 * The cases, in the order they are printed: name => what the request is.
 */
const VITRINE_BENCH_CASES = array(
	'shop page'             => '/shop/',
	'shop page 3'           => '/shop/page/3/',
	'category page'         => '/product-category/generated-tools/',
	'shop sorted by price'  => '/shop/?orderby=price',
	'shop sorted by rating' => '/shop/?orderby=rating',
	'product search'        => '/?s=vintage&post_type=vitrine_product',
	'search, first visitor' => 'search-first',
	'product page'          => 'product',
	'add to cart'           => 'add-to-cart',
	'product editor save'   => 'editor-save',
	'listing load more'     => 'listing-load-more',
);

if ( isset( $options['compare'] ) ) {
	vitrine_bench_compare( explode( ',', (string) $options['compare'] ) );
	exit( 0 );
}
if ( isset( $options['case'] ) ) {
	vitrine_bench_case( (string) $options['case'], max( 2, (int) ( $options['runs'] ?? 7 ) ), (int) ( $options['log'] ?? 0 ) );
	exit( 0 );
}
if ( ! isset( $options['out'] ) ) {
	fwrite( STDERR, "Give --out=FILE (or --compare=SMALL.json,LARGE.json).\n" );
	exit( 2 );
}

// One process per case, so that no case warms another's caches.
$results = array();
foreach ( array_keys( VITRINE_BENCH_CASES ) as $name ) {
	$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' --case=' . escapeshellarg( $name ) . ' --runs=' . (int) ( $options['runs'] ?? 7 );
	$output  = shell_exec( $command ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- runs this script again for one case.
	$result  = json_decode( (string) $output, true );
	if ( ! is_array( $result ) ) {
		fwrite( STDERR, "The case '{$name}' failed:\n{$output}\n" );
		exit( 1 );
	}
	$results[ $name ] = $result;
	fwrite( STDERR, sprintf( "%-22s %8.1f ms %4d queries %9d rows read (%d products)\n", $name, $result['ms'], $result['queries'], $result['rows'], $result['products'] ) );
}
file_put_contents( (string) $options['out'], (string) json_encode( $results, JSON_PRETTY_PRINT ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local result file.

/**
 * Runs one case and prints its result as JSON.
 *
 * @param string $name The case.
 * @param int    $runs How many runs (the first warms up).
 * @param int    $log  How many of the slowest queries of a last run to print with their EXPLAIN (to standard error).
 */
function vitrine_bench_case( string $name, int $runs, int $log = 0 ): void {
	define( 'WP_USE_THEMES', true );
	if ( $log > 0 ) {
		define( 'SAVEQUERIES', true );
	}
	vitrine_load_wordpress();
	global $wpdb;
	// A canonical redirect would end the process; the addresses measured are the canonical ones.
	remove_action( 'template_redirect', 'redirect_canonical' );

	$what = VITRINE_BENCH_CASES[ $name ] ?? null;
	if ( null === $what ) {
		fwrite( STDERR, "Unknown case {$name}\n" );
		exit( 2 );
	}
	// The demo's first simple product in stock: the same product at any catalogue size.
	$product_id = (int) $wpdb->get_var(
		"SELECT l.product_id FROM {$wpdb->prefix}vitrine_product_lookup l INNER JOIN {$wpdb->posts} p ON p.ID = l.product_id
		WHERE l.parent_id = 0 AND l.type = 'simple' AND l.stock_status = 'instock' AND l.min_price IS NOT NULL AND p.post_status = 'publish' AND p.post_name NOT LIKE 'generated-product-%'
		ORDER BY p.ID LIMIT 1"
	);
	// Before each run, out of its time: what the case needs undone.
	$prepare = static function (): void {};
	$run     = match ( $what ) {
		'search-first' => static fn (): int => vitrine_bench_page( VITRINE_BENCH_CASES['product search'] ),
		'product'     => static fn (): int => vitrine_bench_page( (string) wp_make_link_relative( (string) get_permalink( $product_id ) ) ),
		'add-to-cart' => static function () use ( $product_id ): int {
			// A new visitor's first add to cart, through the cart service the ajax endpoint calls.
			$_COOKIE = array();
			\Vitrine\Plugin::instance()->get( \Vitrine\Cart\CartService::class )->add_item( $product_id, 1 );
			return 0;
		},
		'editor-save' => static function () use ( $product_id ): int {
			// What the editor's save writes for a simple product, through the same writer (and hooks).
			\Vitrine\Plugin::instance()->get( \Vitrine\Catalog\ProductWriter::class )->save_product(
				$product_id,
				array(
					'name'          => get_the_title( $product_id ),
					'description'   => (string) get_post_field( 'post_content', $product_id ) . ' ',
					'regular_price' => (string) get_post_meta( $product_id, \Vitrine\Catalog\ProductMeta::REGULAR_PRICE, true ),
				)
			);
			return 0;
		},
		'listing-load-more' => static function (): int {
			// Page 2 of the demo's load-more grid (bin/wp/demo/ListingsDemo.php, all products by
			// date), through the endpoint's own handler, as the listing call runs it.
			$listings = get_page_by_path( 'listings' );
			if ( ! $listings instanceof WP_Post ) {
				fwrite( STDERR, "The demo's Listings page is missing.\n" );
				exit( 1 );
			}
			$endpoint = new \Vitrine\Listings\Ajax\ListingEndpoint( \Vitrine\Plugin::instance()->get( \Vitrine\Listings\Listings::class ), new \Vitrine\Listings\ListingLocator() );
			$answer   = $endpoint->handle(
				array(
					'handler'       => 'listing_load_more',
					'page_settings' => array(
						'post_id'    => $listings->ID,
						'queried_id' => 0,
						'element_id' => 'demo-load-more',
						'page'       => 2,
					),
					'source_args'   => array(),
				)
			);
			return strlen( (string) $answer['data']['html'] );
		},
		default       => static fn (): int => vitrine_bench_page( $what ),
	};

	if ( 'search-first' === $what ) {
		// The counts and total a search keeps without a persistent object cache, and its kept
		// matches, forgotten: the figure of the first visitor to search these words.
		$prepare = static function () use ( $wpdb ): void {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", '_transient_' . \Vitrine\Shop\Filters\FilterCounts::SEARCH_TRANSIENT . '%', '_transient_timeout_' . \Vitrine\Shop\Filters\FilterCounts::SEARCH_TRANSIENT . '%' ) );
			foreach ( array( \Vitrine\Search\SearchResults::RESULTS, \Vitrine\Search\SearchResults::SETS ) as $table ) {
				$wpdb->query( "DELETE FROM {$wpdb->prefix}{$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables' names.
			}
		};
	}
	$times    = array();
	$queries  = 0;
	$bytes    = 0;
	$rows     = 0;
	$overhead = - vitrine_bench_rows_read() + vitrine_bench_rows_read();
	for ( $i = 0; $i < $runs; $i++ ) {
		$prepare();
		wp_cache_flush();
		$read    = vitrine_bench_rows_read();
		$before  = $wpdb->num_queries;
		$start   = hrtime( true );
		$bytes   = $run();
		$ms      = ( hrtime( true ) - $start ) / 1e6;
		$queries = $wpdb->num_queries - $before;
		$rows    = vitrine_bench_rows_read() - $read - $overhead;
		// The end of the request, out of its time: what the shutdown hook writes.
		\Vitrine\Plugin::instance()->get( \Vitrine\Shop\Filters\FilterCounts::class )->save_kept_searches();
		if ( $i > 0 ) {
			$times[] = $ms;
		}
	}
	sort( $times );
	if ( $log > 0 ) {
		$prepare();
		wp_cache_flush();
		$wpdb->queries = array();
		$run();
		$logged = $wpdb->queries;
		usort( $logged, static fn ( array $a, array $b ): int => $b[1] <=> $a[1] );
		foreach ( array_slice( $logged, 0, $log ) as $query ) {
			fwrite( STDERR, sprintf( "%7.1f ms  %s\n", $query[1] * 1000, substr( (string) preg_replace( '/\s+/', ' ', $query[0] ), 0, 400 ) ) );
			if ( str_starts_with( ltrim( $query[0] ), 'SELECT' ) ) {
				foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $query[0], ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the site's own SQL, logged.
					fwrite( STDERR, sprintf( "           %s %s key=%s rows=%s %s\n", $row['table'], $row['type'], $row['key'], $row['rows'], $row['Extra'] ) );
				}
			}
		}
	}
	$products = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", 'vitrine_product' ) );
	echo json_encode(
		array(
			'ms'       => $times[ intdiv( count( $times ), 2 ) ],
			'queries'  => $queries,
			'rows'     => $rows,
			'bytes'    => $bytes,
			'products' => $products,
		)
	);
}

/**
 * The rows the database has read for this connection so far (its handlers' reads): unlike a
 * time, a count that a busy machine does not change, and the clearest sign of a query that
 * grows with the catalogue.
 */
function vitrine_bench_rows_read(): int {
	global $wpdb;
	$total = 0;
	foreach ( (array) $wpdb->get_results( "SHOW SESSION STATUS LIKE 'Handler_read%'", ARRAY_N ) as $row ) {
		$total += (int) $row[1];
	}
	return $total;
}

/**
 * Renders a front-end address in process as index.php would, and answers the page's length.
 *
 * @param string $uri The address, from the site's root.
 */
function vitrine_bench_page( string $uri ): int {
	global $wp, $wp_query, $wp_the_query;
	$_SERVER['REQUEST_URI']    = $uri;
	$_SERVER['REQUEST_METHOD'] = 'GET';
	$_GET                      = array();
	parse_str( (string) parse_url( $uri, PHP_URL_QUERY ), $_GET );
	$_REQUEST     = $_GET;
	$wp_the_query = new WP_Query();
	$wp_query     = $wp_the_query;
	ob_start();
	$wp->main();
	if ( ! $wp_query->have_posts() && ! $wp_query->is_search() ) {
		ob_end_clean();
		fwrite( STDERR, "Nothing found at {$uri}\n" );
		exit( 1 );
	}
	require ABSPATH . WPINC . '/template-loader.php';
	return strlen( (string) ob_get_clean() );
}

/**
 * Prints each case at both sizes with the ratio of the times.
 *
 * @param list<string> $files The smaller catalogue's results, then the larger's.
 */
function vitrine_bench_compare( array $files ): void {
	$small = json_decode( (string) file_get_contents( $files[0] ?? '' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local result files.
	$large = json_decode( (string) file_get_contents( $files[1] ?? '' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	if ( ! is_array( $small ) || ! is_array( $large ) ) {
		fwrite( STDERR, "Give two result files: --compare=SMALL.json,LARGE.json\n" );
		exit( 2 );
	}
	$first = reset( $small );
	$last  = reset( $large );
	printf( "%-22s %31s %31s %6s %6s\n", 'case', number_format( (int) $first['products'] ) . ' products', number_format( (int) $last['products'] ) . ' products', 'time', 'rows' );
	foreach ( $small as $name => $a ) {
		$b = $large[ $name ] ?? null;
		if ( ! is_array( $b ) ) {
			continue;
		}
		$ratio = $b['ms'] / max( 0.001, $a['ms'] );
		printf(
			"%-22s %7.1f ms %3d q %9s rows %7.1f ms %3d q %9s rows %6.2f %6.2f%s\n",
			$name,
			$a['ms'],
			$a['queries'],
			number_format( (int) ( $a['rows'] ?? 0 ) ),
			$b['ms'],
			$b['queries'],
			number_format( (int) ( $b['rows'] ?? 0 ) ),
			$ratio,
			(int) ( $b['rows'] ?? 0 ) / max( 1, (int) ( $a['rows'] ?? 0 ) ),
			'search, first visitor' === $name ? '  (shown, no target: the cost follows the matches)' : ( $ratio > 1.5 ? '  time over 1.5' : '' )
		);
	}
}
