<?php

declare(strict_types=1);

namespace Vitrine\Tests\Migration;

use Vitrine\Migration\Woo\WooMigration;
use Vitrine\Migration\Woo\WooSource;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/WooShop.php';

/**
 * WooCommerce's tables exist for the class (CREATE TABLE commits, so they are made before the
 * test's transaction and dropped after the class); the shop's rows are the test's, rolled back.
 */
abstract class WooTestCase extends TestCase {

	protected WooShop $shop;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		WooShop::create_tables();
	}

	public static function tearDownAfterClass(): void {
		WooShop::drop_tables();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->source()->forget();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function fill( bool $hpos = true ): WooShop {
		$this->shop = ( new WooShop() )->fill( $hpos );
		return $this->shop;
	}

	protected function migration(): WooMigration {
		return $this->services()->get( WooMigration::class );
	}

	protected function source(): WooSource {
		return $this->services()->get( WooSource::class );
	}

	/**
	 * Starts a migration and runs its batches to the end.
	 *
	 * @return array<string, mixed> The job.
	 */
	protected function run_all( string $mode = 'run', int $batch = 20 ): array {
		$migration = $this->migration();
		$job       = $migration->start( $mode );
		for ( $i = 0; $i < 50 && 'running' === $job['status']; $i++ ) {
			$job = $migration->batch( $batch );
		}
		self::assertSame( 'done', $job['status'] );
		return $job;
	}

	/**
	 * The post copied from a WooCommerce id.
	 */
	protected static function copied_post( int $woo_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_vitrine_woo_id' AND meta_value = %s", (string) $woo_id ) );
	}

	/**
	 * The skips of a job for a kind, as "name: reason".
	 *
	 * @param array<string, mixed> $job The job.
	 * @return list<string>
	 */
	protected static function skips( array $job, string $kind ): array {
		$skips = array();
		foreach ( $job['skipped'] as $skip ) {
			if ( $kind === $skip['kind'] ) {
				$skips[] = $skip['name'] . ': ' . implode( ' ', $skip['reasons'] );
			}
		}
		return $skips;
	}
}
