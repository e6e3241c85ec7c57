<?php
/**
 * The stock history of products and variations.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Inventory;

use Vitrine\Catalog\ProductPostTypes;

/**
 * Writes one row per change of a managed stock (action vitrine_stock_adjusted) and reads a
 * product's, its variations' included, newest first. A change made inside an order's database
 * transaction is written in it, so a rolled-back order leaves no row.
 */
final class StockHistory {

	/** How many changes the product screen shows. */
	public const SHOWN = 20;

	/**
	 * Action vitrine_stock_adjusted.
	 *
	 * @param int                                  $id     The product or variation.
	 * @param int                                  $before The quantity before.
	 * @param int                                  $after  The quantity after.
	 * @param array{source?: string, order_id?: int} $reason Why.
	 */
	public function record( int $id, int $before, int $after, array $reason = array() ): void {
		global $wpdb;
		$parent = ProductPostTypes::VARIATION === get_post_type( $id ) ? (int) wp_get_post_parent_id( $id ) : 0;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table, one row.
		$wpdb->insert(
			$wpdb->prefix . 'vitrine_stock_history',
			array(
				'product_id'      => $id,
				'parent_id'       => $parent > 0 ? $parent : $id,
				'quantity_before' => $before,
				'quantity_after'  => $after,
				'source'          => substr( sanitize_key( (string) ( $reason['source'] ?? 'other' ) ), 0, 20 ),
				'order_id'        => max( 0, (int) ( $reason['order_id'] ?? 0 ) ),
				'user_id'         => get_current_user_id(),
				'created_at'      => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%d', '%d', '%d', '%s', '%d', '%d', '%s' )
		);
	}

	/**
	 * A product's changes and its variations', newest first.
	 *
	 * @param int $product_id The product (for a variable product, its variations' changes too).
	 * @param int $limit      How many.
	 * @return list<array{product_id: int, before: int, after: int, source: string, order_id: int, user_id: int, created_at: int}>
	 */
	public function for_product( int $product_id, int $limit = self::SHOWN ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table, on its index.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT product_id, quantity_before, quantity_after, source, order_id, user_id, created_at FROM {$wpdb->prefix}vitrine_stock_history WHERE parent_id = %d ORDER BY created_at DESC, change_id DESC LIMIT %d", $product_id, $limit ), ARRAY_A );
		return array_map(
			static fn ( array $row ): array => array(
				'product_id' => (int) $row['product_id'],
				'before'     => (int) $row['quantity_before'],
				'after'      => (int) $row['quantity_after'],
				'source'     => (string) $row['source'],
				'order_id'   => (int) $row['order_id'],
				'user_id'    => (int) $row['user_id'],
				'created_at' => (int) strtotime( $row['created_at'] . ' UTC' ),
			),
			(array) $rows
		);
	}
}
