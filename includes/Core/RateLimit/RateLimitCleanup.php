<?php
/**
 * Removes the rate limits' expired counts every hour.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

/**
 * An hourly WP-Cron event deletes the database buckets whose window has passed, in batches, so
 * the table holds little more than the last hour's clients. Scheduled when missing (a
 * re-activated plugin gets it back), unscheduled on deactivation. With an object cache the
 * cache forgets buckets by itself and the table stays empty.
 */
final class RateLimitCleanup {

	public const HOOK = 'vitrine_rate_limit_cleanup';

	public function __construct( private readonly DatabaseCounters $counters ) {
	}

	public function schedule(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 600, 'hourly', self::HOOK );
		}
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * @return int How many buckets were deleted.
	 */
	public function run(): int {
		return $this->counters->delete_expired( time() );
	}
}
