<?php
/**
 * Old import jobs go with their files; recent ones stay.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Catalog\Import;

use Vitrine\Catalog\Import\ImportCleanup;
use Vitrine\Catalog\Import\ImportError;
use Vitrine\Catalog\Import\ImportJobs;
use Vitrine\Plugin;

require_once __DIR__ . '/ImportTestCase.php';

final class ImportCleanupTest extends ImportTestCase {

	public function test_jobs_older_than_a_week_are_deleted_with_their_files_and_indexes(): void {
		wp_set_current_user( 1 );
		$jobs   = Plugin::instance()->get( ImportJobs::class );
		$csv    = "SKU,Name,Regular price\nC-1,Cup,5\n";
		$old    = $this->upload( $csv );
		$recent = $this->upload( $csv );
		$this->runner()->dry_run( $old );
		$job            = $jobs->get( $old );
		$job['created'] = time() - ( ImportCleanup::KEEP_DAYS + 1 ) * DAY_IN_SECONDS;
		$jobs->save( $job );
		$file = $jobs->path( $job );
		self::assertFileExists( $file );

		$deleted = ( new ImportCleanup( $jobs ) )->run();

		self::assertSame( 1, $deleted );
		self::assertFileDoesNotExist( $file );
		self::assertNull( $jobs->index( $old ) );
		self::assertSame( $recent, $jobs->get( $recent )['id'] );
		$this->expectException( ImportError::class );
		$jobs->get( $old );
	}

	public function test_the_cleanup_is_scheduled_daily_once_and_unscheduled(): void {
		$cleanup = new ImportCleanup( Plugin::instance()->get( ImportJobs::class ) );
		wp_clear_scheduled_hook( ImportCleanup::HOOK );

		$cleanup->schedule();
		$next = wp_next_scheduled( ImportCleanup::HOOK );
		$cleanup->schedule();

		self::assertNotFalse( $next );
		self::assertSame( $next, wp_next_scheduled( ImportCleanup::HOOK ), 'Scheduled once.' );
		self::assertSame( 'daily', wp_get_schedule( ImportCleanup::HOOK ) );
		$cleanup->unschedule();
		self::assertFalse( wp_next_scheduled( ImportCleanup::HOOK ) );
	}
}
