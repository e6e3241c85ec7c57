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

	public function test_the_default_and_newest_orders_need_no_lookup_join(): void {
		foreach ( array( 'menu_order', 'date' ) as $order ) {
			$query = $this->query( $order, false, 1 );
			self::assertStringNotContainsString( LookupTable::name(), $query->request, $order );
		}
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

	private function query( string $order, bool $hide_out_of_stock, int $page ): WP_Query {
		return new WP_Query(
			array(
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
