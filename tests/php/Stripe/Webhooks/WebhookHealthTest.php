<?php
/**
 * Webhook health: the last event, failures, the warning when none arrived while Stripe payments
 * were attempted, and the admin notice.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Webhooks;

use Vitrine\Stripe\Webhooks\EventStore;
use Vitrine\Stripe\Webhooks\WebhookHealth;

require_once __DIR__ . '/WebhookTestCase.php';

final class WebhookHealthTest extends WebhookTestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Events other tests committed (the parallel ones) must not count here.
		$wpdb->query( 'DELETE FROM ' . EventStore::table() ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . \Vitrine\Orders\Storage\OrderTables::table( \Vitrine\Orders\Storage\OrderTables::META ) . ' WHERE meta_key = %s', 'stripe_payment_attempted_at' ) ); // phpcs:ignore WordPress.DB
	}

	public function test_all_is_quiet_when_stripe_is_not_in_use(): void {
		self::assertSame(
			array(
				'last_event_at'   => null,
				'last_event_type' => null,
				'failed'          => 0,
				'warning'         => null,
			),
			$this->health()->summary()
		);
		self::assertSame( array(), $this->health()->problems() );
	}

	public function test_payments_without_any_event_in_a_day_give_a_warning_that_says_where_to_look(): void {
		$this->stripe_order( 'pi_1', time() - 2 * HOUR_IN_SECONDS );
		$this->stripe_order( 'pi_2', time() - 5 * MINUTE_IN_SECONDS ); // Its events may be on their way.
		$summary = $this->health()->summary();
		self::assertNotNull( $summary['warning'] );
		self::assertStringContainsString( 'No Stripe event arrived in the last 24 hours, although 1 Stripe payment was attempted.', $summary['warning'] );
		self::assertStringContainsString( rest_url( 'vitrine/v1/stripe/webhook' ), $summary['warning'] );
	}

	public function test_a_recent_event_silences_the_warning_and_is_reported(): void {
		$this->stripe_order( 'pi_1', time() - 2 * HOUR_IN_SECONDS );
		$this->receive( $this->event( 'evt_recent', 'customer.created', array( 'id' => 'cus_1' ) ) );
		$summary = $this->health()->summary();
		self::assertNull( $summary['warning'] );
		self::assertSame( 'customer.created', $summary['last_event_type'] );
		self::assertEqualsWithDelta( time(), (int) $summary['last_event_at'], 5 );
	}

	public function test_an_event_older_than_a_day_does_not_silence_it(): void {
		$this->stripe_order( 'pi_1', time() - 2 * HOUR_IN_SECONDS );
		$old = new EventStore( static fn (): int => time() - 2 * DAY_IN_SECONDS );
		self::assertSame( EventStore::CLAIMED, $old->claim( $this->event( 'evt_old', 'customer.created', array( 'id' => 'cus_1' ) ) ) );
		self::assertNotNull( $this->health()->summary()['warning'] );
	}

	public function test_failed_events_are_counted_with_the_latest_until_they_are_processed(): void {
		$order = $this->stripe_order( 'pi_1' );
		$event = $this->event( 'evt_fail', 'payment_intent.succeeded', $this->intent( 'pi_1', 'succeeded', $order->id ) );
		try {
			$this->receive( $event ); // The stub does not know the intent: 404.
		} catch ( \Vitrine\Stripe\Webhooks\WebhookError $e ) {
			self::assertSame( 'vitrine_stripe_webhook_failed', $e->error_code );
		}
		self::assertSame( 1, $this->health()->summary()['failed'] );
		$problems = $this->health()->problems();
		self::assertCount( 1, $problems );
		self::assertStringContainsString( '1 Stripe event failed to process: evt_fail (payment_intent.succeeded)', $problems[0] );

		$this->stripe->put( $this->intent( 'pi_1', 'succeeded', $order->id ) );
		$this->receive( $event );
		self::assertSame( 0, $this->health()->summary()['failed'], 'Processed on redelivery.' );
	}

	public function test_the_notice_shows_on_vitrines_screens_to_admins_only(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$this->stripe_order( 'pi_1', time() - 2 * HOUR_IN_SECONDS );
		set_current_screen( 'toplevel_page_vitrine-settings' );
		self::assertSame( '', $this->notice(), 'Not to a visitor without the capability.' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$notice = $this->notice();
		self::assertStringContainsString( 'Stripe webhooks need your attention.', $notice );
		self::assertStringContainsString( 'notice-warning', $notice );
		set_current_screen( 'dashboard' );
		self::assertSame( '', $this->notice(), 'Not on other screens.' );
		$GLOBALS['current_screen'] = null;
	}

	private function notice(): string {
		ob_start();
		$this->health()->render_notice();
		return (string) ob_get_clean();
	}

	private function health(): WebhookHealth {
		return $this->container->get( WebhookHealth::class );
	}
}
