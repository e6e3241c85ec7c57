<?php
/**
 * Parallel adds cannot pass a store's size limit, nor lose one another.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\DataStores;

use Vitrine\DataStores\DataStore;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\DataStores\StoreItems;
use Vitrine\Plugin;
use Vitrine\Tests\ParallelChildren;
use Vitrine\Tests\TestCase;

/**
 * Real PHP processes, each loading the test WordPress and adding a different post to the same
 * user's store, released together. Children cannot see this test's uncommitted rows, so it
 * leaves the per-test transaction, commits what it needs, and deletes it after.
 */
final class StoreRaceTest extends TestCase {

	private const PROCESSES = 6;

	private const LIMIT = 2;

	/**
	 * @return array<string, array{string}>
	 */
	public static function types(): array {
		return array(
			'user meta'    => array( DataStore::TYPE_USER ),
			'server table' => array( DataStore::TYPE_SERVER ),
		);
	}

	/**
	 * @dataProvider types
	 */
	public function test_parallel_adds_stop_at_the_limit_and_none_is_lost( string $type ): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$stores = Plugin::instance()->get( StoreDefinitions::class );
		$slug   = 'race' . strtolower( wp_generate_password( 6, false ) );
		$user   = 0;
		$posts  = array();
		try {
			$stores->save( $slug, 'Race', $type, self::LIMIT );
			$user = $this->create_user( 'subscriber' );
			for ( $i = 0; $i < self::PROCESSES; $i++ ) {
				$posts[] = StoreItemsTest::post();
			}
			$outputs = ParallelChildren::run(
				__DIR__ . '/concurrent-add.php',
				array_map( static fn ( int $post ): array => array( $slug, (string) $post, (string) $user ), $posts )
			);

			wp_cache_flush();
			$kept = Plugin::instance()->get( StoreItems::class )->items( $stores->require( $slug ), $user );
			self::assertCount( self::LIMIT, $kept, 'Exactly the limit was kept: ' . implode( ' | ', $outputs ) );
			self::assertSame( self::LIMIT, count( array_keys( $outputs, 'added', true ) ), implode( ' | ', $outputs ) );
			self::assertSame( self::PROCESSES - self::LIMIT, count( array_keys( $outputs, 'refused vitrine_store_full', true ) ), implode( ' | ', $outputs ) );
		} finally {
			$stores->delete( $slug );
			foreach ( $posts as $post ) {
				wp_delete_post( $post, true );
			}
			if ( $user > 0 ) {
				require_once ABSPATH . 'wp-admin/includes/user.php';
				wp_delete_user( $user );
			}
			$wpdb->delete( StoreItems::table(), array( 'store' => $slug ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->query( 'SET autocommit = 0' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}
