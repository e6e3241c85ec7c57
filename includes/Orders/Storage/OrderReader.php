<?php
/**
 * Reads orders: by id, key or idempotency key, and under a lock.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\OrderItem;
use Vitrine\Orders\OrderStoreException;

/**
 * An order is read with its addresses, items and meta in two queries for any number of orders,
 * and cached (see OrderStore). find_by_idempotency_key() always asks the database: it is the
 * double-submit guard.
 */
final class OrderReader {

	/** The columns of each part of read_rows()' second query, in the order of c1, c2, ... */
	private const PART_COLUMNS = array(
		'address' => array( 'type', 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' ),
		'item'    => array( 'type', 'name', 'product_id', 'variation_id', 'quantity', 'subtotal', 'subtotal_tax', 'total', 'total_tax', 'taxes', 'meta', 'item_id' ),
		'meta'    => array( 'meta_key', 'meta_value' ),
	);

	/** Where each part goes in an order's rows. */
	private const PART_KEYS = array(
		'address' => 'addresses',
		'item'    => 'items',
		'meta'    => 'meta',
	);

	public function __construct( private readonly OrderStore $store ) {
	}

	/**
	 * The order with this id, or null.
	 */
	public function find( int $id ): ?Order {
		if ( $id <= 0 ) {
			return null;
		}
		return $this->find_many( array( $id ) )[ $id ] ?? null;
	}

	/**
	 * Several orders in as few queries as possible (two for all that are not cached).
	 *
	 * @param list<int> $ids Order ids.
	 * @return array<int, Order> Found orders by id, in the order asked.
	 */
	public function find_many( array $ids ): array {
		$ids     = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		$rows    = array();
		$missing = array();
		foreach ( $ids as $id ) {
			$cached = $this->store->uncommitted( $id ) ? false : wp_cache_get( 'order_' . $id, OrderTables::CACHE_GROUP );
			if ( is_array( $cached ) ) {
				$rows[ $id ] = $cached;
			} else {
				$missing[] = $id;
			}
		}
		if ( array() !== $missing ) {
			foreach ( $this->read_rows( $missing ) as $id => $row ) {
				if ( ! $this->store->uncommitted( $id ) ) {
					wp_cache_set( 'order_' . $id, $row, OrderTables::CACHE_GROUP );
				}
				$rows[ $id ] = $row;
			}
		}
		$orders = array();
		foreach ( $ids as $id ) {
			$order = isset( $rows[ $id ] ) ? $this->build( $rows[ $id ] ) : null;
			if ( null !== $order ) {
				$orders[ $id ] = $order;
			}
		}
		return $orders;
	}

	/**
	 * The order whose key a customer's link carries.
	 */
	public function find_by_key( string $key ): ?Order {
		global $wpdb;
		if ( '' === $key || strlen( $key ) > 64 ) {
			return null;
		}
		$cache_key = 'key_' . md5( $key );
		$id        = wp_cache_get( $cache_key, OrderTables::CACHE_GROUP );
		if ( ! is_int( $id ) ) {
			$table = OrderTables::table( OrderTables::ORDERS );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE order_key = %s", $key ) );
			if ( $id > 0 ) {
				// A key never changes and never moves to another order.
				wp_cache_set( $cache_key, $id, OrderTables::CACHE_GROUP );
			}
		}
		return $this->find( $id );
	}

	/**
	 * The order placed with this idempotency key; always read from the database.
	 */
	public function find_by_idempotency_key( string $key ): ?Order {
		global $wpdb;
		if ( '' === $key ) {
			return null;
		}
		$table = OrderTables::table( OrderTables::ORDERS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE idempotency_key = %s", $key ) );
		return $id > 0 ? $this->fresh( $id ) : null;
	}

	/**
	 * Locks the order's row until the transaction ends and reads it fresh from the database.
	 *
	 * @throws \LogicException      Outside transaction().
	 * @throws OrderStoreException When the query fails.
	 */
	public function lock( int $id ): ?Order {
		if ( ! $this->store->active() ) {
			throw new \LogicException( 'OrderReader::lock() runs inside OrderStore::transaction().' );
		}
		// The order's row is read FOR UPDATE, as the first of its rows: the lock and the fresh read
		// in one query (the other rows are only written by whoever holds that lock).
		return $id > 0 ? $this->build( $this->read_rows( array( $id ), true )[ $id ] ?? null ) : null;
	}

	/**
	 * The order straight from the database, past the cache (after a write, or under a lock).
	 *
	 * @throws OrderStoreException When a query fails.
	 */
	public function fresh( int $id ): ?Order {
		return $this->build( $this->read_rows( array( $id ) )[ $id ] ?? null );
	}

	/**
	 * The rows of orders, straight from the database.
	 *
	 * @param list<int> $ids  Order ids.
	 * @param bool      $lock Read the orders' rows FOR UPDATE (inside a transaction).
	 * @return array<int, array{order: array<string, mixed>, addresses: list<array<string, mixed>>, items: list<array<string, mixed>>, meta: list<array<string, mixed>>}>
	 * @throws OrderStoreException When a query fails.
	 */
	private function read_rows( array $ids, bool $lock = false ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$in   = implode( ',', array_map( 'intval', $ids ) );
		$rows = array();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our tables; the ids are integers.
		$orders = $wpdb->get_results( 'SELECT * FROM ' . OrderTables::table( OrderTables::ORDERS ) . " WHERE order_id IN ({$in})" . ( $lock ? ' FOR UPDATE' : '' ), ARRAY_A );
		OrderStore::check_read();
		foreach ( (array) $orders as $row ) {
			$rows[ (int) $row['order_id'] ] = array(
				'order'     => $row,
				'addresses' => array(),
				'items'     => array(),
				'meta'      => array(),
			);
		}
		if ( array() !== $rows ) {
			// The addresses, items and meta in one query rather than three: one part per table,
			// padded to the same twelve columns (c1 to c12), items last in their order.
			$addresses = OrderTables::table( OrderTables::ADDRESSES );
			$items     = OrderTables::table( OrderTables::ITEMS );
			$meta      = OrderTables::table( OrderTables::META );
			$parts     = $wpdb->get_results(
				"(SELECT 'address' AS part, order_id, 0 AS sort, type AS c1, first_name AS c2, last_name AS c3, company AS c4, address_1 AS c5, address_2 AS c6, city AS c7, state AS c8, postcode AS c9, country AS c10, email AS c11, phone AS c12 FROM {$addresses} WHERE order_id IN ({$in}))
				UNION ALL (SELECT 'item', order_id, item_id, type, name, product_id, variation_id, quantity, subtotal, subtotal_tax, total, total_tax, taxes, meta, item_id FROM {$items} WHERE order_id IN ({$in}))
				UNION ALL (SELECT 'meta', order_id, 0, meta_key, meta_value, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM {$meta} WHERE order_id IN ({$in}))
				ORDER BY sort",
				ARRAY_A
			);
			OrderStore::check_read();
			foreach ( (array) $parts as $part ) {
				$order_id = (int) $part['order_id'];
				if ( ! isset( $rows[ $order_id ], self::PART_COLUMNS[ $part['part'] ] ) ) {
					continue;
				}
				$row = array( 'order_id' => $part['order_id'] );
				foreach ( self::PART_COLUMNS[ $part['part'] ] as $index => $column ) {
					$row[ $column ] = $part[ 'c' . ( $index + 1 ) ];
				}
				$rows[ $order_id ][ self::PART_KEYS[ $part['part'] ] ][] = $row;
			}
		}
		// phpcs:enable
		return $rows;
	}

	/**
	 * An Order from its rows.
	 *
	 * @param array<string, mixed>|null $rows What read_rows() gives for one order.
	 */
	private function build( ?array $rows ): ?Order {
		if ( null === $rows || ! isset( $rows['order'] ) ) {
			return null;
		}
		$row       = (array) $rows['order'];
		$addresses = array(
			'billing'  => array(),
			'shipping' => array(),
		);
		foreach ( (array) $rows['addresses'] as $address ) {
			$fields = array();
			foreach ( OrderDraft::ADDRESS_FIELDS as $field ) {
				$fields[ $field ] = (string) ( $address[ $field ] ?? '' );
			}
			$addresses[ (string) $address['type'] ] = $fields;
		}
		$items = array();
		foreach ( (array) $rows['items'] as $item ) {
			$taxes   = json_decode( (string) $item['taxes'], true );
			$meta    = json_decode( (string) $item['meta'], true );
			$items[] = new OrderItem(
				(int) $item['item_id'],
				(int) $item['order_id'],
				(string) $item['type'],
				(string) $item['name'],
				(int) $item['product_id'],
				(int) $item['variation_id'],
				(int) $item['quantity'],
				(int) $item['subtotal'],
				(int) $item['subtotal_tax'],
				(int) $item['total'],
				(int) $item['total_tax'],
				is_array( $taxes ) ? array_map( 'intval', $taxes ) : array(),
				is_array( $meta ) ? $meta : array()
			);
		}
		$meta = array();
		foreach ( (array) $rows['meta'] as $entry ) {
			$meta[ (string) $entry['meta_key'] ] = maybe_unserialize( (string) $entry['meta_value'] );
		}
		return new Order(
			(int) $row['order_id'],
			(string) $row['order_key'],
			(string) $row['status'],
			(string) $row['currency'],
			(int) $row['currency_decimals'],
			'1' === (string) $row['prices_include_tax'],
			(int) $row['customer_id'],
			$addresses['billing'],
			$addresses['shipping'],
			(string) $row['payment_method'],
			(string) $row['payment_method_title'],
			(string) $row['transaction_id'],
			(string) $row['customer_note'],
			(string) $row['created_via'],
			null === $row['idempotency_key'] ? null : (string) $row['idempotency_key'],
			'1' === (string) $row['stock_reduced'],
			(int) $row['subtotal'],
			(int) $row['discount_total'],
			(int) $row['discount_tax'],
			(int) $row['shipping_total'],
			(int) $row['shipping_tax'],
			(int) $row['total_tax'],
			(int) $row['total'],
			(int) $row['refunded_total'],
			OrderTables::time( (string) $row['created_at'] ) ?? 0,
			OrderTables::time( (string) $row['updated_at'] ) ?? 0,
			OrderTables::time( (string) $row['paid_at'] ),
			OrderTables::time( (string) $row['completed_at'] ),
			(string) $row['customer_ip'],
			(string) $row['user_agent'],
			$items,
			$meta
		);
	}
}
