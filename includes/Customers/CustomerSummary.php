<?php
/**
 * The customers summary table: one row per customer, recomputed from their orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Database\Transaction;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Reports\SalesReport;

/**
 * Keeps vitrine_customers (Migration0021CustomerSummary) right, so that Vitrine > Customers reads
 * one row per customer instead of grouping every order (docs/decisions.md, "Customers").
 *
 * - A customer's row is always recomputed from all of their orders (never a running total), by
 *   the same statement whether one customer or a batch of a rebuild is refreshed: the figures are
 *   those CustomerList computed from the orders before (sale statuses, net of refunds, in the
 *   shop's currency; last order of any status).
 * - Every order write reaches OrderStore::touch(), which fires vitrine_order_touched: the order is
 *   noted, and the customers it concerns are refreshed once at the end of the request (or before
 *   the list is read in the same request): its customer now, and the customer it was counted under
 *   before (vitrine_customer_orders keeps each order's key), so that an order whose email or
 *   account changed leaves its old customer.
 * - Bulk writers (the generators, an import) write past the order store: they call rebuild(); a
 *   schema upgrade starts a batched rebuild on WP-Cron (REBUILD_HOOK).
 */
final class CustomerSummary {

	public const TABLE = 'vitrine_customers';

	public const ORDERS_TABLE = 'vitrine_customer_orders';

	/** The customers' cache group: its last-changed time moves when the table is written. */
	public const CACHE_GROUP = 'vitrine_customers';

	/** The WP-Cron event that runs a rebuild in batches. */
	public const REBUILD_HOOK = 'vitrine_customers_rebuild';

	/** Where a batched rebuild is: array{started: string, phase: string, after: string}; absent when none runs. */
	public const REBUILD_OPTION = 'vitrine_customers_rebuild';

	/** The currency the table's totals are in (a change of the shop's currency rebuilds it). */
	public const CURRENCY_OPTION = 'vitrine_customers_currency';

	private const BATCH = 500;

	/** @var array<int, true> Orders written in this request, not yet refreshed. */
	private array $orders = array();

	/** @var array<string, true> Customer keys to refresh (an account changed). */
	private array $keys = array();

	public function __construct(
		private readonly PriceFormatter $prices,
		private readonly Transaction $transaction,
	) {
	}

	/**
	 * Notes an order written: its customers are refreshed by flush().
	 */
	public function order_touched( int $order_id ): void {
		if ( $order_id > 0 ) {
			$this->orders[ $order_id ] = true;
		}
	}

	/**
	 * Notes a registered customer whose account changed (its email and name are searched).
	 */
	public function user_changed( int $user_id ): void {
		if ( $user_id > 0 ) {
			$this->keys[ (string) CustomerKey::user( $user_id ) ] = true;
		}
	}

	/**
	 * Whether some write of this request is not in the table yet.
	 */
	public function pending(): bool {
		return array() !== $this->orders || array() !== $this->keys;
	}

	/**
	 * Refreshes the customers of the orders written in this request. Hooked on shutdown, and run
	 * before the list is read. A failure leaves the table to a rebuild (scheduled here).
	 */
	public function flush(): void {
		if ( ! $this->pending() ) {
			return;
		}
		$order_ids    = array_keys( $this->orders );
		$keys         = array_keys( $this->keys );
		$this->orders = array();
		$this->keys   = array();
		try {
			$this->transaction->run(
				function () use ( $order_ids, $keys ): void {
					$this->refresh_orders( $order_ids, $keys );
				}
			);
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the merchant's log is where a lost refresh is seen.
			error_log( 'Vitrine: the customers of orders ' . implode( ', ', $order_ids ) . ' could not be refreshed (' . $e->getMessage() . '); rebuilding the customers table.' );
			$this->start_rebuild();
		}
		wp_cache_set_last_changed( self::CACHE_GROUP );
	}

	/**
	 * Refreshes given customers from their orders (a row is removed when they have none left).
	 *
	 * @param list<CustomerKey> $customers The customers.
	 */
	public function refresh( array $customers ): void {
		$this->transaction->run(
			function () use ( $customers ): void {
				$this->write_rows( $customers );
			}
		);
		wp_cache_set_last_changed( self::CACHE_GROUP );
	}

	/**
	 * Rebuilds the whole table now, in batches (WP-CLI, the generators, the demo seeder).
	 *
	 * @param (\Closure(int): void)|null $progress Told how many customers are done after each batch.
	 * @return int How many customers were refreshed.
	 */
	public function rebuild( ?\Closure $progress = null ): int {
		$this->start_rebuild( false );
		$done = 0;
		do {
			$batch = $this->rebuild_batch();
			$done += $batch;
			if ( null !== $progress ) {
				$progress( $done );
			}
		} while ( false !== get_option( self::REBUILD_OPTION ) );
		return $done;
	}

	/**
	 * Starts a rebuild: the table stays readable while batches refresh every customer; rows of
	 * customers with no order left are removed at the end.
	 *
	 * @param bool $schedule Whether WP-Cron runs the batches.
	 */
	public function start_rebuild( bool $schedule = true ): void {
		update_option(
			self::REBUILD_OPTION,
			array(
				'started' => self::now(),
				'phase'   => 'users',
				'after'   => '0',
			),
			false
		);
		update_option( self::CURRENCY_OPTION, $this->prices->currency(), true );
		if ( $schedule && false === wp_next_scheduled( self::REBUILD_HOOK ) ) {
			wp_schedule_single_event( time(), self::REBUILD_HOOK );
		}
	}

	/**
	 * Whether a rebuild is under way (the list may miss customers until it ends).
	 */
	public function rebuilding(): bool {
		return false !== get_option( self::REBUILD_OPTION );
	}

	/**
	 * Starts a rebuild when the shop's currency is not the one the totals were counted in.
	 */
	public function check_currency(): void {
		$counted = get_option( self::CURRENCY_OPTION );
		if ( is_string( $counted ) && $counted !== $this->prices->currency() && ! $this->rebuilding() ) {
			$this->start_rebuild();
		}
	}

	/**
	 * The WP-Cron event: batches for up to 20 seconds, then the next event if work is left.
	 */
	public function run_scheduled(): void {
		$until = microtime( true ) + 20;
		while ( $this->rebuilding() && microtime( true ) < $until ) {
			$this->rebuild_batch();
		}
		if ( $this->rebuilding() && false === wp_next_scheduled( self::REBUILD_HOOK ) ) {
			wp_schedule_single_event( time(), self::REBUILD_HOOK );
		}
	}

	/**
	 * One batch of the rebuild under way: the next BATCH registered customers, then the next
	 * BATCH guest emails; at the end, rows and order keys left from before are removed.
	 *
	 * @return int How many customers this batch refreshed.
	 */
	public function rebuild_batch(): int {
		global $wpdb;
		$state = get_option( self::REBUILD_OPTION );
		if ( ! is_array( $state ) ) {
			return 0;
		}
		$orders = OrderTables::table( OrderTables::ORDERS );
		$phase  = (string) ( $state['phase'] ?? 'users' );
		$after  = (string) ( $state['after'] ?? '' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our tables; values prepared.
		if ( 'users' === $phase ) {
			$ids       = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT customer_id FROM {$orders} WHERE customer_id > %d ORDER BY customer_id LIMIT %d", (int) $after, self::BATCH ) ) );
			$customers = array_map( static fn ( int $id ): CustomerKey => CustomerKey::user( $id ), $ids );
			$last      = array() === $ids ? $after : (string) end( $ids );
		} else {
			$emails    = array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT billing_email FROM {$orders} WHERE customer_id = 0 AND billing_email > %s ORDER BY billing_email LIMIT %d", $after, self::BATCH ) ) );
			$customers = array_map( static fn ( string $email ): CustomerKey => CustomerKey::guest( $email ), $emails );
			$last      = array() === $emails ? $after : (string) end( $emails );
		}
		// phpcs:enable
		if ( array() !== $customers ) {
			$this->transaction->run(
				function () use ( $customers ): void {
					$this->write_rows( $customers, true );
				}
			);
		}
		if ( count( $customers ) < self::BATCH ) {
			if ( 'users' === $phase ) {
				$state['phase'] = 'guests';
				$state['after'] = '';
				update_option( self::REBUILD_OPTION, $state, false );
			} else {
				$this->finish_rebuild( (string) $state['started'] );
			}
		} else {
			$state['after'] = $last;
			update_option( self::REBUILD_OPTION, $state, false );
		}
		wp_cache_set_last_changed( self::CACHE_GROUP );
		return count( $customers );
	}

	/**
	 * Removes what no order refreshed during the rebuild, and marks it done.
	 */
	private function finish_rebuild( string $started ): void {
		global $wpdb;
		$table  = $wpdb->prefix . self::TABLE;
		$map    = $wpdb->prefix . self::ORDERS_TABLE;
		$orders = OrderTables::table( OrderTables::ORDERS );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our tables; values prepared.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE refreshed_at < %s", $started ) );
		$wpdb->query( "DELETE m FROM {$map} m LEFT JOIN {$orders} o ON o.order_id = m.order_id WHERE o.order_id IS NULL OR (o.customer_id = 0 AND o.billing_email = '')" );
		// phpcs:enable
		delete_option( self::REBUILD_OPTION );
	}

	/**
	 * The customers of the given orders, before and after their writes, refreshed; the orders'
	 * keys updated. Inside a transaction.
	 *
	 * @param list<int>    $order_ids The orders written.
	 * @param list<string> $keys      More customer keys to refresh.
	 */
	private function refresh_orders( array $order_ids, array $keys ): void {
		global $wpdb;
		$map    = $wpdb->prefix . self::ORDERS_TABLE;
		$orders = OrderTables::table( OrderTables::ORDERS );
		$key    = self::key_sql();
		if ( array() !== $order_ids ) {
			$ids = implode( ', ', array_map( 'intval', $order_ids ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our tables; the ids are integers.
			$before = (array) $wpdb->get_col( "SELECT customer_key FROM {$map} WHERE order_id IN ({$ids}) FOR UPDATE" );
			$now    = (array) $wpdb->get_col( "SELECT {$key} FROM {$orders} o WHERE o.order_id IN ({$ids}) AND (o.customer_id > 0 OR o.billing_email <> '')" );
			$keys   = array_merge( $keys, array_map( 'strval', $before ), array_map( 'strval', $now ) );
			self::run( "DELETE FROM {$map} WHERE order_id IN ({$ids})" );
			self::run( "INSERT INTO {$map} (order_id, customer_key) SELECT o.order_id, {$key} FROM {$orders} o WHERE o.order_id IN ({$ids}) AND (o.customer_id > 0 OR o.billing_email <> '')" );
			// phpcs:enable
		}
		$customers = array();
		foreach ( array_unique( $keys ) as $value ) {
			$customer = CustomerKey::parse( $value );
			if ( null !== $customer ) {
				$customers[] = $customer;
			}
		}
		if ( array() !== $customers ) {
			$this->write_rows( $customers );
		}
	}

	/**
	 * Recomputes the customers' rows from their orders: one statement for all of them; a
	 * customer without orders left loses their row. Inside a transaction.
	 *
	 * @param list<CustomerKey> $customers The customers.
	 * @param bool              $map       Whether to write their orders' keys too (a rebuild).
	 */
	private function write_rows( array $customers, bool $map = false ): void {
		global $wpdb;
		$table     = $wpdb->prefix . self::TABLE;
		$orders    = OrderTables::table( OrderTables::ORDERS );
		$addresses = OrderTables::table( OrderTables::ADDRESSES );
		$key       = self::key_sql();

		$user_ids = array();
		$emails   = array();
		$values   = array();
		foreach ( $customers as $customer ) {
			if ( $customer->is_guest() ) {
				if ( '' !== $customer->email ) {
					$emails[] = $customer->email;
				}
			} else {
				$user_ids[] = $customer->user_id;
			}
			$values[] = (string) $customer;
		}
		if ( array() === $values ) {
			return;
		}
		$filters = array();
		if ( array() !== $user_ids ) {
			$filters[] = 'o.customer_id IN (' . implode( ', ', array_map( 'intval', $user_ids ) ) . ')';
		}
		if ( array() !== $emails ) {
			$filters[] = $wpdb->prepare( 'o.customer_id = 0 AND o.billing_email IN (' . implode( ', ', array_fill( 0, count( $emails ), '%s' ) ) . ')', $emails );
		}
		$where = '(' . implode( ') OR (', $filters ) . ')';

		$statuses = implode( ', ', array_fill( 0, count( SalesReport::SALE_STATUSES ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders -- our tables and expressions; values prepared.
		self::run( $wpdb->prepare( "DELETE FROM {$table} WHERE customer_key IN (" . implode( ', ', array_fill( 0, count( $values ), '%s' ) ) . ')', $values ) );
		$sql = $wpdb->prepare(
			"INSERT INTO {$table} (customer_key, user_id, email, name, country, orders, spent, last_order_id, last_order_at, search_text, refreshed_at)
			SELECT k.customer_key, k.user_id,
				LEFT(IF(k.user_id > 0, COALESCE(u.user_email, ''), SUBSTRING(k.customer_key, 3)), 191),
				LEFT(TRIM(CONCAT(COALESCE(la.first_name, ''), ' ', COALESCE(la.last_name, ''))), 191),
				COALESCE(la.country, ''),
				k.orders, k.spent,
				CAST(SUBSTRING(k.last_order, 21) AS UNSIGNED),
				LEFT(k.last_order, 19),
				CONCAT_WS('\n', k.search, u.user_email, u.display_name),
				%s
			FROM (
				SELECT {$key} AS customer_key, MAX(o.customer_id) AS user_id,
					SUM(o.status IN ({$statuses})) AS orders,
					SUM(IF(o.status IN ({$statuses}) AND o.currency = %s, o.total - o.refunded_total, 0)) AS spent,
					MAX(CONCAT(o.created_at, '|', LPAD(o.order_id, 20, '0'))) AS last_order,
					GROUP_CONCAT(DISTINCT CONCAT_WS('\n', o.billing_email, CONCAT(COALESCE(a.first_name, ''), ' ', COALESCE(a.last_name, ''))) SEPARATOR '\n') AS search
				FROM {$orders} o
				LEFT JOIN {$addresses} a ON a.order_id = o.order_id AND a.type = 'billing'
				WHERE (o.customer_id > 0 OR o.billing_email <> '') AND ({$where})
				GROUP BY customer_key
			) k
			LEFT JOIN {$addresses} la ON la.order_id = CAST(SUBSTRING(k.last_order, 21) AS UNSIGNED) AND la.type = 'billing'
			LEFT JOIN {$wpdb->users} u ON k.user_id > 0 AND u.ID = k.user_id
			ON DUPLICATE KEY UPDATE user_id = VALUES(user_id), email = VALUES(email), name = VALUES(name), country = VALUES(country),
				orders = VALUES(orders), spent = VALUES(spent), last_order_id = VALUES(last_order_id), last_order_at = VALUES(last_order_at),
				search_text = VALUES(search_text), refreshed_at = VALUES(refreshed_at)",
			array_merge( array( self::now() ), SalesReport::SALE_STATUSES, SalesReport::SALE_STATUSES, array( $this->prices->currency() ) )
		);
		self::run( $sql );
		if ( $map ) {
			$order_map = $wpdb->prefix . self::ORDERS_TABLE;
			self::run( "INSERT INTO {$order_map} (order_id, customer_key) SELECT o.order_id, {$key} FROM {$orders} o WHERE (o.customer_id > 0 OR o.billing_email <> '') AND ({$where}) ON DUPLICATE KEY UPDATE customer_key = VALUES(customer_key)" );
		}
		// phpcs:enable
	}

	/**
	 * The customer key of an order's row, as SQL (CustomerKey's string).
	 */
	public static function key_sql(): string {
		return "CASE WHEN o.customer_id > 0 THEN CONCAT('u:', o.customer_id) ELSE CONCAT('e:', LOWER(TRIM(o.billing_email))) END";
	}

	private static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}

	/**
	 * Runs a write; a failure throws, so that the transaction rolls back.
	 *
	 * @throws \RuntimeException When the database refuses it.
	 */
	private static function run( string $sql ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		if ( false === $wpdb->query( $sql ) ) {
			throw new \RuntimeException( 'Could not write the customers table: ' . esc_html( $wpdb->last_error ) );
		}
	}
}
