<?php
/**
 * What every order concern shares: the transaction, statements, and the cache rules.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\Database\TransactionException;
use Vitrine\Orders\OrderStoreException;

/**
 * Reads are cached with wp_cache_* (group vitrine_orders) so that a persistent object cache
 * serves them; every write deletes the order's entries and bumps the group's last-changed time,
 * which retires every cached list. The cache must never hold what a rollback undoes: an order
 * written inside a transaction is read past the cache (and not cached) until that transaction
 * is committed by us; when it is the caller's transaction, whose end we do not see, until the
 * end of the request. While any such order exists, lists and counts are not cached either.
 *
 * The root builds one instance and hands it to every order concern, so that they agree on which
 * orders may still be rolled back.
 */
final class OrderStore {

	/** @var array<int, true> Orders written in a transaction not known to be committed. */
	private array $uncommitted = array();

	public function __construct( private readonly Transaction $transaction ) {
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
	 * Whether work of a transaction is under way (row locks are held until it ends).
	 */
	public function active(): bool {
		return $this->transaction->active();
	}

	/**
	 * Whether the order was written in a transaction not known to be committed: read it past
	 * the cache, and do not cache it.
	 */
	public function uncommitted( int $order_id ): bool {
		return isset( $this->uncommitted[ $order_id ] );
	}

	/**
	 * Forgets what the cache holds of an order.
	 */
	public function forget( int $order_id ): void {
		foreach ( array( 'order_', 'notes_', 'refunds_' ) as $prefix ) {
			wp_cache_delete( $prefix . $order_id, OrderTables::CACHE_GROUP );
		}
		wp_cache_set_last_changed( OrderTables::CACHE_GROUP );
	}

	/**
	 * After a write: forgets the order's cached rows and every cached query, keeps the order out
	 * of the cache while the write may still be rolled back, and fires vitrine_order_touched.
	 *
	 * @throws OrderStoreException When the transaction state cannot be read.
	 */
	public function touch( int $order_id ): void {
		$this->forget( $order_id );
		try {
			$open = $this->transaction->open();
		} catch ( TransactionException $e ) {
			throw OrderStoreException::from( $e );
		}
		if ( $open ) {
			$this->uncommitted[ $order_id ] = true;
		}
		/**
		 * An order was written (any of its rows): Customers refreshes its customer's summary.
		 *
		 * @param int $order_id The order.
		 */
		do_action( 'vitrine_order_touched', $order_id );
	}

	/**
	 * A cached list or count, unless some order may still be rolled back.
	 */
	public function cache_get( string $key ): mixed {
		return array() === $this->uncommitted ? wp_cache_get( $key, OrderTables::CACHE_GROUP ) : false;
	}

	/**
	 * Caches a list or count, unless some order may still be rolled back.
	 */
	public function cache_set( string $key, mixed $value ): void {
		if ( array() === $this->uncommitted ) {
			wp_cache_set( $key, $value, OrderTables::CACHE_GROUP );
		}
	}

	/**
	 * Runs a statement.
	 *
	 * @return int Rows affected.
	 * @throws OrderStoreException When it fails.
	 */
	public function run( string $sql ): int {
		global $wpdb;
		$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		if ( false === $result ) {
			throw new OrderStoreException( 'Could not write the order: ' . $wpdb->last_error, DatabaseException::is_retryable( $wpdb->last_error ) );
		}
		return (int) $result;
	}

	/**
	 * @throws OrderStoreException When the last query failed.
	 */
	public static function check_read(): void {
		global $wpdb;
		if ( '' !== $wpdb->last_error ) {
			throw new OrderStoreException( 'Could not read the order: ' . $wpdb->last_error, DatabaseException::is_retryable( $wpdb->last_error ) );
		}
	}
}
