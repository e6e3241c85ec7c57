<?php
/**
 * Schema 3: the carts table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per cart (no PHP sessions): a guest's found by its token, a customer's by the user id
 * (unique: NULL for guests), lines as JSON, the hash the browser keeps, and the expiry the daily
 * clean-up deletes by.
 */
final class Migration0003Carts implements Migration {

	public function version(): int {
		return 3;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . 'vitrine_carts';
		dbDelta(
			"CREATE TABLE {$table} (
				cart_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				token char(32) NOT NULL,
				customer_id bigint(20) unsigned NULL DEFAULT NULL,
				contents longtext NOT NULL,
				hash char(32) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				expires_at datetime NOT NULL,
				PRIMARY KEY  (cart_id),
				UNIQUE KEY token (token),
				UNIQUE KEY customer_id (customer_id),
				KEY expires_at (expires_at)
			) {$wpdb->get_charset_collate()};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_carts' );
	}
}
