<?php
/**
 * The order tables: create, read, query, meta, notes and refunds.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\Database\TransactionException;
use Vitrine\Core\Rest\RouteException;

/**
 * Reads and writes the tables of Migration0004Orders.
 *
 * create() writes the order, its addresses, lines and meta in one transaction (a savepoint of
 * the caller's transaction when there is one, so that the checkout's placement transaction holds
 * everything): a failure on any row leaves nothing.
 *
 * Reads are cached with wp_cache_* (group vitrine_orders) so that a persistent object cache
 * serves them; every write deletes the order's entries and bumps the group's last-changed time,
 * which retires every cached query() result. The cache must never hold what a rollback undoes:
 * an order written inside a transaction is read past the cache (and not cached) until that
 * transaction is committed by us; when it is the caller's transaction, whose end we do not see,
 * until the end of the request. While any such order exists, query() results are not cached
 * either. find_by_idempotency_key() always asks the database: it is the double-submit guard.
 *
 * The lock_*() and write methods below create() are for OrderService and run inside
 * transaction().
 */
final class OrderRepository {

	public const CACHE_GROUP = 'vitrine_orders';

	public const ORDERS    = 'vitrine_orders';
	public const ADDRESSES = 'vitrine_order_addresses';
	public const ITEMS     = 'vitrine_order_items';
	public const META      = 'vitrine_order_meta';
	public const NOTES     = 'vitrine_order_notes';
	public const REFUNDS   = 'vitrine_order_refunds';

	/** The most orders one query() page holds. */
	public const MAX_PER_PAGE = 200;

	private const ORDER_FIELDS = array(
		'status'               => '%s',
		'payment_method'       => '%s',
		'payment_method_title' => '%s',
		'transaction_id'       => '%s',
		'customer_note'        => '%s',
		'customer_id'          => '%d',
		'paid_at'              => '%s',
		'completed_at'         => '%s',
	);

	/** @var array<int, true> Orders written in a transaction not known to be committed. */
	private array $uncommitted = array();

	public function __construct( private readonly Transaction $transaction ) {
	}

	/**
	 * A table's full name.
	 *
	 * @param string $table One of the table constants.
	 */
	public static function table( string $table ): string {
		global $wpdb;
		return $wpdb->prefix . $table;
	}

	/**
	 * A new random order key: vitrine_order_ and 20 letters and digits.
	 */
	public static function new_key(): string {
		return 'vitrine_order_' . substr( bin2hex( random_bytes( 10 ) ), 0, 20 );
	}

	/**
	 * Runs work in a transaction (see Transaction); cached rows of the orders it touched are
	 * forgotten when it rolls back.
	 *
	 * @template T
	 * @param \Closure(): T $work The work.
	 * @return T
	 * @throws OrderStoreException When the database fails.
	 * @throws \Throwable What the work threw; nothing it wrote is kept.
	 */
	public function transaction( \Closure $work ): mixed {
		try {
			return $this->transaction->run(
				$work,
				on_commit: function (): void {
					// Committed by a transaction of ours, so nothing else was open: every write is kept now.
					$this->uncommitted = array();
				},
				on_rollback: function ( bool $ended ): void {
					foreach ( array_keys( $this->uncommitted ) as $id ) {
						$this->forget( $id );
					}
					if ( $ended ) {
						$this->uncommitted = array();
					}
				}
			);
		} catch ( TransactionException $e ) {
			throw OrderStoreException::from( $e );
		}
	}

	/**
	 * Saves a new order as pending, with every line, address and meta value, all or nothing.
	 *
	 * @throws \InvalidArgumentException When the draft is incomplete or wrong; nothing was written.
	 * @throws RouteException            409 vitrine_order_duplicate when an order with the same
	 *                                   idempotency key exists; nothing was written.
	 * @throws OrderStoreException       When the database refuses a row; nothing was written.
	 */
	public function create( OrderDraft $draft ): Order {
		$problems = $draft->problems();
		if ( array() !== $problems ) {
			throw new \InvalidArgumentException( esc_html( implode( ' ', $problems ) ) );
		}
		foreach ( array_keys( $draft->meta ) as $meta_key ) {
			self::check_meta_key( (string) $meta_key );
		}
		$lines = $draft->lines();

		try {
			$id = $this->transaction( fn (): int => $this->insert_order( $draft, $lines ) );
		} catch ( OrderStoreException $e ) {
			if ( null !== $draft->idempotency_key && str_contains( $e->getMessage(), 'Duplicate entry' ) ) {
				$existing = $this->find_by_idempotency_key( $draft->idempotency_key );
				throw new RouteException(
					'vitrine_order_duplicate',
					__( 'This order has already been placed.', 'vitrine' ),
					409,
					array( 'order_id' => null === $existing ? 0 : $existing->id )
				);
			}
			throw $e;
		}
		$order = $this->build( $this->read_rows( array( $id ) )[ $id ] ?? null );
		if ( null === $order ) {
			throw new OrderStoreException( 'The order just written cannot be read.' );
		}
		return $order;
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
	 * Several orders in as few queries as possible (four for all that are not cached).
	 *
	 * @param list<int> $ids Order ids.
	 * @return array<int, Order> Found orders by id, in the order asked.
	 */
	public function find_many( array $ids ): array {
		$ids     = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		$rows    = array();
		$missing = array();
		foreach ( $ids as $id ) {
			$cached = isset( $this->uncommitted[ $id ] ) ? false : wp_cache_get( 'order_' . $id, self::CACHE_GROUP );
			if ( is_array( $cached ) ) {
				$rows[ $id ] = $cached;
			} else {
				$missing[] = $id;
			}
		}
		if ( array() !== $missing ) {
			foreach ( $this->read_rows( $missing ) as $id => $row ) {
				if ( ! isset( $this->uncommitted[ $id ] ) ) {
					wp_cache_set( 'order_' . $id, $row, self::CACHE_GROUP );
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
		$id        = wp_cache_get( $cache_key, self::CACHE_GROUP );
		if ( ! is_int( $id ) ) {
			$table = self::table( self::ORDERS );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE order_key = %s", $key ) );
			if ( $id > 0 ) {
				// A key never changes and never moves to another order.
				wp_cache_set( $cache_key, $id, self::CACHE_GROUP );
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
		$table = self::table( self::ORDERS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE idempotency_key = %s", $key ) );
		return $id > 0 ? $this->build( $this->read_rows( array( $id ) )[ $id ] ?? null ) : null;
	}

	/**
	 * Ids of the orders that have this meta value (a gateway's payment reference, say).
	 *
	 * @return list<int>
	 */
	public function find_ids_by_meta( string $key, string $value ): array {
		global $wpdb;
		$table = self::table( self::META );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE meta_key = %s AND meta_value = %s ORDER BY order_id", $key, $value ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Orders matching the arguments, a page of them, and how many match in all.
	 *
	 * @param array<string, mixed> $args status (string or list), customer_id (int),
	 *                                   billing_email (string), search (order number, email, name
	 *                                   or company), date_from and date_to (Unix times, inclusive),
	 *                                   page (from 1), per_page (1 to 200, default 20), orderby
	 *                                   (date, id or total), order (ASC or DESC, default DESC).
	 * @return array{orders: list<Order>, total: int}
	 */
	public function query( array $args ): array {
		global $wpdb;
		$per_page               = max( 1, min( self::MAX_PER_PAGE, (int) ( $args['per_page'] ?? 20 ) ) );
		$page                   = max( 1, (int) ( $args['page'] ?? 1 ) );
		list( $where, $values ) = $this->conditions( $args );
		$direction              = 'ASC' === strtoupper( (string) ( $args['order'] ?? 'DESC' ) ) ? 'ASC' : 'DESC';
		$orderby                = match ( (string) ( $args['orderby'] ?? 'date' ) ) {
			'id'    => "o.order_id {$direction}",
			'total' => "o.total {$direction}, o.order_id {$direction}",
			default => "o.created_at {$direction}, o.order_id {$direction}",
		};

		$cache_key = 'query_' . md5( (string) wp_json_encode( array( $where, $values, $orderby, $page, $per_page ) ) ) . '_' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$cached    = $this->cache_get( $cache_key );
		if ( is_array( $cached ) && isset( $cached['ids'], $cached['total'] ) ) {
			$ids   = array_map( 'intval', (array) $cached['ids'] );
			$total = (int) $cached['total'];
		} else {
			$table = self::table( self::ORDERS );
			$sql   = "SELECT o.order_id FROM {$table} o WHERE {$where} ORDER BY {$orderby} LIMIT %d OFFSET %d";
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- our table; conditions are ours with their values prepared.
			$ids   = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( $sql, array_merge( $values, array( $per_page, ( $page - 1 ) * $per_page ) ) ) ) );
			$count = "SELECT COUNT(*) FROM {$table} o WHERE {$where}";
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- as above.
			$total = (int) ( array() === $values ? $wpdb->get_var( $count ) : $wpdb->get_var( $wpdb->prepare( $count, $values ) ) );
			$this->cache_set(
				$cache_key,
				array(
					'ids'   => $ids,
					'total' => $total,
				)
			);
		}
		return array(
			'orders' => array_values( $this->find_many( $ids ) ),
			'total'  => $total,
		);
	}

	/**
	 * How many orders each status has, for the list's views.
	 *
	 * @return array<string, int> Every status, 0 when it has none.
	 */
	public function count_by_status(): array {
		global $wpdb;
		$cache_key = 'counts_' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$counts    = $this->cache_get( $cache_key );
		if ( ! is_array( $counts ) ) {
			$counts = array_fill_keys( OrderStatus::all(), 0 );
			$table  = self::table( self::ORDERS );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table, no values.
			foreach ( (array) $wpdb->get_results( "SELECT status, COUNT(*) AS n FROM {$table} GROUP BY status", ARRAY_A ) as $row ) {
				$counts[ (string) $row['status'] ] = (int) $row['n'];
			}
			$this->cache_set( $cache_key, $counts );
		}
		return $counts;
	}

	/**
	 * The months that have orders, newest first, as 'YYYY-MM' in the site's time zone.
	 *
	 * @return list<string>
	 */
	public function months(): array {
		global $wpdb;
		$cache_key = 'months_' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$months    = $this->cache_get( $cache_key );
		if ( ! is_array( $months ) ) {
			$table = self::table( self::ORDERS );
			// The site's current UTC offset: a month boundary may be off by the DST hour, as in core's post list.
			$offset = (int) round( (float) get_option( 'gmt_offset', 0 ) * 3600 );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$months = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT DATE_FORMAT(DATE_ADD(created_at, INTERVAL %d SECOND), '%%Y-%%m') AS month FROM {$table} ORDER BY month DESC", $offset ) );
			$this->cache_set( $cache_key, $months );
		}
		return array_values( array_map( 'strval', $months ) );
	}

	/**
	 * A meta value of an order, fresh from the database.
	 */
	public function get_meta( int $order_id, string $key ): mixed {
		global $wpdb;
		$table = self::table( self::META );
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
		$this->touch( $order_id );
	}

	/**
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function delete_meta( int $order_id, string $key ): void {
		global $wpdb;
		$table = self::table( self::META );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE order_id = %d AND meta_key = %s", $order_id, $key ) );
		$this->touch( $order_id );
	}

	/**
	 * The order's notes, newest first.
	 *
	 * @return list<OrderNote>
	 */
	public function notes( int $order_id ): array {
		global $wpdb;
		$rows = isset( $this->uncommitted[ $order_id ] ) ? false : wp_cache_get( 'notes_' . $order_id, self::CACHE_GROUP );
		if ( ! is_array( $rows ) ) {
			$table = self::table( self::NOTES );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d ORDER BY created_at DESC, note_id DESC", $order_id ), ARRAY_A );
			if ( ! isset( $this->uncommitted[ $order_id ] ) ) {
				wp_cache_set( 'notes_' . $order_id, $rows, self::CACHE_GROUP );
			}
		}
		return array_values( array_map( array( self::class, 'note_from_row' ), $rows ) );
	}

	/**
	 * Adds a note.
	 *
	 * @param int         $order_id         The order.
	 * @param string      $content          The text (plain text; line breaks kept).
	 * @param bool        $is_customer_note Whether the customer may read it.
	 * @param int         $added_by         The user, 0 for the system.
	 * @param string|null $status_from      For a status change: the status before.
	 * @param string|null $status_to        For a status change: the status after.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function add_note( int $order_id, string $content, bool $is_customer_note = false, int $added_by = 0, ?string $status_from = null, ?string $status_to = null ): OrderNote {
		global $wpdb;
		$table = self::table( self::NOTES );
		$now   = time();
		$this->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$table} (order_id, content, is_customer_note, added_by, status_from, status_to, created_at) VALUES (%d, %s, %d, %d, NULLIF(%s, ''), NULLIF(%s, ''), %s)",
				$order_id,
				sanitize_textarea_field( $content ),
				$is_customer_note ? 1 : 0,
				max( 0, $added_by ),
				(string) $status_from,
				(string) $status_to,
				gmdate( 'Y-m-d H:i:s', $now )
			)
		);
		$this->touch( $order_id );
		return new OrderNote( (int) $wpdb->insert_id, $order_id, sanitize_textarea_field( $content ), $is_customer_note, max( 0, $added_by ), $status_from, $status_to, $now );
	}

	/**
	 * The order's refunds, oldest first.
	 *
	 * @return list<OrderRefund>
	 */
	public function refunds( int $order_id ): array {
		global $wpdb;
		$rows = isset( $this->uncommitted[ $order_id ] ) ? false : wp_cache_get( 'refunds_' . $order_id, self::CACHE_GROUP );
		if ( ! is_array( $rows ) ) {
			$table = self::table( self::REFUNDS );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d ORDER BY refund_id", $order_id ), ARRAY_A );
			if ( ! isset( $this->uncommitted[ $order_id ] ) ) {
				wp_cache_set( 'refunds_' . $order_id, $rows, self::CACHE_GROUP );
			}
		}
		return array_values(
			array_map(
				static fn ( array $row ): OrderRefund => new OrderRefund(
					(int) $row['refund_id'],
					(int) $row['order_id'],
					(int) $row['amount'],
					(string) $row['reason'],
					'1' === (string) $row['through_gateway'],
					(string) $row['gateway_reference'],
					(int) $row['refunded_by'],
					self::time( (string) $row['created_at'] ) ?? 0
				),
				$rows
			)
		);
	}

	/**
	 * Forgets what the cache holds of an order.
	 */
	public function forget( int $order_id ): void {
		foreach ( array( 'order_', 'notes_', 'refunds_' ) as $prefix ) {
			wp_cache_delete( $prefix . $order_id, self::CACHE_GROUP );
		}
		wp_cache_set_last_changed( self::CACHE_GROUP );
	}

	/*
	 * For OrderService, inside transaction().
	 */

	/**
	 * Locks the order's row until the transaction ends and reads it fresh from the database.
	 *
	 * @throws \LogicException      Outside transaction().
	 * @throws OrderStoreException When the query fails.
	 */
	public function lock( int $id ): ?Order {
		global $wpdb;
		if ( ! $this->transaction->active() ) {
			throw new \LogicException( 'OrderRepository::lock() runs inside transaction().' );
		}
		$table = self::table( self::ORDERS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$found = $wpdb->get_var( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE order_id = %d FOR UPDATE", $id ) );
		if ( '' !== $wpdb->last_error ) {
			throw new OrderStoreException( 'Could not lock the order: ' . $wpdb->last_error, DatabaseException::is_retryable( $wpdb->last_error ) );
		}
		return null === $found ? null : $this->build( $this->read_rows( array( $id ) )[ $id ] ?? null );
	}

	/**
	 * Changes some of an order's columns (see ORDER_FIELDS); updated_at follows.
	 *
	 * @param int                         $id     The order.
	 * @param array<string, string|int|null> $fields Column to value; dates as Unix times or null.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function update_fields( int $id, array $fields ): void {
		global $wpdb;
		$sets   = array();
		$values = array();
		foreach ( $fields as $column => $value ) {
			if ( ! isset( self::ORDER_FIELDS[ $column ] ) ) {
				throw new \InvalidArgumentException( sprintf( 'Orders have no writable column %s.', esc_html( $column ) ) );
			}
			if ( in_array( $column, array( 'paid_at', 'completed_at' ), true ) ) {
				$sets[]   = "{$column} = NULLIF(%s, '')";
				$values[] = null === $value ? '' : gmdate( 'Y-m-d H:i:s', (int) $value );
				continue;
			}
			$sets[]   = $column . ' = ' . self::ORDER_FIELDS[ $column ];
			$values[] = $value;
		}
		$sets[]   = 'updated_at = %s';
		$values[] = gmdate( 'Y-m-d H:i:s' );
		$values[] = $id;
		$table    = self::table( self::ORDERS );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table and columns; values prepared.
		$this->run( $wpdb->prepare( "UPDATE {$table} SET " . implode( ', ', $sets ) . ' WHERE order_id = %d', $values ) );
		$this->touch( $id );
	}

	/**
	 * Marks the order as holding stock, if it did not already: one conditional UPDATE, so of
	 * two requests racing only one gets true.
	 *
	 * @return bool Whether this call marked it (and so must reduce the stock).
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function claim_stock_reduction( int $id ): bool {
		return $this->flip_stock_flag( $id, 0, 1 );
	}

	/**
	 * Marks the order as no longer holding stock, if it did.
	 *
	 * @return bool Whether this call cleared it (and so must restore the stock).
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function release_stock_reduction( int $id ): bool {
		return $this->flip_stock_flag( $id, 1, 0 );
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
		$table = self::table( self::ITEMS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "UPDATE {$table} SET meta = %s WHERE item_id = %d AND order_id = %d", self::json( $meta ), $item->id, $item->order_id ) );
		$this->touch( $item->order_id );
	}

	/**
	 * Records a refund and adds it to the order's refunded total.
	 *
	 * @param int    $order_id        The order.
	 * @param int    $amount          Minor units.
	 * @param string $reason          The reason.
	 * @param bool   $through_gateway Whether the gateway refunds it.
	 * @param int    $refunded_by     The user.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function add_refund( int $order_id, int $amount, string $reason, bool $through_gateway, int $refunded_by ): OrderRefund {
		global $wpdb;
		$refunds = self::table( self::REFUNDS );
		$orders  = self::table( self::ORDERS );
		$now     = time();
		$reason  = sanitize_textarea_field( $reason );
		$this->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$refunds} (order_id, amount, reason, through_gateway, gateway_reference, refunded_by, created_at) VALUES (%d, %d, %s, %d, '', %d, %s)",
				$order_id,
				$amount,
				$reason,
				$through_gateway ? 1 : 0,
				max( 0, $refunded_by ),
				gmdate( 'Y-m-d H:i:s', $now )
			)
		);
		$refund_id = (int) $wpdb->insert_id;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "UPDATE {$orders} SET refunded_total = refunded_total + %d, updated_at = %s WHERE order_id = %d", $amount, gmdate( 'Y-m-d H:i:s', $now ), $order_id ) );
		$this->touch( $order_id );
		return new OrderRefund( $refund_id, $order_id, $amount, $reason, $through_gateway, '', max( 0, $refunded_by ), $now );
	}

	/**
	 * Keeps the gateway's reference of a refund.
	 *
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function set_refund_reference( OrderRefund $refund, string $reference ): OrderRefund {
		global $wpdb;
		$table     = self::table( self::REFUNDS );
		$reference = sanitize_text_field( $reference );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "UPDATE {$table} SET gateway_reference = %s WHERE refund_id = %d", $reference, $refund->id ) );
		$this->touch( $refund->order_id );
		return new OrderRefund( $refund->id, $refund->order_id, $refund->amount, $refund->reason, $refund->through_gateway, $reference, $refund->refunded_by, $refund->created_at );
	}

	/**
	 * Takes back a refund the gateway refused.
	 *
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function delete_refund( OrderRefund $refund ): void {
		global $wpdb;
		$refunds = self::table( self::REFUNDS );
		$orders  = self::table( self::ORDERS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$deleted = $this->run( $wpdb->prepare( "DELETE FROM {$refunds} WHERE refund_id = %d", $refund->id ) );
		if ( 1 === $deleted ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$this->run( $wpdb->prepare( "UPDATE {$orders} SET refunded_total = refunded_total - %d WHERE order_id = %d", $refund->amount, $refund->order_id ) );
		}
		$this->touch( $refund->order_id );
	}

	/**
	 * Writes the order and its rows; inside a transaction.
	 *
	 * @param OrderDraft                 $draft The draft.
	 * @param list<array<string, mixed>> $lines Its lines.
	 * @return int The new order's id.
	 * @throws OrderStoreException When a row is refused.
	 */
	private function insert_order( OrderDraft $draft, array $lines ): int {
		global $wpdb;
		$now     = gmdate( 'Y-m-d H:i:s' );
		$billing = self::clean_address( $draft->billing );
		$orders  = self::table( self::ORDERS );
		$this->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$orders} (order_key, status, currency, currency_decimals, prices_include_tax, customer_id, billing_email, payment_method, payment_method_title, transaction_id, customer_note, created_via, idempotency_key, stock_reduced, subtotal, discount_total, discount_tax, shipping_total, shipping_tax, total_tax, total, refunded_total, created_at, updated_at, customer_ip, user_agent)
				VALUES (%s, %s, %s, %d, %d, %d, %s, %s, %s, '', %s, %s, NULLIF(%s, ''), 0, %d, %d, %d, %d, %d, %d, %d, 0, %s, %s, %s, %s)",
				self::new_key(),
				OrderStatus::PENDING,
				$draft->currency,
				$draft->currency_decimals,
				$draft->prices_include_tax ? 1 : 0,
				$draft->customer_id,
				$billing['email'],
				sanitize_key( $draft->payment_method ),
				sanitize_text_field( $draft->payment_method_title ),
				sanitize_textarea_field( $draft->customer_note ),
				sanitize_key( $draft->created_via ),
				(string) $draft->idempotency_key,
				$draft->subtotal,
				$draft->discount_total,
				$draft->discount_tax,
				$draft->shipping_total,
				$draft->shipping_tax,
				$draft->total_tax,
				$draft->total,
				$now,
				$now,
				sanitize_text_field( $draft->customer_ip ),
				sanitize_text_field( $draft->user_agent )
			)
		);
		$id = (int) $wpdb->insert_id;

		$this->insert_address( $id, 'billing', $billing );
		if ( '' !== implode( '', $draft->shipping ) ) {
			$this->insert_address( $id, 'shipping', self::clean_address( $draft->shipping ) );
		}
		$items = self::table( self::ITEMS );
		foreach ( $lines as $line ) {
			$this->run(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					"INSERT INTO {$items} (order_id, type, name, product_id, variation_id, quantity, subtotal, subtotal_tax, total, total_tax, taxes, meta) VALUES (%d, %s, %s, %d, %d, %d, %d, %d, %d, %d, %s, %s)",
					$id,
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
				)
			);
		}
		foreach ( $draft->meta as $key => $value ) {
			$this->write_meta( $id, (string) $key, $value );
		}
		$this->touch( $id );
		return $id;
	}

	/**
	 * @param int                   $order_id The order.
	 * @param string                $type     billing or shipping.
	 * @param array<string, string> $address  Cleaned fields.
	 * @throws OrderStoreException When the row is refused.
	 */
	private function insert_address( int $order_id, string $type, array $address ): void {
		global $wpdb;
		$table = self::table( self::ADDRESSES );
		$this->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$table} (order_id, type, first_name, last_name, company, address_1, address_2, city, state, postcode, country, email, phone) VALUES (%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
				$order_id,
				$type,
				$address['first_name'],
				$address['last_name'],
				$address['company'],
				$address['address_1'],
				$address['address_2'],
				$address['city'],
				$address['state'],
				$address['postcode'],
				$address['country'],
				$address['email'],
				$address['phone']
			)
		);
	}

	/**
	 * @throws OrderStoreException When the row is refused.
	 */
	private function write_meta( int $order_id, string $key, mixed $value ): void {
		global $wpdb;
		$table = self::table( self::META );
		$this->run(
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
	 * @throws OrderStoreException When the database refuses it.
	 */
	private function flip_stock_flag( int $id, int $from, int $to ): bool {
		global $wpdb;
		$table = self::table( self::ORDERS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$changed = $this->run( $wpdb->prepare( "UPDATE {$table} SET stock_reduced = %d WHERE order_id = %d AND stock_reduced = %d", $to, $id, $from ) );
		$this->touch( $id );
		return 1 === $changed;
	}

	/**
	 * Where clause and values of a query().
	 *
	 * @param array<string, mixed> $args See query().
	 * @return array{0: string, 1: list<string|int>}
	 */
	private function conditions( array $args ): array {
		global $wpdb;
		$where  = array( '1=1' );
		$values = array();
		if ( isset( $args['status'] ) && array() !== (array) $args['status'] && '' !== $args['status'] ) {
			$statuses = array_values( array_intersect( OrderStatus::all(), array_map( 'strval', (array) $args['status'] ) ) );
			if ( array() === $statuses ) {
				$where[] = '1=0';
			} else {
				$where[] = 'o.status IN (' . implode( ',', array_fill( 0, count( $statuses ), '%s' ) ) . ')';
				array_push( $values, ...$statuses );
			}
		}
		if ( isset( $args['customer_id'] ) ) {
			$where[]  = 'o.customer_id = %d';
			$values[] = (int) $args['customer_id'];
		}
		if ( isset( $args['billing_email'] ) && '' !== $args['billing_email'] ) {
			$where[]  = 'o.billing_email = %s';
			$values[] = (string) $args['billing_email'];
		}
		if ( isset( $args['date_from'] ) ) {
			$where[]  = 'o.created_at >= %s';
			$values[] = gmdate( 'Y-m-d H:i:s', (int) $args['date_from'] );
		}
		if ( isset( $args['date_to'] ) ) {
			$where[]  = 'o.created_at <= %s';
			$values[] = gmdate( 'Y-m-d H:i:s', (int) $args['date_to'] );
		}
		$search = trim( (string) ( $args['search'] ?? '' ) );
		if ( '' !== $search ) {
			$like      = '%' . $wpdb->esc_like( $search ) . '%';
			$addresses = self::table( self::ADDRESSES );
			$number    = ltrim( $search, '#' );
			$clauses   = array(
				'o.billing_email LIKE %s',
				'o.transaction_id = %s',
				"EXISTS (SELECT 1 FROM {$addresses} a WHERE a.order_id = o.order_id AND (CONCAT(a.first_name, ' ', a.last_name) LIKE %s OR a.company LIKE %s OR a.email LIKE %s))",
			);
			array_push( $values, $like, $search, $like, $like, $like );
			if ( ctype_digit( $number ) ) {
				$clauses[] = 'o.order_id = %d';
				$values[]  = (int) $number;
			}
			$where[] = '(' . implode( ' OR ', $clauses ) . ')';
		}
		return array( implode( ' AND ', $where ), $values );
	}

	/**
	 * The rows of orders, straight from the database.
	 *
	 * @param list<int> $ids Order ids.
	 * @return array<int, array{order: array<string, mixed>, addresses: list<array<string, mixed>>, items: list<array<string, mixed>>, meta: list<array<string, mixed>>}>
	 * @throws OrderStoreException When a query fails.
	 */
	private function read_rows( array $ids ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$in   = implode( ',', array_map( 'intval', $ids ) );
		$rows = array();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our tables; the ids are integers.
		$orders = $wpdb->get_results( 'SELECT * FROM ' . self::table( self::ORDERS ) . " WHERE order_id IN ({$in})", ARRAY_A );
		self::check_read();
		foreach ( (array) $orders as $row ) {
			$rows[ (int) $row['order_id'] ] = array(
				'order'     => $row,
				'addresses' => array(),
				'items'     => array(),
				'meta'      => array(),
			);
		}
		if ( array() !== $rows ) {
			$queries = array(
				'addresses' => 'SELECT * FROM ' . self::table( self::ADDRESSES ) . " WHERE order_id IN ({$in})",
				'items'     => 'SELECT * FROM ' . self::table( self::ITEMS ) . " WHERE order_id IN ({$in}) ORDER BY item_id",
				'meta'      => 'SELECT order_id, meta_key, meta_value FROM ' . self::table( self::META ) . " WHERE order_id IN ({$in})",
			);
			foreach ( $queries as $part => $sql ) {
				$results = $wpdb->get_results( $sql, ARRAY_A );
				self::check_read();
				foreach ( (array) $results as $row ) {
					if ( isset( $rows[ (int) $row['order_id'] ] ) ) {
						$rows[ (int) $row['order_id'] ][ $part ][] = $row;
					}
				}
			}
		}
		// phpcs:enable
		return $rows;
	}

	/**
	 * @throws OrderStoreException When the last query failed.
	 */
	private static function check_read(): void {
		global $wpdb;
		if ( '' !== $wpdb->last_error ) {
			throw new OrderStoreException( 'Could not read the order: ' . $wpdb->last_error, DatabaseException::is_retryable( $wpdb->last_error ) );
		}
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
			self::time( (string) $row['created_at'] ) ?? 0,
			self::time( (string) $row['updated_at'] ) ?? 0,
			self::time( (string) $row['paid_at'] ),
			self::time( (string) $row['completed_at'] ),
			(string) $row['customer_ip'],
			(string) $row['user_agent'],
			$items,
			$meta
		);
	}

	/**
	 * @param array<string, mixed> $row A notes row.
	 */
	private static function note_from_row( array $row ): OrderNote {
		return new OrderNote(
			(int) $row['note_id'],
			(int) $row['order_id'],
			(string) $row['content'],
			'1' === (string) $row['is_customer_note'],
			(int) $row['added_by'],
			null === $row['status_from'] ? null : (string) $row['status_from'],
			null === $row['status_to'] ? null : (string) $row['status_to'],
			self::time( (string) $row['created_at'] ) ?? 0
		);
	}

	/**
	 * Every address field, sanitized.
	 *
	 * @param array<string, string> $address The fields given.
	 * @return array<string, string>
	 */
	private static function clean_address( array $address ): array {
		$clean = array();
		foreach ( OrderDraft::ADDRESS_FIELDS as $field ) {
			$value           = (string) ( $address[ $field ] ?? '' );
			$clean[ $field ] = match ( $field ) {
				'email'   => sanitize_email( $value ),
				'country' => strtoupper( substr( sanitize_text_field( $value ), 0, 2 ) ),
				default   => sanitize_text_field( $value ),
			};
		}
		return $clean;
	}

	/**
	 * @throws \InvalidArgumentException When the key cannot be stored.
	 */
	private static function check_meta_key( string $key ): void {
		if ( '' === $key || strlen( $key ) > 191 ) {
			throw new \InvalidArgumentException( 'An order meta key has 1 to 191 characters.' );
		}
	}

	/**
	 * @param array<mixed> $value A list or map.
	 */
	private static function json( array $value ): string {
		return (string) wp_json_encode( (object) $value );
	}

	/**
	 * A UTC datetime column as a Unix time.
	 */
	private static function time( string $value ): ?int {
		if ( '' === $value || str_starts_with( $value, '0000' ) ) {
			return null;
		}
		$time = strtotime( $value . ' UTC' );
		return false === $time ? null : $time;
	}

	/**
	 * After a write: forgets the order's cached rows and every cached query, and keeps the order
	 * out of the cache while the write may still be rolled back.
	 *
	 * @throws OrderStoreException When the transaction state cannot be read.
	 */
	private function touch( int $order_id ): void {
		$this->forget( $order_id );
		try {
			$open = $this->transaction->open();
		} catch ( TransactionException $e ) {
			throw OrderStoreException::from( $e );
		}
		if ( $open ) {
			$this->uncommitted[ $order_id ] = true;
		}
	}

	/**
	 * A cached list or count, unless some order may still be rolled back.
	 */
	private function cache_get( string $key ): mixed {
		return array() === $this->uncommitted ? wp_cache_get( $key, self::CACHE_GROUP ) : false;
	}

	/**
	 * Caches a list or count, unless some order may still be rolled back.
	 */
	private function cache_set( string $key, mixed $value ): void {
		if ( array() === $this->uncommitted ) {
			wp_cache_set( $key, $value, self::CACHE_GROUP );
		}
	}

	/**
	 * Runs a statement.
	 *
	 * @return int Rows affected.
	 * @throws OrderStoreException When it fails.
	 */
	private function run( string $sql ): int {
		global $wpdb;
		$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		if ( false === $result ) {
			throw new OrderStoreException( 'Could not write the order: ' . $wpdb->last_error, DatabaseException::is_retryable( $wpdb->last_error ) );
		}
		return (int) $result;
	}
}
