<?php
/**
 * Database transactions that nest, retry after a deadlock, and say what may run inside.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Database;

/**
 * Runs work so that all of its writes are kept or none is. Every module that needs a
 * transaction uses this class; none writes START TRANSACTION or SAVEPOINT of its own.
 *
 *     $this->transaction->run(
 *         fn () => $this->write_rows( ... ),   // database work only, safe to run again
 *         on_commit: fn () => $this->send_email( ... ),
 *         on_rollback: fn ( bool $ended ) => $this->forget_cached_rows( ... ),
 *     );
 *
 * What may run inside the work:
 *  - Database reads and writes, and only work that is safe to run again from the start: after a
 *    deadlock or a lock wait timeout everything is rolled back and the work is called again.
 *    Read with a lock (SELECT ... FOR UPDATE) what the writes depend on.
 *  - Nothing that outlives a rollback: no emails, HTTP calls (a payment gateway), cookies or
 *    headers, output, files, and no object-cache or transient writes that would describe rows a
 *    rollback undoes. Those go in on_commit, which runs once the rows are committed; cache
 *    entries the work may have filled are dropped in on_rollback.
 *  - Never catch a DatabaseException inside the work and carry on: after a deadlock the database
 *    has already rolled back the whole transaction, so what follows would not be part of one.
 *    Let it reach the run() that started the transaction: that one retries.
 *
 * Nesting. In MariaDB and MySQL, START TRANSACTION inside an open transaction silently commits
 * it, which would commit a caller's half-done work (the checkout's placement transaction,
 * PHPUnit's per-test transaction). So run() starts a transaction only when the connection has
 * none. When work of another run() is under way on the connection, or the caller opened a
 * transaction itself (autocommit off, or MariaDB's @@in_transaction; MySQL has no such flag, so
 * there only autocommit off is seen), the work runs in a SAVEPOINT instead: a failure rolls back
 * to the savepoint only, and the locks are held until the outermost transaction ends.
 *
 * Savepoint names are vitrine_tx_ and the nesting depth on the connection. The depth is kept per
 * connection, in static state shared by every instance (a WeakMap keyed by the wpdb object):
 * services each hold their own Transaction, and a SAVEPOINT with a name already set replaces the
 * earlier one, so a count per instance would let a coupon's savepoint inside an order's take the
 * order's name, and the order's rollback would then find no savepoint and undo nothing.
 *
 * Retries. Only the run() that started the transaction retries, when the work (or COMMIT) threw
 * a DatabaseException marked retryable: it rolls back, waits a few random milliseconds (longer
 * at each attempt, so that two colliding requests do not collide again) and calls the work
 * again, at most $attempts times in all. A nested run() cannot retry: the deadlock rolled back
 * the whole transaction, not its savepoint.
 *
 * Callbacks. on_commit runs once the rows are committed: at once for the run() that started the
 * transaction; for a nested run(), after the outermost one commits (and not at all if it rolls
 * back). It never runs when the outermost transaction is the caller's own, whose commit cannot be
 * seen. on_rollback( bool $ended ) runs when what the run() wrote is undone: its own failure
 * (ended is false for a savepoint), or the later rollback of the transaction that held it (ended
 * true); it runs again at each failed attempt.
 *
 * Failures of the transaction statements themselves throw TransactionException (retryable when
 * the database says so); what the work throws passes through unchanged, after the rollback.
 */
final class Transaction {

	/** How many times the outermost run() calls the work, at most. */
	public const ATTEMPTS = 3;

	/** @var \WeakMap<\wpdb, TransactionStack>|null The run() calls under way, per connection. */
	private static ?\WeakMap $stacks = null;

	/**
	 * @param int $attempts How many times the work may be called when it keeps meeting deadlocks.
	 */
	public function __construct( private readonly int $attempts = self::ATTEMPTS ) {
	}

	/**
	 * Runs the work in a transaction, or in a savepoint of the one already open (see the class
	 * comment for what the work may do).
	 *
	 * @template T
	 * @param \Closure(): T               $work        Reads with locks, then writes; may be called again.
	 * @param (\Closure(): void)|null     $on_commit   Runs once the rows are committed.
	 * @param (\Closure(bool): void)|null $on_rollback Runs when the rows are rolled back; true when
	 *                                                 the whole transaction ended, false when only
	 *                                                 this run's savepoint was rolled back.
	 * @return T What the work returned.
	 * @throws TransactionException When a transaction statement fails (after the retries).
	 * @throws \Throwable           What the work threw (after the retries); nothing it wrote is kept.
	 */
	public function run( \Closure $work, ?\Closure $on_commit = null, ?\Closure $on_rollback = null ): mixed {
		$stack = self::stack();
		if ( $stack->depth() > 0 || self::caller_transaction() ) {
			return $this->savepoint( $stack, $work, $on_commit, $on_rollback );
		}

		// With read replicas, the locked reads must be on the primary (Primary's class comment).
		Primary::read_from_primary();
		for ( $attempt = 1; ; $attempt++ ) {
			self::execute( 'START TRANSACTION' );
			$stack->push();
			try {
				$result = $work();
				self::execute( 'COMMIT' );
			} catch ( \Throwable $e ) {
				$frame = $stack->pop();
				self::rollback( 'ROLLBACK' );
				$frame->rolled_back( true, $on_rollback );
				if ( ! ( $e instanceof DatabaseException && $e->retryable ) || $attempt >= $this->attempts ) {
					throw $e;
				}
				usleep( random_int( 5000, 30000 ) * $attempt );
				continue;
			}
			$stack->pop()->committed( $on_commit );
			return $result;
		}
	}

	/**
	 * Whether work of a run() is under way on the connection now (of this instance or another).
	 */
	public function active(): bool {
		return self::stack()->depth() > 0;
	}

	/**
	 * Whether a write made now would wait for a commit: inside run(), or inside a transaction the
	 * caller opened.
	 *
	 * @throws TransactionException When the transaction state cannot be read.
	 */
	public function open(): bool {
		return $this->active() || self::caller_transaction();
	}

	/**
	 * The work in a savepoint of the open transaction.
	 *
	 * @template T
	 * @param TransactionStack            $stack       The connection's runs.
	 * @param \Closure(): T               $work        The work.
	 * @param (\Closure(): void)|null     $on_commit   See run().
	 * @param (\Closure(bool): void)|null $on_rollback See run().
	 * @return T
	 * @throws \Throwable What the work threw, after the rollback to the savepoint.
	 */
	private function savepoint( TransactionStack $stack, \Closure $work, ?\Closure $on_commit, ?\Closure $on_rollback ): mixed {
		$name = 'vitrine_tx_' . $stack->depth();
		self::execute( 'SAVEPOINT ' . $name );
		$stack->push();
		try {
			$result = $work();
		} catch ( \Throwable $e ) {
			$frame = $stack->pop();
			self::rollback( 'ROLLBACK TO SAVEPOINT ' . $name );
			$frame->rolled_back( false, $on_rollback );
			throw $e;
		}
		$frame = $stack->pop();
		try {
			self::execute( 'RELEASE SAVEPOINT ' . $name );
		} catch ( TransactionException $e ) {
			$frame->rolled_back( false, $on_rollback );
			throw $e;
		}
		// The enclosing run's outcome decides now. With none of ours (the caller's own
		// transaction), the commit cannot be seen: the callbacks are dropped.
		$stack->top()?->adopt( $frame, $on_commit, $on_rollback );
		return $result;
	}

	/**
	 * The run() calls under way on the current connection.
	 */
	private static function stack(): TransactionStack {
		global $wpdb;
		self::$stacks ??= new \WeakMap();
		if ( ! isset( self::$stacks[ $wpdb ] ) ) {
			self::$stacks[ $wpdb ] = new TransactionStack();
		}
		return self::$stacks[ $wpdb ];
	}

	/**
	 * Whether the connection is inside a transaction that the caller opened: autocommit off
	 * (every statement then opens one), or MariaDB's in_transaction flag.
	 *
	 * @throws TransactionException When the state cannot be read.
	 */
	private static function caller_transaction(): bool {
		global $wpdb;
		$mariadb = str_contains( (string) $wpdb->db_server_info(), 'MariaDB' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- constant statements.
		$row = $wpdb->get_row( $mariadb ? 'SELECT @@autocommit AS autocommit, @@in_transaction AS open' : 'SELECT @@autocommit AS autocommit, 0 AS open', ARRAY_A );
		if ( ! is_array( $row ) ) {
			throw new TransactionException( 'Could not read the transaction state: ' . esc_html( $wpdb->last_error ) );
		}
		return '0' === (string) $row['autocommit'] || '1' === (string) $row['open'];
	}

	/**
	 * @throws TransactionException When the statement fails.
	 */
	private static function execute( string $sql ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- transaction control statements of ours.
		if ( false === $wpdb->query( $sql ) ) {
			throw new TransactionException( 'Could not control the transaction: ' . esc_html( $wpdb->last_error ), DatabaseException::is_retryable( $wpdb->last_error ) );
		}
	}

	/**
	 * A rollback after a failure. Its own failure is not reported: the failure that caused it is
	 * thrown instead, and after a deadlock the database has already rolled back the whole
	 * transaction, savepoints included.
	 */
	private static function rollback( string $sql ): void {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- transaction control statements of ours.
		$wpdb->query( $sql );
		$wpdb->suppress_errors( $suppressed );
	}
}
