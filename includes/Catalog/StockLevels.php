<?php
/**
 * Changes a product's or variation's stock quantity safely under concurrency.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Catalog\Model\Stock;

/**
 * Orders reduce and restore stock while other requests do the same, so a quantity is never
 * read in PHP and written back blindly: adjust() locks the stock meta row (SELECT … FOR UPDATE)
 * and writes the new quantity with a compare-and-set UPDATE (WHERE meta_value is still what was
 * read), retrying when another request got in between. Inside a transaction the lock holds the
 * row until the caller commits, so the compare always succeeds.
 *
 * The stock status meta and the lookup row are brought up to date at once, as ProductWriter
 * does.
 */
final class StockLevels {

	private const ATTEMPTS = 5;

	public function __construct( private readonly LookupTable $lookup ) {
	}

	/**
	 * Adds $delta units (negative to take them away) to the managed stock of a product or
	 * variation. Stock never goes below what the catalog allows: without backorders, a reduction
	 * stops at 0 (or at the quantity, when that is already below 0); with backorders it may go
	 * below 0.
	 *
	 * @param int $product_or_variation_id The product (a simple product) or the variation.
	 * @param int $delta                   Units to add; negative to reduce.
	 * @return array{before: int, after: int}|null The quantity before and after; after - before
	 *                                             is what was applied. Null when the post is no
	 *                                             product or variation or its stock is not managed.
	 * @throws \RuntimeException When the database refuses the change or it keeps racing.
	 */
	public function adjust( int $product_or_variation_id, int $delta ): ?array {
		global $wpdb;
		$id = $product_or_variation_id;
		if ( ! in_array( get_post_type( $id ), array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ), true ) ) {
			return null;
		}
		// Read from the database, not from the meta cache: another request may have changed them.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- an atomic read of two meta rows.
		$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key IN (%s, %s)", $id, ProductMeta::MANAGE_STOCK, ProductMeta::BACKORDERS ), ARRAY_A );
		$settings = array();
		foreach ( (array) $rows as $row ) {
			$settings[ (string) $row['meta_key'] ] = (string) $row['meta_value'];
		}
		if ( 'yes' !== ( $settings[ ProductMeta::MANAGE_STOCK ] ?? 'no' ) ) {
			return null;
		}
		$backorders = $settings[ ProductMeta::BACKORDERS ] ?? Stock::BACKORDERS_NO;

		$change = null;
		for ( $attempt = 1; null === $change && $attempt <= self::ATTEMPTS; $attempt++ ) {
			$change = $this->compare_and_set( $id, $delta, Stock::BACKORDERS_NO === $backorders );
		}
		if ( null === $change ) {
			throw new \RuntimeException( sprintf( 'The stock of %d kept changing under this request.', (int) $id ) );
		}

		wp_cache_delete( $id, 'post_meta' );
		$status = ( new Stock( true, $change['after'], $backorders ) )->status();
		if ( get_post_meta( $id, ProductMeta::STOCK_STATUS, true ) !== $status ) {
			update_post_meta( $id, ProductMeta::STOCK_STATUS, $status );
		}
		$this->lookup->sync( $id );

		/**
		 * Fires after the stock of a product or variation was changed by adjust().
		 *
		 * @param int $id     The product or variation.
		 * @param int $before The quantity before.
		 * @param int $after  The quantity after.
		 */
		do_action( 'vitrine_stock_adjusted', $id, $change['before'], $change['after'] );
		return $change;
	}

	/**
	 * One attempt: read the quantity with a lock, write the new one if it is still the same.
	 *
	 * @param int  $id       The product or variation.
	 * @param int  $delta    Units to add.
	 * @param bool $no_below Whether the quantity may not go below 0 (no backorders).
	 * @return array{before: int, after: int}|null Null when another request changed it in between.
	 * @throws \RuntimeException When the database refuses the change.
	 */
	private function compare_and_set( int $id, int $delta, bool $no_below ): ?array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- a locking read of one meta row.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT meta_id, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s ORDER BY meta_id LIMIT 1 FOR UPDATE", $id, ProductMeta::STOCK ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			throw new \RuntimeException( 'Could not read the stock: ' . esc_html( $wpdb->last_error ) );
		}
		$before = is_array( $row ) ? (int) $row['meta_value'] : 0;
		$after  = $before + $delta;
		if ( $no_below && $delta < 0 ) {
			$after = max( $after, min( $before, 0 ) );
		}
		if ( ! is_array( $row ) ) {
			// A managed product saved without a quantity has none: its first change creates it.
			if ( false === add_post_meta( $id, ProductMeta::STOCK, (string) $after, true ) ) {
				return null;
			}
			return array(
				'before' => $before,
				'after'  => $after,
			);
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- compare-and-set on one meta row.
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE meta_id = %d AND meta_value = %s", (string) $after, (int) $row['meta_id'], (string) $row['meta_value'] ) );
		if ( false === $updated ) {
			throw new \RuntimeException( 'Could not write the stock: ' . esc_html( $wpdb->last_error ) );
		}
		if ( 1 !== $updated && $after !== $before ) {
			return null;
		}
		return array(
			'before' => $before,
			'after'  => $after,
		);
	}
}
