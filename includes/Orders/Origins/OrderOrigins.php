<?php
/**
 * The origins of orders: vitrine_order_origins.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Origins;

use Vitrine\Orders\OrderStoreException;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Orders\Storage\OrderTables;

/**
 * Writes one row per order that carried attribution (inside the order-placement transaction,
 * through the order store, so a rolled-back order leaves no row and every cached order list is
 * forgotten), and reads them for the order screen and the orders list. The report reads the
 * table itself.
 */
final class OrderOrigins {

	/** Sources the list's filter offers at most. */
	public const MAX_FILTER_SOURCES = 100;

	public function __construct( private readonly OrderStore $store ) {
	}

	public static function table(): string {
		return OrderTables::table( OrderTables::ORIGINS );
	}

	/**
	 * Writes (or rewrites) an order's origin.
	 *
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function save( OrderOrigin $origin ): void {
		global $wpdb;
		$row     = $origin->row();
		$columns = array_keys( $row );
		$holders = array();
		$values  = array();
		foreach ( $row as $value ) {
			if ( null === $value ) {
				$holders[] = 'NULL';
			} else {
				$holders[] = is_int( $value ) ? '%d' : '%s';
				$values[]  = $value;
			}
		}
		$updates = implode( ', ', array_map( static fn ( string $column ): string => "{$column} = VALUES({$column})", array_slice( $columns, 1 ) ) );
		$table   = self::table();
		$sql     = "INSERT INTO {$table} (" . implode( ', ', $columns ) . ') VALUES (' . implode( ', ', $holders ) . ") ON DUPLICATE KEY UPDATE {$updates}";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table and columns; values prepared.
		$this->store->run( $wpdb->prepare( $sql, $values ) );
		$this->store->touch( $origin->order_id );
	}

	/**
	 * When an order was created (Unix time), read inside the placement's transaction so that the
	 * row's created_at is the order's own; null for no such order.
	 */
	public function order_created_at( int $order_id ): ?int {
		global $wpdb;
		$orders = OrderTables::table( OrderTables::ORDERS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$created = $wpdb->get_var( $wpdb->prepare( "SELECT created_at FROM {$orders} WHERE order_id = %d", $order_id ) );
		return null === $created ? null : OrderTables::time( (string) $created );
	}

	/**
	 * An order's origin, or null when it carried none.
	 */
	public function find( int $order_id ): ?OrderOrigin {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d", $order_id ), ARRAY_A );
		return is_array( $row ) ? OrderOrigin::from_row( $row ) : null;
	}

	/**
	 * The origins of several orders, in one query.
	 *
	 * @param list<int> $order_ids The orders.
	 * @return array<int, OrderOrigin> By order id; orders without an origin are missing.
	 */
	public function find_many( array $order_ids ): array {
		global $wpdb;
		$order_ids = array_values( array_unique( array_map( 'intval', $order_ids ) ) );
		if ( array() === $order_ids ) {
			return array();
		}
		$table = self::table();
		$in    = implode( ',', array_fill( 0, count( $order_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table; placeholders built above.
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id IN ({$in})", $order_ids ), ARRAY_A );
		$origins = array();
		foreach ( $rows as $row ) {
			$origin                       = OrderOrigin::from_row( (array) $row );
			$origins[ $origin->order_id ] = $origin;
		}
		return $origins;
	}

	/**
	 * The types and sources that have orders, most orders first, for the list's filter; read
	 * from the (source_type, source, medium) index alone.
	 *
	 * @return list<array{type: string, source: string, orders: int}>
	 */
	public function sources(): array {
		global $wpdb;
		$table     = self::table();
		$cache_key = 'origin_sources_' . wp_cache_get_last_changed( OrderTables::CACHE_GROUP );
		$cached    = $this->store->cache_get( $cache_key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT source_type, source, COUNT(*) AS orders FROM {$table} GROUP BY source_type, source ORDER BY orders DESC, source_type, source LIMIT %d", self::MAX_FILTER_SOURCES ), ARRAY_A );
		$sources = array();
		foreach ( $rows as $row ) {
			$sources[] = array(
				'type'   => (string) $row['source_type'],
				'source' => (string) $row['source'],
				'orders' => (int) $row['orders'],
			);
		}
		$this->store->cache_set( $cache_key, $sources );
		return $sources;
	}
}
