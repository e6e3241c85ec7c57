<?php
/**
 * Schema 13: the product attribute lookup table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per product (or variation) and global attribute term, so that the shop's attribute
 * filters and their counts are one indexed query instead of a join over term relationships and
 * variation meta. Existing products are written in batches by a cron event that the catalog
 * answers (the event's name is copied here: a migration is a frozen snapshot and Core imports
 * no module).
 */
final class Migration0013ProductAttributeLookup implements Migration {

	/** The rebuild event the catalog module answers (its AttributeLookup::REBUILD_EVENT). */
	public const REBUILD_EVENT = 'vitrine_attribute_lookup_rebuild';

	public function version(): int {
		return 13;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . 'vitrine_product_attribute_lookup';
		dbDelta(
			"CREATE TABLE {$table} (
				product_id bigint(20) unsigned NOT NULL,
				product_or_parent_id bigint(20) unsigned NOT NULL,
				taxonomy varchar(32) NOT NULL,
				term_id bigint(20) unsigned NOT NULL,
				is_variation_attribute tinyint(1) NOT NULL DEFAULT 0,
				in_stock tinyint(1) NOT NULL DEFAULT 1,
				PRIMARY KEY  (product_id, taxonomy, term_id),
				KEY term (taxonomy, term_id, product_or_parent_id, in_stock),
				KEY product_or_parent_id (product_or_parent_id)
			) {$wpdb->get_charset_collate()};"
		);
		// Existing products: written from the first id on, in batches, outside this request.
		if ( ! wp_next_scheduled( self::REBUILD_EVENT, array( 0 ) ) ) {
			wp_schedule_single_event( time(), self::REBUILD_EVENT, array( 0 ) );
		}
	}

	public function tables(): array {
		return array( 'vitrine_product_attribute_lookup' );
	}
}
