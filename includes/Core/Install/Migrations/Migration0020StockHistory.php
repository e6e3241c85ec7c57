<?php
/**
 * Schema 20: the stock history of products and variations.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per change of a managed stock (the inventory module's stock history): the quantity
 * before and after, why (an order took it, an order gave it back, a merchant or an import set
 * it), the order and the user. Read newest first per product, hence the indexes.
 */
final class Migration0020StockHistory implements Migration {

	public function version(): int {
		return 20;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_stock_history (
				change_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				product_id bigint(20) unsigned NOT NULL,
				parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
				quantity_before int(11) NOT NULL,
				quantity_after int(11) NOT NULL,
				source varchar(20) NOT NULL,
				order_id bigint(20) unsigned NOT NULL DEFAULT 0,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				PRIMARY KEY  (change_id),
				KEY parent_created (parent_id,created_at),
				KEY product_created (product_id,created_at)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_stock_history' );
	}
}
