<?php
/**
 * Shared set-up of the webhook, reconciliation and duplicate-charge tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Webhooks;

use Vitrine\Core\Container;
use Vitrine\Core\Http\Transport;
use Vitrine\Orders\Order;
use Vitrine\Orders\PaymentRefunds;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\GatewayRefunds;
use Vitrine\Plugin;
use Vitrine\Stripe\Api\FixedSecretKey;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Api\WebhookSignature;
use Vitrine\Stripe\Webhooks\WebhookReceiver;
use Vitrine\Tests\Orders\OrderTestCase;
use Vitrine\Tests\Stripe\Orders\StripeIntents;

require_once dirname( __DIR__, 2 ) . '/Orders/OrderTestCase.php';
require_once dirname( __DIR__ ) . '/Orders/StripeIntents.php';
require_once __DIR__ . '/StripeStub.php';

/**
 * The plugin's services with Stripe's API answered in process by a StripeStub (no retry pauses),
 * a test-mode webhook secret saved in the settings, orders paid with Stripe, and signed events.
 */
abstract class WebhookTestCase extends OrderTestCase {

	use StripeIntents;

	protected const SECRET = 'whsec_webhook_tests_0123456789';

	protected StripeStub $stripe;

	protected Container $container;

	protected function setUp(): void {
		parent::setUp();
		$this->stripe    = new StripeStub();
		$this->container = $this->services(
			array(
				Transport::class       => $this->stripe,
				SecretKeySource::class => new FixedSecretKey( 'sk_test_webhooks' ),
				RetryPolicy::class     => new RetryPolicy( static function (): void {} ),
				PaymentRefunds::class  => new GatewayRefunds( fn ( string $id ): ?Gateway => $this->gateways[ $id ] ?? null ),
			)
		);
		$saved           = Plugin::instance()->settings->update(
			array(
				'payment_stripe_testmode'            => true,
				'payment_stripe_test_webhook_secret' => self::SECRET,
			)
		);
		self::assertIsArray( $saved, is_wp_error( $saved ) ? $saved->get_error_message() : '' );
	}

	/**
	 * A pending order of two mugs (25.00 EUR) paid with Stripe, whose current intent is given,
	 * attempted at the given time.
	 */
	protected function stripe_order( string $intent_id, ?int $attempted_at = null ): Order {
		$order = $this->place( array( $this->product() => 2 ) );
		$this->meta->update_meta( $order->id, 'stripe_intent_id', $intent_id );
		if ( null !== $attempted_at ) {
			$this->meta->update_meta( $order->id, 'stripe_payment_attempted_at', (string) $attempted_at );
		}
		return $this->reader->fresh( $order->id ) ?? $order;
	}

	/**
	 * An event as Stripe sends it.
	 *
	 * @param string               $id     Its id.
	 * @param string               $type   Its type.
	 * @param array<string, mixed> $object data.object.
	 * @param bool                 $live   livemode.
	 * @return array<string, mixed>
	 */
	protected function event( string $id, string $type, array $object, bool $live = false ): array {
		return array(
			'id'          => $id,
			'object'      => 'event',
			'api_version' => '2026-09-30.endive',
			'created'     => time(),
			'livemode'    => $live,
			'type'        => $type,
			'data'        => array( 'object' => $object ),
		);
	}

	/**
	 * Posts a body to the webhook route with a Stripe-Signature header.
	 *
	 * @param string      $body   The payload.
	 * @param string|null $header The header; null for a correct one signed now.
	 */
	protected function deliver_body( string $body, ?string $header = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vitrine/v1/stripe/webhook' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Stripe-Signature', $header ?? WebhookSignature::header( $body, self::SECRET, time() ) );
		$request->set_body( $body );
		$server   = rest_get_server();
		$response = rest_ensure_response( $server->dispatch( $request ) );
		/** @var \WP_REST_Response $response */
		$response = apply_filters( 'rest_post_dispatch', $response, $server, $request );
		if ( 200 === $response->get_status() ) {
			self::assertSame( array(), \Vitrine\Tests\ResponseSchemas::violations_of( $response ), 'The webhook answered outside its response schema.' );
		}
		return $response;
	}

	/**
	 * Hands an event, signed, to the receiver built on the StripeStub (what the route does).
	 *
	 * @param array<string, mixed> $event The event.
	 * @return array{event_id: string, type: string, status: string}
	 */
	protected function receive( array $event ): array {
		$body = (string) wp_json_encode( $event );
		return $this->container->get( WebhookReceiver::class )->receive( $body, WebhookSignature::header( $body, self::SECRET, time() ) );
	}

	/**
	 * Delivers an event, signed, to the route.
	 *
	 * @param array<string, mixed> $event The event.
	 */
	protected function deliver( array $event ): \WP_REST_Response {
		return $this->deliver_body( (string) wp_json_encode( $event ) );
	}
}
