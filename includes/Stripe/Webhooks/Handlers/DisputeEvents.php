<?php
/**
 * charge.dispute.created and charge.dispute.closed events.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks\Handlers;

use Vitrine\Orders\Emails\OrderEmails;
use Vitrine\Orders\Emails\PaymentDispute;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Stripe\Orders\OrderLocator;
use Vitrine\Stripe\Gateway\Amounts;
use Vitrine\Stripe\Webhooks\EventHandler;

/**
 * A customer disputed a payment: the order goes on hold (from processing; a completed order
 * cannot, and keeps its status) with a note that says how much, why, and by when to answer in
 * Stripe. When the dispute closes, won puts the order back in the status it had, lost leaves a
 * note that Stripe took the money back (a won dispute restores the status without emailing the
 * customer again, OrderService::restore()). Each dispute is handled once (meta stripe_disputes,
 * dispute id to the order's status before it), under the order's row lock; once its transaction is
 * over, the merchant gets the order email dispute_opened or dispute_closed.
 */
final class DisputeEvents implements EventHandler {

	public function __construct(
		private readonly OrderLocator $locator,
		private readonly OrderStore $store,
		private readonly OrderReader $reader,
		private readonly OrderMeta $meta,
		private readonly OrderNotes $notes,
		private readonly OrderService $service,
		private readonly OrderMoney $money,
		private readonly OrderEmails $emails,
	) {
	}

	public function types(): array {
		return array( 'charge.dispute.created', 'charge.dispute.closed' );
	}

	public function handle( array $event ): bool {
		$dispute   = $event['data']['object'];
		$charge_id = is_string( $dispute['charge'] ?? null ) ? $dispute['charge'] : '';
		$intent_id = is_string( $dispute['payment_intent'] ?? null ) ? $dispute['payment_intent'] : '';
		$order     = '' === $charge_id || ! is_string( $dispute['id'] ?? null ) ? null : $this->locator->for_charge( $charge_id, $intent_id );
		if ( null === $order ) {
			return false;
		}
		$closed = 'charge.dispute.closed' === $event['type'];
		$news   = $this->store->transaction(
			function () use ( $order, $dispute, $closed ): ?PaymentDispute {
				$locked = $this->reader->lock( $order->id );
				if ( null === $locked ) {
					return null;
				}
				return $closed ? $this->closed( $locked, $dispute ) : $this->opened( $locked, $dispute );
			}
		);
		if ( $news instanceof PaymentDispute ) {
			$after = $this->reader->fresh( $order->id ) ?? $order;
			$this->emails->send( $closed ? OrderEmails::DISPUTE_CLOSED : OrderEmails::DISPUTE_OPENED, $after, null, $news );
		}
		return true;
	}

	/**
	 * A new dispute: on hold, with what the merchant must do.
	 *
	 * @param Order                $order   The order, locked.
	 * @param array<string, mixed> $dispute The dispute.
	 * @return PaymentDispute|null What to email the merchant; null when it was handled already.
	 */
	private function opened( Order $order, array $dispute ): ?PaymentDispute {
		$disputes = $this->disputes( $order->id );
		$id       = (string) $dispute['id'];
		if ( isset( $disputes[ $id ] ) ) {
			return null;
		}
		$disputes[ $id ] = $order->status;
		$this->meta->update_meta( $order->id, 'stripe_disputes', $disputes );

		$due  = is_int( $dispute['evidence_details']['due_by'] ?? null ) ? (int) $dispute['evidence_details']['due_by'] : 0;
		$text = sprintf(
			/* translators: 1: amount, 2: Stripe dispute id, 3: the customer's reason such as fraudulent. */
			__( 'The customer disputed the payment of %1$s with their bank (dispute %2$s, reason: %3$s). Stripe has taken the amount from your balance until the dispute is settled: answer it in the Stripe dashboard.', 'vitrine' ),
			$this->amount( $dispute, $order ),
			$id,
			is_string( $dispute['reason'] ?? null ) ? str_replace( '_', ' ', $dispute['reason'] ) : __( 'not given', 'vitrine' )
		);
		if ( $due > 0 ) {
			/* translators: %s: a date. */
			$text .= ' ' . sprintf( __( 'Evidence is due by %s.', 'vitrine' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $due ) );
		}
		if ( OrderStatus::can_transition( $order->status, OrderStatus::ON_HOLD ) && $order->is_paid() ) {
			$this->service->transition( $order, OrderStatus::ON_HOLD, $text );
		} else {
			$this->notes->add_note( $order->id, $text );
		}
		return $this->facts( $dispute, $order, PaymentDispute::OPENED, $due );
	}

	/**
	 * A dispute closed: won puts the order back, lost is noted.
	 *
	 * @param Order                $order   The order, locked.
	 * @param array<string, mixed> $dispute The dispute.
	 * @return PaymentDispute|null What to email the merchant; null when it was handled already.
	 */
	private function closed( Order $order, array $dispute ): ?PaymentDispute {
		$disputes = $this->disputes( $order->id );
		$id       = (string) $dispute['id'];
		$closed   = $this->meta->get_meta( $order->id, 'stripe_disputes_closed' );
		$closed   = is_array( $closed ) ? array_values( array_map( 'strval', $closed ) ) : array();
		if ( in_array( $id, $closed, true ) ) {
			return null;
		}
		$closed[] = $id;
		$this->meta->update_meta( $order->id, 'stripe_disputes_closed', $closed );

		$before = $disputes[ $id ] ?? '';
		$status = is_string( $dispute['status'] ?? null ) ? $dispute['status'] : '';
		if ( in_array( $status, array( 'won', 'warning_closed', 'prevented' ), true ) ) {
			$text = sprintf(
				/* translators: %s: Stripe dispute id. */
				__( 'The dispute %s was closed in your favour: Stripe gives the amount back to your balance.', 'vitrine' ),
				$id
			);
			if ( OrderStatus::ON_HOLD === $order->status && in_array( $before, OrderStatus::paid(), true ) && OrderStatus::can_transition( OrderStatus::ON_HOLD, $before ) ) {
				$this->service->restore( $order, $before, $text );
			} else {
				$this->notes->add_note( $order->id, $text );
			}
			return $this->facts( $dispute, $order, PaymentDispute::WON, 0 );
		}
		$this->notes->add_note(
			$order->id,
			sprintf(
				/* translators: 1: Stripe dispute id, 2: amount. */
				__( 'The dispute %1$s was lost: %2$s stays with the customer. Record a refund on this order if you want its totals to show it.', 'vitrine' ),
				$id,
				$this->amount( $dispute, $order )
			)
		);
		return $this->facts( $dispute, $order, PaymentDispute::LOST, 0 );
	}

	/**
	 * What the merchant's email says of a dispute.
	 *
	 * @param array<string, mixed> $dispute The dispute.
	 * @param Order                $order   Its order.
	 * @param string               $outcome A PaymentDispute constant.
	 * @param int                  $due     When evidence is due (unix time); 0 for none.
	 */
	private function facts( array $dispute, Order $order, string $outcome, int $due ): PaymentDispute {
		$id = (string) $dispute['id'];
		// The dashboard's page of the dispute, where it is answered; test-mode objects live under /test.
		$url = 'https://dashboard.stripe.com/' . ( true === ( $dispute['livemode'] ?? false ) ? '' : 'test/' ) . 'disputes/' . rawurlencode( $id );
		return new PaymentDispute(
			$id,
			$outcome,
			$this->minor( $dispute, $order ),
			DisputeReasons::label( is_string( $dispute['reason'] ?? null ) ? $dispute['reason'] : '' ),
			$due,
			$url
		);
	}

	/**
	 * The order's disputes: dispute id to the status the order had when it opened.
	 *
	 * @return array<string, string>
	 */
	private function disputes( int $order_id ): array {
		$disputes = $this->meta->get_meta( $order_id, 'stripe_disputes' );
		return is_array( $disputes ) ? array_map( 'strval', $disputes ) : array();
	}

	/**
	 * The disputed amount, formatted in the order's currency.
	 *
	 * @param array<string, mixed> $dispute The dispute.
	 * @param Order                $order   The order.
	 */
	private function amount( array $dispute, Order $order ): string {
		return $this->money->format( $this->minor( $dispute, $order ), $order );
	}

	/**
	 * The disputed amount in the order's minor units (the order's total when Stripe gives none).
	 *
	 * @param array<string, mixed> $dispute The dispute.
	 * @param Order                $order   The order.
	 */
	private function minor( array $dispute, Order $order ): int {
		return is_int( $dispute['amount'] ?? null ) ? Amounts::from_stripe( $dispute['amount'], $order->decimals, (string) ( $dispute['currency'] ?? $order->currency ) ) : $order->total;
	}
}
