<?php
/**
 * The carts table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\Database\TransactionException;

/**
 * One row per cart: a guest cart is found by its token (the vitrine_cart cookie), a customer's
 * by the user id (unique, so a customer has one cart). Lines are a JSON list; names and prices
 * are never stored.
 *
 * Writes lock the row (SELECT ... FOR UPDATE inside a transaction), so parallel requests on one
 * cart queue up instead of overwriting each other's lines.
 *
 * Transactions: transaction() runs the work with the shared Transaction helper (a savepoint
 * inside a caller's transaction; a deadlock, a lock wait timeout or a cart inserted first by a
 * parallel request is retried by the outermost transaction).
 */
final class CartStore {

	public const TABLE = 'vitrine_carts';

	public function __construct( private readonly Transaction $transaction ) {
	}

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * A new random token: 32 hex characters (128 bits).
	 */
	public static function new_token(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Whether a string has the shape of a token (cookies are visitor input).
	 */
	public static function is_token( string $value ): bool {
		return 1 === preg_match( '/^[a-f0-9]{32}$/', $value );
	}

	/**
	 * The guest cart with this token, expired or not; a customer's cart is never found by token.
	 */
	public function find_by_token( string $token ): ?StoredCart {
		return $this->select( 'token = %s AND customer_id IS NULL', $token, false );
	}

	public function find_by_customer( int $customer_id ): ?StoredCart {
		return $this->select( 'customer_id = %d', $customer_id, false );
	}

	/**
	 * Like find_by_token(), and locks the row until the transaction ends. Only inside transaction().
	 */
	public function lock_by_token( string $token ): ?StoredCart {
		return $this->select( 'token = %s AND customer_id IS NULL', $token, true );
	}

	/**
	 * Like find_by_customer(), and locks the row until the transaction ends. Only inside transaction().
	 */
	public function lock_by_customer( int $customer_id ): ?StoredCart {
		return $this->select( 'customer_id = %d', $customer_id, true );
	}

	/**
	 * Creates a cart.
	 *
	 * @param string                  $token       New token.
	 * @param int|null                $customer_id Owner, null for a guest.
	 * @param array<string, CartLine> $lines       Lines.
	 * @param int                     $expires_at  Unix time.
	 * @throws CartStoreException When the row cannot be written (retryable when a parallel
	 *                            request created the customer's cart first).
	 */
	public function insert( string $token, ?int $customer_id, array $lines, int $expires_at ): StoredCart {
		global $wpdb;
		$now   = gmdate( 'Y-m-d H:i:s' );
		$hash  = StoredCart::hash_of( $lines );
		$table = self::name();
		$sql   = $wpdb->prepare(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			"INSERT INTO {$table} (token, customer_id, contents, hash, created_at, updated_at, expires_at) VALUES (%s, NULLIF(%d, 0), %s, %s, %s, %s, %s)",
			$token,
			(int) $customer_id,
			self::encode( $lines ),
			$hash,
			$now,
			$now,
			gmdate( 'Y-m-d H:i:s', $expires_at )
		);
		$this->run( $sql );
		return new StoredCart( (int) $wpdb->insert_id, $token, $customer_id, $lines, $hash, $expires_at );
	}

	/**
	 * Replaces a cart's lines and pushes its expiry back.
	 *
	 * @param StoredCart              $cart       The cart, as locked.
	 * @param array<string, CartLine> $lines      The new lines.
	 * @param int                     $expires_at Unix time.
	 * @throws CartStoreException When the row cannot be written.
	 */
	public function update( StoredCart $cart, array $lines, int $expires_at ): StoredCart {
		global $wpdb;
		$hash  = StoredCart::hash_of( $lines );
		$table = self::name();
		$sql   = $wpdb->prepare(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			"UPDATE {$table} SET contents = %s, hash = %s, updated_at = %s, expires_at = %s WHERE cart_id = %d",
			self::encode( $lines ),
			$hash,
			gmdate( 'Y-m-d H:i:s' ),
			gmdate( 'Y-m-d H:i:s', $expires_at ),
			$cart->cart_id
		);
		$this->run( $sql );
		return new StoredCart( $cart->cart_id, $cart->token, $cart->customer_id, $lines, $hash, $expires_at, $cart->checkout );
	}

	/**
	 * Replaces a cart's checkout state (coupons, chosen shipping, location) and, when given, its lines.
	 *
	 * @param StoredCart                   $cart       The cart, as locked.
	 * @param CheckoutState                $checkout   The new state.
	 * @param int                          $expires_at Unix time.
	 * @param array<string, CartLine>|null $lines      New lines, or null to keep them.
	 * @throws CartStoreException When the row cannot be written.
	 */
	public function update_checkout( StoredCart $cart, CheckoutState $checkout, int $expires_at, ?array $lines = null ): StoredCart {
		global $wpdb;
		$lines ??= $cart->lines;
		$hash    = StoredCart::hash_of( $lines );
		$table   = self::name();
		$sql     = $wpdb->prepare(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			"UPDATE {$table} SET contents = %s, hash = %s, checkout = %s, updated_at = %s, expires_at = %s WHERE cart_id = %d",
			self::encode( $lines ),
			$hash,
			(string) wp_json_encode( $checkout->to_array() ),
			gmdate( 'Y-m-d H:i:s' ),
			gmdate( 'Y-m-d H:i:s', $expires_at ),
			$cart->cart_id
		);
		$this->run( $sql );
		return new StoredCart( $cart->cart_id, $cart->token, $cart->customer_id, $lines, $hash, $expires_at, $checkout );
	}

	/**
	 * @throws CartStoreException When the row cannot be deleted.
	 */
	public function delete( int $cart_id ): void {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE cart_id = %d", $cart_id ) );
	}

	/**
	 * Deletes a customer's cart (when the user is deleted).
	 *
	 * @throws CartStoreException When the row cannot be deleted.
	 */
	public function delete_for_customer( int $customer_id ): void {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE customer_id = %d", $customer_id ) );
	}

	/**
	 * Deletes carts that expired before the given time, in batches so that no statement holds
	 * many locks for long.
	 *
	 * @param int $now   Unix time.
	 * @param int $batch Rows per statement.
	 * @return int How many were deleted.
	 * @throws CartStoreException When a batch cannot be deleted.
	 */
	public function delete_expired( int $now, int $batch = 1000 ): int {
		global $wpdb;
		$table   = self::name();
		$deleted = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$rows     = $this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at <= %s ORDER BY expires_at LIMIT %d", gmdate( 'Y-m-d H:i:s', $now ), $batch ) );
			$deleted += $rows;
		} while ( $rows === $batch );
		return $deleted;
	}

	/**
	 * Runs the work in a transaction: committed when it returns, rolled back when it throws
	 * (see Transaction, and its rule for what the work may do). A deadlock, a lock wait timeout
	 * or a duplicate cart in a transaction of our own is retried (the work runs again from the
	 * start), up to three attempts.
	 *
	 * @template T
	 * @param \Closure(): T $work Reads with lock_by_*(), then writes.
	 * @return T What the work returned.
	 * @throws CartStoreException When the database fails (after the retries).
	 * @throws \Throwable What the work threw; nothing it wrote is kept.
	 */
	public function transaction( \Closure $work ): mixed {
		try {
			return $this->transaction->run( $work );
		} catch ( TransactionException $e ) {
			throw CartStoreException::from( $e );
		}
	}

	/**
	 * @param string     $where A prepared-statement condition with one placeholder.
	 * @param string|int $value Its value.
	 * @param bool       $lock  FOR UPDATE.
	 * @throws CartStoreException When the query fails.
	 */
	private function select( string $where, string|int $value, bool $lock ): ?StoredCart {
		global $wpdb;
		$table = self::name();
		$sql   = "SELECT cart_id, token, customer_id, contents, hash, checkout, expires_at FROM {$table} WHERE {$where} LIMIT 1" . ( $lock ? ' FOR UPDATE' : '' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- our table; the condition is one of ours, its value prepared.
		$row = $wpdb->get_row( $wpdb->prepare( $sql, $value ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			throw new CartStoreException( 'Could not read the cart: ' . $wpdb->last_error, self::is_retryable( $wpdb->last_error ) );
		}
		if ( ! is_array( $row ) ) {
			return null;
		}
		return new StoredCart(
			(int) $row['cart_id'],
			(string) $row['token'],
			null === $row['customer_id'] ? null : (int) $row['customer_id'],
			self::decode( (string) $row['contents'] ),
			(string) $row['hash'],
			(int) strtotime( $row['expires_at'] . ' UTC' ),
			CheckoutState::from_json( null === $row['checkout'] ? null : (string) $row['checkout'] )
		);
	}

	/**
	 * Runs a statement.
	 *
	 * @return int Rows affected.
	 * @throws CartStoreException When it fails.
	 */
	private function run( string $sql ): int {
		global $wpdb;
		$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		if ( false === $result ) {
			throw new CartStoreException( 'Could not write the cart: ' . $wpdb->last_error, self::is_retryable( $wpdb->last_error ) );
		}
		return (int) $result;
	}

	/**
	 * A deadlock or a lock wait timeout, or a customer's cart inserted by a parallel request
	 * first: running the transaction again finds that cart.
	 */
	private static function is_retryable( string $error ): bool {
		return DatabaseException::is_retryable( $error ) || str_contains( $error, 'Duplicate entry' );
	}

	/**
	 * @param array<string, CartLine> $lines Lines.
	 */
	private static function encode( array $lines ): string {
		return (string) wp_json_encode( array_map( static fn ( CartLine $line ): array => $line->to_array(), array_values( $lines ) ) );
	}

	/**
	 * @return array<string, CartLine>
	 */
	private static function decode( string $json ): array {
		$lines = array();
		$rows  = json_decode( $json, true );
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$line = CartLine::from_array( $row );
			if ( null !== $line ) {
				$lines[ $line->key ] = $line;
			}
		}
		return $lines;
	}
}
