<?php
/**
 * Schema 14: the product search index.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Database\Fulltext;
use Vitrine\Core\Install\Migration;

/**
 * One row per product with its title, its SKUs and those of its variations, and its plain-text
 * description, under InnoDB FULLTEXT indexes: a product search reads the index instead of
 * scanning every post with LIKE '%word%' (docs/decisions.md, "Product search").
 *
 * The indexes are created with the server's stopword list switched off for this connection
 * (InnoDB keeps the setting of the moment an index is created): with it, a required word of the
 * list ("about", "with", "the"…) would make every search that contains it find nothing.
 *
 * Existing products are indexed in batches. The names are copied here (a migration is a frozen
 * snapshot and Core imports no module); the Search module's SearchIndex writes the same rows later.
 */
final class Migration0014ProductSearch implements Migration {

	public const TABLE = 'vitrine_product_search';

	private const BATCH = 500;

	public function version(): int {
		return 14;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . self::TABLE;

		$stopwords = $wpdb->get_var( 'SELECT @@SESSION.innodb_ft_enable_stopword' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->query( 'SET SESSION innodb_ft_enable_stopword = 0' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		dbDelta(
			"CREATE TABLE {$table} (
				product_id bigint(20) unsigned NOT NULL,
				title text NOT NULL,
				sku_text text NOT NULL,
				content longtext NOT NULL,
				PRIMARY KEY  (product_id),
				FULLTEXT KEY title (title),
				FULLTEXT KEY sku_text (sku_text),
				FULLTEXT KEY search (title,sku_text,content)
			) ENGINE=InnoDB {$wpdb->get_charset_collate()};"
		);
		if ( null !== $stopwords ) {
			$wpdb->query( $wpdb->prepare( 'SET SESSION innodb_ft_enable_stopword = %d', (int) $stopwords ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		$this->rebuild( $table );
	}

	public function tables(): array {
		return array( self::TABLE );
	}

	/**
	 * Indexes every product not in the trash, BATCH at a time (one multi-row INSERT each).
	 */
	private function rebuild( string $table ): void {
		global $wpdb;
		$min  = Fulltext::min_token_size();
		$last = 0;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our table; ids are integers; each row was prepared.
		do {
			$posts = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT ID, post_title, post_excerpt, post_content FROM {$wpdb->posts}
					WHERE post_type = 'vitrine_product' AND post_status NOT IN ('trash', 'auto-draft') AND ID > %d ORDER BY ID LIMIT %d",
					$last,
					self::BATCH
				)
			);
			if ( ! is_array( $posts ) || array() === $posts ) {
				return;
			}
			$ids  = implode( ',', array_map( static fn ( object $post ): int => (int) $post->ID, $posts ) );
			$skus = array();
			$rows = $wpdb->get_results(
				"SELECT p.ID AS id, p.post_parent AS parent, m.meta_value AS sku FROM {$wpdb->posts} p
				INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_vitrine_sku'
				WHERE ( p.ID IN ({$ids}) AND p.post_parent = 0 ) OR ( p.post_parent IN ({$ids}) AND p.post_type = 'vitrine_variation' AND p.post_status = 'publish' )
				ORDER BY p.menu_order, p.ID"
			);
			foreach ( (array) $rows as $row ) {
				// A variation's SKU belongs to its product: a search for it finds the product.
				$owner            = 0 !== (int) $row->parent ? (int) $row->parent : (int) $row->id;
				$skus[ $owner ][] = (string) $row->sku;
			}
			$values = array();
			foreach ( $posts as $post ) {
				$id       = (int) $post->ID;
				$content  = trim( wp_strip_all_tags( strip_shortcodes( $post->post_excerpt . "\n" . $post->post_content ) ) );
				$values[] = $wpdb->prepare(
					'(%d, %s, %s, %s)',
					$id,
					Fulltext::indexable( (string) $post->post_title, $min ),
					Fulltext::indexable( implode( ' ', $skus[ $id ] ?? array() ), $min ),
					Fulltext::indexable( $content, $min )
				);
				$last     = $id;
			}
			$wpdb->query(
				"INSERT INTO {$table} (product_id, title, sku_text, content) VALUES " . implode( ',', $values )
				. ' ON DUPLICATE KEY UPDATE title = VALUES(title), sku_text = VALUES(sku_text), content = VALUES(content)'
			);
			$full = count( $posts ) === self::BATCH;
		} while ( $full );
		// phpcs:enable
	}
}
