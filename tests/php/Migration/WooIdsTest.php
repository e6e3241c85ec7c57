<?php

declare(strict_types=1);

namespace Vitrine\Tests\Migration;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Install\Migrations\Migration0023WooIds;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Migration\Woo\WooIds;

require_once __DIR__ . '/WooTestCase.php';

/**
 * A copied item is found again through vitrine_woo_ids, keyed by its WooCommerce id, not by a
 * scan of the meta's values (which took half a second per lookup at 50,000 products).
 */
final class WooIdsTest extends WooTestCase {

	public function test_every_copied_post_is_keyed_by_its_woocommerce_id(): void {
		$shop = $this->fill();
		$this->run_all();
		global $wpdb;
		$table = WooIds::table();

		$copied = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s ORDER BY post_id", WooIds::META ), ARRAY_A );
		$keyed  = $wpdb->get_results( "SELECT post_id, woo_id AS meta_value FROM {$table} ORDER BY post_id", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.

		self::assertNotEmpty( $copied );
		self::assertEquals( $copied, $keyed, 'One row per copied product, variation and coupon.' );
		$ids = $this->services()->get( WooIds::class );
		self::assertSame( self::copied_post( $shop->ids['mug'] ), $ids->post( $shop->ids['mug'], array( ProductPostTypes::PRODUCT ) ) );
		self::assertSame( 0, $ids->post( $shop->ids['mug'], array( CouponPostType::NAME ) ), 'Only a post of the types asked for.' );
	}

	public function test_the_lookup_reads_the_key_not_every_copied_post(): void {
		$shop = $this->fill();
		$this->run_all();
		global $wpdb;

		$this->services()->get( WooIds::class )->post( $shop->ids['mug'], array( ProductPostTypes::PRODUCT ) );
		$plan = $wpdb->get_results( 'EXPLAIN ' . $wpdb->last_query, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WooIds' own SQL.

		$by_table = array_column( (array) $plan, null, 'table' );
		self::assertSame( 'PRIMARY', $by_table['i']['key'] ?? null, (string) wp_json_encode( $plan ) );
		self::assertContains( $by_table['i']['type'] ?? null, array( 'ref', 'const' ) );
	}

	public function test_a_trashed_post_is_not_found_and_a_deleted_one_is_forgotten(): void {
		$shop = $this->fill();
		$this->run_all();
		global $wpdb;
		$ids = $this->services()->get( WooIds::class );
		$mug = self::copied_post( $shop->ids['mug'] );

		wp_trash_post( $mug );
		self::assertSame( 0, $ids->post( $shop->ids['mug'], array( ProductPostTypes::PRODUCT ) ) );

		wp_delete_post( $mug, true );
		$rows = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . WooIds::table() . ' WHERE post_id = %d', $mug ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table.
		self::assertSame( 0, $rows );

		$job   = $this->run_all();
		$again = $ids->post( $shop->ids['mug'], array( ProductPostTypes::PRODUCT ) );
		self::assertGreaterThan( 0, $again, 'A second run copies the item again.' );
		self::assertNotSame( $mug, $again );
		self::assertSame( 1, $job['counts']['products']['created'] );
	}

	public function test_an_upgrade_keys_the_posts_earlier_migrations_copied(): void {
		$shop = $this->fill();
		$this->run_all();
		global $wpdb;
		$table = WooIds::table();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table: a shop copied before schema 23.
		$ids = $this->services()->get( WooIds::class );
		self::assertSame( 0, $ids->post( $shop->ids['mug'], array( ProductPostTypes::PRODUCT ) ) );

		Migration0023WooIds::fill_from_meta();

		self::assertSame( self::copied_post( $shop->ids['mug'] ), $ids->post( $shop->ids['mug'], array( ProductPostTypes::PRODUCT ) ) );
		$job = $this->run_all();
		self::assertSame( 0, $job['counts']['products']['created'], 'Nothing is copied twice.' );
	}
}
