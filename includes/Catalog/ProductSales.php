<?php
/**
 * Units sold per product, for the "popularity" order of listings.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * Adds sold units to a product's total in one statement (two orders paid at once both count),
 * then brings the lookup table, which listings sort on, up to date.
 */
final class ProductSales {

	public function __construct( private readonly LookupTable $lookup ) {
	}

	/**
	 * @param int $product_id The product (a variation's sales count on its product).
	 * @param int $units      Units sold; negative to take a count back.
	 */
	public function add( int $product_id, int $units ): void {
		global $wpdb;
		if ( $product_id <= 0 || 0 === $units ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- an atomic increment has no API; the cache is cleared below.
		$updated = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = GREATEST( 0, CAST( meta_value AS SIGNED ) + %d ) WHERE post_id = %d AND meta_key = %s",
				$units,
				$product_id,
				ProductMeta::TOTAL_SALES
			)
		);
		if ( 0 === $updated ) {
			add_post_meta( $product_id, ProductMeta::TOTAL_SALES, (string) max( 0, $units ), true );
		}
		wp_cache_delete( $product_id, 'post_meta' );
		$this->lookup->sync( $product_id );
	}
}
