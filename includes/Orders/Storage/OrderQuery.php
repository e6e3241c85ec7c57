<?php
/**
 * Lists of orders: filtered pages, counts by status, months.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;

/**
 * What the orders list and the customer's account ask for. Results are cached until the next
 * write of any order (see OrderStore).
 */
final class OrderQuery {

	/** The most orders one query() page holds. */
	public const MAX_PER_PAGE = 200;

	public function __construct( private readonly OrderStore $store, private readonly OrderReader $reader ) {
	}

	/**
	 * Orders matching the arguments, a page of them, and how many match in all.
	 *
	 * @param array<string, mixed> $args status (string or list), customer_id (int),
	 *                                   billing_email (string), search (order number, email, name
	 *                                   or company), date_from and date_to (Unix times, inclusive),
	 *                                   page (from 1), per_page (1 to 200, default 20), orderby
	 *                                   (date, id or total), order (ASC or DESC, default DESC),
	 *                                   origin_type and origin_source (the order's origin,
	 *                                   vitrine_order_origins: a type such as organic, and
	 *                                   optionally its source).
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

		$cache_key = 'query_' . md5( (string) wp_json_encode( array( $where, $values, $orderby, $page, $per_page ) ) ) . '_' . wp_cache_get_last_changed( OrderTables::CACHE_GROUP );
		$cached    = $this->store->cache_get( $cache_key );
		if ( is_array( $cached ) && isset( $cached['ids'], $cached['total'] ) ) {
			$ids   = array_map( 'intval', (array) $cached['ids'] );
			$total = (int) $cached['total'];
		} else {
			$table = OrderTables::table( OrderTables::ORDERS );
			$sql   = "SELECT o.order_id FROM {$table} o WHERE {$where} ORDER BY {$orderby} LIMIT %d OFFSET %d";
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- our table; conditions are ours with their values prepared.
			$ids   = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( $sql, array_merge( $values, array( $per_page, ( $page - 1 ) * $per_page ) ) ) ) );
			$count = "SELECT COUNT(*) FROM {$table} o WHERE {$where}";
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- as above.
			$total = (int) ( array() === $values ? $wpdb->get_var( $count ) : $wpdb->get_var( $wpdb->prepare( $count, $values ) ) );
			$this->store->cache_set(
				$cache_key,
				array(
					'ids'   => $ids,
					'total' => $total,
				)
			);
		}
		return array(
			'orders' => array_values( $this->reader->find_many( $ids ) ),
			'total'  => $total,
		);
	}

	/**
	 * Orders that hold stock and are not paid, created before a time, oldest first: what the
	 * held-stock clean-up cancels. Read from the database every time (no cache), since another
	 * server may just have cancelled some.
	 *
	 * @param list<string>      $statuses       Statuses to look in.
	 * @param int               $created_before Unix time.
	 * @param list<string>|null $methods        Only these payment methods; null for any.
	 * @param int               $limit          The most ids answered.
	 * @return list<int>
	 */
	public function unpaid_holding_stock( array $statuses, int $created_before, ?array $methods, int $limit ): array {
		global $wpdb;
		$statuses = array_values( array_intersect( OrderStatus::all(), $statuses ) );
		if ( array() === $statuses || ( null !== $methods && array() === $methods ) ) {
			return array();
		}
		$table  = OrderTables::table( OrderTables::ORDERS );
		$where  = 'status IN (' . implode( ',', array_fill( 0, count( $statuses ), '%s' ) ) . ') AND stock_reduced = 1 AND paid_at IS NULL AND created_at < %s';
		$values = array_merge( $statuses, array( gmdate( 'Y-m-d H:i:s', $created_before ) ) );
		if ( null !== $methods ) {
			$where .= ' AND payment_method IN (' . implode( ',', array_fill( 0, count( $methods ), '%s' ) ) . ')';
			$values = array_merge( $values, $methods );
		}
		$values[] = max( 1, $limit );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table; placeholders built above, values prepared.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE {$where} ORDER BY created_at, order_id LIMIT %d", $values ) ) );
	}

	/**
	 * How many orders each status has, for the list's views.
	 *
	 * @return array<string, int> Every status, 0 when it has none.
	 */
	public function count_by_status(): array {
		global $wpdb;
		$cache_key = 'counts_' . wp_cache_get_last_changed( OrderTables::CACHE_GROUP );
		$counts    = $this->store->cache_get( $cache_key );
		if ( ! is_array( $counts ) ) {
			$counts = array_fill_keys( OrderStatus::all(), 0 );
			$table  = OrderTables::table( OrderTables::ORDERS );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table, no values.
			foreach ( (array) $wpdb->get_results( "SELECT status, COUNT(*) AS n FROM {$table} GROUP BY status", ARRAY_A ) as $row ) {
				$counts[ (string) $row['status'] ] = (int) $row['n'];
			}
			$this->store->cache_set( $cache_key, $counts );
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
		$cache_key = 'months_' . wp_cache_get_last_changed( OrderTables::CACHE_GROUP );
		$months    = $this->store->cache_get( $cache_key );
		if ( ! is_array( $months ) ) {
			$table = OrderTables::table( OrderTables::ORDERS );
			// The site's current UTC offset: a month boundary may be off by the DST hour, as in core's post list.
			$offset = (int) round( (float) get_option( 'gmt_offset', 0 ) * 3600 );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$months = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT DATE_FORMAT(DATE_ADD(created_at, INTERVAL %d SECOND), '%%Y-%%m') AS month FROM {$table} ORDER BY month DESC", $offset ) );
			$this->store->cache_set( $cache_key, $months );
		}
		return array_values( array_map( 'strval', $months ) );
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
		$origin_type = (string) ( $args['origin_type'] ?? '' );
		if ( '' !== $origin_type ) {
			// On the (source_type, source, medium) index of the origins.
			$origins  = OrderTables::table( OrderTables::ORIGINS );
			$clause   = "o.order_id IN (SELECT r.order_id FROM {$origins} r WHERE r.source_type = %s";
			$values[] = $origin_type;
			if ( isset( $args['origin_source'] ) ) {
				$clause  .= ' AND r.source = %s';
				$values[] = (string) $args['origin_source'];
			}
			$where[] = $clause . ')';
		}
		$search = trim( (string) ( $args['search'] ?? '' ) );
		if ( '' !== $search ) {
			$like      = '%' . $wpdb->esc_like( $search ) . '%';
			$addresses = OrderTables::table( OrderTables::ADDRESSES );
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
}
