<?php
/**
 * Schema 11: the rate limits' counters.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per client, limit and window (the bucket: a hash, so no address is stored), with its
 * count and when it may be deleted. Sites with a persistent object cache keep the counts there
 * and leave this table empty.
 */
final class Migration0011RateLimits implements Migration {

	public function version(): int {
		return 11;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_rate_limits (
				bucket char(64) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires_at bigint(20) unsigned NOT NULL,
				PRIMARY KEY  (bucket),
				KEY expires_at (expires_at)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_rate_limits' );
	}
}
