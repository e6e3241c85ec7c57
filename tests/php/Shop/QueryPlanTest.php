<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop;

use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Demo\ProductGenerator;
use Vitrine\Shop\ProductQuery;
use Vitrine\Tests\TestCase;
use WP_Query;

require_once dirname( __DIR__, 3 ) . '/bin/wp/demo/ProductGenerator.php';

/**
 * The listing speed check: a catalog generated the way `npm run generate` does it, and the
 * query plans of the shop's sorted queries. Sorting by price must read the lookup table's
 * min_price index in order (no temporary table, no filesort), and the count of a page must not
 * be taken with SQL_CALC_FOUND_ROWS, which reads every row.
 */
final class QueryPlanTest extends TestCase {

	private const PRODUCTS = 3000;

	protected function setUp(): void {
		parent::setUp();
		// Inside the test's transaction: everything is rolled back afterwards.
		( new ProductGenerator( 1000, false, 7 ) )->generate( self::PRODUCTS );
	}

	public function test_each_sorted_shop_query_reads_its_lookup_index_in_order(): void {
		$orders = array(
			'price'      => 'min_price',
			'price-desc' => 'max_price',
			'popularity' => 'total_sales',
			'rating'     => 'average_rating',
		);
		foreach ( $orders as $order => $key ) {
			$plan = $this->plan( $order );

			self::assertSame( 'vitrine_lookup', $plan[0]['table'], "{$order}: the lookup table is read first: " . wp_json_encode( $plan ) );
			self::assertSame( $key, $plan[0]['key'], "{$order}: " . wp_json_encode( $plan ) );
			self::assertSame( 'eq_ref', $plan[1]['type'], "{$order}: each product is then found by its id." );
			self::assertSame( 'PRIMARY', $plan[1]['key'] );
			foreach ( $plan as $row ) {
				self::assertStringNotContainsString( 'filesort', (string) $row['Extra'], $order );
				self::assertStringNotContainsString( 'temporary', (string) $row['Extra'], $order );
			}
		}
	}

	public function test_the_default_order_reads_the_lookup_default_order_index_in_order(): void {
		$plan = $this->plan( 'menu_order' );

		self::assertSame( 'vitrine_lookup', $plan[0]['table'], (string) wp_json_encode( $plan ) );
		self::assertSame( 'default_order', $plan[0]['key'], (string) wp_json_encode( $plan ) );
		self::assertSame( 'eq_ref', $plan[1]['type'] );
		foreach ( $plan as $row ) {
			self::assertStringNotContainsString( 'filesort', (string) $row['Extra'] );
			self::assertStringNotContainsString( 'temporary', (string) $row['Extra'] );
		}
	}

	public function test_a_category_page_in_the_default_order_needs_no_sort_of_its_products(): void {
		global $wpdb;
		$term  = get_term_by( 'slug', 'generated-tools', ProductPostTypes::CATEGORY );
		$query = $this->query( 'menu_order', false, 1, (int) $term->term_id );
		$plan  = $wpdb->get_results( 'EXPLAIN ' . $query->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WP_Query's own SQL.

		self::assertSame( 'vitrine_lookup', $plan[0]['table'], (string) wp_json_encode( $plan ) );
		self::assertSame( 'default_order', $plan[0]['key'], (string) wp_json_encode( $plan ) );
		foreach ( $plan as $row ) {
			self::assertStringNotContainsString( 'filesort', (string) $row['Extra'], (string) wp_json_encode( $plan ) );
		}
	}

	public function test_the_default_order_is_that_of_menu_order_title_and_id(): void {
		global $wpdb;
		$writer = \Vitrine\Plugin::instance()->catalog->writer;
		// Ties, case, accents, and menu orders before and after the generated products' 0.
		foreach ( array( array( 'apple', 0 ), array( 'Apple', 0 ), array( 'Äpfel', 0 ), array( 'apple', 0 ), array( 'Zebra', -1 ), array( 'Aardvark', 2 ), array( '  spaced', 0 ) ) as $product ) {
			$writer->save_product(
				0,
				array(
					'name'          => $product[0],
					'menu_order'    => $product[1],
					'regular_price' => '5',
				)
			);
		}
		$expected = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' ORDER BY menu_order ASC, post_title ASC, ID ASC", ProductPostTypes::PRODUCT ) ) );
		$pages    = (int) ceil( count( $expected ) / 12 );

		$listed = array();
		foreach ( array( 1, 2, 3, $pages ) as $page ) {
			$listed[ $page ] = array_map( 'intval', $this->query( 'menu_order', false, $page )->posts );
		}

		foreach ( $listed as $page => $ids ) {
			self::assertSame( array_slice( $expected, ( $page - 1 ) * 12, 12 ), $ids, "Page {$page}." );
		}
	}

	public function test_a_category_page_lists_each_product_of_the_category_and_its_children_once_in_order(): void {
		global $wpdb;
		$parent = (int) wp_insert_term( 'Plan parent', ProductPostTypes::CATEGORY )['term_id'];
		$child  = (int) wp_insert_term( 'Plan child', ProductPostTypes::CATEGORY, array( 'parent' => $parent ) )['term_id'];
		$writer = \Vitrine\Plugin::instance()->catalog->writer;
		$ids    = array();
		foreach ( array(
			'Both'        => array( $parent, $child ),
			'Child only'  => array( $child ),
			'Parent only' => array( $parent ),
			'Neither'     => array(),
		) as $name => $categories ) {
			$ids[ $name ] = $writer->save_product(
				0,
				array(
					'name'          => $name,
					'regular_price' => '5',
					'categories'    => $categories,
				)
			);
		}
		$generated = get_term_by( 'slug', 'generated-tools', ProductPostTypes::CATEGORY );

		$query = $this->query( 'menu_order', false, 1, $parent );
		self::assertSame( array( $ids['Both'], $ids['Child only'], $ids['Parent only'] ), array_map( 'intval', $query->posts ) );
		self::assertSame( 3, $query->found_posts );

		$term_taxonomy = (int) $generated->term_taxonomy_id;
		$expected      = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->term_relationships} r ON r.object_id = p.ID AND r.term_taxonomy_id = %d WHERE p.post_type = %s AND p.post_status = 'publish' ORDER BY p.menu_order, p.post_title, p.ID", $term_taxonomy, ProductPostTypes::PRODUCT ) ) );
		$query         = $this->query( 'menu_order', false, 3, (int) $generated->term_id );
		self::assertSame( array_slice( $expected, 24, 12 ), array_map( 'intval', $query->posts ) );
		self::assertSame( count( $expected ), $query->found_posts );
	}

	public function test_the_total_of_an_unfiltered_listing_is_counted_once_per_catalog_version(): void {
		$first = $this->query( 'menu_order', false, 1 )->found_posts;
		self::assertGreaterThanOrEqual( self::PRODUCTS, $first );

		// The next request starts with an empty object cache.
		wp_cache_flush();
		$counts = array();
		$log    = static function ( string $sql ) use ( &$counts ): string {
			if ( str_contains( $sql, 'COUNT(' ) ) {
				$counts[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $log );
		try {
			$again = $this->query( 'menu_order', false, 2 )->found_posts;
		} finally {
			remove_filter( 'query', $log );
		}
		self::assertSame( $first, $again );
		self::assertSame( array(), $counts, 'No product is counted again.' );

		\Vitrine\Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'One more',
				'regular_price' => '5',
			)
		);
		wp_cache_flush();
		self::assertSame( $first + 1, $this->query( 'menu_order', false, 1 )->found_posts, 'A change to the catalog counts again.' );
	}

	public function test_the_newest_order_needs_no_lookup_join(): void {
		$query = $this->query( 'date', false, 1 );
		self::assertStringNotContainsString( LookupTable::name(), $query->request );
	}

	public function test_the_price_order_keeps_its_index_when_out_of_stock_products_are_hidden(): void {
		$plan = $this->plan( 'price', true );

		self::assertSame( 'vitrine_lookup', $plan[0]['table'] );
		self::assertSame( 'min_price', $plan[0]['key'] );
	}

	public function test_the_page_is_counted_apart_and_the_count_is_right(): void {
		global $wpdb;
		$query = $this->query( 'price', true, 2 );

		self::assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $query->request );
		$table    = LookupTable::name();
		$expected = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} p INNER JOIN {$table} l ON l.product_id = p.ID WHERE p.post_type = %s AND p.post_status = 'publish' AND l.stock_status <> 'outofstock'", ProductPostTypes::PRODUCT ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		self::assertGreaterThan( self::PRODUCTS / 2, $expected );
		self::assertSame( $expected, $query->found_posts );
		self::assertSame( (int) ceil( $expected / 12 ), $query->max_num_pages );
		self::assertCount( 12, $query->posts );
	}

	public function test_the_page_holds_the_cheapest_products_in_order(): void {
		global $wpdb;
		$query = $this->query( 'price', false, 1 );
		$table = LookupTable::name();
		$ids   = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT l.product_id FROM {$table} l INNER JOIN {$wpdb->posts} p ON p.ID = l.product_id WHERE p.post_type = %s AND p.post_status = 'publish' ORDER BY l.min_price, l.product_id LIMIT 12", ProductPostTypes::PRODUCT ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

		self::assertSame( $ids, array_map( 'intval', $query->posts ) );
	}

	/**
	 * The EXPLAIN rows of the shop's query for an order.
	 *
	 * @return list<array<string, string|null>>
	 */
	private function plan( string $order, bool $hide_out_of_stock = false ): array {
		global $wpdb;
		$query = $this->query( $order, $hide_out_of_stock, 1 );
		$rows  = $wpdb->get_results( 'EXPLAIN ' . $query->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WP_Query's own SQL.
		self::assertIsArray( $rows );
		self::assertCount( 2, $rows, (string) wp_json_encode( $rows ) );
		return array_values( $rows );
	}

	private function query( string $order, bool $hide_out_of_stock, int $page, int $category = 0 ): WP_Query {
		$tax_query = 0 === $category ? array() : array(
			'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the category page's own query.
				array(
					'taxonomy' => ProductPostTypes::CATEGORY,
					'field'    => 'term_id',
					'terms'    => array( $category ),
				),
			),
		);
		return new WP_Query(
			$tax_query + array(
				'post_type'                 => ProductPostTypes::PRODUCT,
				'post_status'               => 'publish',
				'posts_per_page'            => 12,
				'paged'                     => $page,
				'fields'                    => 'ids',
				ProductQuery::FLAG          => true,
				ProductQuery::ORDERBY       => $order,
				ProductQuery::HIDE_OUTOFSTK => $hide_out_of_stock,
			)
		);
	}
}
