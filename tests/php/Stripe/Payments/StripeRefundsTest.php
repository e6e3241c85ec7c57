<?php
/**
 * Refunds through Stripe's Refunds API.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Payments;

use Vitrine\Core\Http\Transport;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Stripe\Api\FixedSecretKey;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Payments\StripeRefunds;
use Vitrine\Tests\Orders\OrderTestCase;
use Vitrine\Tests\Stripe\Api\FakeTransport;

require_once dirname( __DIR__, 2 ) . '/Orders/OrderTestCase.php';
require_once dirname( __DIR__ ) . '/Api/FakeTransport.php';

final class StripeRefundsTest extends OrderTestCase {

	private FakeTransport $transport;

	private StripeRefunds $refunds_api;

	protected function setUp(): void {
		parent::setUp();
		$this->transport   = new FakeTransport();
		$this->refunds_api = $this->services(
			array(
				Transport::class       => $this->transport,
				SecretKeySource::class => new FixedSecretKey( 'sk_test_abc' ),
				RetryPolicy::class     => new RetryPolicy( static function (): void {} ),
			)
		)->get( StripeRefunds::class );
	}

	public function test_a_partial_then_a_full_refund_each_with_its_own_key_and_the_ids_kept(): void {
		$order = $this->paid_order();
		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'     => 're_1',
					'object' => 'refund',
					'status' => 'succeeded',
				)
			),
			FakeTransport::json(
				200,
				array(
					'id'     => 're_2',
					'object' => 'refund',
					'status' => 'pending',
				)
			)
		);

		$first  = $this->refunds_api->refund( $order, 1000, 'Customer changed their mind' );
		$second = $this->refunds_api->refund( $order, 1000, 'Duplicate order' );

		self::assertTrue( $first->success );
		self::assertSame( 're_1', $first->reference );
		self::assertTrue( $second->success );
		parse_str( (string) $this->transport->requests[0]->body, $params );
		self::assertSame( 'pi_paid', $params['payment_intent'] );
		self::assertSame( '1000', $params['amount'] );
		self::assertSame( 'requested_by_customer', $params['reason'] );
		self::assertSame( '1', $params['metadata']['vitrine_refund'] );
		self::assertSame( (string) $order->id, $params['metadata']['order_id'] );
		parse_str( (string) $this->transport->requests[1]->body, $params );
		self::assertSame( 'duplicate', $params['reason'] );
		self::assertStringEndsWith( '-refund-1000-1', $this->transport->requests[0]->headers['Idempotency-Key'] );
		self::assertStringEndsWith( '-refund-1000-2', $this->transport->requests[1]->headers['Idempotency-Key'], 'A second refund of the same amount is a new refund.' );
		self::assertSame( array( 're_1', 're_2' ), $this->meta->get_meta( $order->id, 'stripe_refund_ids' ) );
	}

	public function test_a_refund_that_got_no_answer_is_sent_again_with_the_same_key(): void {
		$order = $this->paid_order();
		$this->transport->then( FakeTransport::error( 500, array( 'type' => 'api_error' ) ), FakeTransport::error( 500, array( 'type' => 'api_error' ) ), FakeTransport::error( 500, array( 'type' => 'api_error' ) ) );
		$failed = $this->refunds_api->refund( $order, 2500, '' );
		self::assertFalse( $failed->success );

		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'     => 're_1',
					'status' => 'succeeded',
				)
			)
		);
		self::assertTrue( $this->refunds_api->refund( $order, 2500, '' )->success );
		$keys = array_unique( array_map( static fn ( $request ): string => $request->headers['Idempotency-Key'], $this->transport->requests ) );
		self::assertCount( 1, $keys );
	}

	public function test_stripes_refusal_is_the_merchants_message_and_nothing_is_kept(): void {
		$order = $this->paid_order();
		$this->transport->then(
			FakeTransport::error(
				400,
				array(
					'type'    => 'invalid_request_error',
					'code'    => 'charge_already_refunded',
					'message' => 'Charge ch_1 has already been refunded.',
				)
			)
		);

		$result = $this->refunds_api->refund( $order, 2500, '' );

		self::assertFalse( $result->success );
		self::assertSame( 'Charge ch_1 has already been refunded.', $result->message );
		self::assertNull( $this->meta->get_meta( $order->id, 'stripe_refund_ids' ) );
	}

	public function test_an_order_without_a_stripe_payment_cannot_be_refunded_through_stripe(): void {
		$order = $this->place( array( $this->product() => 1 ) );

		self::assertFalse( $this->refunds_api->refund( $order, 100, '' )->success );
		self::assertSame( array(), $this->transport->requests );
	}

	public function test_the_merchants_reason_maps_to_stripes(): void {
		self::assertSame( 'fraudulent', StripeRefunds::stripe_reason( 'Fraud suspected' ) );
		self::assertSame( 'duplicate', StripeRefunds::stripe_reason( 'DUPLICATE payment' ) );
		self::assertSame( 'requested_by_customer', StripeRefunds::stripe_reason( '' ) );
	}

	private function paid_order(): Order {
		$order = $this->force_status( $this->place( array( $this->product() => 2 ) ), OrderStatus::PROCESSING );
		$this->meta->update_meta( $order->id, 'stripe_intent_id', 'pi_paid' );
		$this->meta->update_meta( $order->id, 'stripe_paid_intent_id', 'pi_paid' );
		return $order;
	}
}
