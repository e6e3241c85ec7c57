<?php
/**
 * Card-testing protection: limits on declined payments per client and per card.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Fraud;

use Vitrine\Core\RateLimit\ClientAddress;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Stripe\Api\StripeApiError;

/**
 * Card testers run stolen card numbers through a shop's checkout to learn which ones work. The
 * gateway asks check() before it calls Stripe and tells record_failure() of every decline: a
 * client (address) with too many declines in the window, or a card (Stripe's fingerprint, the
 * same for every payment method of one card number) declined too often from anywhere, is refused
 * with RateLimited (429, a translated message, Retry-After) before any call that could charge.
 * The counts are the shop's rate limiter's (Limits::PAYMENT_FAILURE, Limits::CARD_FAILURE: shared
 * by every web server, counts set in the Security settings); the Stripe setting
 * card_testing_protection switches the whole protection. Only card declines count: Stripe's or
 * the network's failures are the shop's problem, not the shopper's.
 *
 * The add-payment-method page's setups are guarded and counted the same way (check_setup(),
 * record_setup_failure()), against the same counts.
 *
 * Each refusal is kept for the admin (BlockedAttempts) and noted on its order (order 0: a setup). The counts are
 * written at once (not in a transaction): call it outside the gateway's database transaction,
 * whose rollback would undo them.
 */
final class CardTestingGuard {

	/** Every declined card, counted together: while it is 0 nobody asks Stripe for a fingerprint. */
	private const ANY_CARD = 'card:*';

	/** @var \Closure(): int */
	private \Closure $clock;

	/**
	 * @param RateLimiter               $limits       The shop's rate limiter.
	 * @param ClientAddress             $client       Who is paying.
	 * @param BlockedAttempts           $blocked      The refusals the admin sees.
	 * @param OrderNotes                $notes        Notes on the refused order.
	 * @param PaymentMethodFingerprints $fingerprints A payment method's card fingerprint.
	 * @param \Closure(): bool          $enabled      Whether the protection is on (the Stripe setting).
	 * @param (\Closure(): int)|null    $clock        Unix time; time() by default.
	 */
	public function __construct(
		private readonly RateLimiter $limits,
		private readonly ClientAddress $client,
		private readonly BlockedAttempts $blocked,
		private readonly OrderNotes $notes,
		private readonly PaymentMethodFingerprints $fingerprints,
		private readonly \Closure $enabled,
		?\Closure $clock = null,
	) {
		$this->clock = $clock ?? static fn (): int => time();
	}

	/**
	 * Refuses a payment attempt from a client or with a card that was declined too often. The
	 * client is checked first, without any call to Stripe. The card is known only by its payment
	 * method: its fingerprint is asked of Stripe (a read, which charges nothing) only while some
	 * card has been declined in the window.
	 *
	 * @param Order  $order             The order about to be paid.
	 * @param string $payment_method_id The payment method to be charged (pm_…), '' when not known yet.
	 * @throws RateLimited When refused; the refusal is recorded.
	 */
	public function check( Order $order, string $payment_method_id = '' ): void {
		$this->guard( $order, $payment_method_id );
	}

	/**
	 * The same refusal for a method about to be saved on the add-payment-method page (a setup
	 * intent confirmed at once): card testers use that page too, since a setup checks the card
	 * with its bank without an order. The refusal is kept for the admin without an order.
	 *
	 * @param string $payment_method_id The payment method to be set up (pm_…).
	 * @throws RateLimited When refused; the refusal is recorded.
	 */
	public function check_setup( string $payment_method_id ): void {
		$this->guard( null, $payment_method_id );
	}

	/**
	 * Counts a failed setup (the add-payment-method page) when Stripe declined the card. A setup
	 * intent's decline carries no payment intent: the card is known by the method posted, whose
	 * fingerprint is asked of Stripe (a read).
	 *
	 * @param StripeApiError $error             What Stripe answered.
	 * @param string         $payment_method_id The payment method that was set up.
	 */
	public function record_setup_failure( StripeApiError $error, string $payment_method_id ): void {
		if ( 'card_error' !== $error->type || ! ( $this->enabled )() ) {
			return;
		}
		$this->record_decline( $this->fingerprints->of( $payment_method_id ) );
	}

	/**
	 * @param Order|null $order             The order about to be paid, null for a setup.
	 * @param string     $payment_method_id The payment method, '' when not known yet.
	 * @throws RateLimited When refused; the refusal is recorded.
	 */
	private function guard( ?Order $order, string $payment_method_id ): void {
		if ( ! ( $this->enabled )() ) {
			return;
		}
		$fingerprint = '';
		try {
			$this->limits->check( Limits::PAYMENT_FAILURE );
			if ( '' !== $payment_method_id && $this->limits->count( Limits::CARD_FAILURE, self::ANY_CARD ) > 0 ) {
				$fingerprint = $this->fingerprints->of( $payment_method_id );
				if ( '' !== $fingerprint ) {
					$this->limits->check( Limits::CARD_FAILURE, self::card( $fingerprint ) );
				}
			}
		} catch ( RateLimited $refused ) {
			$this->refused( $order, $refused, $fingerprint );
			throw $refused;
		}
	}

	/**
	 * Counts a failed payment attempt when Stripe declined the card; other errors do not count.
	 *
	 * @param Order          $order The order whose payment failed.
	 * @param StripeApiError $error What Stripe answered.
	 */
	public function record_failure( Order $order, StripeApiError $error ): void {
		if ( 'card_error' !== $error->type ) {
			return;
		}
		unset( $order ); // Counted by client and card, whatever the order.
		$this->record_decline( self::fingerprint_of( $error->payment_intent ) );
	}

	/**
	 * Counts a declined payment known otherwise than by an error answer (an intent that came back
	 * from 3-D Secure with a last_payment_error, say).
	 *
	 * @param string $fingerprint The card's fingerprint, '' when unknown (then only the client counts).
	 */
	public function record_decline( string $fingerprint ): void {
		if ( ! ( $this->enabled )() ) {
			return;
		}
		$this->limits->record( Limits::PAYMENT_FAILURE );
		if ( '' !== $fingerprint ) {
			$this->limits->record( Limits::CARD_FAILURE, self::card( $fingerprint ) );
			$this->limits->record( Limits::CARD_FAILURE, self::ANY_CARD );
		}
	}

	/**
	 * The declined card's fingerprint in a payment intent (its last_payment_error), or ''.
	 *
	 * @param array<string, mixed>|null $intent A payment intent, as Stripe answers it.
	 */
	public static function fingerprint_of( ?array $intent ): string {
		$fingerprint = $intent['last_payment_error']['payment_method']['card']['fingerprint'] ?? '';
		return is_string( $fingerprint ) ? $fingerprint : '';
	}

	private static function card( string $fingerprint ): string {
		return 'card:' . $fingerprint;
	}

	private function refused( ?Order $order, RateLimited $refused, string $fingerprint ): void {
		$client = BlockedAttempt::mask( $this->client->ip() );
		$this->blocked->add( new BlockedAttempt( ( $this->clock )(), $client, $fingerprint, null === $order ? 0 : $order->id, $refused->limit->name ) );
		if ( null === $order ) {
			return;
		}
		$this->notes->add_note(
			$order->id,
			Limits::CARD_FAILURE === $refused->limit->name
				/* translators: %s: the card's fingerprint at Stripe. */
				? sprintf( __( 'Payment refused by the card-testing protection: the card (fingerprint %s) was declined too many times in the last hour.', 'vitrine' ), $fingerprint )
				/* translators: %s: the client's address with its last part hidden, such as 203.0.113.x. */
				: sprintf( __( 'Payment refused by the card-testing protection: too many declined payments from %s in the last hour.', 'vitrine' ), $client )
		);
	}
}
