<?php
/**
 * The webhook against the fake Stripe server: events it records and signs, for payments,
 * refunds and disputes it made, move the orders.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Webhooks;

use Vitrine\Core\Container;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\PaymentRefunds;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\GatewayRefunds;
use Vitrine\Plugin;
use Vitrine\Stripe\Api\FixedSecretKey;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Webhooks\WebhookReceiver;
use Vitrine\Tests\Stripe\FakeStripeTestCase;

require_once dirname( __DIR__ ) . '/FakeStripeTestCase.php';

final class WebhookFakeStripeTest extends FakeStripeTestCase {

	private const SECRET = 'whsec_fake_server_tests';

	private Container $container;

	protected function setUp(): void {
		parent::setUp();
		$this->container = $this->services(
			array(
				SecretKeySource::class => new FixedSecretKey( $this->key ),
				RetryPolicy::class     => new RetryPolicy( static function (): void {} ),
				PaymentRefunds::class  => new GatewayRefunds( fn ( string $id ): ?Gateway => $this->gateways[ $id ] ?? null ),
			)
		);
		Plugin::instance()->settings->update(
			array(
				'payment_stripe_testmode'            => true,
				'payment_stripe_test_webhook_secret' => self::SECRET,
			)
		);
	}

	public function test_a_payment_then_a_refund_made_in_the_dashboard(): void {
		list( $order, $intent ) = $this->pay( 'pm_card_visa' );
		self::assertSame( 'succeeded', $intent['status'] );

		self::assertSame( 'processed', $this->deliver_latest( 'payment_intent.succeeded' )['status'] );
		$paid = $this->reader->fresh( $order->id );
		self::assertSame( OrderStatus::PROCESSING, $paid?->status );
		self::assertStringStartsWith( 'ch_', (string) $paid?->transaction_id );
		self::assertSame( $intent['id'], $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' ) );

		$this->client()->post(
			'/v1/refunds',
			array(
				'payment_intent' => $intent['id'],
				'amount'         => 1000,
			),
			'dashboard-refund-' . $intent['id']
		);
		self::assertSame( 'processed', $this->deliver_latest( 'charge.refunded' )['status'] );
		self::assertSame( 1000, $this->reader->fresh( $order->id )?->refunded_total );
		self::assertSame( 'duplicate', $this->deliver_latest( 'charge.refunded' )['status'], 'The same event again.' );
	}

	public function test_a_dispute_opened_then_won(): void {
		list( $order ) = $this->pay( 'pm_card_chargeDisputed' );
		$this->deliver_latest( 'payment_intent.succeeded' );
		self::assertSame( 'processed', $this->deliver_latest( 'charge.dispute.created' )['status'] );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );

		$dispute = $this->latest( 'charge.dispute.created' )['data']['object'];
		self::$stripe->call( $this->key, 'POST', '/_test/disputes/' . $dispute['id'] . '/close', array( 'status' => 'won' ) );
		self::assertSame( 'processed', $this->deliver_latest( 'charge.dispute.closed' )['status'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
	}

	/**
	 * A pending order of two mugs, paid on the fake server with a test card, as the checkout would.
	 *
	 * @return array{0: Order, 1: array<string, mixed>}
	 */
	private function pay( string $card ): array {
		$order  = $this->place( array( $this->product() => 2 ) );
		$intent = $this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'         => 2500,
				'currency'       => 'eur',
				'payment_method' => $card,
				'confirm'        => 'true',
				'metadata'       => array(
					'order_id'  => (string) $order->id,
					'order_key' => $order->key,
				),
			),
			'pay-' . $order->id
		);
		$this->meta->update_meta( $order->id, 'stripe_intent_id', (string) $intent['id'] );
		return array( $order, $intent );
	}

	/**
	 * The newest event of a type on the fake server.
	 *
	 * @return array<string, mixed>
	 */
	private function latest( string $type ): array {
		$events = $this->client()->get( '/v1/events', array( 'type' => $type ) )['data'];
		self::assertNotEmpty( $events, 'No ' . $type . ' event.' );
		return $events[0];
	}

	/**
	 * Has the fake server sign the newest event of a type, and hands it to the receiver.
	 *
	 * @return array{event_id: string, type: string, status: string}
	 */
	private function deliver_latest( string $type ): array {
		$signed = self::$stripe->call(
			$this->key,
			'POST',
			'/_test/sign',
			array(
				'event'  => $this->latest( $type )['id'],
				'secret' => self::SECRET,
			)
		)['json'];
		return $this->container->get( WebhookReceiver::class )->receive( (string) $signed['payload'], (string) $signed['header'] );
	}

	private function client(): StripeClient {
		return $this->container->get( StripeClient::class );
	}
}
