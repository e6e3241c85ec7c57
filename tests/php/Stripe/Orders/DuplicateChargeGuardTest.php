<?php
/**
 * A second successful charge of a paid order is refunded in full, once, and the merchant reads
 * it on the order.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Orders;

use Vitrine\Orders\OrderStatus;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Tests\Stripe\Webhooks\WebhookTestCase;

require_once dirname( __DIR__ ) . '/Webhooks/WebhookTestCase.php';

final class DuplicateChargeGuardTest extends WebhookTestCase {

	public function test_a_second_successful_intent_is_refunded_in_full_once_and_noted(): void {
		$order   = $this->stripe_order( 'pi_2' );
		$outcome = $this->container->get( IntentOutcome::class );
		$outcome->apply( $order, $this->intent( 'pi_1', 'succeeded', $order->id ), 'return' );
		$this->stripe->put( $this->intent( 'pi_2', 'succeeded', $order->id ) );

		$result = $this->receive( $this->event( 'evt_second', 'payment_intent.succeeded', $this->intent( 'pi_2', 'succeeded', $order->id ) ) );
		self::assertSame( 'processed', $result['status'] );
		$refunds = $this->stripe->calls( 'POST', '/v1/refunds' );
		self::assertCount( 1, $refunds );
		self::assertSame( 'vitrine-duplicate-refund-pi_2', $refunds[0]->headers['Idempotency-Key'] );
		parse_str( (string) $refunds[0]->body, $params );
		self::assertSame( 'pi_2', $params['payment_intent'] );
		self::assertSame( 'duplicate', $params['reason'] );
		self::assertArrayNotHasKey( 'amount', $params, 'In full.' );

		$after = $this->reader->fresh( $order->id );
		self::assertSame( OrderStatus::PROCESSING, $after?->status );
		self::assertSame( 'ch_pi_1', $after?->transaction_id, 'The order keeps its first payment.' );
		self::assertSame( 0, $after?->refunded_total, 'The order\'s own payment is not refunded.' );
		self::assertSame( array( 'pi_2' => 're_1' ), $this->meta->get_meta( $order->id, 'stripe_duplicate_refunds' ) );
		self::assertContains( 're_1', (array) $this->meta->get_meta( $order->id, 'stripe_refund_ids' ) );
		$notes = array_filter( $this->note_texts( $order->id ), static fn ( string $note ): bool => str_starts_with( $note, 'Duplicate payment refunded: Stripe charge ch_pi_2 (€25.00) paid this order a second time, so Vitrine refunded it in full automatically (refund re_1).' ) );
		self::assertCount( 1, $notes );

		// Told again (the shopper's return, a redelivery): no second refund, no second note.
		$outcome->apply( $order, $this->intent( 'pi_2', 'succeeded', $order->id ), 'return' );
		$this->receive( $this->event( 'evt_second_again', 'payment_intent.succeeded', $this->intent( 'pi_2', 'succeeded', $order->id ) ) );
		self::assertCount( 1, $this->stripe->calls( 'POST', '/v1/refunds' ) );
		self::assertCount( 1, array_filter( $this->note_texts( $order->id ), static fn ( string $note ): bool => str_starts_with( $note, 'Duplicate payment refunded' ) ) );

		// The refund's own charge.refunded event is not a refund of the order.
		$this->receive(
			$this->event(
				'evt_refunded_duplicate',
				'charge.refunded',
				array(
					'id'             => 'ch_pi_2',
					'object'         => 'charge',
					'payment_intent' => 'pi_2',
				)
			)
		);
		self::assertSame( 0, $this->reader->fresh( $order->id )?->refunded_total );
	}

	public function test_a_refund_stripe_refuses_is_noted_and_tried_again_by_the_redelivery(): void {
		$order   = $this->stripe_order( 'pi_2' );
		$outcome = $this->container->get( IntentOutcome::class );
		$outcome->apply( $order, $this->intent( 'pi_1', 'succeeded', $order->id ), 'return' );
		$this->stripe->put( $this->intent( 'pi_2', 'succeeded', $order->id ) );
		// The retrieval answers; the refund fails at each of the client's tries, so the event fails.
		$this->stripe->fail_refunds = 3;
		$event                      = $this->event( 'evt_refund_fails', 'payment_intent.succeeded', $this->intent( 'pi_2', 'succeeded', $order->id ) );
		try {
			$this->receive( $event );
			self::fail( 'The event fails so that Stripe sends it again.' );
		} catch ( \Vitrine\Stripe\Webhooks\WebhookError $e ) {
			self::assertSame( 'vitrine_stripe_webhook_failed', $e->error_code );
		}
		self::assertCount( 1, array_filter( $this->note_texts( $order->id ), static fn ( string $note ): bool => str_contains( $note, 'Refunding it automatically failed' ) ) );

		self::assertSame( 'processed', $this->receive( $event )['status'] );
		self::assertSame( array( 'pi_2' => 're_1' ), $this->meta->get_meta( $order->id, 'stripe_duplicate_refunds' ) );
	}
}
