<?php
/**
 * Reads and writes the meta of orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Orders\OrderStoreException;

/**
 * The rows of vitrine_order_meta: one value per order and key, serialized as WordPress does.
 */
final class OrderMeta {

	public function __construct( private readonly OrderStore $store ) {
	}

	/**
	 * A meta value of an order, fresh from the database.
	 */
	public function get_meta( int $order_id, string $key ): mixed {
		global $wpdb;
		$table = OrderTables::table( OrderTables::META );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$table} WHERE order_id = %d AND meta_key = %s", $order_id, $key ) );
		return null === $value ? null : maybe_unserialize( $value );
	}

	/**
	 * Sets a meta value (scalars and arrays; arrays are serialized as WordPress does).
	 *
	 * @throws \InvalidArgumentException When the key is empty or too long.
	 * @throws OrderStoreException       When the database refuses it.
	 */
	public function update_meta( int $order_id, string $key, mixed $value ): void {
		self::check_meta_key( $key );
		$this->write_meta( $order_id, $key, $value );
		$this->store->touch( $order_id );
	}

	/**
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function delete_meta( int $order_id, string $key ): void {
		global $wpdb;
		$table = OrderTables::table( OrderTables::META );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->store->run( $wpdb->prepare( "DELETE FROM {$table} WHERE order_id = %d AND meta_key = %s", $order_id, $key ) );
		$this->store->touch( $order_id );
	}

	/**
	 * Ids of the orders that have this meta value (a gateway's payment reference, say).
	 *
	 * @return list<int>
	 */
	public function find_ids_by_meta( string $key, string $value ): array {
		global $wpdb;
		$table = OrderTables::table( OrderTables::META );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE meta_key = %s AND meta_value = %s ORDER BY order_id", $key, $value ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * @throws OrderStoreException When the row is refused.
	 */
	public function write_meta( int $order_id, string $key, mixed $value ): void {
		global $wpdb;
		$table = OrderTables::table( OrderTables::META );
		$this->store->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$table} (order_id, meta_key, meta_value) VALUES (%d, %s, %s) ON DUPLICATE KEY UPDATE meta_value = VALUES(meta_value)",
				$order_id,
				$key,
				(string) maybe_serialize( $value )
			)
		);
	}

	/**
	 * Sets several meta values of an order in one statement (a new order's, say); the caller
	 * has checked the keys and touches the order.
	 *
	 * @param int                  $order_id The order.
	 * @param array<string, mixed> $values   Key => value.
	 * @throws OrderStoreException When the database refuses a row.
	 */
	public function write_many( int $order_id, array $values ): void {
		global $wpdb;
		$rows = array();
		foreach ( $values as $key => $value ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %s)', $order_id, (string) $key, (string) maybe_serialize( $value ) );
		}
		if ( array() === $rows ) {
			return;
		}
		$table = OrderTables::table( OrderTables::META );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; each row prepared above.
		$this->store->run( "INSERT INTO {$table} (order_id, meta_key, meta_value) VALUES " . implode( ', ', $rows ) . ' ON DUPLICATE KEY UPDATE meta_value = VALUES(meta_value)' );
	}

	/**
	 * @throws \InvalidArgumentException When the key cannot be stored.
	 */
	public static function check_meta_key( string $key ): void {
		if ( '' === $key || strlen( $key ) > 191 ) {
			throw new \InvalidArgumentException( 'An order meta key has 1 to 191 characters.' );
		}
	}
}
