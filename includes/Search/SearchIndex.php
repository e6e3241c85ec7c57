<?php
/**
 * The product search index: one row per product in the table of Migration0014ProductSearch.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Database\Fulltext;

/**
 * Writes a product's searchable text: its title, its SKU with those of its enabled variations
 * (a variation's SKU finds its product), and its short and long descriptions as plain text.
 * Short words are written padded as well, so that the FULLTEXT index keeps them (Fulltext).
 * A product in the trash, a draft being auto-saved or a deleted one has no row.
 */
final class SearchIndex {

	public const TABLE = 'vitrine_product_search';

	/**
	 * @param IndexVersion $version Bumped when a row changes: the kept results of searches
	 *                              (SearchResults) are then stale.
	 */
	public function __construct( private readonly IndexVersion $version ) {
	}

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Rewrites the row of a product, or of a variation's product.
	 */
	public function sync( int $post_id ): void {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post ) {
			$this->delete( $post_id );
			return;
		}
		if ( ProductPostTypes::VARIATION === $post->post_type ) {
			if ( $post->post_parent > 0 ) {
				$this->sync( (int) $post->post_parent );
			}
			return;
		}
		if ( ProductPostTypes::PRODUCT !== $post->post_type ) {
			return;
		}
		if ( in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			$this->delete( $post_id );
			return;
		}
		$this->write( $post );
	}

	public function delete( int $post_id ): void {
		global $wpdb;
		$deleted = $wpdb->delete( self::name(), array( 'product_id' => $post_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( is_int( $deleted ) && $deleted > 0 ) {
			$this->version->bump();
		}
	}

	/**
	 * One row, for tests and diagnostics.
	 *
	 * @return array<string, string>|null
	 */
	public function row( int $product_id ): ?array {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE product_id = %d", $product_id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The plain text of a product's descriptions.
	 */
	public static function plain_text( string $excerpt, string $content ): string {
		return trim( wp_strip_all_tags( strip_shortcodes( $excerpt . "\n" . $content ) ) );
	}

	private function write( \WP_Post $post ): void {
		global $wpdb;
		$min   = Fulltext::min_token_size();
		$table = self::name();
		$skus  = array_filter( array_merge( array( (string) get_post_meta( $post->ID, ProductMeta::SKU, true ) ), $this->variation_skus( $post->ID ) ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$changed = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (product_id, title, sku_text, content) VALUES (%d, %s, %s, %s)
				ON DUPLICATE KEY UPDATE title = VALUES(title), sku_text = VALUES(sku_text), content = VALUES(content)",
				$post->ID,
				Fulltext::indexable( $post->post_title, $min ),
				Fulltext::indexable( implode( ' ', $skus ), $min ),
				Fulltext::indexable( self::plain_text( $post->post_excerpt, $post->post_content ), $min )
			)
		);
		// phpcs:enable
		// 1 for a new row, 2 for a changed one, 0 when the save changed nothing searched (a price, the stock).
		if ( is_int( $changed ) && $changed > 0 ) {
			$this->version->bump();
		}
	}

	/**
	 * The SKUs of a product's enabled variations.
	 *
	 * @return list<string>
	 */
	private function variation_skus( int $product_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed read over core tables.
		$skus = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT m.meta_value FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s
				WHERE p.post_parent = %d AND p.post_type = %s AND p.post_status = 'publish' ORDER BY p.menu_order, p.ID",
				ProductMeta::SKU,
				$product_id,
				ProductPostTypes::VARIATION
			)
		);
		return array_values( array_map( 'strval', $skus ) );
	}
}
