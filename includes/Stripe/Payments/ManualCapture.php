<?php
/**
 * Captures a payment Stripe only authorised (capture: authorize).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Gateway\Amounts;
use Vitrine\Stripe\Orders\IntentOutcome;

/**
 * The whole authorised amount is captured through Stripe (one idempotency key per attempt, so a
 * second click or a retry captures once); what Stripe answers is applied to the order as any
 * other word of the intent (paid, with the charge as its transaction), and the merchant's action
 * is noted. Under the order's payment lock, like every change of its intent.
 */
final class ManualCapture {

	public function __construct(
		private readonly StripeClient $client,
		private readonly IntentRecord $record,
		private readonly OrderMeta $meta,
		private readonly OrderNotes $notes,
		private readonly OrderReader $orders,
		private readonly OrderMoney $money,
		private readonly IntentOutcome $outcome,
		private readonly OrderPaymentLock $lock,
	) {
	}

	/** Whether the order waits for its authorised payment to be captured. */
	public function is_capturable( Order $order ): bool {
		return 'authorized' === $this->meta->get_meta( $order->id, 'stripe_capture' )
			&& str_starts_with( $this->record->intent_id( $order->id ), 'pi_' )
			&& ! $order->is_paid();
	}

	/**
	 * Captures the authorised payment.
	 *
	 * @param Order $order   The order.
	 * @param int   $user_id Who captures it, for the note.
	 * @return Order The order afterwards.
	 * @throws StripePaymentError When nothing waits for capture, or Stripe refuses (its message).
	 */
	public function capture( Order $order, int $user_id ): Order {
		return $this->lock->run(
			$order->id,
			function () use ( $order, $user_id ): Order {
				$order = $this->orders->fresh( $order->id ) ?? $order;
				if ( ! $this->is_capturable( $order ) ) {
					throw new StripePaymentError( 'vitrine_stripe_nothing_to_capture', __( 'This order has no authorised Stripe payment to capture.', 'vitrine' ), ErrorKind::CONFLICT );
				}
				$intent_id = $this->record->intent_id( $order->id );
				try {
					$intent = $this->client->post(
						'/v1/payment_intents/' . rawurlencode( $intent_id ) . '/capture',
						array(
							'amount_to_capture' => Amounts::to_stripe( $order->total, $order->decimals, $order->currency ),
							'expand'            => array( 'latest_charge' ),
						),
						IdempotencyKey::for_order( $order->id, $this->record->attempt( $order->id ), 'capture' )
					);
				} catch ( StripeApiError $error ) {
					$reason = '' !== $error->stripe_message ? $error->stripe_message : $error->getMessage();
					/* translators: %s: Stripe's reason. */
					$this->notes->add_note( $order->id, sprintf( __( 'Capturing the Stripe payment failed: %s', 'vitrine' ), $reason ), false, $user_id );
					throw new StripePaymentError( 'vitrine_stripe_capture_failed', $reason, ErrorKind::PROVIDER_FAILED, array(), $error );
				}
				$this->notes->add_note(
					$order->id,
					/* translators: %s: amount. */
					sprintf( __( 'Captured the authorised payment of %s through Stripe.', 'vitrine' ), $this->money->format( $order->total, $order ) ),
					false,
					$user_id
				);
				return $this->outcome->apply( $order, $intent, 'reconciliation' );
			}
		);
	}
}
