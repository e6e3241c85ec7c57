<?php
/**
 * An intent's status applied to its order: each status, twice, out of order, and for intents
 * that are not the order's current one.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Orders;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\PaymentRefunds;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\GatewayRefunds;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__, 2 ) . '/Orders/OrderTestCase.php';
require_once __DIR__ . '/StripeIntents.php';

final class IntentOutcomeTest extends OrderTestCase {

	use StripeIntents;

	private IntentOutcome $outcome;

	protected function setUp(): void {
		parent::setUp();
		$this->outcome = $this->services(
			array( PaymentRefunds::class => new GatewayRefunds( fn ( string $id ): ?Gateway => $this->gateways[ $id ] ?? null ) )
		)->get( IntentOutcome::class );
	}

	public function test_a_successful_intent_pays_the_order_once_with_the_charge_as_its_transaction(): void {
		$order = $this->stripe_order( 'pi_1' );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_1', 'succeeded', $order->id ), 'webhook' );
		self::assertSame( OrderStatus::PROCESSING, $after->status );
		self::assertSame( 'ch_pi_1', $after->transaction_id );
		self::assertSame( 'ch_pi_1', $this->meta->get_meta( $order->id, 'stripe_charge_id' ) );
		self::assertSame( 'pi_1', $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' ) );
		$notes = $this->note_texts( $order->id );

		$again = $this->outcome->apply( $after, $this->intent( 'pi_1', 'succeeded', $order->id ), 'reconciliation' );
		self::assertSame( OrderStatus::PROCESSING, $again->status );
		self::assertSame( $notes, $this->note_texts( $order->id ), 'The same success told twice adds nothing.' );
		self::assertSame( 1, $this->count_notes( $order->id, 'Stripe charge ch_pi_1 succeeded (Visa ending 4242).' ) );
		self::assertSame( 1, $this->count_notes( $order->id, 'Order status changed from Pending payment to Processing.' ) );
	}

	public function test_an_authorised_intent_holds_the_order_for_capture_once(): void {
		$order = $this->stripe_order( 'pi_1' );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_1', 'requires_capture', $order->id ), 'checkout' );
		self::assertSame( OrderStatus::ON_HOLD, $after->status );
		self::assertSame( 'authorized', $this->meta->get_meta( $order->id, 'stripe_capture' ) );
		$this->outcome->apply( $after, $this->intent( 'pi_1', 'requires_capture', $order->id ), 'webhook' );
		self::assertSame( 1, $this->count_notes( $order->id, 'Payment of €25.00 authorised by Stripe (Visa ending 4242): capture it from this screen' ) );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );

		$paid = $this->outcome->apply( $after, $this->intent( 'pi_1', 'succeeded', $order->id ), 'webhook' );
		self::assertSame( OrderStatus::PROCESSING, $paid->status, 'Captured: paid.' );
		self::assertNull( $this->meta->get_meta( $order->id, 'stripe_capture' ) );
	}

	public function test_a_processing_intent_holds_the_order_until_it_succeeds(): void {
		$order = $this->stripe_order( 'pi_1' );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_1', 'processing', $order->id, 'sepa_debit' ), 'webhook' );
		self::assertSame( OrderStatus::ON_HOLD, $after->status );
		$this->outcome->apply( $after, $this->intent( 'pi_1', 'processing', $order->id, 'sepa_debit' ), 'reconciliation' );
		self::assertSame( 1, $this->count_notes( $order->id, 'Stripe is processing the payment (SEPA Direct Debit ending 3000).' ) );
		self::assertSame( OrderStatus::PROCESSING, $this->outcome->apply( $after, $this->intent( 'pi_1', 'succeeded', $order->id, 'sepa_debit' ), 'webhook' )->status );
	}

	public function test_a_failed_attempt_fails_the_order_with_stripes_reason_once_per_attempt(): void {
		$order  = $this->stripe_order( 'pi_1' );
		$failed = $this->failed_intent( 'pi_1', $order->id, 'ch_declined_1' );
		$after  = $this->outcome->apply( $order, $failed, 'webhook' );
		self::assertSame( OrderStatus::FAILED, $after->status );
		$this->outcome->apply( $after, $failed, 'webhook' );
		self::assertSame( 1, $this->count_notes( $order->id, 'Payment failed: Your card was declined.' ) );

		$this->outcome->apply( $after, $this->failed_intent( 'pi_1', $order->id, 'ch_declined_2' ), 'checkout' );
		self::assertSame( 2, $this->count_notes( $order->id, 'Payment failed: Your card was declined.' ), 'A second attempt that fails is noted too.' );
		self::assertSame( OrderStatus::FAILED, $this->reader->fresh( $order->id )?->status );

		self::assertSame( OrderStatus::PROCESSING, $this->outcome->apply( $after, $this->intent( 'pi_1', 'succeeded', $order->id ), 'checkout' )->status, 'A failed order may still be paid.' );
	}

	public function test_an_intent_that_nothing_was_attempted_with_changes_nothing(): void {
		$order = $this->stripe_order( 'pi_1' );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_1', 'requires_payment_method', $order->id ), 'checkout' );
		self::assertSame( OrderStatus::PENDING, $after->status );
		self::assertSame( array(), $this->note_texts( $order->id ) );
	}

	public function test_an_intent_waiting_for_the_customer_is_noted_once_and_the_order_stays_pending(): void {
		$order = $this->stripe_order( 'pi_1' );
		$this->outcome->apply( $order, $this->intent( 'pi_1', 'requires_action', $order->id ), 'webhook' );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_1', 'requires_action', $order->id ), 'webhook' );
		self::assertSame( OrderStatus::PENDING, $after->status );
		self::assertSame( 1, $this->count_notes( $order->id, 'Stripe asked the customer to confirm the payment' ) );
	}

	public function test_a_cancelled_intent_cancels_an_unpaid_order_once(): void {
		$order    = $this->stripe_order( 'pi_1' );
		$canceled = $this->intent( 'pi_1', 'canceled', $order->id ) + array( 'cancellation_reason' => 'abandoned' );
		$after    = $this->outcome->apply( $order, $canceled, 'webhook' );
		self::assertSame( OrderStatus::CANCELLED, $after->status );
		$this->outcome->apply( $after, $canceled, 'webhook' );
		self::assertSame( 1, $this->count_notes( $order->id, 'The Stripe payment pi_1 was cancelled (abandoned).' ) );
	}

	public function test_a_late_failure_never_moves_a_paid_order_back(): void {
		$order = $this->stripe_order( 'pi_1' );
		$this->outcome->apply( $order, $this->intent( 'pi_1', 'succeeded', $order->id ), 'webhook' );
		foreach ( array( $this->failed_intent( 'pi_1', $order->id, 'ch_old' ), $this->intent( 'pi_1', 'processing', $order->id ), $this->intent( 'pi_1', 'requires_capture', $order->id ), $this->intent( 'pi_1', 'canceled', $order->id ) ) as $stale ) {
			self::assertSame( OrderStatus::PROCESSING, $this->outcome->apply( $order, $stale, 'webhook' )->status, $stale['id'] . ' ' . $stale['status'] );
		}
		self::assertSame( 0, $this->count_notes( $order->id, 'Payment failed' ) );
	}

	public function test_a_failure_of_an_older_attempt_does_not_fail_the_order_paid_by_the_newer_one(): void {
		$order = $this->stripe_order( 'pi_new' );
		$this->outcome->apply( $order, $this->intent( 'pi_new', 'succeeded', $order->id ), 'webhook' );
		$after = $this->outcome->apply( $order, $this->failed_intent( 'pi_old', $order->id, 'ch_old' ), 'webhook' );
		self::assertSame( OrderStatus::PROCESSING, $after->status );
		self::assertSame( 'ch_pi_new', $after->transaction_id );
	}

	public function test_an_older_attempt_neither_fails_nor_cancels_the_unpaid_order_of_the_current_one(): void {
		$order = $this->stripe_order( 'pi_new' );
		self::assertSame( OrderStatus::PENDING, $this->outcome->apply( $order, $this->failed_intent( 'pi_old', $order->id, 'ch_old' ), 'webhook' )->status );
		self::assertSame( OrderStatus::PENDING, $this->outcome->apply( $order, $this->intent( 'pi_old', 'canceled', $order->id ), 'webhook' )->status );
		self::assertSame( OrderStatus::PENDING, $this->outcome->apply( $order, $this->intent( 'pi_old', 'processing', $order->id ), 'webhook' )->status );
		self::assertSame( array(), $this->note_texts( $order->id ) );
	}

	public function test_an_older_attempt_that_succeeded_still_pays_the_unpaid_order(): void {
		$order = $this->stripe_order( 'pi_new' );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_old', 'succeeded', $order->id ), 'webhook' );
		self::assertSame( OrderStatus::PROCESSING, $after->status );
		self::assertSame( 'pi_old', $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' ) );
	}

	public function test_a_duplicate_whose_refund_fails_is_noted_and_the_shoppers_return_goes_on_but_a_webhook_fails(): void {
		// The site's own Stripe client has no secret key in these tests: the refund cannot be asked.
		$order = $this->stripe_order( 'pi_1' );
		$this->outcome->apply( $order, $this->intent( 'pi_1', 'succeeded', $order->id ), 'webhook' );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_2', 'succeeded', $order->id ), 'return' );
		self::assertSame( OrderStatus::PROCESSING, $after->status );
		self::assertSame( 'ch_pi_1', $after->transaction_id );
		self::assertSame( 'pi_1', $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' ) );
		self::assertSame( 1, $this->count_notes( $order->id, 'Stripe charge ch_pi_2 (€25.00) is a second payment of this order, which was already paid. Refunding it automatically failed:' ) );

		$this->expectException( StripeApiError::class );
		$this->outcome->apply( $order, $this->intent( 'pi_2', 'succeeded', $order->id ), 'webhook' );
	}

	public function test_a_success_for_a_cancelled_order_is_noted_for_the_merchant_and_the_order_stays_cancelled(): void {
		$order = $this->force_status( $this->stripe_order( 'pi_1' ), OrderStatus::CANCELLED );
		$after = $this->outcome->apply( $order, $this->intent( 'pi_1', 'succeeded', $order->id ), 'webhook' );
		self::assertSame( OrderStatus::CANCELLED, $after->status );
		self::assertSame( 1, $this->count_notes( $order->id, 'Stripe charge ch_pi_1 succeeded, but the order is Cancelled. Reopen the order, or refund the payment in Stripe.' ) );

		$reopened = $this->force_status( $after, OrderStatus::PENDING );
		self::assertSame( OrderStatus::PROCESSING, $this->outcome->apply( $reopened, $this->intent( 'pi_1', 'succeeded', $order->id ), 'reconciliation' )->status, 'Once reopened, the same success pays it.' );
	}

	public function test_a_setup_intent_that_succeeded_completes_a_free_order_without_a_transaction(): void {
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
					'brand' => 'mastercard',
					'last4' => '4444',
				),
			),
		);
		$after = $this->outcome->apply( $order, $setup, 'checkout' );
		self::assertSame( OrderStatus::PROCESSING, $after->status );
		self::assertSame( '', $after->transaction_id );
		self::assertSame( 1, $this->count_notes( $order->id, 'Stripe saved the payment method (Mastercard ending 4444) for this order; nothing was charged.' ) );
	}

	public function test_an_intent_of_another_order_is_refused(): void {
		$order = $this->stripe_order( 'pi_1' );
		$this->assertRefused( 'vitrine_stripe_intent_other_order', 409, fn () => $this->outcome->apply( $order, $this->intent( 'pi_1', 'succeeded', $order->id + 1000 ), 'webhook' ) );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_an_unknown_source_is_a_programming_error(): void {
		$this->expectException( \InvalidArgumentException::class );
		$this->outcome->apply( $this->stripe_order( 'pi_1' ), $this->intent( 'pi_1', 'succeeded', 0 ), 'somewhere' );
	}

	/**
	 * How many notes of the order start with the text.
	 */
	private function count_notes( int $order_id, string $start ): int {
		return count( array_filter( $this->note_texts( $order_id ), static fn ( string $text ): bool => str_starts_with( $text, $start ) || str_contains( $text, ' ' . $start ) ) );
	}

	/**
	 * A pending order of two mugs (25.00 EUR) paid with Stripe, whose current intent is given.
	 */
	private function stripe_order( string $intent_id ): Order {
		$order = $this->place( array( $this->product() => 2 ) );
		$this->meta->update_meta( $order->id, 'stripe_intent_id', $intent_id );
		return $this->reader->fresh( $order->id ) ?? $order;
	}
}

