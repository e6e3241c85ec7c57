<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Demo\ProductGenerator;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/bin/wp/demo/ProductGenerator.php';

/**
 * The benchmark generator writes what the catalog itself would: the same product, the same
 * lookup row as LookupTable::sync(), reviews whose ratings the lookup table counts.
 */
final class ProductGeneratorTest extends TestCase {

	public function test_generated_products_are_what_the_catalog_would_write(): void {
		$result = ( new ProductGenerator( 25, false, 3 ) )->generate( 60 );

		self::assertSame( 60, $result['products'] );
		$catalog = Plugin::instance()->catalog;
		$ids     = get_posts(
			array(
				'post_type'   => ProductPostTypes::PRODUCT,
				'name__in'    => array(),
				'numberposts' => -1,
				'fields'      => 'ids',
				's'           => 'generated product',
			)
		);
		self::assertCount( 60, $ids );

		$reviews = 0;
		foreach ( $ids as $id ) {
			$product = $catalog->products->find( (int) $id );
			self::assertNotNull( $product );
			self::assertMatchesRegularExpression( '/^GEN-\d{6}$/', $product->sku );
			self::assertNotNull( $product->prices->regular );
			self::assertNotEmpty( wp_get_object_terms( (int) $id, ProductPostTypes::CATEGORY ) );

			$written = $catalog->lookup->row( (int) $id );
			$catalog->lookup->sync( (int) $id );
			self::assertSame( $catalog->lookup->row( (int) $id ), $written, "The lookup row of {$product->name} is the one sync() writes." );
			self::assertSame( (int) get_comments_number( (int) $id ), (int) $written['rating_count'] );
			$reviews += (int) get_comments(
				array(
					'post_id' => (int) $id,
					'count'   => true,
					'status'  => 'all',
				)
			);
		}
		self::assertSame( $result['reviews'], $reviews );
	}

	public function test_a_second_run_numbers_on(): void {
		$generator = new ProductGenerator( 10, false );
		$generator->generate( 3 );
		$generator->generate( 2 );

		self::assertNotNull( get_page_by_path( 'generated-product-000005', OBJECT, ProductPostTypes::PRODUCT ) );
		self::assertNull( get_page_by_path( 'generated-product-000006', OBJECT, ProductPostTypes::PRODUCT ) );
	}
}
