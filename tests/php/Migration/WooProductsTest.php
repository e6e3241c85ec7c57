<?php

declare(strict_types=1);

namespace Vitrine\Tests\Migration;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;

require_once __DIR__ . '/WooTestCase.php';

final class WooProductsTest extends WooTestCase {

	public function test_nothing_is_found_without_woocommerce_data(): void {
		$found = $this->migration()->found();

		self::assertFalse( $found['found'] );
		self::assertSame( 0, $found['counts']['products'] );
		$this->expectExceptionMessage( 'No WooCommerce data was found' );
		$this->migration()->start( 'dry' );
	}

	public function test_simple_and_variable_products_are_copied_with_terms_attributes_and_images(): void {
		$shop = $this->fill();

		$job = $this->run_all();

		self::assertSame(
			array(
				'created'   => 3,
				'updated'   => 0,
				'unchanged' => 0,
				'skipped'   => 1,
			),
			$job['counts']['products']
		);
		$mug = self::copied_post( $shop->ids['mug'] );
		self::assertSame( ProductPostTypes::PRODUCT, get_post_type( $mug ) );
		self::assertSame( 'Woo Mug', get_the_title( $mug ) );
		self::assertSame( 'WOO-MUG', get_post_meta( $mug, ProductMeta::SKU, true ) );
		self::assertSame( '12.50', get_post_meta( $mug, ProductMeta::REGULAR_PRICE, true ) );
		self::assertSame( '10', get_post_meta( $mug, ProductMeta::SALE_PRICE, true ) );
		self::assertSame( '7', get_post_meta( $mug, ProductMeta::STOCK, true ) );
		self::assertSame( 'yes', get_post_meta( $mug, ProductMeta::MANAGE_STOCK, true ) );
		self::assertSame( $shop->ids['image_mug'], (int) get_post_thumbnail_id( $mug ) );
		self::assertSame( array( $shop->ids['image_shirt'] ), get_post_meta( $mug, ProductMeta::GALLERY, true ) );
		$category = wp_get_object_terms( $mug, ProductPostTypes::CATEGORY );
		self::assertSame( array( 'Mugs' ), wp_list_pluck( $category, 'name' ) );
		self::assertSame( 'Kitchen', get_term( $category[0]->parent )->name, 'The hierarchy is kept.' );
		self::assertSame( array( 'Gift' ), wp_list_pluck( wp_get_object_terms( $mug, ProductPostTypes::TAG ), 'name' ) );

		$shirt   = self::copied_post( $shop->ids['shirt'] );
		$product = $this->services()->get( ProductRepository::class )->find( $shirt );
		self::assertNotNull( $product );
		self::assertSame( 'variable', get_post_meta( $shirt, ProductMeta::TYPE, true ) );
		$attributes = (array) get_post_meta( $shirt, ProductMeta::ATTRIBUTES, true );
		self::assertCount( 2, $attributes );
		self::assertSame( 'Colour', $attributes[0]['name'] );
		$options = array_values( $attributes[0]['options'] ?? $attributes[0]['values'] ?? array() );
		sort( $options );
		self::assertSame( array( 'blue', 'red' ), $options );
		self::assertSame( 'Size', $attributes[1]['name'] );
		$blue = self::copied_post( $shop->ids['shirt_blue_large'] );
		self::assertSame( ProductPostTypes::VARIATION, get_post_type( $blue ) );
		self::assertSame( $shirt, wp_get_post_parent_id( $blue ) );
		self::assertSame( '22', get_post_meta( $blue, ProductMeta::REGULAR_PRICE, true ) );
		self::assertSame( $shop->ids['image_shirt'], (int) get_post_thumbnail_id( $blue ) );
		$red    = self::copied_post( $shop->ids['shirt_red_small'] );
		$values = array();
		foreach ( get_post_meta( $red ) as $key => $value ) {
			if ( str_starts_with( (string) $key, ProductMeta::ATTRIBUTE_PREFIX ) ) {
				$values[] = $value[0];
			}
		}
		sort( $values );
		self::assertSame( array( 'red', 'small' ), $values );

		self::assertSame( array( 'Woo Bundle: Vitrine has no grouped products: only simple and variable products are copied.' ), self::skips( $job, 'products' ) );
		self::assertSame( array( 'Woo Poster: Image #999999 is not in the media library (any more).' ), self::skips( $job, 'image' ) );
		self::assertGreaterThan( 0, self::copied_post( $shop->ids['poster'] ), 'A product whose image is gone is copied without it.' );
	}

	public function test_the_dry_run_writes_nothing_and_lists_what_would_be_skipped(): void {
		$this->fill();
		$before = wp_count_posts( ProductPostTypes::PRODUCT );

		$job = $this->run_all( 'dry' );

		self::assertSame(
			array(
				'created'   => 3,
				'updated'   => 0,
				'unchanged' => 0,
				'skipped'   => 1,
			),
			$job['counts']['products']
		);
		self::assertCount( 1, self::skips( $job, 'products' ) );
		self::assertCount( 1, self::skips( $job, 'image' ) );
		wp_cache_flush();
		self::assertEquals( $before, wp_count_posts( ProductPostTypes::PRODUCT ) );
		self::assertSame( 0, self::copied_post( $this->shop->ids['mug'] ) );
	}

	public function test_running_twice_changes_nothing_and_a_changed_product_is_updated(): void {
		$shop = $this->fill();
		$this->run_all();
		$mug      = self::copied_post( $shop->ids['mug'] );
		$modified = get_post_field( 'post_modified_gmt', $mug );
		$count    = self::vitrine_posts();

		$job = $this->run_all();

		self::assertSame(
			array(
				'created'   => 0,
				'updated'   => 0,
				'unchanged' => 3,
				'skipped'   => 1,
			),
			$job['counts']['products']
		);
		self::assertSame( $count, self::vitrine_posts() );
		self::assertSame( $modified, get_post_field( 'post_modified_gmt', $mug ) );

		update_post_meta( $shop->ids['mug'], '_regular_price', '14' );
		$job = $this->run_all();

		self::assertSame( 1, $job['counts']['products']['updated'] );
		self::assertSame( $mug, self::copied_post( $shop->ids['mug'] ) );
		self::assertSame( '14', get_post_meta( $mug, ProductMeta::REGULAR_PRICE, true ) );
		self::assertSame( $count, self::vitrine_posts() );
	}

	public function test_a_lost_batch_resumes_without_duplicates(): void {
		$shop      = $this->fill();
		$migration = $this->migration();
		$migration->start( 'run' );
		$migration->batch( 1 );
		// The process dies after the mug was written but before the cursor was saved.
		$job                        = get_option( 'vitrine_woo_migration' );
		$job['cursors']['products'] = 0;
		update_option( 'vitrine_woo_migration', $job, false );

		for ( $i = 0; $i < 20 && 'running' === $job['status']; $i++ ) {
			$job = $migration->batch( 2 );
		}

		self::assertSame( 'done', $job['status'] );
		global $wpdb;
		self::assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = '_vitrine_woo_id' AND meta_value = %s", (string) $shop->ids['mug'] ) ) );
		self::assertSame( 1, $job['counts']['products']['unchanged'], 'The repeated item is found again.' );
	}

	public function test_a_product_the_catalog_refuses_is_skipped_with_its_reason(): void {
		$shop = $this->fill();
		update_post_meta( $shop->ids['poster'], '_sale_price', '9' );

		$job = $this->run_all();

		self::assertContains( 'Woo Poster: The sale price must be lower than the regular price.', self::skips( $job, 'products' ) );
		self::assertSame( 0, self::copied_post( $shop->ids['poster'] ) );
	}

	private static function vitrine_posts(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN (%s, %s)", ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ) );
	}
}
