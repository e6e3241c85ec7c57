<?php
/**
 * process_payment of Stripe's gateways against scripted Stripe answers: the requests made, and
 * what each answer does to the order and the shopper's next page.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Payments;

use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;
use Vitrine\Stripe\Api\FixedSecretKey;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Tests\Orders\OrderTestCase;
use Vitrine\Tests\Stripe\Api\FakeTransport;
use Vitrine\Tests\Stripe\Orders\StripeIntents;

require_once dirname( __DIR__, 2 ) . '/Orders/OrderTestCase.php';
require_once dirname( __DIR__ ) . '/Orders/StripeIntents.php';
require_once dirname( __DIR__ ) . '/Api/FakeTransport.php';

final class PaymentProcessorTest extends OrderTestCase {

	use StripeIntents;

	private FakeTransport $transport;

	private PaymentProcessor $processor;

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
		$this->transport = new FakeTransport();
		$this->processor = $this->services(
			array(
				Transport::class       => $this->transport,
				SecretKeySource::class => new FixedSecretKey( 'sk_test_abc' ),
				RetryPolicy::class     => new RetryPolicy( static function (): void {} ),
			)
		)->get( PaymentProcessor::class );
	}

	public function test_an_intent_of_this_order_the_browser_confirmed_already_pays_the_order_without_a_second_charge(): void {
		$order  = $this->stripe_order();
		$intent = $this->intent( 'pi_express', 'succeeded', $order->id );

		$intent['metadata']['order_key'] = $order->key;
		$this->transport->then( FakeTransport::json( 200, $intent ) );

		$result = $this->processor->process(
			$order,
			array(
				'vitrine-stripe-payment-method' => 'pm_card_visa',
				'vitrine_payment_intent_id'     => 'pi_express',
			),
			'card'
		);

		self::assertTrue( $result->success, $result->message );
		self::assertSame( array( 'GET https://api.stripe.com/v1/payment_intents/pi_express' ), array_map( static fn ( $request ): string => $request->method . ' ' . $request->url, $this->transport->requests ), 'Asked, never confirmed nor made again.' );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 'pi_express', $this->meta->get_meta( $order->id, 'stripe_intent_id' ) );
	}

	public function test_a_successful_card_payment_creates_and_confirms_one_intent_from_the_orders_total(): void {
		$order = $this->stripe_order();
		$this->transport->then( FakeTransport::json( 200, $this->intent( 'pi_1', 'succeeded', $order->id ) ) );

		$result = $this->processor->process(
			$order,
			array(
				'vitrine-stripe-payment-method' => 'pm_card_visa',
				'vitrine-stripe-payment-type'   => 'card',
			),
			'card'
		);

		self::assertTrue( $result->success );
		self::assertStringContainsString( 'order-received', $result->redirect );
		self::assertCount( 1, $this->transport->requests );
		$request = $this->transport->requests[0];
		self::assertSame( 'https://api.stripe.com/v1/payment_intents', $request->url );
		$params = self::params( $request->body );
		self::assertSame( '2500', $params['amount'] );
		self::assertSame( 'eur', $params['currency'] );
		self::assertSame( 'pm_card_visa', $params['payment_method'] );
		self::assertSame( array( 'card' ), $params['payment_method_types'] );
		self::assertSame( 'true', $params['confirm'] );
		self::assertSame( (string) $order->id, $params['metadata']['order_id'] );
		self::assertSame( $order->key, $params['metadata']['order_key'] );
		self::assertSame( home_url( '/' ), $params['metadata']['site_url'] );
		self::assertStringContainsString( 'order-received', $params['return_url'] );
		self::assertArrayNotHasKey( 'capture_method', $params );
		self::assertArrayNotHasKey( 'setup_future_usage', $params );
		self::assertArrayNotHasKey( 'customer', $params );
		self::assertMatchesRegularExpression( '/-order-' . $order->id . '-1-create$/', $request->headers['Idempotency-Key'] );

		$after = $this->reader->fresh( $order->id );
		self::assertSame( OrderStatus::PROCESSING, $after?->status );
		self::assertSame( 'ch_pi_1', $after?->transaction_id );
		self::assertSame( 'pi_1', $this->meta->get_meta( $order->id, 'stripe_intent_id' ) );
		self::assertSame( '1', $this->meta->get_meta( $order->id, 'stripe_intent_attempt' ) );
		self::assertSame( 'pm_card_visa', $this->meta->get_meta( $order->id, 'stripe_payment_method_id' ) );
		self::assertGreaterThan( time() - 60, (int) $this->meta->get_meta( $order->id, 'stripe_payment_attempted_at' ) );
	}

	public function test_authorise_only_and_the_statement_descriptor_go_with_a_card_payment(): void {
		Plugin::instance()->settings->update(
			array(
				'payment_stripe_capture'              => 'authorize',
				'payment_stripe_statement_descriptor' => 'VITRINE 42',
			)
		);
		$order = $this->stripe_order();
		$this->transport->then( FakeTransport::json( 200, $this->intent( 'pi_1', 'requires_capture', $order->id ) ) );

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );

		self::assertTrue( $result->success );
		$params = self::params( $this->transport->requests[0]->body );
		self::assertSame( 'manual', $params['capture_method'] );
		self::assertSame( 'VITRINE 42', $params['statement_descriptor_suffix'] );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 'authorized', $this->meta->get_meta( $order->id, 'stripe_capture' ) );
	}

	public function test_3d_secure_sends_the_browser_to_the_confirmation_hash_with_the_update_order_status_nonce(): void {
		$order                   = $this->stripe_order();
		$intent                  = $this->intent( 'pi_3ds', 'requires_action', $order->id );
		$intent['client_secret'] = 'pi_3ds_secret_abc';
		$this->transport->then( FakeTransport::json( 200, $intent ) );

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_threeDSecure2Required' ), 'card' );

		self::assertTrue( $result->success );
		self::assertMatchesRegularExpression( '/#vitrine-stripe-confirm-pi:' . $order->id . ':pi_3ds_secret_abc:([a-f0-9]+)$/', $result->redirect );
		preg_match( '/:([a-f0-9]+)$/', $result->redirect, $nonce );
		self::assertSame( 1, wp_verify_nonce( $nonce[1], 'vitrine-stripe-update_order_status' ) );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_3d_secure_of_an_express_checkout_order_is_finished_on_the_orders_pay_page(): void {
		global $wpdb;
		$order = $this->stripe_order();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test sets what the express checkout route records.
		$wpdb->update( $wpdb->prefix . 'vitrine_orders', array( 'created_via' => 'express-checkout' ), array( 'order_id' => $order->id ) );
		$order                   = $this->reader->fresh( $order->id ) ?? $order;
		$intent                  = $this->intent( 'pi_3ds', 'requires_action', $order->id );
		$intent['client_secret'] = 'pi_3ds_secret_abc';
		$this->transport->then( FakeTransport::json( 200, $intent ) );

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_threeDSecure2Required' ), 'card' );

		self::assertSame( 'express-checkout', $order->created_via );
		self::assertStringStartsWith( Plugin::instance()->checkout->pages->pay_url( $order ) . '#vitrine-stripe-confirm-pi:' . $order->id . ':pi_3ds_secret_abc:', $result->redirect );
	}

	public function test_the_same_payment_sent_again_while_3d_secure_waits_answers_the_hash_again_without_confirming(): void {
		$order                    = $this->stripe_order();
		$intent                   = $this->intent( 'pi_3ds', 'requires_action', $order->id );
		$intent['client_secret']  = 'pi_3ds_secret_abc';
		$intent['payment_method'] = 'pm_card_threeDSecure2Required';
		$this->transport->then( FakeTransport::json( 200, $intent ), FakeTransport::json( 200, $intent ) );
		$this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_threeDSecure2Required' ), 'card' );

		$again = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_threeDSecure2Required' ), 'card' );

		self::assertStringContainsString( '#vitrine-stripe-confirm-pi:' . $order->id . ':pi_3ds_secret_abc:', $again->redirect );
		self::assertCount( 2, $this->transport->requests );
		self::assertSame( 'GET', $this->transport->requests[1]->method );
	}

	public function test_a_decline_fails_with_the_shoppers_message_and_the_next_try_confirms_the_same_intent(): void {
		$order = $this->stripe_order();
		$this->transport->then(
			FakeTransport::error(
				402,
				array(
					'type'           => 'card_error',
					'code'           => 'card_declined',
					'decline_code'   => 'insufficient_funds',
					'message'        => 'Your card has insufficient funds.',
					'payment_intent' => $this->failed_intent( 'pi_1', $order->id, 'ch_declined' ),
				)
			)
		);

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa_chargeDeclinedInsufficientFunds' ), 'card' );

		self::assertFalse( $result->success );
		self::assertSame( 'Your card has insufficient funds.', $result->message );
		self::assertSame( OrderStatus::FAILED, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 'pi_1', $this->meta->get_meta( $order->id, 'stripe_intent_id' ), 'The declined intent is the order\'s.' );

		$this->transport->then(
			FakeTransport::json( 200, $this->failed_intent( 'pi_1', $order->id, 'ch_declined' ) ),
			FakeTransport::json( 200, $this->intent( 'pi_1', 'succeeded', $order->id ) )
		);
		$retry = $this->processor->process( $this->reader->fresh( $order->id ) ?? $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );

		self::assertTrue( $retry->success );
		self::assertCount( 3, $this->transport->requests );
		self::assertSame( 'GET', $this->transport->requests[1]->method );
		$confirm = $this->transport->requests[2];
		self::assertSame( 'https://api.stripe.com/v1/payment_intents/pi_1/confirm', $confirm->url );
		self::assertSame( 'pm_card_visa', self::params( $confirm->body )['payment_method'] );
		self::assertMatchesRegularExpression( '/-order-' . $order->id . '-1-confirm-2$/', $confirm->headers['Idempotency-Key'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_a_new_total_cancels_the_old_intent_and_makes_a_new_attempt(): void {
		$order = $this->stripe_order();
		$this->transport->then(
			FakeTransport::error(
				402,
				array(
					'type'           => 'card_error',
					'code'           => 'card_declined',
					'decline_code'   => 'generic_decline',
					'payment_intent' => $this->failed_intent(
						'pi_1',
						$order->id,
						'ch_x'
					),
				)
			)
		);
		$this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_chargeDeclined' ), 'card' );
		// The intent was made for another total (the order was edited since).
		$this->meta->update_meta( $order->id, 'stripe_intent_amount', '2000 eur' );

		$this->transport->then(
			FakeTransport::json( 200, $this->failed_intent( 'pi_1', $order->id, 'ch_x' ) ),
			FakeTransport::json( 200, $this->intent( 'pi_1', 'canceled', $order->id ) ),
			FakeTransport::json( 200, $this->intent( 'pi_2', 'succeeded', $order->id ) )
		);
		$result = $this->processor->process( $this->reader->fresh( $order->id ) ?? $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );

		self::assertTrue( $result->success );
		self::assertSame( 'https://api.stripe.com/v1/payment_intents/pi_1/cancel', $this->transport->requests[2]->url );
		$create = $this->transport->requests[3];
		self::assertSame( 'https://api.stripe.com/v1/payment_intents', $create->url );
		self::assertSame( '2500', self::params( $create->body )['amount'] );
		self::assertMatchesRegularExpression( '/-order-' . $order->id . '-2-create$/', $create->headers['Idempotency-Key'] );
		self::assertSame( 'pi_2', $this->meta->get_meta( $order->id, 'stripe_intent_id' ) );
		self::assertSame( '2', $this->meta->get_meta( $order->id, 'stripe_intent_attempt' ) );
	}

	public function test_a_create_that_got_no_answer_is_sent_again_with_the_same_key(): void {
		$order = $this->stripe_order();
		$this->transport->then( ...array_fill( 0, 3, new TransportError( 'Operation timed out' ) ) );
		$first = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );
		self::assertFalse( $first->success );

		$this->transport->then( FakeTransport::json( 200, $this->intent( 'pi_1', 'succeeded', $order->id ) ) );
		$second = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );

		self::assertTrue( $second->success );
		$keys = array_map( static fn ( $request ): string => $request->headers['Idempotency-Key'] ?? '', $this->transport->requests );
		self::assertCount( 1, array_unique( $keys ), 'Every try of the create carries the same key: Stripe makes one intent.' );
	}

	public function test_a_debit_is_confirmed_with_the_customers_mandate(): void {
		$order = $this->stripe_order();
		$this->transport->then( FakeTransport::json( 200, $this->intent( 'pi_1', 'processing', $order->id, 'sepa_debit' ) ) );

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_sepa' ), 'sepa_debit' );

		self::assertTrue( $result->success );
		$params = self::params( $this->transport->requests[0]->body );
		self::assertSame( array( 'sepa_debit' ), $params['payment_method_types'] );
		self::assertSame( 'online', $params['mandate_data']['customer_acceptance']['type'] );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );
	}

	public function test_a_voucher_goes_to_the_voucher_hash(): void {
		$order                   = $this->stripe_order();
		$intent                  = $this->intent( 'pi_1', 'requires_action', $order->id );
		$intent['client_secret'] = 'pi_1_secret_v';
		$this->transport->then( FakeTransport::json( 200, $intent ) );

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_boleto' ), 'boleto' );

		self::assertMatchesRegularExpression( '/#vitrine-stripe-voucher-' . $order->id . ':boleto:pi_1_secret_v:https%3A%2F%2F|#vitrine-stripe-voucher-' . $order->id . ':boleto:pi_1_secret_v:http%3A%2F%2F/', $result->redirect );
	}

	public function test_without_a_payment_method_nothing_is_asked(): void {
		$order = $this->stripe_order();

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'not a method' ), 'card' );

		self::assertFalse( $result->success );
		self::assertSame( 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', $result->message );
		self::assertSame( array(), $this->transport->requests );
	}

	public function test_a_saved_method_needs_a_stripe_customer(): void {
		$order = $this->stripe_order();

		$result = $this->processor->process( $order, array( 'vitrine-stripe-saved-method' => 'pm_saved' ), 'card' );

		self::assertFalse( $result->success );
		self::assertSame( array(), $this->transport->requests );
	}

	public function test_a_paid_order_is_not_paid_twice(): void {
		$order = $this->force_status( $this->stripe_order(), OrderStatus::PROCESSING );

		$result = $this->processor->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );

		self::assertTrue( $result->success );
		self::assertSame( array(), $this->transport->requests );
	}

	private function stripe_order(): Order {
		$order = $this->place( array( $this->product() => 2 ) );
		$this->store->transaction(
			fn () => $this->writer->update_fields(
				$order->id,
				array(
					'payment_method'       => 'stripe',
					'payment_method_title' => 'Credit / Debit Card',
				)
			)
		);
		return $this->reader->fresh( $order->id ) ?? $order;
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function params( ?string $body ): array {
		parse_str( (string) $body, $params );
		return $params;
	}
}
