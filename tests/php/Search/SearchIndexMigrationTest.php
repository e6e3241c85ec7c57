<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Core\Install\Installer;
use Vitrine\Core\Install\Migrations\Migration0014ProductSearch;
use Vitrine\Plugin;
use Vitrine\Search\SearchIndex;

require_once __DIR__ . '/SearchTestCase.php';

/**
 * Migration 14 indexes the products that existed before it, variations' SKUs included, and can
 * run again.
 */
final class SearchIndexMigrationTest extends SearchTestCase {

	public function test_the_migration_indexes_existing_products_and_is_safe_to_run_again(): void {
		global $wpdb;
		$id = $this->product(
			array(
				'name'        => 'Antechinus scarf',
				'sku'         => 'ANT-1',
				'type'        => 'variable',
				'description' => '<p>Knitted from Kowaristyle yarn.</p>',
			)
		);
		$this->variation( $id, array( 'sku' => 'ANT-1-RED' ) );
		$table = SearchIndex::name();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		self::assertSame( array(), $this->search( 'antechinus' ), 'Nothing indexed.' );

		( new Migration0014ProductSearch() )->up();

		self::assertSame( '', $wpdb->last_error );
		$row = Plugin::instance()->get( SearchIndex::class )->row( $id );
		self::assertNotNull( $row );
		self::assertSame( 'Antechinus scarf', $row['title'] );
		self::assertSame( 'ANT-1 ANT-1-RED 1__', $row['sku_text'], 'The product\'s SKU, its variation\'s, and the short word padded.' );
		self::assertStringContainsString( 'Knitted from Kowaristyle yarn.', $row['content'] );
		self::assertStringNotContainsString( '<p>', $row['content'] );
		self::assertSame( array( $id ), $this->search( 'antechinus kowaristyle' ) );
		self::assertSame( array( $id ), $this->search( 'ANT-1-RED' ) );
		self::assertContains( 14, array_map( static fn ( $m ): int => $m->version(), Installer::migrations() ) );
	}
}
