<?php
/**
 * Database transactions for orders, that nest.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * Runs work so that all of its writes are kept or none is.
 *
 * As in CartStore: START TRANSACTION inside an open transaction silently commits it in MariaDB
 * and MySQL, which would commit a caller's half-done work (the checkout's placement transaction,
 * PHPUnit's per-test transaction). So when the connection is already in a transaction (ours,
 * counted here, or the caller's: autocommit off, or MariaDB's in_transaction flag), the work runs
 * in a SAVEPOINT instead, one name per depth so that nested calls do not replace each other's;
 * a failure rolls back to the savepoint only, and locks stay until the caller commits.
 * Only a transaction started here is committed here, and only such a one is retried after a
 * deadlock or a lock wait timeout.
 */
final class Transaction {

	private const ATTEMPTS = 3;

	private int $depth = 0;

	/**
	 * @template T
	 * @param \Closure(): T           $work        Reads with locks, then writes; may run again after a deadlock.
	 * @param \Closure(bool): void|null $on_rollback Runs after a rollback; true when it ended a
	 *                                             transaction of ours (nothing is open any more),
	 *                                             false for a savepoint.
	 * @param \Closure(): void|null     $on_commit   Runs after a transaction of ours was committed
	 *                                             (never for a savepoint: the caller commits).
	 * @return T What the work returned.
	 * @throws OrderStoreException When the database fails (after the retries).
	 * @throws \Throwable What the work threw; nothing it wrote is kept.
	 */
	public function run( \Closure $work, ?\Closure $on_rollback = null, ?\Closure $on_commit = null ): mixed {
		global $wpdb;
		if ( $this->depth > 0 || $this->in_transaction() ) {
			$savepoint = 'vitrine_order_' . $this->depth;
			$this->query( 'SAVEPOINT ' . $savepoint );
			++$this->depth;
			try {
				$result = $work();
			} catch ( \Throwable $e ) {
				$wpdb->query( 'ROLLBACK TO SAVEPOINT ' . $savepoint ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- our constant name.
				if ( null !== $on_rollback ) {
					$on_rollback( false );
				}
				throw $e;
			} finally {
				--$this->depth;
			}
			$this->query( 'RELEASE SAVEPOINT ' . $savepoint );
			return $result;
		}

		for ( $attempt = 1; ; $attempt++ ) {
			$this->query( 'START TRANSACTION' );
			++$this->depth;
			try {
				$result = $work();
				$this->query( 'COMMIT' );
				if ( null !== $on_commit ) {
					$on_commit();
				}
				return $result;
			} catch ( OrderStoreException $e ) {
				$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				if ( null !== $on_rollback ) {
					$on_rollback( true );
				}
				if ( ! $e->retryable || $attempt >= self::ATTEMPTS ) {
					throw $e;
				}
				usleep( random_int( 5000, 30000 ) * $attempt );
			} catch ( \Throwable $e ) {
				$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				if ( null !== $on_rollback ) {
					$on_rollback( true );
				}
				throw $e;
			} finally {
				--$this->depth;
			}
		}
	}

	/**
	 * Whether work is running inside run() now.
	 */
	public function active(): bool {
		return $this->depth > 0;
	}

	/**
	 * Whether a write made now would wait for a commit: inside run(), or inside a transaction the
	 * caller opened.
	 *
	 * @throws OrderStoreException When the state cannot be read.
	 */
	public function open(): bool {
		return $this->depth > 0 || $this->in_transaction();
	}

	/**
	 * Whether the connection is inside a transaction someone else opened (see CartStore).
	 *
	 * @throws OrderStoreException When the state cannot be read.
	 */
	private function in_transaction(): bool {
		global $wpdb;
		$mariadb = str_contains( (string) $wpdb->db_server_info(), 'MariaDB' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- constant statements.
		$row = $wpdb->get_row( $mariadb ? 'SELECT @@autocommit AS autocommit, @@in_transaction AS open' : 'SELECT @@autocommit AS autocommit, 0 AS open', ARRAY_A );
		if ( ! is_array( $row ) ) {
			throw new OrderStoreException( 'Could not read the transaction state: ' . $wpdb->last_error );
		}
		return '0' === (string) $row['autocommit'] || '1' === (string) $row['open'];
	}

	/**
	 * @throws OrderStoreException When the statement fails.
	 */
	private function query( string $sql ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- transaction control statements of ours.
		if ( false === $wpdb->query( $sql ) ) {
			throw new OrderStoreException( 'Could not control the transaction: ' . $wpdb->last_error, OrderStoreException::is_retryable( $wpdb->last_error ) );
		}
	}
}
