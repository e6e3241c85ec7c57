<?php
/**
 * Rate-limit counts in a table of ours.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

/**
 * One row per bucket. The increment is one statement (INSERT … ON DUPLICATE KEY UPDATE), atomic
 * however many requests run at once; LAST_INSERT_ID(expr) hands this connection the count it
 * made, without a second query that could read another request's increment. Expired rows are
 * deleted in batches by RateLimitCleanup. A failing database never blocks a shopper: the count
 * is then 0 and the failure is logged.
 */
final class DatabaseCounters implements Counters {

	public const TABLE = 'vitrine_rate_limits';

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	public function increment( string $bucket, int $expires_at ): int {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared; a counter is never cached.
		$result = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (bucket, hits, expires_at) VALUES (%s, 1, %d) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", $bucket, $expires_at ) );
		if ( false === $result ) {
			self::log( $wpdb->last_error );
			return 0;
		}
		// 1 row affected: inserted, the first hit; 2: updated, and insert_id is the new count.
		return 1 === (int) $result ? 1 : (int) $wpdb->insert_id;
	}

	public function count( string $bucket ): int {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared; a counter is never cached.
		$hits = $wpdb->get_var( $wpdb->prepare( "SELECT hits FROM {$table} WHERE bucket = %s", $bucket ) );
		if ( '' !== $wpdb->last_error ) {
			self::log( $wpdb->last_error );
		}
		return (int) $hits;
	}

	/**
	 * Deletes the buckets that expired, a batch per statement.
	 *
	 * @param int $now   Unix time.
	 * @param int $batch Rows per statement.
	 * @return int How many were deleted.
	 */
	public function delete_expired( int $now, int $batch = 1000 ): int {
		global $wpdb;
		$table   = self::name();
		$deleted = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$rows = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at <= %d ORDER BY expires_at LIMIT %d", $now, $batch ) );
			if ( false === $rows ) {
				self::log( $wpdb->last_error );
				break;
			}
			$deleted += (int) $rows;
		} while ( (int) $rows === $batch );
		return $deleted;
	}

	private static function log( string $error ): void {
		error_log( 'Vitrine rate limits: ' . $error ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
	}
}
