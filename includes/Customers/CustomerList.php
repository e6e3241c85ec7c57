<?php
/**
 * The shop's customers, aggregated from the orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Reports\SalesReport;

/**
 * Customers computed by MariaDB over the orders table when asked (no summary table: see
 * docs/decisions.md, "Customers"): one row per registered customer (the orders' customer_id) and
 * per guest email (orders without an account, grouped by billing email, letter case aside).
 *
 * - orders and spent count only sales, the statuses the report counts (processing, on-hold,
 *   completed, refunded); spent is net of refunds and sums only orders in the shop's currency,
 *   as the report does. A customer whose orders are all unpaid, failed or cancelled is listed
 *   with 0 orders: they did order.
 * - last order is the latest order of any status (what the merchant looks for first).
 * - search matches the billing email, the billing name of any of the customer's orders, and a
 *   registered customer's account email and display name; a customer is listed with all their
 *   orders as soon as one matches.
 * - Names, countries and emails are read for the page's rows only.
 * - A page is cached with the orders' own queries (OrderTables::CACHE_GROUP's last_changed, which
 *   every order write moves): with a persistent object cache, the aggregation runs once between
 *   two changes of the orders. Measured at 100,000 orders and 5,000 customers by
 *   bin/bench-customers.sh: about 1.2 s a page uncached (2.5 s with a search) on a busy two-core
 *   machine; a customer's page 2 ms.
 */
final class CustomerList {

	public const MAX_PER_PAGE = 200;

	public const ORDERBY = array( 'orders', 'spent', 'last_order' );

	public function __construct( private readonly PriceFormatter $prices ) {
	}

	/**
	 * A page of customers and how many match.
	 *
	 * @param array<string, mixed> $args search (string), orderby (orders|spent|last_order), order
	 *                                   (asc|desc, default desc), page (from 1), per_page (1-200).
	 * @return array{customers: list<array<string, mixed>>, total: int}
	 */
	public function query( array $args ): array {
		global $wpdb;
		$per_page  = max( 1, min( self::MAX_PER_PAGE, (int) ( $args['per_page'] ?? 20 ) ) );
		$page      = max( 1, (int) ( $args['page'] ?? 1 ) );
		$direction = 'asc' === strtolower( (string) ( $args['order'] ?? 'desc' ) ) ? 'ASC' : 'DESC';
		$orderby   = match ( (string) ( $args['orderby'] ?? 'last_order' ) ) {
			'orders' => "orders {$direction}, last_order DESC",
			'spent'  => "spent {$direction}, last_order DESC",
			default  => "last_order {$direction}",
		};
		$search = trim( (string) ( $args['search'] ?? '' ) );

		// Cached with the orders' queries: any order written makes it stale (with a persistent
		// object cache this spares the aggregation between two changes of the orders).
		$cache_key = 'customers_' . md5( (string) wp_json_encode( array( $search, $orderby, $page, $per_page, $this->prices->currency() ) ) ) . '_' . wp_cache_get_last_changed( OrderTables::CACHE_GROUP );
		$cached    = wp_cache_get( $cache_key, OrderTables::CACHE_GROUP );
		if ( is_array( $cached ) && isset( $cached['rows'], $cached['total'] ) ) {
			return array(
				'customers' => $this->complete( (array) $cached['rows'] ),
				'total'     => (int) $cached['total'],
			);
		}

		list( $select, $values ) = $this->aggregate_sql();
		$having                  = '';
		if ( '' !== $search ) {
			list( $match_sql, $match_values ) = self::search_sql( $search );
			$select                          .= ", MAX({$match_sql}) AS matched";
			$values                           = array_merge( $values, $match_values );
			$having                           = 'HAVING matched = 1';
		}
		$orders = $wpdb->prefix . 'vitrine_orders';
		$key    = self::key_sql();
		$from   = "FROM {$orders} o WHERE (o.customer_id > 0 OR o.billing_email <> '') GROUP BY {$key} {$having}";

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders -- our expressions, their values as placeholders; computed when asked.
		$rows = $wpdb->get_results(
			$wpdb->prepare( "SELECT {$select} {$from} ORDER BY {$orderby} LIMIT %d OFFSET %d", array_merge( $values, array( $per_page, ( $page - 1 ) * $per_page ) ) ),
			ARRAY_A
		);
		if ( '' === $search ) {
			$total = (int) $wpdb->get_var( "SELECT COUNT(DISTINCT {$key}) FROM {$orders} o WHERE o.customer_id > 0 OR o.billing_email <> ''" );
		} else {
			$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM (SELECT {$select} {$from}) matching", $values ) );
		}
		// phpcs:enable
		wp_cache_set(
			$cache_key,
			array(
				'rows'  => (array) $rows,
				'total' => $total,
			),
			OrderTables::CACHE_GROUP
		);
		return array(
			'customers' => $this->complete( (array) $rows ),
			'total'     => $total,
		);
	}

	/**
	 * One customer's summary, or null when they have no order.
	 *
	 * @return array<string, mixed>|null
	 */
	public function find( CustomerKey $customer ): ?array {
		global $wpdb;
		list( $select, $values ) = $this->aggregate_sql();
		$orders                  = $wpdb->prefix . 'vitrine_orders';
		if ( $customer->is_guest() ) {
			$where    = 'o.customer_id = 0 AND o.billing_email = %s';
			$values[] = $customer->email;
		} else {
			$where    = 'o.customer_id = %d';
			$values[] = $customer->user_id;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders -- as in query().
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT {$select} FROM {$orders} o WHERE {$where} GROUP BY customer_key", $values ), ARRAY_A );
		$rows = $this->complete( (array) $rows );
		return $rows[0] ?? null;
	}

	/**
	 * The customer key of an order's row, as SQL.
	 */
	private static function key_sql(): string {
		return "CASE WHEN o.customer_id > 0 THEN CONCAT('u:', o.customer_id) ELSE CONCAT('e:', LOWER(o.billing_email)) END";
	}

	/**
	 * The aggregate columns and their values.
	 *
	 * @return array{0: string, 1: list<string>}
	 */
	private function aggregate_sql(): array {
		$statuses = implode( ', ', array_fill( 0, count( SalesReport::SALE_STATUSES ), '%s' ) );
		$key      = self::key_sql();
		$select   = "{$key} AS customer_key, MAX(o.customer_id) AS user_id,
			SUM(o.status IN ({$statuses})) AS orders,
			SUM(IF(o.status IN ({$statuses}) AND o.currency = %s, o.total - o.refunded_total, 0)) AS spent,
			MAX(CONCAT(o.created_at, '|', LPAD(o.order_id, 20, '0'))) AS last_order";
		return array( $select, array_merge( SalesReport::SALE_STATUSES, SalesReport::SALE_STATUSES, array( $this->prices->currency() ) ) );
	}

	/**
	 * Whether an order's row matches the search, as SQL (1 or 0).
	 *
	 * @return array{0: string, 1: list<string>}
	 */
	private static function search_sql( string $search ): array {
		global $wpdb;
		$like      = '%' . $wpdb->esc_like( $search ) . '%';
		$addresses = $wpdb->prefix . 'vitrine_order_addresses';
		$sql       = "(o.billing_email LIKE %s
			OR EXISTS (SELECT 1 FROM {$addresses} a WHERE a.order_id = o.order_id AND a.type = 'billing' AND CONCAT(a.first_name, ' ', a.last_name) LIKE %s)
			OR (o.customer_id > 0 AND o.customer_id IN (SELECT u.ID FROM {$wpdb->users} u WHERE u.user_email LIKE %s OR u.display_name LIKE %s)))";
		return array( $sql, array( $like, $like, $like, $like ) );
	}

	/**
	 * The rows with their names, emails, countries and last orders.
	 *
	 * @param list<array<string, mixed>> $rows The aggregated rows.
	 * @return list<array<string, mixed>>
	 */
	private function complete( array $rows ): array {
		global $wpdb;
		$last_ids = array();
		foreach ( $rows as $row ) {
			$last_ids[] = (int) ltrim( (string) substr( (string) $row['last_order'], 20 ), '0' );
		}
		$billing = array();
		if ( array() !== $last_ids ) {
			$addresses    = $wpdb->prefix . 'vitrine_order_addresses';
			$placeholders = implode( ', ', array_fill( 0, count( $last_ids ), '%d' ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders -- the ids' placeholders are counted out.
			$found = $wpdb->get_results( $wpdb->prepare( "SELECT order_id, first_name, last_name, country, email FROM {$addresses} WHERE type = 'billing' AND order_id IN ({$placeholders})", $last_ids ), ARRAY_A );
			foreach ( (array) $found as $address ) {
				$billing[ (int) $address['order_id'] ] = $address;
			}
		}
		$customers = array();
		foreach ( $rows as $index => $row ) {
			$key     = CustomerKey::parse( (string) $row['customer_key'] );
			$last_id = $last_ids[ $index ];
			if ( null === $key ) {
				continue;
			}
			$address = $billing[ $last_id ] ?? array();
			$name    = trim( ( $address['first_name'] ?? '' ) . ' ' . ( $address['last_name'] ?? '' ) );
			$email   = $key->email;
			if ( ! $key->is_guest() ) {
				$user = get_userdata( $key->user_id );
				if ( false !== $user ) {
					$email = (string) $user->user_email;
					$full  = trim( $user->first_name . ' ' . $user->last_name );
					$name  = '' !== $full ? $full : ( '' !== $name ? $name : (string) $user->display_name );
				}
			}
			$customers[] = array(
				'key'           => $key,
				'name'          => $name,
				'email'         => $email,
				'orders'        => (int) $row['orders'],
				'spent'         => (int) $row['spent'],
				'last_order_id' => $last_id,
				'last_order_at' => (int) strtotime( substr( (string) $row['last_order'], 0, 19 ) . ' UTC' ),
				'country'       => (string) ( $address['country'] ?? '' ),
			);
		}
		return $customers;
	}
}
