<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductValidationException;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

final class ProductWriterTest extends TestCase {

	private Catalog $catalog;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
	}

	public function test_a_simple_product_is_saved_and_read_back(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Linen shirt',
				'regular_price' => '49.00',
				'sale_price'    => '39.00',
				'sku'           => 'LIN-1',
				'manage_stock'  => true,
				'stock'         => 7,
				'weight'        => '0.3',
				'attributes'    => array(
					array(
						'name'    => 'Material',
						'options' => array( 'Linen' ),
					),
				),
			)
		);

		$product = $this->catalog->products->find( $id );
		self::assertNotNull( $product );
		self::assertSame( 'Linen shirt', $product->name );
		self::assertSame( '39.00', $product->prices->active( time() ) );
		self::assertSame( 'LIN-1', $product->sku );
		self::assertSame( 7, $product->stock->quantity );
		self::assertSame( '0.3', $product->dimensions->weight );
		self::assertSame( 'Material', $product->attributes[0]->name );
		self::assertSame( ProductPostTypes::PRODUCT, get_post_type( $id ) );
	}

	/**
	 * @dataProvider refused_fields
	 *
	 * @param array<string, mixed> $fields Bad data.
	 * @param string               $field  The field that must be named.
	 * @param string               $message Part of its message.
	 */
	public function test_bad_data_is_refused_and_nothing_is_written( array $fields, string $field, string $message ): void {
		$before = (int) wp_count_posts( ProductPostTypes::PRODUCT )->publish;

		try {
			$this->catalog->writer->save_product( 0, array( 'name' => 'Refused' ) + $fields );
			self::fail( 'The product should have been refused.' );
		} catch ( ProductValidationException $e ) {
			self::assertArrayHasKey( $field, $e->errors );
			self::assertStringContainsString( $message, $e->errors[ $field ] );
		}
		wp_cache_flush();
		self::assertSame( $before, (int) wp_count_posts( ProductPostTypes::PRODUCT )->publish );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public function refused_fields(): array {
		return array(
			'sale above regular'     => array(
				array(
					'regular_price' => '10',
					'sale_price'    => '12',
				),
				'sale_price',
				'lower than the regular price',
			),
			'sale equal to regular'  => array(
				array(
					'regular_price' => '10',
					'sale_price'    => '10.00',
				),
				'sale_price',
				'lower than the regular price',
			),
			'negative stock'         => array(
				array(
					'manage_stock' => true,
					'stock'        => -1,
				),
				'stock',
				'cannot be negative',
			),
			'price with a sign'      => array( array( 'regular_price' => '€10' ), 'regular_price', 'number' ),
			'sale ends before start' => array(
				array(
					'regular_price' => '10',
					'sale_price'    => '5',
					'sale_from'     => 2000,
					'sale_to'       => 1000,
				),
				'sale_to',
				'end after it starts',
			),
			'unknown backorders'     => array( array( 'backorders' => 'maybe' ), 'backorders', 'backorders' ),
		);
	}

	public function test_a_duplicate_sku_is_refused_across_products_and_variations(): void {
		$first = $this->catalog->writer->save_product(
			0,
			array(
				'name' => 'First',
				'sku'  => 'DUP-1',
				'type' => 'variable',
			)
		);
		$this->catalog->writer->save_variation( $first, 0, array( 'sku' => 'DUP-V' ) );

		foreach ( array( 'DUP-1', 'DUP-V' ) as $sku ) {
			try {
				$this->catalog->writer->save_product(
					0,
					array(
						'name' => 'Second',
						'sku'  => $sku,
					)
				);
				self::fail( "SKU {$sku} should have been refused." );
			} catch ( ProductValidationException $e ) {
				self::assertStringContainsString( "The SKU {$sku} is already used by First.", $e->errors['sku'] );
			}
		}
		// Saving the owner again with its own SKU is fine.
		self::assertSame( $first, $this->catalog->writer->save_product( $first, array( 'sku' => 'DUP-1' ) ) );
	}

	public function test_an_update_keeps_fields_it_does_not_name(): void {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Mug',
				'regular_price' => '9',
				'sku'           => 'MUG',
			)
		);

		$this->catalog->writer->save_product( $id, array( 'regular_price' => '11' ) );

		self::assertSame( 'MUG', get_post_meta( $id, ProductMeta::SKU, true ) );
		self::assertSame( '11', get_post_meta( $id, ProductMeta::REGULAR_PRICE, true ) );
	}

	public function test_variations_resolve_from_chosen_values_with_any(): void {
		$id    = $this->variable_product();
		$red_s = $this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '20',
				'attributes'    => array(
					'colour' => 'red',
					'size'   => 's',
				),
			)
		);
		$blue  = $this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '22',
				'attributes'    => array(
					'colour' => 'blue',
					'size'   => '',
				),
			)
		);
		$this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '25',
				'enabled'       => false,
				'attributes'    => array(
					'colour' => 'red',
					'size'   => 'm',
				),
			)
		);
		$products = $this->catalog->products;

		self::assertSame(
			$red_s,
			$products->resolve_variation(
				$id,
				array(
					'colour' => 'red',
					'size'   => 's',
				)
			)?->id
		);
		self::assertSame(
			$blue,
			$products->resolve_variation(
				$id,
				array(
					'colour' => 'blue',
					'size'   => 'm',
				)
			)?->id,
			'An empty value matches any.'
		);
		self::assertNull(
			$products->resolve_variation(
				$id,
				array(
					'colour' => 'red',
					'size'   => 'm',
				)
			),
			'A disabled variation is unavailable.'
		);
		self::assertNull(
			$products->resolve_variation(
				$id,
				array(
					'colour' => 'green',
					'size'   => 's',
				)
			)
		);
		self::assertNull( $products->resolve_variation( $id, array( 'colour' => 'red' ) ), 'Every attribute must be chosen.' );
	}

	public function test_a_variable_product_lists_min_and_max_prices_in_the_lookup_table(): void {
		$id = $this->variable_product();
		$this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '30',
				'sale_price'    => '18',
				'attributes'    => array( 'colour' => 'red' ),
			)
		);
		$this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '26',
				'manage_stock'  => true,
				'stock'         => 0,
				'attributes'    => array( 'colour' => 'blue' ),
			)
		);

		$row = $this->catalog->lookup->row( $id );

		self::assertNotNull( $row );
		self::assertSame( '18.0000', $row['min_price'] );
		self::assertSame( '26.0000', $row['max_price'] );
		self::assertSame( '1', $row['on_sale'] );
		self::assertSame( Stock::IN_STOCK, $row['stock_status'], 'In stock while one variation is.' );
	}

	private function variable_product(): int {
		return $this->catalog->writer->save_product(
			0,
			array(
				'name'       => 'Tee',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Colour',
						'options'   => array( 'red', 'blue' ),
						'variation' => true,
					),
					array(
						'name'      => 'Size',
						'options'   => array( 's', 'm' ),
						'variation' => true,
					),
				),
			)
		);
	}
}
