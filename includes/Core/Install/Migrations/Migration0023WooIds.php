<?php
/**
 * Schema 23: the index of posts copied from WooCommerce.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * A product, variation or coupon copied from WooCommerce is found again by its WooCommerce id
 * (Migration\Woo\WooIds), once per item and per order line of a migration. Its `_vitrine_woo_id`
 * meta says where it came from, but `postmeta` has no index on values: at 50,000 products each
 * lookup read every copied post (half a second), so a shop's move took hours. vitrine_woo_ids
 * keys the WooCommerce id to the post; filled here from the meta of earlier migrations.
 */
final class Migration0023WooIds implements Migration {

	public function version(): int {
		return 23;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_woo_ids (
				woo_id bigint(20) unsigned NOT NULL,
				post_id bigint(20) unsigned NOT NULL,
				PRIMARY KEY  (woo_id,post_id),
				KEY post_id (post_id)
			) {$wpdb->get_charset_collate()};"
		);
		self::fill_from_meta();
	}

	/**
	 * The posts an earlier migration copied, from their meta (one pass over the meta key's rows).
	 */
	public static function fill_from_meta(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- once, on upgrade; our table; values prepared.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->prefix}vitrine_woo_ids (woo_id, post_id) SELECT CAST(meta_value AS UNSIGNED), post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value REGEXP '^[0-9]+$'", '_vitrine_woo_id' ) );
	}

	public function tables(): array {
		return array( 'vitrine_woo_ids' );
	}
}
