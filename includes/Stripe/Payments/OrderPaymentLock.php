<?php
/**
 * One request at a time works on an order's Stripe payment.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Core\Errors\ErrorKind;

/**
 * A named database lock per order (MariaDB's GET_LOCK), held while the order's intent is created
 * or confirmed, so that ten confirmations of one order sent at once (a double click, a retry,
 * two tabs) run one after the other: the first creates and confirms the intent, the others find
 * it and answer what it became. A row lock cannot do it: the HTTP call to Stripe would run inside
 * a transaction. The lock is the connection's, so it holds across web servers sharing the
 * database, and goes if the PHP process dies.
 */
final class OrderPaymentLock {

	/** How long a request waits for another one working on the same order, in seconds. */
	public const WAIT_SECONDS = 30;

	public function __construct( private readonly int $wait_seconds = self::WAIT_SECONDS ) {
	}

	/**
	 * Runs $work holding the order's lock.
	 *
	 * @template T
	 * @param int           $order_id The order.
	 * @param \Closure(): T $work     What to do.
	 * @return T
	 * @throws StripePaymentError When another request kept the order longer than the wait.
	 */
	public function run( int $order_id, \Closure $work ): mixed {
		global $wpdb;
		$name = self::name( $order_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
		$locked = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $name, $this->wait_seconds ) );
		if ( ! $locked ) {
			throw new StripePaymentError(
				'vitrine_stripe_order_busy',
				__( 'This order is being paid in another window. Please wait a moment, then check your order before trying again.', 'vitrine' ),
				ErrorKind::CONFLICT
			);
		}
		try {
			return $work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
		}
	}

	/**
	 * The lock's name: lock names are the database server's, shared by every database on it, so
	 * the name carries the site's database and table prefix.
	 */
	private static function name( int $order_id ): string {
		global $wpdb;
		return 'vitrine_stripe_' . substr( md5( $wpdb->dbname . '|' . $wpdb->prefix ), 0, 12 ) . '_' . $order_id;
	}
}
