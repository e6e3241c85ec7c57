<?php
/**
 * Refunds of Stripe payments from the order screen, and captures of authorised ones.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Payments\RefundResult;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Gateway\Amounts;

/**
 * Refunds through Stripe's Refunds API, full or partial, for the payment intent that paid the
 * order. The merchant's reason goes in the refund's metadata and is mapped to Stripe's reasons
 * (duplicate, fraudulent, requested_by_customer). Each refund's idempotency key names the order,
 * the amount and how many refunds were made before, so a retry after a timeout replays Stripe's
 * answer instead of refunding twice, and a second refund of the same amount is a new one. The
 * refund ids are kept in stripe_refund_ids (and the refund's metadata says it is the shop's), so
 * that the charge.refunded webhook of our own refund is not counted again.
 */
final class StripeRefunds {

	public const REFUND_IDS = 'stripe_refund_ids';

	public function __construct(
		private readonly StripeClient $client,
		private readonly OrderMeta $meta,
		private readonly IntentRecord $record,
	) {
	}

	/**
	 * Refunds part or all of what Stripe took for the order.
	 *
	 * @param Order  $order        The order.
	 * @param int    $amount_minor How much, in the order's minor units.
	 * @param string $reason       The merchant's reason, may be empty.
	 */
	public function refund( Order $order, int $amount_minor, string $reason ): RefundResult {
		$intent = $this->paid_intent( $order );
		if ( '' === $intent ) {
			return RefundResult::failure( __( 'No Stripe payment was found for this order.', 'vitrine' ) );
		}
		$ids    = $this->refund_ids( $order->id );
		$amount = Amounts::to_stripe( $amount_minor, $order->decimals, $order->currency );
		$params = array(
			'payment_intent' => $intent,
			'amount'         => $amount,
			'reason'         => self::stripe_reason( $reason ),
			'metadata'       => array(
				'order_id'       => (string) $order->id,
				'vitrine_refund' => '1',
				'reason'         => mb_substr( $reason, 0, 500 ),
			),
		);
		try {
			$refund = $this->client->post( '/v1/refunds', $params, IdempotencyKey::for_order( $order->id, $this->record->attempt( $order->id ), 'refund-' . $amount . '-' . ( count( $ids ) + 1 ) ) );
		} catch ( StripeApiError $error ) {
			return RefundResult::failure( '' !== $error->stripe_message ? $error->stripe_message : $error->getMessage() );
		}
		$id     = (string) ( $refund['id'] ?? '' );
		$status = (string) ( $refund['status'] ?? '' );
		if ( '' !== $id && ! in_array( $id, $ids, true ) ) {
			$ids[] = $id;
			$this->meta->update_meta( $order->id, self::REFUND_IDS, $ids );
		}
		if ( in_array( $status, array( 'failed', 'canceled' ), true ) ) {
			/* translators: %s: Stripe's refund id. */
			return RefundResult::failure( sprintf( __( 'Stripe could not make refund %s.', 'vitrine' ), $id ) );
		}
		return RefundResult::success( $id );
	}

	/**
	 * The refunds Stripe made for the order through the shop.
	 *
	 * @return list<string>
	 */
	public function refund_ids( int $order_id ): array {
		$ids = $this->meta->get_meta( $order_id, self::REFUND_IDS );
		return is_array( $ids ) ? array_values( array_filter( $ids, 'is_string' ) ) : array();
	}

	/**
	 * Stripe's reason for the merchant's words: duplicate, fraudulent, or requested_by_customer.
	 */
	public static function stripe_reason( string $reason ): string {
		$reason = strtolower( $reason );
		if ( str_contains( $reason, 'duplicate' ) ) {
			return 'duplicate';
		}
		if ( str_contains( $reason, 'fraud' ) ) {
			return 'fraudulent';
		}
		return 'requested_by_customer';
	}

	/**
	 * The intent that paid the order: the one the outcome recorded, else the current one.
	 */
	private function paid_intent( Order $order ): string {
		$paid = (string) $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' );
		$id   = '' !== $paid ? $paid : $this->record->intent_id( $order->id );
		return str_starts_with( $id, 'pi_' ) ? $id : '';
	}
}
