<?php
/**
 * The webhook health for the admin: the URL, the last event, the failed events, the warning.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Admin;

use Vitrine\Stripe\Webhooks\EventStore;
use Vitrine\Tests\Stripe\Webhooks\WebhookTestCase;

require_once dirname( __DIR__ ) . '/Webhooks/WebhookTestCase.php';

final class WebhookHealthRouteTest extends WebhookTestCase {

	private const PATH = '/vitrine/v1/stripe/webhook-health';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Events other tests committed (the parallel ones) must not count here.
		$wpdb->query( 'DELETE FROM ' . EventStore::table() ); // phpcs:ignore WordPress.DB
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . \Vitrine\Orders\Storage\OrderTables::table( \Vitrine\Orders\Storage\OrderTables::META ) . ' WHERE meta_key = %s', 'stripe_payment_attempted_at' ) ); // phpcs:ignore WordPress.DB
	}

	public function test_admins_only_with_a_nonce(): void {
		self::assertSame( 403, $this->rest( 'GET', self::PATH )->get_status(), 'no nonce' );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertSame( 403, $this->rest( 'GET', self::PATH, array(), $this->nonce_header() )->get_status() );
		wp_set_current_user( $this->create_user( \Vitrine\Core\Install\Migrations\Migration0012ShopManager::ROLE ) );
		self::assertSame( 403, $this->rest( 'GET', self::PATH, array(), $this->nonce_header() )->get_status(), 'Settings are for those who manage options.' );
	}

	public function test_nothing_received_and_payments_taken_gives_the_url_and_the_warning(): void {
		$this->stripe_order( 'pi_1', time() - 2 * HOUR_IN_SECONDS );
		$data = $this->health();
		self::assertSame( rest_url( 'vitrine/v1/stripe/webhook' ), $data['webhook_url'] );
		self::assertNull( $data['last_event'] );
		self::assertSame(
			array(
				'count'  => 0,
				'events' => array(),
			),
			$data['failed']
		);
		self::assertIsString( $data['warning'] );
		self::assertStringContainsString( 'although 1 Stripe payment was attempted', $data['warning'] );
	}

	public function test_the_last_event_and_the_failed_ones_with_their_error_and_dashboard_page(): void {
		$store = new EventStore( static fn (): int => time() - 3 * HOUR_IN_SECONDS );
		self::assertSame( EventStore::CLAIMED, $store->claim( $this->event( 'evt_failed_live', 'charge.refunded', array( 'id' => 'ch_1' ), true ) ) );
		$store->finish( 'evt_failed_live', EventStore::FAILED, 'Stripe could not be reached.' );
		$recent = new EventStore( static fn (): int => time() - 10 * MINUTE_IN_SECONDS );
		self::assertSame( EventStore::CLAIMED, $recent->claim( $this->event( 'evt_failed_test', 'payment_intent.succeeded', array( 'id' => 'pi_9' ) ) ) );
		$recent->finish( 'evt_failed_test', EventStore::FAILED, 'No order has this payment.' );
		$now = new EventStore();
		self::assertSame( EventStore::CLAIMED, $now->claim( $this->event( 'evt_ok', 'customer.updated', array( 'id' => 'cus_1' ) ) ) );
		$now->finish( 'evt_ok', EventStore::PROCESSED );

		$data = $this->health();

		self::assertNotNull( $data['last_event'] );
		self::assertSame( 'customer.updated', $data['last_event']['type'] );
		self::assertEqualsWithDelta( time(), $data['last_event']['received_at'], 5 );
		self::assertMatchesRegularExpression( '/^\d+ (seconds?|mins?) ago$/', $data['last_event']['ago'] );
		self::assertNull( $data['warning'] );
		self::assertSame( 2, $data['failed']['count'] );
		self::assertSame( array( 'evt_failed_test', 'evt_failed_live' ), array_column( $data['failed']['events'], 'event_id' ), 'The latest first.' );
		self::assertSame(
			array(
				'event_id' => 'evt_failed_test',
				'type'     => 'payment_intent.succeeded',
				'attempts' => 1,
				'error'    => 'No order has this payment.',
				'url'      => 'https://dashboard.stripe.com/test/events/evt_failed_test',
			),
			array_diff_key( $data['failed']['events'][0], array( 'received_at' => true ) )
		);
		self::assertSame( 'https://dashboard.stripe.com/events/evt_failed_live', $data['failed']['events'][1]['url'], 'A live event on the live dashboard.' );

		$now->finish( 'evt_failed_test', EventStore::PROCESSED );
		self::assertSame( array( 'evt_failed_live' ), array_column( $this->health()['failed']['events'], 'event_id' ), 'Processed since: no longer failing.' );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function health(): array {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest( 'GET', self::PATH, array(), $this->nonce_header() );
		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}
}
