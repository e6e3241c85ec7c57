<?php
/**
 * The reconciliation job: a lost webhook is made up for; the window, the batch and the recheck
 * delay are kept.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Reconciliation;

use Vitrine\Orders\OrderStatus;
use Vitrine\Stripe\Reconciliation\Reconciliation;
use Vitrine\Tests\Stripe\Webhooks\WebhookTestCase;

require_once dirname( __DIR__ ) . '/Webhooks/WebhookTestCase.php';

final class ReconciliationTest extends WebhookTestCase {

	public function test_an_order_whose_webhook_was_lost_is_paid_by_the_job(): void {
		$now   = time();
		$order = $this->stripe_order( 'pi_lost', $now - 20 * MINUTE_IN_SECONDS );
		$this->stripe->put( $this->intent( 'pi_lost', 'succeeded', $order->id ) );

		$result = $this->job()->run( $now );
		self::assertSame(
			array(
				'checked' => 1,
				'changed' => 1,
				'errors'  => 0,
			),
			$result
		);
		$after = $this->reader->fresh( $order->id );
		self::assertSame( OrderStatus::PROCESSING, $after?->status );
		self::assertSame( 'ch_pi_lost', $after?->transaction_id );
		self::assertSame( (string) $now, (string) $this->meta->get_meta( $order->id, 'stripe_reconciled_at' ) );
	}

	public function test_only_attempts_between_ten_minutes_and_three_days_old_of_unpaid_orders_are_asked_about(): void {
		$now    = time();
		$recent = $this->stripe_order( 'pi_recent', $now - 5 * MINUTE_IN_SECONDS );
		$old    = $this->stripe_order( 'pi_old', $now - 4 * DAY_IN_SECONDS );
		$held   = $this->stripe_order( 'pi_held', $now - HOUR_IN_SECONDS );
		$failed = $this->force_status( $this->stripe_order( 'pi_failed', $now - HOUR_IN_SECONDS ), OrderStatus::FAILED );
		$no_try = $this->stripe_order( 'pi_never' );
		$held   = $this->force_status( $held, OrderStatus::ON_HOLD );
		foreach ( array( $recent, $old, $held, $failed, $no_try ) as $order ) {
			$this->stripe->put( $this->intent( (string) $this->meta->get_meta( $order->id, 'stripe_intent_id' ), 'succeeded', $order->id ) );
		}

		$result = $this->job()->run( $now );
		self::assertSame( 1, $result['checked'] );
		self::assertSame( array( '/v1/payment_intents/pi_held' ), array_map( static fn ( $r ): string => (string) wp_parse_url( $r->url, PHP_URL_PATH ), $this->stripe->requests ) );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $held->id )?->status, 'On hold (a processing payment) and now paid.' );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $recent->id )?->status );
	}

	public function test_an_authorised_payment_waiting_for_its_capture_is_not_asked_about(): void {
		$now   = time();
		$order = $this->stripe_order( 'pi_authorised', $now - HOUR_IN_SECONDS );
		$this->stripe->put( $this->intent( 'pi_authorised', 'requires_capture', $order->id ) );
		$this->container->get( \Vitrine\Stripe\Orders\IntentOutcome::class )->apply( $order, $this->stripe->intents['pi_authorised'], 'checkout' );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 0, $this->job()->run( $now )['checked'] );
	}

	public function test_an_order_is_asked_about_again_only_after_the_recheck_delay(): void {
		$now   = time();
		$order = $this->stripe_order( 'pi_waiting', $now - 30 * MINUTE_IN_SECONDS );
		$this->stripe->put( $this->intent( 'pi_waiting', 'requires_action', $order->id ) );
		self::assertSame( 1, $this->job()->run( $now )['checked'] );
		self::assertSame( 0, $this->job()->run( $now + 60 )['checked'] );
		self::assertSame( 1, $this->job()->run( $now + Reconciliation::RECHECK_AFTER + 1 )['checked'] );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_an_order_stripe_cannot_answer_for_is_counted_and_does_not_stop_the_others(): void {
		$now     = time();
		$missing = $this->stripe_order( 'pi_missing', $now - HOUR_IN_SECONDS );
		$found   = $this->stripe_order( 'pi_found', $now - HOUR_IN_SECONDS );
		$this->stripe->put( $this->intent( 'pi_found', 'succeeded', $found->id ) );
		$result = $this->job()->run( $now );
		self::assertSame( 2, $result['checked'] );
		self::assertSame( 1, $result['errors'] );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $missing->id )?->status );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $found->id )?->status );
	}

	public function test_a_run_checks_a_bounded_batch(): void {
		$now = time();
		for ( $i = 0; $i < Reconciliation::BATCH + 2; $i++ ) {
			$this->stripe_order( 'pi_batch_' . $i, $now - HOUR_IN_SECONDS );
		}
		self::assertSame( Reconciliation::BATCH, $this->job()->run( $now )['checked'] );
		self::assertSame( 2, $this->job()->run( $now )['checked'], 'The rest next time, those never checked first.' );
	}

	public function test_the_job_is_scheduled_every_five_minutes(): void {
		wp_clear_scheduled_hook( Reconciliation::HOOK );
		$this->job()->schedule();
		$event = wp_get_scheduled_event( Reconciliation::HOOK );
		self::assertNotFalse( $event );
		self::assertSame( 'vitrine_five_minutes', $event->schedule );
		self::assertSame( 300, $event->interval );
		self::assertNotFalse( has_action( Reconciliation::HOOK ) );
	}

	private function job(): Reconciliation {
		return $this->container->get( Reconciliation::class );
	}
}
