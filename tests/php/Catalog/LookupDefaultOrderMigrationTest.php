<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog;

use Vitrine\Catalog\LookupTable;
use Vitrine\Core\Install\Installer;
use Vitrine\Core\Install\Migrations\Migration0016ProductLookupDefaultOrder;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * Migration 16: the lookup rows of existing products get their menu order and title, in the
 * collation of wp_posts' titles, indexed for the default order; it can run again. A product's
 * save keeps both up to date.
 */
final class LookupDefaultOrderMigrationTest extends TestCase {

	public function test_the_migration_fills_existing_rows_and_is_safe_to_run_again(): void {
		global $wpdb;
		$id    = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Éclair tin',
				'menu_order'    => 3,
				'regular_price' => '4',
			)
		);
		$table = LookupTable::name();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET menu_order = 0, title = '' WHERE product_id = %d", $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.

		( new Migration0016ProductLookupDefaultOrder() )->up();

		self::assertSame( '', $wpdb->last_error );
		$row = Plugin::instance()->catalog->lookup->row( $id );
		self::assertSame( '3', (string) $row['menu_order'] );
		self::assertSame( 'Éclair tin', $row['title'] );
		$index = $wpdb->get_col( "SHOW INDEX FROM {$table} WHERE Key_name = 'default_order'", 4 ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		self::assertSame( array( 'menu_order', 'title', 'product_id' ), $index );
		$collations = $wpdb->get_col( $wpdb->prepare( 'SELECT COLLATION_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND ( ( TABLE_NAME = %s AND COLUMN_NAME = %s ) OR ( TABLE_NAME = %s AND COLUMN_NAME = %s ) )', $wpdb->posts, 'post_title', $table, 'title' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		self::assertCount( 2, $collations );
		self::assertSame( $collations[0], $collations[1], 'Titles sort alike in both tables.' );
		self::assertContains( 16, array_map( static fn ( $m ): int => $m->version(), Installer::migrations() ) );
	}

	public function test_a_save_keeps_the_menu_order_and_title_of_the_row(): void {
		$writer = Plugin::instance()->catalog->writer;
		$id     = $writer->save_product(
			0,
			array(
				'name'          => 'Old name',
				'regular_price' => '4',
			)
		);

		$writer->save_product(
			$id,
			array(
				'name'       => 'New name',
				'menu_order' => -2,
			)
		);
		wp_update_post(
			array(
				'ID'         => $id,
				'menu_order' => 5,
			)
		);
		Plugin::instance()->catalog->lookup_sync->flush();

		$row = Plugin::instance()->catalog->lookup->row( $id );
		self::assertSame( 'New name', $row['title'] );
		self::assertSame( '5', (string) $row['menu_order'], 'A change made outside the editor too (quick edit, another plugin).' );
	}
}
