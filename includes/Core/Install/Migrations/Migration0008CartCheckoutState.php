<?php
/**
 * Schema 8: checkout state kept with the cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * Adds the carts' `checkout` column (JSON: applied coupons, chosen shipping rate, the shopper's
 * location for estimates, the order last placed from the cart). dbDelta adds a missing column
 * and leaves existing rows as they are (NULL reads as an empty state).
 */
final class Migration0008CartCheckoutState implements Migration {

	public function version(): int {
		return 8;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . 'vitrine_carts';
		// The whole table as it is now: dbDelta compares and adds only what is missing.
		dbDelta(
			"CREATE TABLE {$table} (
				cart_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				token char(32) NOT NULL,
				customer_id bigint(20) unsigned NULL DEFAULT NULL,
				contents longtext NOT NULL,
				hash char(32) NOT NULL DEFAULT '',
				checkout longtext NULL,
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
