<?php
/**
 * What Stripe says of an intent, applied to its order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Orders;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderError;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\OrderStoreException;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Stripe\Api\StripeApiError;

/**
 * One place decides what an intent's status means for an order, whoever learnt it (the
 * checkout, the shopper's return, a webhook, reconciliation):
 *
 * - succeeded: the order is paid (the charge id is its transaction id). When the order is
 *   already paid by another intent, the charge is a duplicate: DuplicateChargeGuard refunds it
 *   and notes it.
 * - requires_capture: on-hold, the payment authorised, to capture from the order screen.
 * - processing: on-hold until Stripe confirms the payment.
 * - requires_payment_method after a failed attempt: failed, with Stripe's reason.
 * - requires_action: a note that the customer is asked to confirm; the status stays.
 * - canceled: cancelled, if unpaid.
 *
 * Only the order's current intent (meta stripe_intent_id) may fail, hold or cancel it, so that a
 * late event of an older attempt does not undo a newer one; any of its intents may pay it. A
 * paid order is never moved back. The same intent told twice changes nothing the second time:
 * each outcome applied is remembered (meta stripe_outcomes), and the status rules refuse the
 * rest.
 *
 * Concurrent calls for one order (a webhook, the shopper's return and reconciliation at the same
 * moment) are serialized by the order's row lock, taken in one transaction around the decision
 * and the change. The status change's actions (emails) fire when OrderService's own step ends,
 * inside that transaction; nothing else follows them there, and the HTTP call of a duplicate's
 * refund is made after the commit.
 */
final class IntentOutcome {

	/** Where the outcome was learnt. */
	public const VIA = array( 'checkout', 'webhook', 'reconciliation', 'return' );

	/** How many times a step that met a deadlock is run, at most. */
	private const ATTEMPTS = 5;

	/** How many applied outcomes an order remembers. */
	private const REMEMBERED = 20;

	/**
	 * @param OrderStore   $store   The orders' transaction.
	 * @param OrderReader  $reader  Locks and reads orders.
	 * @param OrderMeta    $meta    The stripe_* meta.
	 * @param OrderNotes   $notes   The merchant's notes.
	 * @param OrderService $service Status changes and payments.
	 * @param OrderMoney           $money      Amounts in notes.
	 * @param DuplicateChargeGuard $duplicates Refunds a second charge of a paid order.
	 */
	public function __construct(
		private readonly OrderStore $store,
		private readonly OrderReader $reader,
		private readonly OrderMeta $meta,
		private readonly OrderNotes $notes,
		private readonly OrderService $service,
		private readonly OrderMoney $money,
		private readonly DuplicateChargeGuard $duplicates,
	) {
	}

	/**
	 * Applies the intent's status to the order (see the class comment).
	 *
	 * @param Order                $order  The order the intent is for.
	 * @param array<string, mixed> $intent The payment or setup intent as Stripe answers it.
	 * @param string               $via    checkout, webhook, reconciliation or return.
	 * @return Order The order afterwards.
	 * @throws \InvalidArgumentException For an unknown $via or an intent without an id.
	 * @throws StripeApiError Through a webhook, when refunding a duplicate charge failed.
	 * @throws DomainError An OrderError: NOT_FOUND for a missing order, CONFLICT for an intent of
	 *                     another order, UNAVAILABLE when the database fails.
	 */
	public function apply( Order $order, array $intent, string $via ): Order {
		if ( ! in_array( $via, self::VIA, true ) ) {
			throw new \InvalidArgumentException( 'Unknown source of an intent outcome: ' . esc_html( $via ) );
		}
		$intent_id = IntentFacts::id( $intent );
		if ( '' === $intent_id ) {
			throw new \InvalidArgumentException( 'An intent without an id.' );
		}
		$for = IntentFacts::order_id( $intent );
		if ( 0 !== $for && $for !== $order->id ) {
			throw new OrderError(
				'vitrine_stripe_intent_other_order',
				/* translators: 1: Stripe intent id, 2: order number. */
				sprintf( __( 'The Stripe payment %1$s is not for order #%2$s.', 'vitrine' ), $intent_id, $order->number() ),
				ErrorKind::CONFLICT
			);
		}

		$duplicate = $this->decide_locked( $order, $intent, $intent_id );

		$after = $this->reader->fresh( $order->id ) ?? $order;
		if ( $duplicate ) {
			// After the commit: an HTTP call never runs inside a transaction.
			try {
				$after = $this->duplicates->refund( $after, $intent );
			} catch ( StripeApiError $e ) {
				// Noted on the order by the guard. A webhook fails, so that Stripe's redelivery
				// tries the refund again; the shopper's checkout or return goes on.
				if ( 'webhook' === $via ) {
					throw $e;
				}
			}
		}
		/**
		 * Fires after an intent's outcome was applied to its order (or found applied already).
		 *
		 * @param Order                $order  The order afterwards.
		 * @param array<string, mixed> $intent The intent.
		 * @param string               $via    checkout, webhook, reconciliation or return.
		 */
		do_action( 'vitrine_stripe_intent_applied', $after, $intent, $via );
		return $after;
	}

	/**
	 * The decision and the change, in one transaction with the order's row locked. A deadlock
	 * met inside OrderService's own step (the stock of a product that other orders are paying
	 * for at the same moment) reaches here as an UNAVAILABLE OrderError, after the database
	 * rolled the whole transaction back: when the transaction is ours (no caller's around it),
	 * the whole step is tried again (ATTEMPTS times at most), as Transaction does for its own
	 * deadlocks.
	 *
	 * @param Order                $order     The order.
	 * @param array<string, mixed> $intent    The intent.
	 * @param string               $intent_id Its id.
	 * @return bool Whether the intent is a duplicate charge to refund after the commit.
	 * @throws DomainError An OrderError (see apply()).
	 */
	private function decide_locked( Order $order, array $intent, string $intent_id ): bool {
		$ours = ! $this->store->active();
		for ( $attempt = 1; ; $attempt++ ) {
			try {
				return $this->store->transaction(
					function () use ( $order, $intent, $intent_id ): bool {
						$current = $this->reader->lock( $order->id ) ?? throw new OrderError( 'vitrine_order_not_found', __( 'This order does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
						$key     = self::outcome_key( $intent );
						$applied = $this->applied( $current->id );
						// A success seen before is applied again while the order still waits for it
						// (the merchant reopened it): the order's status says whether it is done. A
						// duplicate is handed to the guard each time, which refunds it once: a refund
						// that failed is tried again.
						if ( in_array( $key, $applied, true ) && ! ( 'succeeded' === IntentFacts::status( $intent ) && $this->payable( $current ) ) ) {
							return 'succeeded' === IntentFacts::status( $intent ) && $this->duplicate( $current, $intent );
						}
						$duplicate = $this->decide( $current, $intent, $intent_id );
						$applied[] = $key;
						$this->meta->update_meta( $current->id, 'stripe_outcomes', array_slice( $applied, -self::REMEMBERED ) );
						return $duplicate;
					}
				);
			} catch ( OrderError $e ) {
				if ( ! $ours || 'vitrine_order_unavailable' !== $e->error_code || $attempt >= self::ATTEMPTS ) {
					throw $e;
				}
				usleep( random_int( 5000, 30000 ) * $attempt );
			} catch ( DomainError $e ) {
				throw $e;
			} catch ( OrderStoreException | \RuntimeException $e ) {
				error_log( 'Vitrine Stripe: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
				throw new OrderError( 'vitrine_order_unavailable', __( 'The order could not be saved just now. Nothing was changed; please try again.', 'vitrine' ), ErrorKind::UNAVAILABLE );
			}
		}
	}

	/**
	 * The change, with the order locked.
	 *
	 * @param Order                $order     The order as locked.
	 * @param array<string, mixed> $intent    The intent.
	 * @param string               $intent_id Its id.
	 * @return bool Whether the intent is a duplicate charge to refund after the commit.
	 */
	private function decide( Order $order, array $intent, string $intent_id ): bool {
		$current_intent = (string) $this->meta->get_meta( $order->id, 'stripe_intent_id' );
		$is_current     = '' === $current_intent || $current_intent === $intent_id;
		$status         = IntentFacts::status( $intent );

		if ( 'succeeded' === $status ) {
			return $this->succeeded( $order, $intent, $intent_id );
		}
		if ( ! $is_current || $this->paid( $order ) ) {
			// A late word of an older attempt, or of an order paid meanwhile: nothing to undo.
			return false;
		}
		$unpaid = $this->payable( $order );
		$method = IntentFacts::method_description( $intent );

		switch ( $status ) {
			case 'requires_capture':
				$text = '' !== $method
					/* translators: 1: amount, 2: payment method such as Visa ending 4242. */
					? sprintf( __( 'Payment of %1$s authorised by Stripe (%2$s): capture it from this screen within 7 days, or the authorisation lapses.', 'vitrine' ), $this->money->format( $order->total, $order ), $method )
					/* translators: %s: amount. */
					: sprintf( __( 'Payment of %s authorised by Stripe: capture it from this screen within 7 days, or the authorisation lapses.', 'vitrine' ), $this->money->format( $order->total, $order ) );
				$this->hold_or_note( $order, $text );
				$this->meta->update_meta( $order->id, 'stripe_capture', 'authorized' );
				$this->remember_charge( $order->id, $intent );
				break;

			case 'processing':
				$text = '' !== $method
					/* translators: %s: payment method such as SEPA Direct Debit ending 3000. */
					? sprintf( __( 'Stripe is processing the payment (%s). The order moves on once Stripe confirms it.', 'vitrine' ), $method )
					: __( 'Stripe is processing the payment. The order moves on once Stripe confirms it.', 'vitrine' );
				$this->hold_or_note( $order, $text );
				break;

			case 'requires_payment_method':
				$reason = IntentFacts::failure_message( $intent );
				if ( '' === $reason || ! $unpaid ) {
					break;  // A new intent, nothing attempted yet.
				}
				/* translators: %s: Stripe's reason, such as "Your card was declined." */
				$text = sprintf( __( 'Payment failed: %s', 'vitrine' ), $reason );
				if ( '' !== $method ) {
					/* translators: %s: payment method such as Visa ending 0002. */
					$text .= ' ' . sprintf( __( '(%s)', 'vitrine' ), $method );
				}
				if ( OrderStatus::FAILED === $order->status ) {
					$this->notes->add_note( $order->id, $text );
				} else {
					$this->service->transition( $order, OrderStatus::FAILED, $text );
				}
				break;

			case 'requires_action':
				if ( $unpaid ) {
					$this->notes->add_note( $order->id, __( 'Stripe asked the customer to confirm the payment (3-D Secure or their bank’s page). The order stays unpaid until they do.', 'vitrine' ) );
				}
				break;

			case 'canceled':
				if ( ! $unpaid ) {
					break;
				}
				$reason = IntentFacts::cancellation_reason( $intent );
				$text   = '' !== $reason
					/* translators: 1: Stripe payment id, 2: Stripe's reason such as abandoned. */
					? sprintf( __( 'The Stripe payment %1$s was cancelled (%2$s).', 'vitrine' ), $intent_id, $reason )
					/* translators: %s: Stripe payment id. */
					: sprintf( __( 'The Stripe payment %s was cancelled.', 'vitrine' ), $intent_id );
				$this->service->transition( $order, OrderStatus::CANCELLED, $text );
				$this->meta->delete_meta( $order->id, 'stripe_capture' );
				break;
		}
		return false;
	}

	/**
	 * A successful intent: the order is paid, or it was already, by this intent or another.
	 *
	 * @param Order                $order     The order as locked.
	 * @param array<string, mixed> $intent    The intent.
	 * @param string               $intent_id Its id.
	 * @return bool Whether it is a duplicate charge to refund.
	 */
	private function succeeded( Order $order, array $intent, string $intent_id ): bool {
		$charge = IntentFacts::charge_id( $intent );
		$method = IntentFacts::method_description( $intent );
		$setup  = IntentFacts::is_setup( $intent );

		if ( $this->paid( $order ) ) {
			if ( $this->duplicate( $order, $intent ) ) {
				return true;
			}
			$paid_by = (string) $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' );
			if ( '' !== $paid_by || ( '' !== $charge && $order->transaction_id === $charge ) || $setup ) {
				return false;
			}
			// Paid some other way (the merchant marked it paid): the merchant decides.
			$this->notes->add_note(
				$order->id,
				/* translators: 1: Stripe charge or payment id, 2: order status. */
				sprintf( __( 'Stripe charge %1$s succeeded, but the order was already %2$s without a Stripe payment. Check whether the customer paid twice and refund one payment if so.', 'vitrine' ), '' !== $charge ? $charge : $intent_id, OrderStatus::label( $order->status ) )
			);
			return false;
		}

		if ( ! $this->payable( $order ) ) {
			$this->notes->add_note(
				$order->id,
				/* translators: 1: Stripe charge or payment id, 2: order status such as Cancelled. */
				sprintf( __( 'Stripe charge %1$s succeeded, but the order is %2$s. Reopen the order, or refund the payment in Stripe.', 'vitrine' ), '' !== $charge ? $charge : $intent_id, OrderStatus::label( $order->status ) )
			);
			return false;
		}

		// OrderService first: it locks the products' stock, which other orders paid at the same
		// moment lock too; the fewer rows held before, the fewer deadlocks.
		$this->service->payment_complete( $order, '' !== $charge ? $charge : ( $setup ? '' : $intent_id ) );
		$this->meta->update_meta( $order->id, 'stripe_paid_intent_id', $intent_id );
		$this->meta->delete_meta( $order->id, 'stripe_capture' );
		$this->remember_charge( $order->id, $intent );
		if ( $setup ) {
			$text = '' !== $method
				/* translators: %s: payment method such as Visa ending 4242. */
				? sprintf( __( 'Stripe saved the payment method (%s) for this order; nothing was charged.', 'vitrine' ), $method )
				: __( 'Stripe saved the payment method for this order; nothing was charged.', 'vitrine' );
		} elseif ( '' !== $charge ) {
			$text = '' !== $method
				/* translators: 1: Stripe charge id, 2: payment method such as Visa ending 4242. */
				? sprintf( __( 'Stripe charge %1$s succeeded (%2$s).', 'vitrine' ), $charge, $method )
				/* translators: %s: Stripe charge id. */
				: sprintf( __( 'Stripe charge %s succeeded.', 'vitrine' ), $charge );
		} else {
			/* translators: %s: Stripe payment id. */
			$text = sprintf( __( 'Stripe payment %s succeeded.', 'vitrine' ), $intent_id );
		}
		$this->notes->add_note( $order->id, $text );
		return false;
	}

	/**
	 * Whether the order was paid, even if it is not in a paid status now (refunded, cancelled
	 * after payment, or put on hold when paid by the vitrine_order_payment_complete_status filter).
	 */
	private function paid( Order $order ): bool {
		return $order->is_paid() || null !== $order->paid_at || '' !== (string) $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' );
	}

	/**
	 * Whether a successful intent is a second payment of an order another intent paid.
	 *
	 * @param Order                $order  The order as locked.
	 * @param array<string, mixed> $intent The successful intent.
	 */
	private function duplicate( Order $order, array $intent ): bool {
		if ( IntentFacts::is_setup( $intent ) || ! $this->paid( $order ) ) {
			return false;
		}
		$paid_by = (string) $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' );
		$charge  = IntentFacts::charge_id( $intent );
		return '' !== $paid_by && IntentFacts::id( $intent ) !== $paid_by && ( '' === $charge || $order->transaction_id !== $charge );
	}

	/**
	 * Whether an unpaid order may still be paid, failed or held by an intent.
	 */
	private function payable( Order $order ): bool {
		return in_array( $order->status, array( OrderStatus::PENDING, OrderStatus::FAILED, OrderStatus::ON_HOLD ), true ) && ! $this->paid( $order );
	}

	/**
	 * Puts an unpaid order on hold with the note, or only adds the note to one already on hold.
	 */
	private function hold_or_note( Order $order, string $text ): void {
		if ( OrderStatus::ON_HOLD === $order->status ) {
			$this->notes->add_note( $order->id, $text );
		} elseif ( in_array( $order->status, array( OrderStatus::PENDING, OrderStatus::FAILED ), true ) ) {
			$this->service->transition( $order, OrderStatus::ON_HOLD, $text );
		}
	}

	/**
	 * Keeps the intent's charge id in the order's meta, for refunds and disputes.
	 *
	 * @param int                  $order_id The order.
	 * @param array<string, mixed> $intent   The intent.
	 */
	private function remember_charge( int $order_id, array $intent ): void {
		$charge = IntentFacts::charge_id( $intent );
		if ( '' !== $charge ) {
			$this->meta->update_meta( $order_id, 'stripe_charge_id', $charge );
		}
	}

	/**
	 * The outcomes applied to the order so far.
	 *
	 * @return list<string>
	 */
	private function applied( int $order_id ): array {
		$applied = $this->meta->get_meta( $order_id, 'stripe_outcomes' );
		return is_array( $applied ) ? array_values( array_filter( $applied, 'is_string' ) ) : array();
	}

	/**
	 * What makes an outcome the same as one applied before: the intent, its status, and for a
	 * failure which attempt failed (a second attempt of the same intent may fail again).
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	private static function outcome_key( array $intent ): string {
		$status = IntentFacts::status( $intent );
		$key    = IntentFacts::id( $intent ) . ':' . $status;
		if ( 'requires_payment_method' === $status ) {
			$key .= ':' . IntentFacts::failure_key( $intent );
		}
		return $key;
	}
}
