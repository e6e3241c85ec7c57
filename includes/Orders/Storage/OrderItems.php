<?php
/**
 * Writes the lines of orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Orders\OrderItem;
use Vitrine\Orders\OrderStoreException;

/**
 * The rows of vitrine_order_items: written with the order, then only their meta changes (the
 * stock an item took, say). They are read with their order (OrderReader).
 */
final class OrderItems {

	public function __construct( private readonly OrderStore $store ) {
	}

	/**
	 * Writes a new order's lines; inside its transaction.
	 *
	 * @param int                        $order_id The order.
	 * @param list<array<string, mixed>> $lines    Its lines (OrderDraft::lines()).
	 * @throws OrderStoreException When a row is refused.
	 */
	public function insert( int $order_id, array $lines ): void {
		global $wpdb;
		$rows = array();
		foreach ( $lines as $line ) {
			$rows[] = $wpdb->prepare(
				'(%d, %s, %s, %d, %d, %d, %d, %d, %d, %d, %s, %s)',
				$order_id,
				(string) $line['type'],
				sanitize_text_field( (string) $line['name'] ),
				(int) $line['product_id'],
				(int) $line['variation_id'],
				(int) $line['quantity'],
				(int) $line['subtotal'],
				(int) $line['subtotal_tax'],
				(int) $line['total'],
				(int) $line['total_tax'],
				self::json( (array) $line['taxes'] ),
				self::json( (array) $line['meta'] )
			);
		}
		if ( array() === $rows ) {
			return;
		}
		// One statement for every line, in their order (item ids follow it).
		$items = OrderTables::table( OrderTables::ITEMS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; each row prepared above.
		$this->store->run( "INSERT INTO {$items} (order_id, type, name, product_id, variation_id, quantity, subtotal, subtotal_tax, total, total_tax, taxes, meta) VALUES " . implode( ', ', $rows ) );
	}

	/**
	 * Replaces an item's meta.
	 *
	 * @param OrderItem            $item The item.
	 * @param array<string, mixed> $meta The new meta.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function update_item_meta( OrderItem $item, array $meta ): void {
		global $wpdb;
		$table = OrderTables::table( OrderTables::ITEMS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->store->run( $wpdb->prepare( "UPDATE {$table} SET meta = %s WHERE item_id = %d AND order_id = %d", self::json( $meta ), $item->id, $item->order_id ) );
		$this->store->touch( $item->order_id );
	}

	/**
	 * @param array<mixed> $value A list or map.
	 */
	private static function json( array $value ): string {
		return (string) wp_json_encode( (object) $value );
	}
}
