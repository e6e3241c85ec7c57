<?php
/**
 * Schema 16: the product lookup table holds the listings' default order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * The default order of the shop (menu order, then title, then id) sorted every product of the
 * catalogue on each page, since wp_posts has no index that serves it (its title is a TEXT
 * column). The lookup table gets each product's menu order and title, with the title column in
 * the collation of wp_posts.post_title so that both sort alike, and one index on the three:
 * a listing in the default order then reads that index in order and stops after its page
 * (docs/decisions.md, issue 14).
 *
 * The title keeps the first TITLE_LENGTH characters: two titles that share those and differ
 * after them fall back to the id's order. Existing rows are filled from wp_posts in one
 * statement. The names are copied here (a migration is a frozen snapshot).
 */
final class Migration0016ProductLookupDefaultOrder implements Migration {

	/** As long as InnoDB's 3072-byte index key allows beside the menu order and the id, in utf8mb4. */
	public const TITLE_LENGTH = 700;

	public function version(): int {
		return 16;
	}

	public function up(): void {
		global $wpdb;
		$table = $wpdb->prefix . 'vitrine_product_lookup';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange -- our table; names are ours.
		$columns = (array) $wpdb->get_col( "SHOW COLUMNS FROM {$table}" );
		if ( ! in_array( 'title', $columns, true ) ) {
			$collation = (string) $wpdb->get_var(
				$wpdb->prepare(
					'SELECT COLLATION_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND COLUMN_NAME = %s',
					$wpdb->posts,
					'post_title'
				)
			);
			$collate   = 1 === preg_match( '/^[A-Za-z0-9_]+$/', $collation ) ? " COLLATE {$collation}" : '';
			$charset   = '' !== $collate ? ' CHARACTER SET ' . strtok( $collation, '_' ) : '';
			$length    = self::TITLE_LENGTH;
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN menu_order int NOT NULL DEFAULT 0, ADD COLUMN title varchar({$length}){$charset}{$collate} NOT NULL DEFAULT ''" );
		}
		$keys = (array) $wpdb->get_col( "SHOW INDEX FROM {$table}", 2 );
		if ( ! in_array( 'default_order', $keys, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD KEY default_order (menu_order, title, product_id)" );
		}
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} l INNER JOIN {$wpdb->posts} p ON p.ID = l.product_id SET l.menu_order = p.menu_order, l.title = LEFT(p.post_title, %d)",
				self::TITLE_LENGTH
			)
		);
		// phpcs:enable
	}

	public function tables(): array {
		return array();
	}
}
