<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Import;

use Vitrine\Catalog\Import\ImageImporter;
use Vitrine\Catalog\Import\ImportJobs;
use Vitrine\Catalog\Import\ImportRunner;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Tests\TestCase;

/**
 * Jobs made from CSV text, their files removed afterwards (files outlive the rolled-back
 * transaction).
 */
abstract class ImportTestCase extends TestCase {

	/** @var list<array<string, mixed>> */
	private array $jobs = array();

	protected function tearDown(): void {
		$jobs = $this->services()->get( ImportJobs::class );
		foreach ( $this->jobs as $job ) {
			$jobs->delete( $job );
		}
		$this->jobs = array();
		parent::tearDown();
	}

	/**
	 * @param list<string> $trusted_hosts Image hosts the runner may fetch from.
	 */
	protected function runner( array $trusted_hosts = array() ): ImportRunner {
		return $this->services( array( ImageImporter::class => static fn ( $c ): ImageImporter => new ImageImporter( $c->get( \Vitrine\Core\Http\Transport::class ), $trusted_hosts ) ) )->get( ImportRunner::class );
	}

	/**
	 * Uploads CSV text and answers the job's id.
	 */
	protected function upload( string $csv, ?ImportRunner $runner = null ): string {
		$job          = ( $runner ?? $this->runner() )->upload( $csv, 'products.csv' );
		$this->jobs[] = $job;
		return (string) $job['id'];
	}

	/**
	 * Runs batches until the job is done.
	 *
	 * @return array<string, mixed> The job.
	 */
	protected function run_all( string $id, ?ImportRunner $runner = null ): array {
		$runner = $runner ?? $this->runner();
		for ( $i = 0; $i < 100; $i++ ) {
			$job = $runner->run_batch( $id );
			if ( 'done' === $job['status'] ) {
				return $job;
			}
		}
		self::fail( 'The import never finished.' );
	}

	/**
	 * CSV text from rows (the first is the header).
	 *
	 * @param list<list<string>> $rows Rows.
	 */
	protected static function csv( array $rows, string $delimiter = ',' ): string {
		$handle = fopen( 'php://temp', 'w+b' );
		self::assertIsResource( $handle );
		foreach ( $rows as $row ) {
			fputcsv( $handle, $row, $delimiter, '"', '' );
		}
		rewind( $handle );
		return (string) stream_get_contents( $handle );
	}

	protected static function by_sku( string $sku ): int {
		return (int) \Vitrine\Plugin::instance()->get( LookupTable::class )->sku_owner( $sku );
	}

	protected static function count_products(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type IN (%s, %s)", ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ) );
	}
}
