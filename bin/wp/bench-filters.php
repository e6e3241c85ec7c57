<?php
/**
 * Times the shop filters' listing and uncached counts on a local site, with EXPLAIN, for
 * docs/decisions.md. Usage (the site's database running, e.g. after `npm run generate`):
 * VITRINE_WP_DIR=... VITRINE_SITE_URL=... php bench-filters.php [--explain=1]
 *
 * @package Vitrine
 */

declare(strict_types=1);

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- a command-line benchmark: it prints to a terminal, and EXPLAINs the plugin's own SQL.

require __DIR__ . '/bootstrap.php';

use Vitrine\Plugin;
use Vitrine\Shop\Filters\FilterCounts;
use Vitrine\Shop\Filters\FilterSet;
use Vitrine\Shop\ProductQuery;

$options = vitrine_cli_options();
vitrine_load_wordpress();

$counts   = Plugin::instance()->get( FilterCounts::class );
$category = (string) ( $options['category'] ?? 'generated-tools' );
$cases    = array(
	'no filter'                  => array(),
	'colour=red'                 => array( 'filter_colour' => 'red' ),
	'red,blue + price 10-50'     => array(
		'filter_colour' => 'red,blue',
		'min_price'     => '10',
		'max_price'     => '50',
	),
	'rating 4 + in stock + sale' => array(
		'rating'       => '4',
		'stock_status' => 'instock',
		'on_sale'      => '1',
	),
	'category page'              => array( 'product_cat_page' => $category ),
);
foreach ( $cases as $name => $params ) {
	$page = $params['product_cat_page'] ?? null;
	unset( $params['product_cat_page'] );
	$filters = FilterSet::from_query( $params, array( 'colour', 'size' ) );
	$args    = array(
		'post_type'           => 'vitrine_product',
		'post_status'         => 'publish',
		'posts_per_page'      => 12,
		'fields'              => 'ids',
		ProductQuery::FLAG    => true,
		ProductQuery::FILTERS => $filters,
	);
	if ( null !== $page ) {
		$args['tax_query'] = array(
			array(
				'taxonomy' => 'vitrine_product_cat',
				'field'    => 'slug',
				'terms'    => $page,
			),
		); // phpcs:ignore WordPress.DB.SlowDBQuery
	}
	$best_list = INF;
	for ( $i = 0; $i < 3; $i++ ) {
		wp_cache_flush();
		$t         = microtime( true );
		$query     = new WP_Query( $args );
		$best_list = min( $best_list, microtime( true ) - $t );
	}
	$base   = Plugin::instance()->get( ProductQuery::class )->base_clauses( $query );
	$groups = array(
		'categories'              => static fn () => $counts->categories( $base, $filters ),
		'colour'                  => static fn () => $counts->attribute( $base, $filters, 'colour' ),
		'size'                    => static fn () => $counts->attribute( $base, $filters, 'size' ),
		'rating+stock+sale+price' => static function () use ( $counts, $base, $filters ) {
			$counts->ratings( $base, $filters );
			$counts->stock( $base, $filters );
			$counts->on_sale( $base, $filters );
			$counts->price_range( $base, $filters );
		},
	);
	printf( "%-28s listing+count %7.1f ms (%d found)\n", $name, $best_list * 1000, $query->found_posts );
	if ( ! empty( $options['explain'] ) ) {
		foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $query->request, ARRAY_A ) as $row ) {
			printf( "    list: %s %s key=%s rows=%s %s\n", $row['table'], $row['type'], $row['key'], $row['rows'], $row['Extra'] );
		}
	}
	foreach ( $groups as $group => $run ) {
		$best = INF;
		for ( $i = 0; $i < 3; $i++ ) {
			wp_cache_flush();
			$wpdb->queries = array();
			$t             = microtime( true );
			$run();
			$best = min( $best, microtime( true ) - $t );
		}
		printf( "    %-26s %7.1f ms\n", $group, $best * 1000 );
	}
	if ( ! empty( $options['explain'] ) ) {
		// EXPLAIN each count's SQL as run: the reads logged while counting once, uncached.
		wp_cache_flush();
		$logged = array();
		$log    = static function ( string $sql ) use ( &$logged ): string {
			if ( str_starts_with( ltrim( $sql ), 'SELECT' ) && str_contains( $sql, 'vitrine_' ) && ( str_contains( $sql, 'lookup' ) || str_contains( $sql, 'vitrine_ftt' ) ) ) {
				$logged[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $log );
		foreach ( $groups as $run ) {
			$run();
		}
		remove_filter( 'query', $log );
		foreach ( $logged as $sql ) {
			printf( "    count: %s\n", ( empty( $options['full'] ) ? substr( preg_replace( '/\\s+/', ' ', $sql ), 0, 160 ) : preg_replace( '/\\s+/', ' ', $sql ) ) );
			foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) {
				printf( "      %s %s key=%s rows=%s %s\n", $row['table'], $row['type'], $row['key'], $row['rows'], $row['Extra'] );
			}
		}
	}
}
