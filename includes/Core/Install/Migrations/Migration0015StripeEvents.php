<?php
/**
 * Schema 15: the Stripe events received.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per Stripe event delivered to the webhook: its unique id, so that a replay is
 * processed once; what it is about; and how processing went (received, processed, failed,
 * ignored), with the attempts and the last error, which the webhook health reads.
 */
final class Migration0015StripeEvents implements Migration {

	public function version(): int {
		return 15;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_stripe_events (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				event_id varchar(191) NOT NULL,
				type varchar(100) NOT NULL DEFAULT '',
				object_id varchar(191) NOT NULL DEFAULT '',
				livemode tinyint(1) NOT NULL DEFAULT 0,
				created bigint(20) unsigned NOT NULL DEFAULT 0,
				received_at bigint(20) unsigned NOT NULL,
				claimed_at bigint(20) unsigned NOT NULL,
				processed_at bigint(20) unsigned DEFAULT NULL,
				status varchar(20) NOT NULL DEFAULT 'received',
				attempts int(10) unsigned NOT NULL DEFAULT 1,
				error text NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY event_id (event_id),
				KEY status_received (status,received_at),
				KEY received_at (received_at)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_stripe_events' );
	}
}
