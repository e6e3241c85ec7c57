<?php
/**
 * Deletes old import jobs every day.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

/**
 * A daily WP-Cron event deletes the import jobs made more than KEEP_DAYS ago, with their files
 * (up to 50 MB each in uploads/vitrine-imports/): a finished job's summary, or an abandoned one,
 * is of no use after a week. Scheduled when missing, unscheduled on deactivation.
 */
final class ImportCleanup {

	public const HOOK = 'vitrine_import_cleanup';

	public const KEEP_DAYS = 7;

	public function __construct( private readonly ImportJobs $jobs ) {
	}

	public function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 3600, 'daily', self::HOOK );
		}
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * @return int How many jobs were deleted.
	 */
	public function run(): int {
		return $this->jobs->delete_older_than( time() - self::KEEP_DAYS * 86400 );
	}
}
