<?php
/**
 * charge.refunded events: refunds made in Stripe's dashboard become refunds of the order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks\Handlers;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Orders\OrderLocator;
use Vitrine\Stripe\Gateway\Amounts;
use Vitrine\Stripe\Webhooks\EventHandler;

/**
 * A charge of one of our orders was refunded. Its refunds are listed from Stripe (the event's
 * charge does not carry them), and each one the order does not know is recorded as a refund of
 * the order, outside the gateway (the money is already back), with a note naming it. Known are
 * the ids in the order's stripe_refund_ids (refunds made from the order screen, duplicate
 * charges' refunds) and refunds whose metadata says the shop made them (in case the event comes
 * before the id is kept). The order's row lock serializes deliveries, so that two events that each list the same
 * refund record it once.
 */
final class ChargeRefundedEvents implements EventHandler {

	/** Refund statuses that give money back (or are about to). */
	private const COUNTED = array( 'succeeded', 'pending', 'requires_action' );

	public function __construct(
		private readonly StripeClient $client,
		private readonly OrderLocator $locator,
		private readonly OrderStore $store,
		private readonly OrderReader $reader,
		private readonly OrderMeta $meta,
		private readonly OrderNotes $notes,
		private readonly OrderService $service,
		private readonly OrderMoney $money,
	) {
	}

	public function types(): array {
		return array( 'charge.refunded' );
	}

	public function handle( array $event ): bool {
		$charge    = $event['data']['object'];
		$charge_id = is_string( $charge['id'] ?? null ) ? $charge['id'] : '';
		$intent_id = is_string( $charge['payment_intent'] ?? null ) ? $charge['payment_intent'] : '';
		$order     = '' === $charge_id ? null : $this->locator->for_charge( $charge_id, $intent_id );
		$paid_by   = null === $order ? '' : (string) $this->meta->get_meta( $order->id, 'stripe_charge_id' );
		if ( null === $order || ( '' !== $paid_by && $paid_by !== $charge_id ) ) {
			// Not ours, or another charge of the order (a duplicate, refunded by the guard).
			return false;
		}
		$listed  = $this->client->get(
			'/v1/refunds',
			array(
				'charge' => $charge_id,
				'limit'  => 100,
			)
		);
		$refunds = array();
		foreach ( is_array( $listed['data'] ?? null ) ? $listed['data'] : array() as $refund ) {
			if ( is_array( $refund ) && is_string( $refund['id'] ?? null ) && is_int( $refund['amount'] ?? null ) && in_array( $refund['status'] ?? '', self::COUNTED, true ) ) {
				$refunds[] = $refund;
			}
		}
		// Oldest first, so that the order's notes tell them in the order they were made.
		usort( $refunds, static fn ( array $a, array $b ): int => ( (int) ( $a['created'] ?? 0 ) ) <=> ( (int) ( $b['created'] ?? 0 ) ) );
		$this->store->transaction( fn () => $this->record( $order->id, $refunds ) );
		return true;
	}

	/**
	 * Records the refunds the order does not know, with the order locked.
	 *
	 * @param int                              $order_id The order.
	 * @param list<array<string, mixed>>       $refunds  Stripe's refunds of the charge.
	 */
	private function record( int $order_id, array $refunds ): void {
		$order = $this->reader->lock( $order_id );
		if ( null === $order ) {
			return;
		}
		$known = $this->meta->get_meta( $order_id, 'stripe_refund_ids' );
		$known = is_array( $known ) ? array_values( array_map( 'strval', $known ) ) : array();
		foreach ( $refunds as $refund ) {
			$id       = (string) $refund['id'];
			$metadata = is_array( $refund['metadata'] ?? null ) ? $refund['metadata'] : array();
			if ( in_array( $id, $known, true ) || self::made_by_the_shop( $metadata ) ) {
				// Ours: recorded on the order when it was made (its id may not be saved yet).
				continue;
			}
			$known[] = $id;
			$this->meta->update_meta( $order_id, 'stripe_refund_ids', $known );
			$order  = $this->reader->fresh( $order_id ) ?? $order;
			$amount = Amounts::from_stripe( (int) $refund['amount'], $order->decimals, (string) ( $refund['currency'] ?? $order->currency ) );
			$this->record_one( $order, $id, $amount );
		}
	}

	/**
	 * Whether a refund's metadata says the shop made it: from the order screen (vitrine_refund,
	 * recorded as the order's refund before Stripe was asked) or as a duplicate charge's refund.
	 *
	 * @param array<string, mixed> $metadata The refund's metadata.
	 */
	private static function made_by_the_shop( array $metadata ): bool {
		return '1' === ( $metadata['vitrine_refund'] ?? '' ) || 'duplicate_charge' === ( $metadata['vitrine'] ?? '' );
	}

	/**
	 * One refund made in Stripe: an order refund when the order can take it, a note otherwise.
	 */
	private function record_one( Order $order, string $refund_id, int $amount ): void {
		$refundable = min( $amount, $order->remaining_refundable_minor() );
		if ( $order->is_paid() && $refundable > 0 ) {
			// Stripe sent the money back already: recorded as made there (with its id), not asked again.
			$this->service->record_provider_refund( $order, $refundable, $refund_id, 'Stripe' );
			return;
		}
		$this->notes->add_note(
			$order->id,
			sprintf(
				/* translators: 1: amount, 2: Stripe refund id. */
				__( 'Stripe refunded %1$s (refund %2$s) outside Vitrine, but the order is not paid or nothing remains to refund: check the order and record the refund if needed.', 'vitrine' ),
				$this->money->format( $amount, $order ),
				$refund_id
			)
		);
	}
}
