<?php
/**
 * Schema 2: the product lookup table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * Price, stock, rating and sales of every product and variation, indexed for sorting and
 * filtering; the unique SKU index keeps SKUs unique across the store.
 */
final class Migration0002ProductLookup implements Migration {

	public function version(): int {
		return 2;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . 'vitrine_product_lookup';
		dbDelta(
			"CREATE TABLE {$table} (
				product_id bigint(20) unsigned NOT NULL,
				parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
				type varchar(20) NOT NULL DEFAULT 'simple',
				sku varchar(100) NULL DEFAULT NULL,
				min_price decimal(19,4) NULL DEFAULT NULL,
				max_price decimal(19,4) NULL DEFAULT NULL,
				on_sale tinyint(1) NOT NULL DEFAULT 0,
				stock_quantity int NULL DEFAULT NULL,
				stock_status varchar(20) NOT NULL DEFAULT 'instock',
				average_rating decimal(3,2) NOT NULL DEFAULT 0.00,
				rating_count int unsigned NOT NULL DEFAULT 0,
				total_sales bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (product_id),
				UNIQUE KEY sku (sku),
				KEY parent_id (parent_id),
				KEY min_price (min_price),
				KEY max_price (max_price),
				KEY average_rating (average_rating, rating_count),
				KEY total_sales (total_sales),
				KEY stock_status (stock_status)
			) {$wpdb->get_charset_collate()};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_product_lookup' );
	}
}
