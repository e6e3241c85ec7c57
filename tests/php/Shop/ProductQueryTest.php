<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop;

use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductQuery;
use Vitrine\Tests\TestCase;
use WP_Query;

/**
 * Sorting and filtering of the shop's queries through the lookup table, and nothing else touched.
 */
final class ProductQueryTest extends TestCase {

	/** @var array<string, int> Name => id. */
	private array $ids = array();

	private int $category = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->category = (int) wp_insert_term( 'Query test category', ProductPostTypes::CATEGORY )['term_id'];
		// name => [price, sale, units sold, stock status, menu order, ratings].
		$products = array(
			'Bravo'   => array( '30.00', null, 5, Stock::IN_STOCK, 0, array( 5, 5 ) ),
			'Alpha'   => array( '10.00', null, 50, Stock::IN_STOCK, 0, array( 3 ) ),
			'Charlie' => array( '25.00', '5.00', 1, Stock::IN_STOCK, 0, array() ),
			'Delta'   => array( '99.00', null, 500, Stock::OUT_OF_STOCK, 0, array( 4, 5 ) ),
			'Echo'    => array( '20.00', null, 0, Stock::ON_BACKORDER, -1, array( 5, 5 ) ),
		);
		$writer   = Plugin::instance()->catalog->writer;
		$time     = strtotime( '2024-03-01 10:00:00' );
		foreach ( $products as $name => list( $price, $sale, $sales, $status, $order, $ratings ) ) {
			$fields = array(
				'name'          => $name,
				'regular_price' => $price,
				'menu_order'    => $order,
				'categories'    => array( $this->category ),
				'stock_status'  => $status,
			);
			if ( null !== $sale ) {
				$fields['sale_price'] = $sale;
			}
			$id = $writer->save_product( 0, $fields );
			update_post_meta( $id, ProductMeta::TOTAL_SALES, (string) $sales );
			foreach ( $ratings as $rating ) {
				wp_insert_comment(
					array(
						'comment_post_ID'  => $id,
						'comment_content'  => 'Review',
						'comment_type'     => 'review',
						'comment_approved' => 1,
						'comment_meta'     => array( 'rating' => $rating ),
					)
				);
			}
			wp_update_post(
				array(
					'ID'            => $id,
					'post_date'     => gmdate( 'Y-m-d H:i:s', $time ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
				)
			);
			$time += HOUR_IN_SECONDS;
			Plugin::instance()->catalog->lookup->sync( $id );
			$this->ids[ $name ] = $id;
		}
	}

	/**
	 * @dataProvider orders
	 *
	 * @param string       $order    A sort key.
	 * @param list<string> $expected Product names in order.
	 */
	public function test_each_order_sorts_the_category( string $order, array $expected ): void {
		self::assertSame( $expected, $this->names( $this->grid( $order ) ) );
	}

	/**
	 * @return array<string, array{0: string, 1: list<string>}>
	 */
	public static function orders(): array {
		return array(
			'default: menu order, then title' => array( 'menu_order', array( 'Echo', 'Alpha', 'Bravo', 'Charlie', 'Delta' ) ),
			'popularity: units sold'          => array( 'popularity', array( 'Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo' ) ),
			'rating: average, then count'     => array( 'rating', array( 'Echo', 'Bravo', 'Delta', 'Alpha', 'Charlie' ) ),
			'newest first'                    => array( 'date', array( 'Echo', 'Delta', 'Charlie', 'Alpha', 'Bravo' ) ),
			'price, low to high (sale price)' => array( 'price', array( 'Charlie', 'Alpha', 'Echo', 'Bravo', 'Delta' ) ),
			'price, high to low'              => array( 'price-desc', array( 'Delta', 'Bravo', 'Echo', 'Alpha', 'Charlie' ) ),
			'unknown: the default'            => array( 'name; DROP TABLE', array( 'Echo', 'Alpha', 'Bravo', 'Charlie', 'Delta' ) ),
		);
	}

	public function test_the_setting_hides_out_of_stock_products_but_not_backorders(): void {
		self::assertContains( 'Delta', $this->names( $this->grid( 'price' ) ) );

		update_option( Settings::OPTION, array( 'hide_out_of_stock' => true ) );

		$names = $this->names( $this->grid( 'price' ) );
		self::assertNotContains( 'Delta', $names );
		self::assertContains( 'Echo', $names, 'A product on backorder can be bought.' );
		self::assertCount( 4, $names );
		self::assertNotContains( 'Delta', $this->names( $this->grid( 'menu_order' ) ), 'The default order filters too.' );
	}

	public function test_on_sale_only(): void {
		$args                          = $this->grid_args( 'price' );
		$args[ ProductQuery::ON_SALE ] = true;

		self::assertSame( array( 'Charlie' ), $this->names( new WP_Query( $args ) ) );
	}

	public function test_a_tag_narrows_the_grid(): void {
		$tag = (int) wp_insert_term( 'Query test tag', ProductPostTypes::TAG )['term_id'];
		wp_set_object_terms( $this->ids['Bravo'], array( $tag ), ProductPostTypes::TAG );
		$args = Plugin::instance()->get( ProductQuery::class )->grid_args( 'price', 10, $this->category, $tag );

		self::assertSame( array( 'Bravo' ), $this->names( new WP_Query( $args ) ) );
	}

	public function test_the_count_of_a_paged_query_is_right_without_sql_calc_found_rows(): void {
		$args                   = $this->grid_args( 'price' );
		$args['posts_per_page'] = 2;
		$args['paged']          = 2;
		$args['no_found_rows']  = false;
		$query                  = new WP_Query( $args );

		self::assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $query->request );
		self::assertSame( 5, $query->found_posts );
		self::assertSame( 3, $query->max_num_pages );
		self::assertSame( array( 'Echo', 'Bravo' ), $this->names( $query ) );
	}

	public function test_queries_that_are_not_the_shops_are_left_alone(): void {
		$query = new WP_Query(
			array(
				'post_type'      => ProductPostTypes::PRODUCT,
				'posts_per_page' => 3,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);

		self::assertStringNotContainsString( 'vitrine_lookup', $query->request );
		self::assertStringContainsString( 'SQL_CALC_FOUND_ROWS', $query->request );
	}

	public function test_the_main_query_of_the_shop_gets_the_settings_and_the_visitors_order(): void {
		update_option( Settings::OPTION, array( 'products_per_page' => 3 ) );
		$_GET['orderby'] = 'price-desc';
		try {
			$query                   = new WP_Query();
			$GLOBALS['wp_the_query'] = $query;
			$query->query( array( 'post_type' => ProductPostTypes::PRODUCT ) );
		} finally {
			unset( $_GET['orderby'] );
			$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		}

		self::assertTrue( (bool) $query->get( ProductQuery::FLAG ) );
		self::assertSame( 'price-desc', $query->get( ProductQuery::ORDERBY ) );
		self::assertSame( 3, (int) $query->get( 'posts_per_page' ) );
		self::assertStringContainsString( 'vitrine_lookup.max_price DESC', $query->request );
	}

	public function test_sort_keys_from_the_address_are_sanitized(): void {
		self::assertSame( Ordering::PRICE, Ordering::sanitize( ' PRICE ' ) );
		self::assertSame( Ordering::DEFAULT, Ordering::sanitize( 'min_price' ) );
		self::assertSame( Ordering::DEFAULT, Ordering::sanitize( array( 'price' ) ) );
		self::assertSame( Ordering::keys(), array_keys( Ordering::options() ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function grid_args( string $order ): array {
		return Plugin::instance()->get( ProductQuery::class )->grid_args( $order, 10, $this->category );
	}

	private function grid( string $order ): WP_Query {
		return new WP_Query( $this->grid_args( $order ) );
	}

	/**
	 * @return list<string>
	 */
	private function names( WP_Query $query ): array {
		return array_map( static fn ( $post ): string => get_the_title( $post ), $query->posts );
	}
}
