<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Admin;

use Vitrine\Catalog\Admin\ProductListTable;
use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The Products list: image, SKU, price and stock columns; sorting by price and SKU.
 */
final class ProductListTableTest extends TestCase {

	private Catalog $catalog;
	private ProductListTable $table;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
		$this->table   = new ProductListTable( $this->catalog->products, $this->catalog->prices );
		delete_option( 'vitrine_settings' );
	}

	/**
	 * The products in the order a sorted query returns them.
	 *
	 * @return list<int>
	 */
	private function sorted( string $orderby, string $order ): array {
		$filter = fn ( array $clauses, \WP_Query $query ): array => $this->table->apply_sorting( $clauses, $query );
		add_filter( 'posts_clauses', $filter, 10, 2 );
		$query  = new \WP_Query(
			array(
				'post_type'      => ProductPostTypes::PRODUCT,
				'post_status'    => 'any',
				'orderby'        => $orderby,
				'order'          => $order,
				'posts_per_page' => -1,
				'fields'         => 'ids',
			)
		);
		remove_filter( 'posts_clauses', $filter, 10 );
		return array_map( 'intval', $query->posts );
	}

	public function test_columns_come_after_the_title(): void {
		$columns = $this->table->columns(
			array(
				'cb'    => '<input type="checkbox">',
				'title' => 'Title',
				'date'  => 'Date',
			)
		);

		self::assertSame( array( 'cb', 'vitrine_image', 'title', 'vitrine_sku', 'vitrine_price', 'vitrine_stock', 'date' ), array_keys( $columns ) );
		self::assertSame( 'price', $this->table->sortable_columns( array() )['vitrine_price'][0] );
		self::assertSame( 'sku', $this->table->sortable_columns( array() )['vitrine_sku'][0] );
	}

	public function test_sorting_by_price_and_sku_goes_through_the_lookup_table_with_empty_values_last(): void {
		$writer = $this->catalog->writer;
		$thirty = $writer->save_product(
			0,
			array(
				'name'          => 'Thirty',
				'regular_price' => '30',
				'sku'           => 'B-30',
			)
		);
		$ten    = $writer->save_product(
			0,
			array(
				'name'          => 'Ten',
				'regular_price' => '10',
				'sku'           => 'C-10',
			)
		);
		$none   = $writer->save_product( 0, array( 'name' => 'No price' ) );
		$ranged = $writer->save_product(
			0,
			array(
				'name' => 'Ranged',
				'type' => 'variable',
				'sku'  => 'A-R',
			)
		);
		$writer->save_variation( $ranged, 0, array( 'regular_price' => '20' ) );
		$writer->save_variation( $ranged, 0, array( 'regular_price' => '40' ) );
		$expected = array( $thirty, $ten, $none, $ranged );

		$asc = array_values( array_intersect( $this->sorted( 'price', 'ASC' ), $expected ) );
		self::assertSame( array( $ten, $ranged, $thirty, $none ), $asc, 'Ascending: by the lowest price.' );

		$desc = array_values( array_intersect( $this->sorted( 'price', 'DESC' ), $expected ) );
		self::assertSame( array( $ranged, $thirty, $ten, $none ), $desc, 'Descending: by the highest price.' );

		$sku = array_values( array_intersect( $this->sorted( 'sku', 'ASC' ), $expected ) );
		self::assertSame( array( $ranged, $thirty, $ten, $none ), $sku );
	}

	public function test_other_orders_are_left_alone(): void {
		$query = new \WP_Query();
		$query->set( 'post_type', ProductPostTypes::PRODUCT );
		$query->set( 'orderby', 'title' );
		$clauses = array(
			'join'    => '',
			'orderby' => 'wp_posts.post_title ASC',
		);

		self::assertSame( $clauses, $this->table->apply_sorting( $clauses, $query ) );
	}

	public function test_columns_show_sku_price_and_stock(): void {
		$writer = $this->catalog->writer;
		$sale   = $writer->save_product(
			0,
			array(
				'name'          => 'On sale',
				'regular_price' => '20',
				'sale_price'    => '15',
				'sku'           => 'SALE-1',
				'manage_stock'  => true,
				'stock'         => 4,
			)
		);
		$ranged = $writer->save_product(
			0,
			array(
				'name' => 'Ranged',
				'type' => 'variable',
			)
		);
		$writer->save_variation( $ranged, 0, array( 'regular_price' => '10' ) );
		$writer->save_variation(
			$ranged,
			0,
			array(
				'regular_price' => '12.5',
				'stock_status'  => 'outofstock',
			)
		);

		$render = function ( string $column, int $id ): string {
			ob_start();
			$this->table->render_column( $column, $id );
			return (string) ob_get_clean();
		};

		self::assertSame( 'SALE-1', $render( 'vitrine_sku', $sale ) );
		self::assertStringContainsString( '<del aria-hidden="true">€20.00</del>', $render( 'vitrine_price', $sale ) );
		self::assertStringContainsString( '€15.00', $render( 'vitrine_price', $sale ) );
		self::assertSame( 'In stock (4)', $render( 'vitrine_stock', $sale ) );
		self::assertSame( '<span class="vitrine-price">€10.00 – €12.50</span>', $render( 'vitrine_price', $ranged ) );
		self::assertSame( 'In stock', $render( 'vitrine_stock', $ranged ) );
		self::assertStringContainsString( 'aria-hidden="true"', $render( 'vitrine_sku', $ranged ) );
	}
}
