<?php
/**
 * The attribute lookup table: which products have which global attribute terms.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;

/**
 * One row per product, or per variation for the attributes variations are made of, and term of
 * a global attribute: product_or_parent_id is the product a shop lists, in_stock whether that
 * product or variation can be bought. A variation whose value is "any" gets a row for each of
 * its product's terms. Rows are rewritten whole for a product each time its lookup row is
 * (LookupTable::sync), so every path that keeps that table right keeps this one right too.
 */
final class AttributeLookup {

	public const TABLE = 'vitrine_product_attribute_lookup';

	/** The cron event that writes existing products' rows, a batch at a time. */
	public const REBUILD_EVENT = 'vitrine_attribute_lookup_rebuild';

	public const BATCH = 200;

	public function __construct( private readonly ProductRepository $products ) {
	}

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Rewrites the rows of a product and of its variations.
	 */
	public function sync_product( Product $product ): void {
		$this->delete_product( $product->id );
		$rows = array();
		foreach ( $product->attributes as $attribute ) {
			if ( '' === $attribute->taxonomy || ! taxonomy_exists( $attribute->taxonomy ) ) {
				continue;
			}
			$terms = $this->term_ids( $product->id, $attribute->taxonomy );
			if ( array() === $terms ) {
				continue;
			}
			if ( ! $product->is_variable() || ! $attribute->variation ) {
				foreach ( $terms as $term_id ) {
					$rows[] = array( $product->id, $product->id, $attribute->taxonomy, $term_id, 0, Stock::OUT_OF_STOCK !== $product->stock->status() );
				}
				continue;
			}
			foreach ( $this->products->variations( $product->id ) as $variation ) {
				if ( ! $variation->is_enabled() ) {
					continue;
				}
				$value    = (string) ( $variation->attributes[ $attribute->taxonomy ] ?? '' );
				$matching = '' === $value ? $terms : array_intersect_key( $terms, array( $value => true ) );
				foreach ( $matching as $term_id ) {
					$rows[] = array( $variation->id, $product->id, $attribute->taxonomy, $term_id, 1, Stock::OUT_OF_STOCK !== $variation->stock->status() );
				}
			}
		}
		$this->insert( $rows );
	}

	public function delete_product( int $product_id ): void {
		global $wpdb;
		$wpdb->delete( self::name(), array( 'product_or_parent_id' => $product_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Hooked to delete_term: a deleted term leaves no row behind.
	 */
	public function delete_term( int $term_id ): void {
		global $wpdb;
		$wpdb->delete( self::name(), array( 'term_id' => $term_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * The rows of one product or variation, for tests and diagnostics.
	 *
	 * @return list<array{product_id: int, taxonomy: string, term_id: int, is_variation_attribute: bool, in_stock: bool}>
	 */
	public function rows( int $product_or_parent_id ): array {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$found = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE product_or_parent_id = %d ORDER BY product_id, taxonomy, term_id", $product_or_parent_id ), ARRAY_A );
		$rows  = array();
		foreach ( (array) $found as $row ) {
			$rows[] = array(
				'product_id'             => (int) $row['product_id'],
				'taxonomy'               => (string) $row['taxonomy'],
				'term_id'                => (int) $row['term_id'],
				'is_variation_attribute' => (bool) $row['is_variation_attribute'],
				'in_stock'               => (bool) $row['in_stock'],
			);
		}
		return $rows;
	}

	/**
	 * Hooked to the rebuild event: writes the rows of the next batch of products after an id,
	 * and schedules the next batch while there are more.
	 *
	 * @return int The last product id written, 0 when there were none.
	 */
	public function rebuild_batch( int $after_id = 0 ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a keyset page over core's posts table.
		$ids  = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d AND post_status NOT IN ('trash', 'auto-draft') ORDER BY ID LIMIT %d", ProductPostTypes::PRODUCT, $after_id, self::BATCH ) );
		$last = 0;
		foreach ( $ids as $id ) {
			$last    = (int) $id;
			$product = $this->products->find( $last );
			if ( null !== $product ) {
				$this->sync_product( $product );
			}
		}
		if ( self::BATCH === count( $ids ) && ! wp_next_scheduled( self::REBUILD_EVENT, array( $last ) ) ) {
			wp_schedule_single_event( time(), self::REBUILD_EVENT, array( $last ) );
		}
		return $last;
	}

	/**
	 * The ids of a product's terms of one taxonomy, by slug.
	 *
	 * @return array<string, int>
	 */
	private function term_ids( int $product_id, string $taxonomy ): array {
		$terms = get_the_terms( $product_id, $taxonomy );
		$ids   = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$ids[ $term->slug ] = (int) $term->term_id;
		}
		return $ids;
	}

	/**
	 * @param list<array{0: int, 1: int, 2: string, 3: int, 4: int, 5: bool}> $rows Rows.
	 */
	private function insert( array $rows ): void {
		if ( array() === $rows ) {
			return;
		}
		global $wpdb;
		$table  = self::name();
		$values = array();
		foreach ( $rows as $row ) {
			$values[] = $wpdb->prepare( '(%d, %d, %s, %d, %d, %d)', $row[0], $row[1], $row[2], $row[3], $row[4], $row[5] ? 1 : 0 );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our table; each row prepared above.
		$wpdb->query( "INSERT IGNORE INTO {$table} (product_id, product_or_parent_id, taxonomy, term_id, is_variation_attribute, in_stock) VALUES " . implode( ', ', $values ) );
	}
}
