<?php
/**
 * Schema 17: where each order came from.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per order that carried attribution: the origin the checkout received, normalised into
 * columns the orders list filters on and the report groups by. The raw fields stay in the order's
 * meta as they came; this row is what is queried.
 *
 * - created_at is the order's own creation time, copied so that a report's date range is one
 *   range on this table's index before any join to the orders.
 * - source_type is the spec's type: utm, organic, referral, typein, admin, mobile_app or unknown.
 * - landing_page is the session's entrance point; session_seconds the time from the session's
 *   start to the order; device_type desktop, tablet or mobile, from the user agent.
 * - Text columns are cut to their size on the way in: attribution never fails an order.
 */
final class Migration0017OrderOrigins implements Migration {

	public function version(): int {
		return 17;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_order_origins (
				order_id bigint(20) unsigned NOT NULL,
				created_at datetime NOT NULL,
				source_type varchar(20) NOT NULL DEFAULT '',
				source varchar(100) NOT NULL DEFAULT '',
				medium varchar(100) NOT NULL DEFAULT '',
				campaign varchar(191) NOT NULL DEFAULT '',
				content varchar(191) NOT NULL DEFAULT '',
				term varchar(191) NOT NULL DEFAULT '',
				landing_page varchar(500) NOT NULL DEFAULT '',
				referrer varchar(500) NOT NULL DEFAULT '',
				device_type varchar(10) NOT NULL DEFAULT '',
				session_pages int(10) unsigned DEFAULT NULL,
				session_count int(10) unsigned DEFAULT NULL,
				session_seconds int(10) unsigned DEFAULT NULL,
				PRIMARY KEY  (order_id),
				KEY created_type (created_at,source_type),
				KEY type_source_medium (source_type,source,medium)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_order_origins' );
	}
}
