<?php
/**
 * Schema 7: the coupon usage table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per use of a coupon by an order: who used it (user id, 0 for a guest, and the billing
 * email, lower-cased), so that usage limits per coupon and per customer are counted by index
 * instead of by post meta. An order uses a coupon once (unique order and coupon), and a
 * cancelled order's rows are deleted, which gives its uses back.
 */
final class Migration0007CouponUsage implements Migration {

	public function version(): int {
		return 7;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . 'vitrine_coupon_usage';
		dbDelta(
			"CREATE TABLE {$table} (
				usage_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				coupon_id bigint(20) unsigned NOT NULL,
				order_id bigint(20) unsigned NOT NULL,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				email varchar(100) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				PRIMARY KEY  (usage_id),
				UNIQUE KEY order_coupon (order_id,coupon_id),
				KEY coupon_user (coupon_id,user_id),
				KEY coupon_email (coupon_id,email)
			) {$wpdb->get_charset_collate()};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_coupon_usage' );
	}
}
