<?php
/**
 * Reads that must see the writes just made, with read replicas.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Database;

/**
 * A shop with read replicas runs a replica plugin in place of wpdb (HyperDB, LudicrousDB): it
 * sends writes to the primary and SELECTs to a replica, which lags behind the primary. Both
 * treat every SELECT as a read, SELECT ... FOR UPDATE included, and both offer
 * send_reads_to_masters(): from then on, the request reads from the primary too.
 *
 * Vitrine asks for it where a read must see the latest write:
 * - in every transaction (Transaction::run()): the locked reads of the cart row, the stock, the
 *   coupon's usage and the order must be on the connection that writes, or the lock means
 *   nothing and the write is computed from a stale row;
 * - for the whole request of a shopper (a cart or express-cart cookie), a logged-in user, and
 *   any request that is not GET or HEAD (adding to the cart, placing an order, an admin's save):
 *   the next click may land on another web server and must find the cart, the order and the
 *   stock just written, not the replica's copy of a moment ago.
 * An anonymous visitor browsing the catalogue keeps reading from the replicas.
 *
 * Without a replica plugin (wpdb has no such method) nothing changes.
 */
final class Primary {

	/**
	 * The cart's cookies (CartSession::TOKEN_COOKIE and EXPRESS_TOKEN_COOKIE; Core imports no
	 * module, so their names are repeated here, and PrimaryTest checks they agree).
	 */
	public const CART_COOKIES = array( 'vitrine_cart', 'vitrine_express_cart' );

	/**
	 * Sends the rest of this request's reads to the primary, when a replica plugin is in use.
	 */
	public static function read_from_primary(): void {
		global $wpdb;
		if ( is_object( $wpdb ) && method_exists( $wpdb, 'send_reads_to_masters' ) ) {
			$wpdb->send_reads_to_masters();
		}
	}

	/**
	 * Whether a request must read from the primary (see the class comment).
	 *
	 * @param array<string, mixed> $cookies The request's cookies.
	 * @param string               $method  Its HTTP method.
	 */
	public static function request_needs_primary( array $cookies, string $method ): bool {
		if ( ! in_array( strtoupper( $method ), array( 'GET', 'HEAD' ), true ) ) {
			return true;
		}
		foreach ( self::CART_COOKIES as $cookie ) {
			if ( isset( $cookies[ $cookie ] ) && '' !== $cookies[ $cookie ] ) {
				return true;
			}
		}
		return defined( 'LOGGED_IN_COOKIE' ) && isset( $cookies[ LOGGED_IN_COOKIE ] );
	}

	/**
	 * When the plugin loads: the request of a shopper, a logged-in user or a change reads from
	 * the primary.
	 */
	public static function for_this_request(): void {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized, WordPress.Security.ValidatedSanitizedInput.MissingUnslash -- only compared, never stored or printed.
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? $_SERVER['REQUEST_METHOD'] : 'GET';
		if ( self::request_needs_primary( $_COOKIE, $method ) ) {
			self::read_from_primary();
		}
	}
}
