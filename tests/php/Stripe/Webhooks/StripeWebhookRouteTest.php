<?php
/**
 * POST /vitrine/v1/stripe/webhook: signatures, replays, ignored events, failures, and the
 * cross-site guard's exemption.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Webhooks;

use Vitrine\Plugin;
use Vitrine\Stripe\Api\WebhookSignature;
use Vitrine\Stripe\Webhooks\EventStore;

require_once __DIR__ . '/WebhookTestCase.php';

final class StripeWebhookRouteTest extends WebhookTestCase {

	public function test_a_signed_event_of_a_type_we_do_not_handle_is_stored_as_ignored_and_answered_200(): void {
		$response = $this->deliver( $this->event( 'evt_other', 'customer.created', array( 'id' => 'cus_1' ) ) );
		self::assertSame( 200, $response->get_status() );
		self::assertSame(
			array(
				'received' => true,
				'event_id' => 'evt_other',
				'type'     => 'customer.created',
				'status'   => 'ignored',
			),
			$response->get_data()
		);
		$stored = ( new EventStore() )->find( 'evt_other' );
		self::assertNotNull( $stored );
		self::assertSame( EventStore::IGNORED, $stored['status'] );
		self::assertSame( 'cus_1', $stored['object_id'] );
		self::assertFalse( $stored['livemode'] );
		self::assertNotNull( $stored['processed_at'] );
	}

	public function test_a_tampered_payload_is_refused_400_and_nothing_is_stored(): void {
		$body     = (string) wp_json_encode( $this->event( 'evt_tampered', 'customer.created', array( 'id' => 'cus_1' ) ) );
		$header   = WebhookSignature::header( $body, self::SECRET, time() );
		$response = $this->deliver_body( str_replace( 'cus_1', 'cus_2', $body ), $header );
		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_stripe_webhook_bad_signature', $response->get_data()['code'] );
		self::assertNull( ( new EventStore() )->find( 'evt_tampered' ) );
	}

	public function test_a_signature_with_another_secret_is_refused(): void {
		$body = (string) wp_json_encode( $this->event( 'evt_wrong_secret', 'customer.created', array( 'id' => 'cus_1' ) ) );
		self::assertSame( 400, $this->deliver_body( $body, WebhookSignature::header( $body, 'whsec_someone_else', time() ) )->get_status() );
		self::assertNull( ( new EventStore() )->find( 'evt_wrong_secret' ) );
	}

	public function test_a_stale_signature_is_refused_and_one_within_five_minutes_is_taken(): void {
		$body = (string) wp_json_encode( $this->event( 'evt_stale', 'customer.created', array( 'id' => 'cus_1' ) ) );
		self::assertSame( 400, $this->deliver_body( $body, WebhookSignature::header( $body, self::SECRET, time() - 301 ) )->get_status() );
		self::assertNull( ( new EventStore() )->find( 'evt_stale' ) );
		self::assertSame( 200, $this->deliver_body( $body, WebhookSignature::header( $body, self::SECRET, time() - 280 ) )->get_status() );
	}

	public function test_a_missing_signature_is_refused(): void {
		$response = $this->deliver_body( (string) wp_json_encode( $this->event( 'evt_unsigned', 'customer.created', array( 'id' => 'cus_1' ) ) ), '' );
		self::assertSame( 400, $response->get_status() );
		self::assertNull( ( new EventStore() )->find( 'evt_unsigned' ) );
	}

	public function test_any_of_several_signatures_may_match(): void {
		$body   = (string) wp_json_encode( $this->event( 'evt_rolled', 'customer.created', array( 'id' => 'cus_1' ) ) );
		$now    = time();
		$header = 't=' . $now . ',v1=' . WebhookSignature::sign( $body, 'whsec_old_secret', $now ) . ',v1=' . WebhookSignature::sign( $body, self::SECRET, $now ) . ',v0=ignored';
		self::assertSame( 200, $this->deliver_body( $body, $header )->get_status() );
	}

	public function test_a_replayed_event_is_processed_once_and_answered_as_a_duplicate(): void {
		$event = $this->event( 'evt_replayed', 'customer.created', array( 'id' => 'cus_1' ) );
		self::assertSame( 'ignored', $this->deliver( $event )->get_data()['status'] );
		$again = $this->deliver( $event );
		self::assertSame( 200, $again->get_status() );
		self::assertSame( 'duplicate', $again->get_data()['status'] );
		self::assertSame( 1, ( new EventStore() )->find( 'evt_replayed' )['attempts'] ?? null );
	}

	public function test_an_event_of_the_live_mode_is_ignored_in_test_mode(): void {
		$order    = $this->stripe_order( 'pi_live' );
		$response = $this->deliver( $this->event( 'evt_live', 'payment_intent.succeeded', $this->intent( 'pi_live', 'succeeded', $order->id ), true ) );
		self::assertSame( 'ignored', $response->get_data()['status'] );
		self::assertSame( 'pending', $this->reader->fresh( $order->id )?->status );
	}

	public function test_a_body_that_is_not_an_event_is_refused(): void {
		$response = $this->deliver_body( '{"hello":"world"}' );
		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_stripe_webhook_not_an_event', $response->get_data()['code'] );
	}

	public function test_without_a_webhook_secret_no_event_is_trusted(): void {
		Plugin::instance()->settings->update( array( 'payment_stripe_test_webhook_secret' => '' ) );
		$response = $this->deliver( $this->event( 'evt_no_secret', 'customer.created', array( 'id' => 'cus_1' ) ) );
		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_stripe_webhook_not_configured', $response->get_data()['code'] );
		self::assertNull( ( new EventStore() )->find( 'evt_no_secret' ) );
	}

	public function test_a_failure_is_recorded_and_answered_500_so_that_stripe_retries_and_a_retry_claims_it_again(): void {
		// The site's own Stripe client has no secret key in the tests: retrieving the intent fails.
		$order = $this->stripe_order( 'pi_fails' );
		$event = $this->event( 'evt_fails', 'payment_intent.succeeded', $this->intent( 'pi_fails', 'succeeded', $order->id ) );

		$response = $this->deliver( $event );
		self::assertSame( 500, $response->get_status() );
		self::assertSame( 'vitrine_stripe_webhook_failed', $response->get_data()['code'] );
		$stored = ( new EventStore() )->find( 'evt_fails' );
		self::assertSame( EventStore::FAILED, $stored['status'] ?? null );
		self::assertNotSame( '', $stored['error'] ?? '' );

		self::assertSame( 500, $this->deliver( $event )->get_status(), 'Stripe\'s redelivery is processed again.' );
		self::assertSame( 2, ( new EventStore() )->find( 'evt_fails' )['attempts'] ?? null );
		self::assertSame( 'pending', $this->reader->fresh( $order->id )?->status );
	}

	public function test_the_cross_site_guard_lets_stripe_through_but_still_guards_the_other_routes(): void {
		$cross_site = array(
			'Origin'         => 'https://evil.example',
			'Sec-Fetch-Site' => 'cross-site',
		);
		$guarded    = $this->rest( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => 1 ), $cross_site );
		self::assertSame( 403, $guarded->get_status(), 'The guard is on for routes that act as the visitor.' );

		$body    = (string) wp_json_encode( $this->event( 'evt_cross', 'customer.created', array( 'id' => 'cus_1' ) ) );
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/stripe/webhook' );
		foreach ( $cross_site + array( 'Stripe-Signature' => WebhookSignature::header( $body, self::SECRET, time() ) ) as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body( $body );
		$server   = rest_get_server();
		$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );
		self::assertSame( 200, $response->get_status(), 'The signed route is exempt: ' . wp_json_encode( $response->get_data() ) );
	}

	public function test_the_route_describes_its_answers(): void {
		$options = $this->rest( 'OPTIONS', '/vitrine/v1/stripe/webhook' );
		self::assertSame( 'StripeWebhookReceipt', $options->get_data()['schema']['title'] );
	}
}
