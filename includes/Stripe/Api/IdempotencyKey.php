<?php
/**
 * The Idempotency-Key of a POST to Stripe.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

/**
 * Stripe replays the first answer to a POST sent again with the same key (for 24 hours) and
 * refuses the key with other parameters, so a key names one piece of work exactly once: the
 * order and the attempt (a new amount is a new attempt) and what is done (`create-intent`,
 * `confirm`, `refund-2`). A retry after a timeout, a double click or two servers doing the
 * same work send the same key and get one charge.
 *
 * Keys start with a tag of the site (a hash of its address and its salts), so that two shops on
 * one Stripe account (a staging copy, a second shop) never share a key for their order 42.
 */
final class IdempotencyKey {

	/**
	 * The key of a piece of work on an order.
	 *
	 * @param int    $order_id The order.
	 * @param int    $attempt  The payment attempt (order meta stripe_intent_attempt), from 1.
	 * @param string $what     The work: letters, digits, - and _ (others are dropped).
	 */
	public static function for_order( int $order_id, int $attempt, string $what ): string {
		return self::key( 'order', $order_id, $attempt, $what );
	}

	/**
	 * The key of a piece of work for a shop customer without an order: their Stripe customer,
	 * a setup intent of the add-payment-method page.
	 *
	 * @param int    $user_id The WordPress user.
	 * @param int    $attempt Changes when the same work must be done anew (a customer deleted in Stripe).
	 * @param string $what    The work: letters, digits, - and _ (others are dropped).
	 */
	public static function for_user( int $user_id, int $attempt, string $what ): string {
		return self::key( 'user', $user_id, $attempt, $what );
	}

	/**
	 * A key for work that is named by nothing stable (a guest's deferred setup intent): random,
	 * so that at least the retries of this one call are deduplicated.
	 *
	 * @param string $what The work.
	 */
	public static function random( string $what ): string {
		return self::key( 'once', 0, 0, $what ) . '-' . bin2hex( random_bytes( 12 ) );
	}

	private static function key( string $scope, int $id, int $attempt, string $what ): string {
		$what = substr( (string) preg_replace( '/[^a-z0-9_-]/', '', strtolower( $what ) ), 0, 64 );
		return sprintf( 'vitrine-%s-%s-%d-%d-%s', self::site(), $scope, $id, $attempt, '' === $what ? 'call' : $what );
	}

	/**
	 * The site's tag: stable for the site, different between sites.
	 */
	private static function site(): string {
		return substr( hash_hmac( 'sha256', home_url( '/' ), wp_salt( 'nonce' ) ), 0, 10 );
	}
}
