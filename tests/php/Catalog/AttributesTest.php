<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

final class AttributesTest extends TestCase {

	public function test_an_attribute_is_saved_with_its_taxonomy(): void {
		$attribute = Plugin::instance()->catalog->attributes->save( 'Finish', 'Finish' );

		self::assertSame( 'finish', $attribute->slug );
		self::assertSame( 'vitrine_pa_finish', $attribute->taxonomy() );
		self::assertTrue( taxonomy_exists( 'vitrine_pa_finish' ) );
		self::assertSame( 'Finish', Plugin::instance()->catalog->attributes->find( 'finish' )?->name );
	}

	public function test_a_slug_too_long_for_a_taxonomy_is_refused(): void {
		$this->expectException( \InvalidArgumentException::class );

		Plugin::instance()->catalog->attributes->save( str_repeat( 'a', 22 ), 'Long' );
	}

	public function test_deleting_an_attribute_removes_its_values_and_its_place_on_products(): void {
		$catalog   = Plugin::instance()->catalog;
		$attribute = $catalog->attributes->save( 'material', 'Material' );
		$catalog->attributes->save( 'pattern', 'Pattern' );
		$product   = $catalog->writer->save_product(
			0,
			array(
				'name'       => 'Bag',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Material',
						'taxonomy'  => $attribute->taxonomy(),
						'options'   => array( 'leather', 'canvas' ),
						'variation' => true,
					),
					array(
						'name'    => 'Strap',
						'options' => array( 'Long' ),
					),
				),
			)
		);
		$variation = $catalog->writer->save_variation( $product, 0, array( 'attributes' => array( $attribute->taxonomy() => 'leather' ) ) );
		self::assertNotFalse( get_term_by( 'slug', 'leather', $attribute->taxonomy() ) );

		$catalog->attributes->delete( 'material' );

		self::assertNull( $catalog->attributes->find( 'material' ) );
		self::assertNotNull( $catalog->attributes->find( 'pattern' ), 'Other attributes stay.' );
		self::assertFalse( taxonomy_exists( $attribute->taxonomy() ) );
		$rows = get_post_meta( $product, ProductMeta::ATTRIBUTES, true );
		self::assertSame( array( 'Strap' ), array_column( $rows, 'name' ) );
		self::assertFalse( metadata_exists( 'post', $variation, ProductMeta::ATTRIBUTE_PREFIX . $attribute->taxonomy() ) );
		self::assertSame( array(), get_option( Attributes::OPTION ) === false ? array() : array_diff( array_column( get_option( Attributes::OPTION ), 'slug' ), array( 'pattern' ) ) );
	}
}
