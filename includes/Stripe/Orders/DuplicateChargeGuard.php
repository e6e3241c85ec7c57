<?php
/**
 * Refunds a second successful charge of an order already paid.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Orders;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Gateway\Amounts;

/**
 * A shopper who pays twice for one order (two tabs, a retried redirect, a wallet and a card)
 * gets the second payment back at once, in full, and the merchant reads on the order what
 * happened. The refund is asked with an idempotency key made of the intent's id, so that the
 * webhook, the shopper's return and reconciliation asking at the same moment make one refund.
 * Its id joins the order's stripe_refund_ids, so that its charge.refunded event is not taken for
 * a refund of the order; stripe_duplicate_refunds keeps intent id to refund id.
 */
final class DuplicateChargeGuard {

	public function __construct(
		private readonly StripeClient $client,
		private readonly OrderStore $store,
		private readonly OrderReader $reader,
		private readonly OrderMeta $meta,
		private readonly OrderNotes $notes,
		private readonly OrderMoney $money,
	) {
	}

	/**
	 * Refunds the intent's payment in full and notes it on the order; does nothing when it was
	 * refunded before.
	 *
	 * @param Order                $order  The order, paid by another intent.
	 * @param array<string, mixed> $intent The second successful payment intent.
	 * @return Order The order afterwards.
	 * @throws StripeApiError When Stripe refuses or cannot be reached (noted on the order); a
	 *                        later call tries again with the same key.
	 */
	public function refund( Order $order, array $intent ): Order {
		$intent_id = IntentFacts::id( $intent );
		if ( isset( $this->refunded( $order->id )[ $intent_id ] ) ) {
			return $order;
		}
		$charge = IntentFacts::charge_id( $intent );
		$label  = '' !== $charge ? $charge : $intent_id;
		$amount = is_int( $intent['amount'] ?? null ) ? Amounts::from_stripe( $intent['amount'], $order->decimals, (string) ( $intent['currency'] ?? $order->currency ) ) : $order->total;
		try {
			$refund = $this->client->post(
				'/v1/refunds',
				array(
					'payment_intent' => $intent_id,
					'reason'         => 'duplicate',
					'metadata'       => array(
						'order_id' => (string) $order->id,
						'vitrine'  => 'duplicate_charge',
					),
				),
				'vitrine-duplicate-refund-' . $intent_id
			);
		} catch ( StripeApiError $e ) {
			$this->notes->add_note(
				$order->id,
				sprintf(
					/* translators: 1: Stripe charge id, 2: amount, 3: Stripe's message. */
					__( 'Stripe charge %1$s (%2$s) is a second payment of this order, which was already paid. Refunding it automatically failed: %3$s Refund it in the Stripe dashboard.', 'vitrine' ),
					$label,
					$this->money->format( $amount, $order ),
					$e->getMessage()
				)
			);
			throw $e;
		}
		$refund_id = is_string( $refund['id'] ?? null ) ? $refund['id'] : '';
		$this->store->transaction(
			function () use ( $order, $intent_id, $refund_id, $label, $amount ): void {
				if ( null === $this->reader->lock( $order->id ) ) {
					return;
				}
				$refunded = $this->refunded( $order->id );
				if ( isset( $refunded[ $intent_id ] ) ) {
					return;  // Another request recorded the same refund meanwhile.
				}
				$refunded[ $intent_id ] = $refund_id;
				$this->meta->update_meta( $order->id, 'stripe_duplicate_refunds', $refunded );
				$known = $this->meta->get_meta( $order->id, 'stripe_refund_ids' );
				$known = is_array( $known ) ? array_values( array_map( 'strval', $known ) ) : array();
				if ( '' !== $refund_id && ! in_array( $refund_id, $known, true ) ) {
					$known[] = $refund_id;
					$this->meta->update_meta( $order->id, 'stripe_refund_ids', $known );
				}
				$this->notes->add_note(
					$order->id,
					sprintf(
						/* translators: 1: Stripe charge id, 2: amount, 3: Stripe refund id. */
						__( 'Duplicate payment refunded: Stripe charge %1$s (%2$s) paid this order a second time, so Vitrine refunded it in full automatically (refund %3$s). The order keeps its first payment.', 'vitrine' ),
						$label,
						$this->money->format( $amount, $order ),
						'' !== $refund_id ? $refund_id : '—'
					)
				);
			}
		);
		return $this->reader->fresh( $order->id ) ?? $order;
	}

	/**
	 * The duplicates refunded so far: intent id to refund id.
	 *
	 * @return array<string, string>
	 */
	private function refunded( int $order_id ): array {
		$refunded = $this->meta->get_meta( $order_id, 'stripe_duplicate_refunds' );
		return is_array( $refunded ) ? array_map( 'strval', $refunded ) : array();
	}
}
