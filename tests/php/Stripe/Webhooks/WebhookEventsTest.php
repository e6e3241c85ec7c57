<?php
/**
 * Each event type we handle, delivered twice and out of order, through the receiver on an
 * in-process Stripe.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Webhooks;

use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Stripe\Webhooks\EventStore;

require_once __DIR__ . '/WebhookTestCase.php';

final class WebhookEventsTest extends WebhookTestCase {

	public function test_payment_intent_succeeded_pays_the_order_with_the_intent_retrieved_from_stripe(): void {
		$order = $this->stripe_order( 'pi_1' );
		$this->stripe->put( $this->intent( 'pi_1', 'succeeded', $order->id ) );
		$result = $this->receive( $this->event( 'evt_1', 'payment_intent.succeeded', $this->intent( 'pi_1', 'succeeded', $order->id ) ) );
		self::assertSame( 'processed', $result['status'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		$retrieved = $this->stripe->calls( 'GET', '/v1/payment_intents/pi_1' );
		self::assertCount( 1, $retrieved );
		self::assertStringContainsString( 'expand', urldecode( $retrieved[0]->url ) );
		self::assertSame( EventStore::PROCESSED, ( new EventStore() )->status( 'evt_1' ) );
	}

	public function test_a_late_payment_failed_event_applies_what_is_true_now(): void {
		$order = $this->stripe_order( 'pi_1' );
		// The attempt failed, the shopper paid with another card; the failure's event comes last.
		$this->stripe->put( $this->intent( 'pi_1', 'succeeded', $order->id ) );
		$this->receive( $this->event( 'evt_ok', 'payment_intent.succeeded', $this->intent( 'pi_1', 'succeeded', $order->id ) ) );
		$this->receive( $this->event( 'evt_failed', 'payment_intent.payment_failed', $this->failed_intent( 'pi_1', $order->id, 'ch_old' ) ) );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 0, $this->count_notes( $order->id, 'Payment failed' ) );
	}

	public function test_a_failure_event_that_arrives_before_the_success_event_pays_the_order_when_stripe_says_it_succeeded(): void {
		$order = $this->stripe_order( 'pi_1' );
		$this->stripe->put( $this->intent( 'pi_1', 'succeeded', $order->id ) );
		$this->receive( $this->event( 'evt_failed', 'payment_intent.payment_failed', $this->failed_intent( 'pi_1', $order->id, 'ch_old' ) ) );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		$this->receive( $this->event( 'evt_ok', 'payment_intent.succeeded', $this->intent( 'pi_1', 'succeeded', $order->id ) ) );
		self::assertSame( 1, $this->count_notes( $order->id, 'Stripe charge ch_pi_1 succeeded (Visa ending 4242).' ) );
	}

	public function test_each_intent_status_event_moves_the_order_once(): void {
		$cases = array(
			'payment_intent.processing'                => array( $this->intent( 'pi_x', 'processing', 0 ), OrderStatus::ON_HOLD ),
			'payment_intent.payment_failed'            => array( $this->failed_intent( 'pi_x', 0, 'ch_declined' ), OrderStatus::FAILED ),
			'payment_intent.requires_action'           => array( $this->intent( 'pi_x', 'requires_action', 0 ), OrderStatus::PENDING ),
			'payment_intent.canceled'                  => array( $this->intent( 'pi_x', 'canceled', 0 ), OrderStatus::CANCELLED ),
			'payment_intent.amount_capturable_updated' => array( $this->intent( 'pi_x', 'requires_capture', 0 ), OrderStatus::ON_HOLD ),
		);
		foreach ( $cases as $type => list( $intent, $expected ) ) {
			$id                             = 'pi_' . str_replace( '.', '_', $type );
			$order                          = $this->stripe_order( $id );
			$intent['id']                   = $id;
			$intent['metadata']['order_id'] = (string) $order->id;
			$this->stripe->put( $intent );
			$this->receive( $this->event( 'evt_a_' . $id, $type, $intent ) );
			$notes = $this->note_texts( $order->id );
			$this->receive( $this->event( 'evt_b_' . $id, $type, $intent ) );
			self::assertSame( $expected, $this->reader->fresh( $order->id )?->status, $type );
			self::assertSame( $notes, $this->note_texts( $order->id ), $type . ' told twice adds nothing.' );
			self::assertNotSame( array(), $notes, $type . ' is noted.' );
		}
	}

	public function test_an_intent_of_another_shop_is_ignored_without_asking_stripe(): void {
		$order = $this->stripe_order( 'pi_mine' );
		$other = $this->intent( 'pi_theirs', 'succeeded', $order->id );
		self::assertSame( 'ignored', $this->receive( $this->event( 'evt_theirs', 'payment_intent.succeeded', $other ) )['status'] );
		self::assertSame( 'ignored', $this->receive( $this->event( 'evt_none', 'payment_intent.succeeded', $this->intent( 'pi_none', 'succeeded', 0 ) ) )['status'] );
		self::assertSame( array(), $this->stripe->requests );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_an_earlier_attempt_of_the_order_or_one_that_carries_its_key_is_the_orders(): void {
		$order = $this->stripe_order( 'pi_new' );
		$this->meta->update_meta( $order->id, 'stripe_intent_ids', array( 'pi_first' ) );
		$this->stripe->put( $this->intent( 'pi_first', 'succeeded', $order->id ) );
		self::assertSame( 'processed', $this->receive( $this->event( 'evt_first', 'payment_intent.succeeded', $this->intent( 'pi_first', 'succeeded', $order->id ) ) )['status'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );

		$keyed                           = $this->stripe_order( 'pi_a' );
		$intent                          = $this->intent( 'pi_b', 'succeeded', $keyed->id );
		$intent['metadata']['order_key'] = $keyed->key;
		$this->stripe->put( $intent );
		self::assertSame( 'processed', $this->receive( $this->event( 'evt_keyed', 'payment_intent.succeeded', $intent ) )['status'] );
	}

	public function test_a_retrieval_that_fails_fails_the_event_for_a_redelivery(): void {
		$order = $this->stripe_order( 'pi_1' );
		$this->stripe->put( $this->intent( 'pi_1', 'succeeded', $order->id ) );
		$this->stripe->fail_next = 3;
		try {
			$this->receive( $this->event( 'evt_retry', 'payment_intent.succeeded', $this->intent( 'pi_1', 'succeeded', $order->id ) ) );
			self::fail( 'The failure is answered as one.' );
		} catch ( \Vitrine\Stripe\Webhooks\WebhookError $e ) {
			self::assertSame( 'vitrine_stripe_webhook_failed', $e->error_code );
		}
		self::assertSame( EventStore::FAILED, ( new EventStore() )->status( 'evt_retry' ) );
		self::assertSame( 'processed', $this->receive( $this->event( 'evt_retry', 'payment_intent.succeeded', $this->intent( 'pi_1', 'succeeded', $order->id ) ) )['status'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_setup_intent_events_complete_a_free_order_and_leave_the_others(): void {
		$order = $this->stripe_order( 'seti_1' );
		$setup = array(
			'id'             => 'seti_1',
			'object'         => 'setup_intent',
			'status'         => 'succeeded',
			'metadata'       => array( 'order_id' => (string) $order->id ),
			'payment_method' => array(
				'id'   => 'pm_1',
				'type' => 'card',
				'card' => array(
					'brand' => 'visa',
					'last4' => '4242',
				),
			),
		);
		$this->stripe->put( $setup );
		self::assertSame( 'processed', $this->receive( $this->event( 'evt_seti', 'setup_intent.succeeded', $setup ) )['status'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		self::assertCount( 1, $this->stripe->calls( 'GET', '/v1/setup_intents/seti_1' ) );

		$failed = $this->stripe_order( 'seti_2' );
		$this->stripe->put(
			array(
				'id'               => 'seti_2',
				'object'           => 'setup_intent',
				'status'           => 'requires_payment_method',
				'metadata'         => array( 'order_id' => (string) $failed->id ),
				'last_setup_error' => array(
					'code'    => 'card_declined',
					'message' => 'Your card was declined.',
				),
			)
		);
		$this->receive( $this->event( 'evt_seti_failed', 'setup_intent.setup_failed', $this->stripe->intents['seti_2'] ) );
		self::assertSame( OrderStatus::FAILED, $this->reader->fresh( $failed->id )?->status );
		self::assertSame( 1, $this->count_notes( $failed->id, 'Payment failed: Your card was declined.' ) );

		$account = array(
			'id'       => 'seti_account',
			'object'   => 'setup_intent',
			'status'   => 'succeeded',
			'metadata' => array(),
		);
		self::assertSame( 'ignored', $this->receive( $this->event( 'evt_seti_account', 'setup_intent.succeeded', $account ) )['status'] );
	}

	public function test_a_refund_made_in_the_stripe_dashboard_becomes_an_order_refund_once_and_our_own_are_not_counted_twice(): void {
		$order = $this->paid_order( 'pi_1' );
		$this->stripe->dashboard_refund( 'ch_pi_1', 500, 're_ours' );
		$this->meta->update_meta( $order->id, 'stripe_refund_ids', array( 're_ours' ) );
		$this->stripe->dashboard_refund( 'ch_pi_1', 1000, 're_dashboard' );
		// The shop's own refund whose id the order screen has not kept yet.
		$this->stripe->dashboard_refund( 'ch_pi_1', 300, 're_ours_in_flight', array( 'vitrine_refund' => '1' ) );

		$charge = array(
			'id'              => 'ch_pi_1',
			'object'          => 'charge',
			'payment_intent'  => 'pi_1',
			'amount_refunded' => 1500,
		);
		self::assertSame( 'processed', $this->receive( $this->event( 'evt_refund_1', 'charge.refunded', $charge ) )['status'] );
		$after = $this->reader->fresh( $order->id );
		self::assertSame( 1000, $after?->refunded_total, 'Only the refund the order did not know.' );
		self::assertSame( 1, $this->count_notes( $order->id, 'Refunded €10.00 in Stripe (refund re_dashboard).' ) );
		self::assertSame( 0, $this->count_notes( $order->id, 'manually' ), 'Refunded in Stripe, not by hand.' );
		$recorded = $this->refunds->refunds( $order->id );
		self::assertSame( array( array( 1000, 're_dashboard', true ) ), array_map( static fn ( $refund ): array => array( $refund->amount, $refund->gateway_reference, $refund->through_gateway ), $recorded ) );
		self::assertSame( array( 're_ours', 're_dashboard' ), $this->meta->get_meta( $order->id, 'stripe_refund_ids' ) );

		$this->stripe->dashboard_refund( 'ch_pi_1', 1000, 're_rest' );
		$this->receive( $this->event( 'evt_refund_2', 'charge.refunded', array( 'amount_refunded' => 2500 ) + $charge ) );
		$after = $this->reader->fresh( $order->id );
		self::assertSame( 2000, $after?->refunded_total );
		self::assertSame( 1, $this->count_notes( $order->id, 'Refunded €10.00 in Stripe (refund re_dashboard).' ), 'Counted once.' );

		$this->stripe->dashboard_refund( 'ch_pi_1', 500, 're_last' );
		$this->receive( $this->event( 'evt_refund_3', 'charge.refunded', $charge ) );
		self::assertSame( OrderStatus::REFUNDED, $this->reader->fresh( $order->id )?->status, 'Refunded in full.' );
	}

	public function test_a_refund_of_a_charge_we_do_not_know_is_ignored(): void {
		$this->paid_order( 'pi_1' );
		$charge = array(
			'id'             => 'ch_unknown',
			'object'         => 'charge',
			'payment_intent' => 'pi_unknown',
		);
		self::assertSame( 'ignored', $this->receive( $this->event( 'evt_unknown_refund', 'charge.refunded', $charge ) )['status'] );
		self::assertSame( array(), $this->stripe->requests );
	}

	public function test_a_dispute_puts_the_order_on_hold_and_a_won_dispute_puts_it_back(): void {
		$order   = $this->paid_order( 'pi_1' );
		$dispute = array(
			'id'               => 'dp_1',
			'object'           => 'dispute',
			'amount'           => 2500,
			'currency'         => 'eur',
			'charge'           => 'ch_pi_1',
			'payment_intent'   => 'pi_1',
			'reason'           => 'fraudulent',
			'status'           => 'needs_response',
			'evidence_details' => array( 'due_by' => time() + 7 * DAY_IN_SECONDS ),
		);
		$this->receive( $this->event( 'evt_dispute', 'charge.dispute.created', $dispute ) );
		$this->receive( $this->event( 'evt_dispute_again', 'charge.dispute.created', $dispute ) );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 1, $this->count_notes( $order->id, 'The customer disputed the payment of €25.00 with their bank (dispute dp_1, reason: fraudulent).' ) );

		$this->receive( $this->event( 'evt_won', 'charge.dispute.closed', array( 'status' => 'won' ) + $dispute ) );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 1, $this->count_notes( $order->id, 'The dispute dp_1 was closed in your favour' ) );
	}

	public function test_a_won_dispute_puts_the_order_back_without_a_second_email_to_the_customer(): void {
		$order   = $this->paid_order( 'pi_1' );
		$dispute = array(
			'id'             => 'dp_3',
			'object'         => 'dispute',
			'amount'         => 2500,
			'currency'       => 'eur',
			'charge'         => 'ch_pi_1',
			'payment_intent' => 'pi_1',
			'reason'         => 'fraudulent',
			'status'         => 'needs_response',
		);
		$this->receive( $this->event( 'evt_dispute_3', 'charge.dispute.created', $dispute ) );
		self::assertSame( 1, count( $this->mails_to( 'ada@example.org' ) ), 'The order email of the payment.' );

		$this->receive( $this->event( 'evt_won_3', 'charge.dispute.closed', array( 'status' => 'won' ) + $dispute ) );

		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 1, count( $this->mails_to( 'ada@example.org' ) ), 'No second order email for a dispute won.' );
	}

	public function test_the_store_is_emailed_when_a_dispute_opens_and_when_it_is_won(): void {
		update_option( 'admin_email', 'owner@example.org' );
		update_option( 'blogname', 'Corner Shop' );
		$order       = $this->paid_order( 'pi_1' );
		$this->mails = array();
		$due         = time() + 7 * DAY_IN_SECONDS;
		$dispute     = array(
			'id'               => 'dp_4',
			'object'           => 'dispute',
			'amount'           => 2500,
			'currency'         => 'eur',
			'charge'           => 'ch_pi_1',
			'payment_intent'   => 'pi_1',
			'reason'           => 'fraudulent',
			'status'           => 'needs_response',
			'livemode'         => false,
			'evidence_details' => array( 'due_by' => $due ),
		);

		$this->receive( $this->event( 'evt_dispute_4', 'charge.dispute.created', $dispute ) );
		$this->receive( $this->event( 'evt_dispute_4_again', 'charge.dispute.created', $dispute ) );

		self::assertSame( array( sprintf( '[Corner Shop] Payment disputed for order #%d', $order->id ) ), $this->mails_to( 'owner@example.org' ), 'Once.' );
		$message = $this->mails[0]['message'];
		self::assertStringContainsString( 'Ada Lovelace disputed the payment of €25.00 for order #' . $order->id . ' with their bank.', $message );
		self::assertStringContainsString( 'Reason: Fraudulent: the cardholder did not make the payment', $message );
		self::assertStringContainsString( 'Dispute: dp_4', $message );
		self::assertStringContainsString( 'Answer it with your evidence by ' . wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $due ) . '.', $message );
		self::assertStringContainsString( 'href="https://dashboard.stripe.com/test/disputes/dp_4"', $message );
		self::assertStringContainsString( 'page=vitrine-orders&#038;action=edit&#038;id=' . $order->id, $message );
		self::assertSame( array(), $this->mails_to( 'ada@example.org' ), 'The customer is not told.' );

		$this->mails = array();
		$this->receive( $this->event( 'evt_won_4', 'charge.dispute.closed', array( 'status' => 'won' ) + $dispute ) );
		$this->receive( $this->event( 'evt_won_4_again', 'charge.dispute.closed', array( 'status' => 'won' ) + $dispute ) );

		self::assertSame( array( sprintf( '[Corner Shop] Dispute won for order #%d', $order->id ) ), $this->mails_to( 'owner@example.org' ) );
		self::assertStringContainsString( 'The dispute dp_4 of order #' . $order->id . ' was closed in your favour: €25.00 comes back to your balance.', $this->mails[0]['message'] );
		self::assertSame( 1, count( $this->mails ), 'Nothing to the customer.' );
	}

	public function test_a_lost_dispute_emails_the_store_and_a_dispute_without_a_deadline_says_none(): void {
		update_option( 'admin_email', 'owner@example.org' );
		$order       = $this->paid_order( 'pi_1' );
		$this->mails = array();
		$dispute     = array(
			'id'             => 'dp_5',
			'object'         => 'dispute',
			'amount'         => 1000,
			'currency'       => 'eur',
			'charge'         => 'ch_pi_1',
			'payment_intent' => 'pi_1',
			'reason'         => 'product_not_received',
			'status'         => 'needs_response',
		);

		$this->receive( $this->event( 'evt_dispute_5', 'charge.dispute.created', $dispute ) );
		self::assertStringContainsString( 'Answer it with your evidence.', $this->mails[0]['message'] );
		self::assertStringContainsString( 'Reason: Product not received', $this->mails[0]['message'] );
		$this->mails = array();

		$this->receive( $this->event( 'evt_lost_5', 'charge.dispute.closed', array( 'status' => 'lost' ) + $dispute ) );

		self::assertSame( array( sprintf( '[%s] Dispute lost for order #%d', get_option( 'blogname' ), $order->id ) ), $this->mails_to( 'owner@example.org' ) );
		self::assertStringContainsString( 'The dispute dp_5 of order #' . $order->id . ' was lost: €10.00 stays with the customer.', $this->mails[0]['message'] );
	}

	public function test_the_dispute_emails_can_be_switched_off(): void {
		update_option( 'admin_email', 'owner@example.org' );
		self::assertIsArray(
			Plugin::instance()->settings->update(
				array(
					'email_dispute_opened_enabled' => false,
					'email_dispute_closed_enabled' => false,
				)
			)
		);
		$this->paid_order( 'pi_1' );
		$this->mails = array();
		$dispute     = array(
			'id'             => 'dp_6',
			'object'         => 'dispute',
			'amount'         => 2500,
			'currency'       => 'eur',
			'charge'         => 'ch_pi_1',
			'payment_intent' => 'pi_1',
			'reason'         => 'duplicate',
			'status'         => 'needs_response',
		);

		$this->receive( $this->event( 'evt_dispute_6', 'charge.dispute.created', $dispute ) );
		$this->receive( $this->event( 'evt_lost_6', 'charge.dispute.closed', array( 'status' => 'lost' ) + $dispute ) );

		self::assertSame( array(), $this->mails );
	}

	public function test_a_lost_dispute_is_noted(): void {
		$order   = $this->paid_order( 'pi_1' );
		$dispute = array(
			'id'             => 'dp_2',
			'object'         => 'dispute',
			'amount'         => 2500,
			'currency'       => 'eur',
			'charge'         => 'ch_pi_1',
			'payment_intent' => 'pi_1',
			'reason'         => 'product_not_received',
			'status'         => 'lost',
		);
		$this->receive( $this->event( 'evt_dispute_2', 'charge.dispute.created', array( 'status' => 'needs_response' ) + $dispute ) );
		$this->receive( $this->event( 'evt_lost', 'charge.dispute.closed', $dispute ) );
		$this->receive( $this->event( 'evt_lost_again', 'charge.dispute.closed', $dispute ) );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 1, $this->count_notes( $order->id, 'The dispute dp_2 was lost: €25.00 stays with the customer.' ) );
	}

	/**
	 * An order paid by the intent (as the checkout would have recorded it).
	 */
	private function paid_order( string $intent_id ): \Vitrine\Orders\Order {
		$order = $this->stripe_order( $intent_id );
		return $this->container->get( IntentOutcome::class )->apply( $order, $this->intent( $intent_id, 'succeeded', $order->id ), 'checkout' );
	}

	/**
	 * The subjects of the emails sent to an address.
	 *
	 * @return list<string>
	 */
	private function mails_to( string $address ): array {
		$sent = array_filter( $this->mails, static fn ( array $mail ): bool => in_array( $address, (array) $mail['to'], true ) );
		return array_values( array_map( static fn ( array $mail ): string => $mail['subject'], $sent ) );
	}

	/**
	 * How many notes of the order contain the text.
	 */
	private function count_notes( int $order_id, string $text ): int {
		return count( array_filter( $this->note_texts( $order_id ), static fn ( string $note ): bool => str_contains( $note, $text ) ) );
	}
}
