<?php
/**
 * The transaction helper: nesting, rollback, retries, callbacks.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\Database;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\Transaction;
use Vitrine\Tests\TestCase;

/**
 * Works on a table of its own (created before the first test, dropped after the last). Tests
 * that need a transaction of the helper's own, not a savepoint of the per-test transaction,
 * leave the per-test transaction through outside_test_transaction(), which deletes what they
 * committed. The lock tests hold row locks from a second connection to the same database.
 */
final class TransactionTest extends TestCase {

	private const TABLE = 'vitrine_transaction_test';

	/** @var \mysqli|null The second connection of the lock tests. */
	private ?\mysqli $other = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		global $wpdb;
		// phpcs:ignore WordPress.DB
		$wpdb->query( 'CREATE TABLE IF NOT EXISTS ' . self::table() . ' (id VARCHAR(20) NOT NULL PRIMARY KEY, value INT NOT NULL DEFAULT 0) ENGINE=InnoDB' );
	}

	public static function tearDownAfterClass(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() ); // phpcs:ignore WordPress.DB
		parent::tearDownAfterClass();
	}

	protected function tearDown(): void {
		if ( null !== $this->other ) {
			$this->other->query( 'ROLLBACK' );
			$this->other->close();
			$this->other = null;
		}
		parent::tearDown();
	}

	public function test_inside_the_per_test_transaction_it_takes_a_savepoint_and_commits_nothing(): void {
		global $wpdb;
		$committed = false;
		$this->insert( 'before' );

		$tx = new Transaction();
		$tx->run(
			function () use ( $tx ): void {
				self::assertTrue( $tx->active() );
				$this->insert( 'inside' );
			},
			on_commit: function () use ( &$committed ): void {
				$committed = true;
			}
		);
		self::assertFalse( $tx->active() );
		self::assertTrue( $tx->open(), 'The caller\'s transaction is still open.' );
		$wpdb->query( 'ROLLBACK' ); // The test's own transaction: had run() committed it, both rows would stay.

		self::assertSame( array(), $this->ids() );
		self::assertFalse( $committed, 'on_commit never runs when the outermost transaction is the caller\'s.' );
		$wpdb->query( 'START TRANSACTION' );
	}

	public function test_an_explicit_transaction_with_autocommit_on_is_joined_too(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		try {
			$wpdb->query( 'START TRANSACTION' );
			$this->insert( 'before' );
			( new Transaction() )->run( fn () => $this->insert( 'inside' ) );
			$wpdb->query( 'ROLLBACK' );

			self::assertSame( array(), $this->ids(), 'MariaDB\'s in_transaction flag was seen: nothing was committed.' );
		} finally {
			$this->clean_up();
		}
	}

	public function test_an_inner_failure_rolls_back_only_its_savepoint_and_the_outer_work_commits(): void {
		$this->outside_test_transaction(
			function (): void {
				$calls = array();
				$tx    = new Transaction();
				$tx->run(
					function () use ( $tx, &$calls ): void {
						$this->insert( 'outer' );
						try {
							$tx->run(
								function (): void {
									$this->insert( 'inner' );
									throw new \DomainException( 'refused' );
								},
								on_commit: function () use ( &$calls ): void {
									$calls[] = 'inner commit';
								},
								on_rollback: function ( bool $ended ) use ( &$calls ): void {
									$calls[] = 'inner rollback ' . ( $ended ? 'ended' : 'savepoint' );
								}
							);
						} catch ( \DomainException ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement -- the refusal is the point.
						}
						$this->insert( 'after' );
					},
					on_commit: function () use ( &$calls ): void {
						$calls[] = 'outer commit';
					}
				);

				self::assertSame( array( 'after', 'outer' ), $this->ids() );
				self::assertSame( array( 'inner rollback savepoint', 'outer commit' ), $calls );
				self::assertFalse( $tx->open(), 'Nothing is left open.' );
			}
		);
	}

	public function test_an_outer_failure_rolls_back_the_inner_work_that_succeeded(): void {
		$this->outside_test_transaction(
			function (): void {
				$calls = array();
				$tx    = new Transaction();
				try {
					$tx->run(
						function () use ( $tx, &$calls ): void {
							$this->insert( 'outer' );
							$tx->run(
								fn () => $this->insert( 'inner' ),
								on_commit: function () use ( &$calls ): void {
									$calls[] = 'inner commit';
								},
								on_rollback: function ( bool $ended ) use ( &$calls ): void {
									$calls[] = 'inner rollback ' . ( $ended ? 'ended' : 'savepoint' );
								}
							);
							$this->insert( 'half' );
							throw new \DomainException( 'refused' );
						},
						on_rollback: function ( bool $ended ) use ( &$calls ): void {
							$calls[] = 'outer rollback ' . ( $ended ? 'ended' : 'savepoint' );
						}
					);
					self::fail( 'The work threw.' );
				} catch ( \DomainException $e ) {
					self::assertSame( 'refused', $e->getMessage() );
				}

				self::assertSame( array(), $this->ids(), 'Nothing is half-written.' );
				self::assertSame( array( 'inner rollback ended', 'outer rollback ended' ), $calls, 'The inner work was undone with the transaction; its on_commit never ran.' );
			}
		);
	}

	public function test_three_levels_of_two_services_keep_their_own_savepoints(): void {
		$this->outside_test_transaction(
			function (): void {
				$orders  = new Transaction();
				$coupons = new Transaction();
				$calls   = array();
				$orders->run(
					function () use ( $orders, $coupons, &$calls ): void {
						$this->insert( 'level-1' );
						$coupons->run(
							function () use ( $orders, &$calls ): void {
								$this->insert( 'level-2' );
								try {
									$orders->run(
										function (): void {
											$this->insert( 'level-3' );
											throw new \DomainException( 'refused' );
										}
									);
								} catch ( \DomainException ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement -- the refusal is the point.
								}
								$this->insert( 'level-2-after' );
							},
							on_commit: function () use ( &$calls ): void {
								$calls[] = 'level 2 committed';
							}
						);
						self::assertSame( array(), $calls, 'A released savepoint waits for the outermost commit.' );
					},
					on_commit: function () use ( &$calls ): void {
						$calls[] = 'level 1 committed';
					}
				);

				self::assertSame( array( 'level-1', 'level-2', 'level-2-after' ), $this->ids() );
				self::assertSame( array( 'level 2 committed', 'level 1 committed' ), $calls );
			}
		);
	}

	public function test_a_savepoint_of_another_service_never_replaces_the_enclosing_one(): void {
		$orders  = new Transaction();
		$coupons = new Transaction();
		$this->insert( 'caller' );
		try {
			// Both are savepoints of the per-test transaction. Had the coupons' savepoint taken the
			// orders' name, its release would have dropped the orders' one, and the orders'
			// rollback would have undone nothing.
			$orders->run(
				function () use ( $coupons ): void {
					$this->insert( 'order' );
					$coupons->run( fn () => $this->insert( 'coupon' ) );
					throw new \DomainException( 'refused' );
				}
			);
			self::fail( 'The work threw.' );
		} catch ( \DomainException ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement -- the refusal is the point.
		}

		self::assertSame( array( 'caller' ), $this->ids() );
	}

	public function test_a_retryable_failure_runs_the_work_again_and_a_nested_run_leaves_the_retry_to_the_outermost(): void {
		$this->outside_test_transaction(
			function (): void {
				$tx        = new Transaction();
				$outer     = 0;
				$inner     = 0;
				$rollbacks = 0;
				$result    = $tx->run(
					function () use ( $tx, &$outer, &$inner ): string {
						++$outer;
						$this->insert( 'attempt-' . $outer );
						$tx->run(
							function () use ( &$inner ): void {
								++$inner;
								if ( $inner < 3 ) {
									throw new DatabaseException( 'Deadlock found when trying to get lock; try restarting transaction', true );
								}
							}
						);
						return 'done';
					},
					on_rollback: function () use ( &$rollbacks ): void {
						++$rollbacks;
					}
				);

				self::assertSame( 'done', $result );
				self::assertSame( 3, $outer, 'The outermost run called the work again after each failure.' );
				self::assertSame( 3, $inner, 'The nested run did not retry on its own.' );
				self::assertSame( 2, $rollbacks );
				self::assertSame( array( 'attempt-3' ), $this->ids(), 'Each failed attempt was rolled back.' );
			}
		);
	}

	public function test_attempts_are_bounded_and_other_failures_are_not_retried(): void {
		$this->outside_test_transaction(
			function (): void {
				$calls = 0;
				try {
					( new Transaction() )->run(
						function () use ( &$calls ): void {
							++$calls;
							$this->insert( 'attempt-' . $calls );
							throw new DatabaseException( 'Lock wait timeout exceeded; try restarting transaction', true );
						}
					);
					self::fail( 'The work kept failing.' );
				} catch ( DatabaseException $e ) {
					self::assertTrue( $e->retryable );
				}
				self::assertSame( Transaction::ATTEMPTS, $calls );

				$calls = 0;
				try {
					( new Transaction( 5 ) )->run(
						function () use ( &$calls ): void {
							++$calls;
							throw new DatabaseException( 'Duplicate entry', false );
						}
					);
					self::fail( 'The work failed.' );
				} catch ( DatabaseException $e ) {
					self::assertFalse( $e->retryable );
				}
				self::assertSame( 1, $calls, 'A failure that is not retryable ends the run at once.' );
				self::assertSame( array(), $this->ids() );
			}
		);
	}

	public function test_a_real_lock_wait_timeout_is_retried_once_the_lock_is_released(): void {
		$this->outside_test_transaction(
			function (): void {
				global $wpdb;
				$this->insert( 'b' );
				$this->other = $this->connect();
				$this->other->query( 'START TRANSACTION' );
				$this->other->query( 'SELECT id FROM ' . self::table() . " WHERE id = 'b' FOR UPDATE" );
				$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = 1' );

				$errors   = array();
				$attempts = 0;
				( new Transaction() )->run(
					function () use ( &$attempts, &$errors ): void {
						++$attempts;
						$this->update( 'b', $attempts, $errors );
					},
					on_rollback: function (): void {
						// The other connection lets go, so that the next attempt gets the row.
						$this->other?->query( 'COMMIT' );
					}
				);

				self::assertSame( 2, $attempts );
				self::assertCount( 1, $errors );
				self::assertStringContainsString( 'Lock wait timeout', $errors[0] );
				self::assertSame( 2, $this->value( 'b' ), 'The second attempt was committed.' );
			}
		);
	}

	public function test_a_lock_held_for_ever_ends_the_run_after_the_attempts(): void {
		$this->outside_test_transaction(
			function (): void {
				global $wpdb;
				$this->insert( 'b' );
				$this->other = $this->connect();
				$this->other->query( 'START TRANSACTION' );
				$this->other->query( 'SELECT id FROM ' . self::table() . " WHERE id = 'b' FOR UPDATE" );
				$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = 1' );

				$errors   = array();
				$attempts = 0;
				try {
					( new Transaction( 2 ) )->run(
						function () use ( &$attempts, &$errors ): void {
							++$attempts;
							$this->insert( 'attempt-' . $attempts );
							$this->update( 'b', $attempts, $errors );
						}
					);
					self::fail( 'The lock was never released.' );
				} catch ( DatabaseException $e ) {
					self::assertTrue( $e->retryable );
				}

				self::assertSame( 2, $attempts );
				self::assertCount( 2, $errors );
				self::assertSame( array( 'b' ), $this->ids(), 'Every attempt was rolled back.' );
			}
		);
	}

	public function test_a_real_deadlock_is_retried(): void {
		$this->outside_test_transaction(
			function (): void {
				$this->insert( 'a' );
				$this->insert( 'b' );
				for ( $i = 0; $i < 20; $i++ ) {
					$this->insert( 'heavy-' . $i );
				}
				// The other transaction changes many rows, so that the database picks ours, the
				// lighter one, as the deadlock's victim.
				$this->other = $this->connect();
				$this->other->query( 'START TRANSACTION' );
				$this->other->query( 'UPDATE ' . self::table() . " SET value = 1 WHERE id LIKE 'heavy-%'" );
				$this->other->query( 'SELECT id FROM ' . self::table() . " WHERE id = 'b' FOR UPDATE" );

				$errors   = array();
				$attempts = 0;
				( new Transaction() )->run(
					function () use ( &$attempts, &$errors ): void {
						global $wpdb;
						++$attempts;
						$wpdb->query( 'SELECT id FROM ' . self::table() . " WHERE id = 'a' FOR UPDATE" ); // phpcs:ignore WordPress.DB
						if ( 1 === $attempts ) {
							// The other connection now waits for our row a while we wait for its row b.
							$this->other?->query( 'SELECT id FROM ' . self::table() . " WHERE id = 'a' FOR UPDATE", MYSQLI_ASYNC );
							usleep( 300000 );
						}
						$this->update( 'b', $attempts, $errors );
					},
					on_rollback: function (): void {
						// Our rollback gave the other connection row a: it finishes and lets go.
						$this->other?->reap_async_query();
						$this->other?->query( 'COMMIT' );
					}
				);

				self::assertSame( 2, $attempts, implode( ' | ', $errors ) );
				self::assertCount( 1, $errors );
				self::assertStringContainsString( 'Deadlock found', $errors[0] );
				self::assertSame( 2, $this->value( 'b' ) );
			}
		);
	}

	/**
	 * Runs the test with the connection out of the per-test transaction (autocommit on, nothing
	 * open), so that the helper starts transactions of its own; deletes what was committed after.
	 *
	 * @param \Closure(): void $test The test.
	 */
	private function outside_test_transaction( \Closure $test ): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		try {
			$test();
		} finally {
			if ( null !== $this->other ) {
				$this->other->query( 'ROLLBACK' );
			}
			$this->clean_up();
		}
	}

	/**
	 * Deletes every row, and opens a transaction again for TestCase::tearDown().
	 */
	private function clean_up(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = DEFAULT' );
		$wpdb->query( 'SET autocommit = 1' );
		$wpdb->query( 'DELETE FROM ' . self::table() ); // phpcs:ignore WordPress.DB
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
	}

	private function insert( string $id ): void {
		global $wpdb;
		self::assertSame( 1, $wpdb->query( $wpdb->prepare( 'INSERT INTO ' . self::table() . ' (id) VALUES (%s)', $id ) ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Sets a row's value, the way a module's store writes: a refused statement throws a
	 * DatabaseException, retryable when the database says so.
	 *
	 * @param string       $id     The row.
	 * @param int          $value  Its value.
	 * @param list<string> $errors The database's errors so far.
	 * @throws DatabaseException When the database refuses it.
	 */
	private function update( string $id, int $value, array &$errors ): void {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( true );
		$result     = $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET value = %d WHERE id = %s', $value, $id ) ); // phpcs:ignore WordPress.DB
		$wpdb->suppress_errors( $suppressed );
		if ( false === $result ) {
			$errors[] = $wpdb->last_error;
			throw new DatabaseException( $wpdb->last_error, DatabaseException::is_retryable( $wpdb->last_error ) );
		}
	}

	/**
	 * The ids of the rows, sorted.
	 *
	 * @return list<string>
	 */
	private function ids(): array {
		global $wpdb;
		return array_values( array_map( 'strval', $wpdb->get_col( 'SELECT id FROM ' . self::table() . ' ORDER BY id' ) ) ); // phpcs:ignore WordPress.DB
	}

	private function value( string $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT value FROM ' . self::table() . ' WHERE id = %s', $id ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * A second connection to the test database: plain mysqli, whose asynchronous queries let one
	 * process wait on a lock from both sides.
	 */
	private function connect(): \mysqli {
		list( $host, $port ) = array_pad( explode( ':', DB_HOST, 2 ), 2, '3306' );
		$other               = new \mysqli( $host, DB_USER, DB_PASSWORD, DB_NAME, (int) $port ); // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli -- wpdb has no asynchronous query.
		$other->query( 'SET SESSION innodb_lock_wait_timeout = 30' );
		return $other;
	}

	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}
}
