<?php
/**
 * What an order remembers of its Stripe payment attempts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Orders\Storage\OrderMeta;

/**
 * The order meta of the current attempt: the intent (stripe_intent_id), the attempt counter
 * (stripe_intent_attempt; a new amount is a new attempt, so an intent is never reused for another
 * amount), what the intent was made for (stripe_intent_amount: Stripe amount and currency, and
 * stripe_intent_confirmations: how many times it was confirmed, which names the next confirm's
 * idempotency key), the payment method, the customer, and when the attempt was made (for
 * reconciliation).
 */
final class IntentRecord {

	public const INTENT_ID      = 'stripe_intent_id';
	public const ATTEMPT        = 'stripe_intent_attempt';
	public const AMOUNT         = 'stripe_intent_amount';
	public const CONFIRMATIONS  = 'stripe_intent_confirmations';
	public const PAYMENT_METHOD = 'stripe_payment_method_id';
	public const CUSTOMER       = 'stripe_customer_id';
	public const ATTEMPTED_AT   = 'stripe_payment_attempted_at';

	public function __construct( private readonly OrderMeta $meta ) {
	}

	public function intent_id( int $order_id ): string {
		return (string) $this->meta->get_meta( $order_id, self::INTENT_ID );
	}

	/** The current attempt, 0 before the first. */
	public function attempt( int $order_id ): int {
		return (int) $this->meta->get_meta( $order_id, self::ATTEMPT );
	}

	/** What the current intent was made for: "{amount} {currency}", '' when none. */
	public function amount( int $order_id ): string {
		return (string) $this->meta->get_meta( $order_id, self::AMOUNT );
	}

	public function confirmations( int $order_id ): int {
		return (int) $this->meta->get_meta( $order_id, self::CONFIRMATIONS );
	}

	/**
	 * Remembers the intent of an attempt.
	 *
	 * @param int    $order_id  The order.
	 * @param int    $attempt   The attempt, from 1.
	 * @param string $intent_id pi_… or seti_….
	 * @param string $amount    self::amount_key().
	 */
	public function start( int $order_id, int $attempt, string $intent_id, string $amount ): void {
		$this->meta->update_meta( $order_id, self::ATTEMPT, (string) $attempt );
		$this->meta->update_meta( $order_id, self::INTENT_ID, $intent_id );
		$this->meta->update_meta( $order_id, self::AMOUNT, $amount );
		$this->meta->update_meta( $order_id, self::CONFIRMATIONS, '0' );
	}

	/**
	 * Remembers one confirmation of the current intent with a payment method.
	 */
	public function confirmed( int $order_id, string $payment_method_id, string $customer_id ): void {
		$this->meta->update_meta( $order_id, self::CONFIRMATIONS, (string) ( $this->confirmations( $order_id ) + 1 ) );
		$this->meta->update_meta( $order_id, self::PAYMENT_METHOD, $payment_method_id );
		$this->meta->update_meta( $order_id, self::ATTEMPTED_AT, (string) time() );
		if ( '' !== $customer_id ) {
			$this->meta->update_meta( $order_id, self::CUSTOMER, $customer_id );
		}
	}

	/** What an intent is made for, as stored in stripe_intent_amount. */
	public static function amount_key( int $stripe_amount, string $currency ): string {
		return $stripe_amount . ' ' . strtolower( $currency );
	}
}
