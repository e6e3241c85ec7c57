<?php
/**
 * The shop's customers, aggregated from the orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Reports\SalesReport;

/**
 * The customers of the orders: one row per registered customer (the orders' customer_id) and per
 * guest email (orders without an account, grouped by billing email, letter case aside).
 *
 * - The list reads the summary table CustomerSummary keeps (docs/decisions.md, "Customers"): a
 *   page is one indexed query, whatever the number of orders. Writes of this request not yet in
 *   the table are flushed first.
 * - orders and spent count only sales, the statuses the report counts (processing, on-hold,
 *   completed, refunded); spent is net of refunds and sums only orders in the shop's currency,
 *   as the report does. A customer whose orders are all unpaid, failed or cancelled is listed
 *   with 0 orders: they did order.
 * - last order is the latest order of any status (what the merchant looks for first).
 * - search matches the billing email, the billing name of any of the customer's orders, and a
 *   registered customer's account email and display name (the table's search text); a customer
 *   is listed with all their orders as soon as one matches.
 * - A customer's own page (find()) still groups their orders, through the orders' indexes.
 * - Measured at 100,000 orders and 5,000 customers by bin/bench-customers.sh, without an object
 *   cache: see docs/decisions.md, "Customers".
 */
final class CustomerList {

	public const MAX_PER_PAGE = 200;

	public const ORDERBY = array( 'orders', 'spent', 'last_order' );

	public function __construct(
		private readonly PriceFormatter $prices,
		private readonly CustomerSummary $summary,
	) {
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
		$this->summary->flush();
		$this->summary->check_currency();
		$per_page  = max( 1, min( self::MAX_PER_PAGE, (int) ( $args['per_page'] ?? 20 ) ) );
		$page      = max( 1, (int) ( $args['page'] ?? 1 ) );
		$direction = 'asc' === strtolower( (string) ( $args['order'] ?? 'desc' ) ) ? 'ASC' : 'DESC';
		$orderby   = match ( (string) ( $args['orderby'] ?? 'last_order' ) ) {
			'orders' => "orders {$direction}, last_order_at DESC, last_order_id DESC",
			'spent'  => "spent {$direction}, last_order_at DESC, last_order_id DESC",
			default  => "last_order_at {$direction}, last_order_id {$direction}",
		};
		$search = trim( (string) ( $args['search'] ?? '' ) );

		// Cached until the table is written (with a persistent object cache, a page costs no query).
		$cache_key = 'customers_' . md5( (string) wp_json_encode( array( $search, $orderby, $page, $per_page ) ) ) . '_' . wp_cache_get_last_changed( CustomerSummary::CACHE_GROUP );
		$cached    = wp_cache_get( $cache_key, CustomerSummary::CACHE_GROUP );
		if ( is_array( $cached ) && isset( $cached['rows'], $cached['total'] ) ) {
			return array(
				'customers' => $this->complete( (array) $cached['rows'] ),
				'total'     => (int) $cached['total'],
			);
		}

		$table  = $wpdb->prefix . CustomerSummary::TABLE;
		$where  = '1 = 1';
		$values = array();
		if ( '' !== $search ) {
			$where    = 'search_text LIKE %s';
			$values[] = '%' . $wpdb->esc_like( $search ) . '%';
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders -- our table and sort; values as placeholders.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT customer_key, user_id, email, name, country, orders, spent, last_order_id, last_order_at FROM {$table} WHERE {$where} ORDER BY {$orderby} LIMIT %d OFFSET %d",
				array_merge( $values, array( $per_page, ( $page - 1 ) * $per_page ) )
			),
			ARRAY_A
		);
		$count = "SELECT COUNT(*) FROM {$table} WHERE {$where}";
		$total = (int) $wpdb->get_var( array() === $values ? $count : $wpdb->prepare( $count, $values ) );
		// phpcs:enable
		wp_cache_set(
			$cache_key,
			array(
				'rows'  => (array) $rows,
				'total' => $total,
			),
			CustomerSummary::CACHE_GROUP
		);
		return array(
			'customers' => $this->complete( (array) $rows ),
			'total'     => $total,
		);
	}

	/**
	 * Whether the summary table is being rebuilt (after an upgrade): the list may miss customers.
	 */
	public function rebuilding(): bool {
		return $this->summary->rebuilding();
	}

	/**
	 * One customer's summary, or null when they have no order: computed from their orders
	 * (the orders' customer and email indexes), so their page is right even during a rebuild.
	 *
	 * @return array<string, mixed>|null
	 */
	public function find( CustomerKey $customer ): ?array {
		global $wpdb;
		$statuses  = implode( ', ', array_fill( 0, count( SalesReport::SALE_STATUSES ), '%s' ) );
		$key       = CustomerSummary::key_sql();
		$orders    = $wpdb->prefix . 'vitrine_orders';
		$addresses = $wpdb->prefix . 'vitrine_order_addresses';
		$values    = array_merge( SalesReport::SALE_STATUSES, SalesReport::SALE_STATUSES, array( $this->prices->currency() ) );
		if ( $customer->is_guest() ) {
			$where    = 'o.customer_id = 0 AND o.billing_email = %s';
			$values[] = $customer->email;
		} else {
			$where    = 'o.customer_id = %d';
			$values[] = $customer->user_id;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders -- our expressions, their values as placeholders.
		$row = $wpdb->get_row(
			$wpdb->prepare(
				"SELECT {$key} AS customer_key, MAX(o.customer_id) AS user_id,
					SUM(o.status IN ({$statuses})) AS orders,
					SUM(IF(o.status IN ({$statuses}) AND o.currency = %s, o.total - o.refunded_total, 0)) AS spent,
					MAX(CONCAT(o.created_at, '|', LPAD(o.order_id, 20, '0'))) AS last_order
				FROM {$orders} o WHERE {$where} GROUP BY customer_key",
				$values
			),
			ARRAY_A
		);
		if ( ! is_array( $row ) ) {
			return null;
		}
		$last_id = (int) ltrim( (string) substr( (string) $row['last_order'], 20 ), '0' );
		$address = $wpdb->get_row( $wpdb->prepare( "SELECT first_name, last_name, country FROM {$addresses} WHERE order_id = %d AND type = 'billing'", $last_id ), ARRAY_A );
		// phpcs:enable
		$address = is_array( $address ) ? $address : array();
		$rows    = $this->complete(
			array(
				array(
					'customer_key'  => $row['customer_key'],
					'email'         => $customer->email,
					'name'          => trim( ( $address['first_name'] ?? '' ) . ' ' . ( $address['last_name'] ?? '' ) ),
					'country'       => $address['country'] ?? '',
					'orders'        => $row['orders'],
					'spent'         => $row['spent'],
					'last_order_id' => $last_id,
					'last_order_at' => substr( (string) $row['last_order'], 0, 19 ),
				),
			)
		);
		return $rows[0] ?? null;
	}

	/**
	 * The rows as the screens read them; a registered customer's name and email are their
	 * account's.
	 *
	 * @param list<array<string, mixed>> $rows Rows of the summary table.
	 * @return list<array<string, mixed>>
	 */
	private function complete( array $rows ): array {
		$customers = array();
		foreach ( $rows as $row ) {
			$key = CustomerKey::parse( (string) $row['customer_key'] );
			if ( null === $key ) {
				continue;
			}
			$name  = (string) $row['name'];
			$email = $key->is_guest() ? $key->email : (string) $row['email'];
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
				'last_order_id' => (int) $row['last_order_id'],
				'last_order_at' => (int) strtotime( (string) $row['last_order_at'] . ' UTC' ),
				'country'       => (string) $row['country'],
			);
		}
		return $customers;
	}
}
