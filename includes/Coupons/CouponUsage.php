<?php
/**
 * Who used which coupon, and the usage limits.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\Transaction;

/**
 * The vitrine_coupon_usage table: one row per order that used a coupon, with the customer's
 * user id (0 for a guest) and billing email (lower-cased). Counting is an index range, so a
 * coupon used by thousands of orders costs no meta scan.
 *
 * Limits under concurrency: record_within_limit() locks the coupon's row in wp_posts
 * (SELECT ... FOR UPDATE), so that checkouts using the same coupon take turns, then counts with
 * a locking read (which sees what the previous checkout committed, not the transaction's older
 * snapshot) and writes the use before the lock is released. Two checkouts can therefore never
 * both take the last use. Inside a transaction of the caller (the order placement) it works in
 * a savepoint and the lock is held until the caller commits; otherwise it runs a transaction of
 * its own (see Transaction).
 */
final class CouponUsage {

	public const TABLE = 'vitrine_coupon_usage';

	public function __construct( private readonly Transaction $transaction ) {
	}

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * How many orders used the coupon.
	 */
	public function count( Coupon $coupon ): int {
		return $this->count_where( $coupon->id, 0, '', false );
	}

	/**
	 * How many orders of this customer used the coupon: orders of the user, and orders placed
	 * with the billing email (so a guest cannot get round the limit by not logging in).
	 *
	 * @param Coupon $coupon  The coupon.
	 * @param int    $user_id The customer, 0 for a guest.
	 * @param string $email   The billing email, '' when not known yet.
	 */
	public function count_for_customer( Coupon $coupon, int $user_id, string $email ): int {
		$email = self::normalize_email( $email );
		if ( $user_id <= 0 && '' === $email ) {
			return 0;
		}
		return $this->count_where( $coupon->id, max( 0, $user_id ), $email, true );
	}

	/**
	 * Records that an order used a coupon, without looking at the limits. Recording the same
	 * order and coupon again changes nothing.
	 *
	 * @param Coupon $coupon   The coupon.
	 * @param int    $order_id The order.
	 * @param int    $user_id  The customer, 0 for a guest.
	 * @param string $email    The billing email.
	 * @throws DatabaseException When the database fails.
	 */
	public function record( Coupon $coupon, int $order_id, int $user_id, string $email ): void {
		global $wpdb;
		$table = self::name();
		$this->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT IGNORE INTO {$table} (coupon_id, order_id, user_id, email, created_at) VALUES (%d, %d, %d, %s, %s)",
				$coupon->id,
				$order_id,
				max( 0, $user_id ),
				self::normalize_email( $email ),
				gmdate( 'Y-m-d H:i:s' )
			)
		);
	}

	/**
	 * Records the use only while the coupon's limits allow it, safely against parallel checkouts
	 * (see the class comment). Call it inside the order-placement transaction, after the order
	 * row exists, so that a failure later in the placement rolls the use back with the order.
	 * An order that already recorded this coupon passes without counting twice.
	 *
	 * @param Coupon $coupon   The coupon.
	 * @param int    $order_id The order.
	 * @param int    $user_id  The customer, 0 for a guest.
	 * @param string $email    The billing email.
	 * @throws CouponRefused     When the coupon's or the customer's limit is reached; nothing is written.
	 * @throws DatabaseException When the database fails (a \RuntimeException).
	 */
	public function record_within_limit( Coupon $coupon, int $order_id, int $user_id, string $email ): void {
		$this->transaction->run(
			function () use ( $coupon, $order_id, $user_id, $email ): void {
				global $wpdb;
				$table = self::name();
				// The lock every checkout of this coupon queues on.
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$locked = $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID = %d FOR UPDATE", $coupon->id ) );
				if ( '' !== $wpdb->last_error ) {
					throw new DatabaseException( 'Could not lock the coupon: ' . esc_html( $wpdb->last_error ), DatabaseException::is_retryable( $wpdb->last_error ) );
				}
				if ( null === $locked ) {
					throw CouponRefused::not_found( $coupon->code );
				}
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				if ( null !== $wpdb->get_var( $wpdb->prepare( "SELECT usage_id FROM {$table} WHERE order_id = %d AND coupon_id = %d LOCK IN SHARE MODE", $order_id, $coupon->id ) ) ) {
					return;
				}
				if ( null !== $coupon->usage_limit && $this->count_where( $coupon->id, 0, '', false, true ) >= $coupon->usage_limit ) {
					throw CouponRefused::usage_limit( $coupon->code );
				}
				$normalized = self::normalize_email( $email );
				if ( null !== $coupon->usage_limit_per_user && ( $user_id > 0 || '' !== $normalized )
					&& $this->count_where( $coupon->id, max( 0, $user_id ), $normalized, true, true ) >= $coupon->usage_limit_per_user ) {
					throw CouponRefused::customer_usage_limit( $coupon->code );
				}
				$this->record( $coupon, $order_id, $user_id, $email );
			}
		);
	}

	/**
	 * Gives back the uses of an order (cancelled, refunded in full, deleted).
	 *
	 * @throws DatabaseException When the database fails.
	 */
	public function release_for_order( int $order_id ): void {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE order_id = %d", $order_id ) );
	}

	/**
	 * Forgets the uses of a coupon that was deleted for good.
	 *
	 * @throws DatabaseException When the database fails.
	 */
	public function delete_for_coupon( int $coupon_id ): void {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE coupon_id = %d", $coupon_id ) );
	}

	/**
	 * Hooked to deleted_post.
	 *
	 * @param int           $post_id The post deleted.
	 * @param \WP_Post|null $post    The post.
	 */
	public function on_deleted_post( int $post_id, ?\WP_Post $post = null ): void {
		if ( $post instanceof \WP_Post && CouponPostType::NAME === $post->post_type ) {
			$this->delete_for_coupon( $post_id );
		}
	}

	/**
	 * @param int    $coupon_id   The coupon.
	 * @param int    $user_id     The customer (when $by_customer).
	 * @param string $email       The normalized email (when $by_customer).
	 * @param bool   $by_customer Whether to count only the customer's uses.
	 * @param bool   $locking     A locking read: the latest committed rows, not the snapshot.
	 */
	private function count_where( int $coupon_id, int $user_id, string $email, bool $by_customer, bool $locking = false ): int {
		global $wpdb;
		$table = self::name();
		$lock  = $locking ? ' LOCK IN SHARE MODE' : '';
		if ( $by_customer ) {
			// Each condition can use its own index (coupon_user, coupon_email); 0 and '' never match a customer.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table and a constant suffix; values prepared.
			$sql = $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE coupon_id = %d AND ( ( user_id = %d AND user_id > 0 ) OR ( email = %s AND email <> '' ) ){$lock}", $coupon_id, $user_id, $email );
		} else {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table and a constant suffix; values prepared.
			$sql = $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE coupon_id = %d{$lock}", $coupon_id );
		}
		$count = $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
		if ( '' !== $wpdb->last_error ) {
			throw new DatabaseException( 'Could not count the coupon uses: ' . esc_html( $wpdb->last_error ), DatabaseException::is_retryable( $wpdb->last_error ) );
		}
		return (int) $count;
	}

	/**
	 * @throws DatabaseException When the statement fails.
	 */
	private function run( string $sql ): int {
		global $wpdb;
		$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		if ( false === $result ) {
			throw new DatabaseException( 'Could not write the coupon uses: ' . esc_html( $wpdb->last_error ), DatabaseException::is_retryable( $wpdb->last_error ) );
		}
		return (int) $result;
	}

	/**
	 * Lower-cased, and cut to the column's 100 characters (WordPress's own user_email length) the
	 * same way when stored and when compared.
	 */
	private static function normalize_email( string $email ): string {
		return substr( strtolower( trim( $email ) ), 0, 100 );
	}
}
