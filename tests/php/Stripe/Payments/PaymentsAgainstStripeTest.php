<?php
/**
 * The Stripe gateway's payment, refund and confirmation against the fake Stripe server, over
 * real HTTP: Stripe's test cards, 3-D Secure then the shopper's return, declines, refunds, and
 * ten parallel confirmations of one order giving one charge.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Payments;

use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Plugin;
use Vitrine\Stripe\Customers\StripeCustomers;
use Vitrine\Stripe\Payments\CaptureAction;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Stripe\Payments\StripeRefunds;
use Vitrine\Tests\ParallelChildren;
use Vitrine\Tests\Stripe\FakeStripeServer;
use Vitrine\Tests\Stripe\FakeStripeTestCase;

require_once dirname( __DIR__ ) . '/FakeStripeTestCase.php';

final class PaymentsAgainstStripeTest extends FakeStripeTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->save_stripe_keys( array( 'payment_stripe_enabled' => true ) );
	}

	public function test_a_card_that_succeeds_pays_the_order(): void {
		$order = $this->stripe_order();

		$result = $this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );

		self::assertTrue( $result->success, $result->message );
		self::assertStringContainsString( 'order-received', $result->redirect );
		$after = $this->reader->fresh( $order->id );
		self::assertSame( OrderStatus::PROCESSING, $after?->status );
		self::assertStringStartsWith( 'ch_', (string) $after?->transaction_id );
		$intent = self::$stripe->call( $this->key, 'GET', '/v1/payment_intents/' . $this->meta->get_meta( $order->id, 'stripe_intent_id' ) )['json'];
		self::assertSame( 2500, $intent['amount'] );
		self::assertSame( 'eur', $intent['currency'] );
		self::assertSame( (string) $order->id, $intent['metadata']['order_id'] );
	}

	public function test_an_intent_made_earlier_for_this_order_and_amount_is_the_one_charged_and_replaces_the_recorded_one(): void {
		$order    = $this->stripe_order();
		$recorded = $this->processor()->prepare_intent( $order, 'card' );
		$earlier  = $this->intent_for( $order, 2500 );

		$result = $this->processor()->process(
			$order,
			array(
				'vitrine-stripe-payment-method' => 'pm_card_visa',
				'vitrine_payment_intent_id'     => $earlier,
			),
			'card'
		);

		self::assertTrue( $result->success, $result->message );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		self::assertSame( $earlier, $this->meta->get_meta( $order->id, 'stripe_intent_id' ) );
		self::assertSame( 'succeeded', $this->stripe_intent( $earlier )['status'] );
		self::assertSame( 'canceled', $this->stripe_intent( (string) $recorded['id'] )['status'], 'One payable intent per order.' );
		self::assertCount( 2, self::$stripe->call( $this->key, 'GET', '/v1/payment_intents' )['json']['data'], 'No new intent.' );
	}

	/**
	 * @return iterable<string, array{0: string}>
	 */
	public static function foreign_intents(): iterable {
		yield 'another order' => array( 'other_order' );
		yield 'this order for another amount' => array( 'other_amount' );
		yield 'this order id with a wrong key' => array( 'wrong_key' );
		yield 'no such intent' => array( 'unknown' );
		yield 'not an intent id' => array( 'garbage' );
	}

	/**
	 * @dataProvider foreign_intents
	 */
	public function test_an_intent_the_browser_names_that_is_not_this_orders_for_this_amount_is_never_charged( string $case ): void {
		$order  = $this->stripe_order();
		$other  = $this->stripe_order();
		$posted = match ( $case ) {
			'other_order'  => $this->intent_for( $other, 2500 ),
			'other_amount' => $this->intent_for( $order, 100 ),
			'wrong_key'    => $this->intent_for( $order, 2500, 'wc_order_wrong' ),
			'unknown'      => 'pi_0000000000000000000000',
			default        => 'seti_1"><script>',
		};

		$result = $this->processor()->process(
			$order,
			array(
				'vitrine-stripe-payment-method' => 'pm_card_visa',
				'vitrine_payment_intent_id'     => $posted,
			),
			'card'
		);

		self::assertTrue( $result->success, $result->message );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		$charged = (string) $this->meta->get_meta( $order->id, 'stripe_intent_id' );
		self::assertNotSame( $posted, $charged, 'A new intent of the order is charged.' );
		self::assertSame( array( 'succeeded', 2500, (string) $order->id ), array( $this->stripe_intent( $charged )['status'], $this->stripe_intent( $charged )['amount'], $this->stripe_intent( $charged )['metadata']['order_id'] ) );
		if ( str_starts_with( $posted, 'pi_' ) && 'unknown' !== $case ) {
			self::assertSame( 'requires_payment_method', $this->stripe_intent( $posted )['status'], 'The named intent is left alone.' );
		}
	}

	/**
	 * An intent made by the shop's server for an order (as a deferred intent or an express
	 * checkout would), not recorded on the order.
	 */
	private function intent_for( Order $order, int $amount, string $key = '' ): string {
		$made = self::$stripe->call(
			$this->key,
			'POST',
			'/v1/payment_intents',
			array(
				'amount'               => $amount,
				'currency'             => 'eur',
				'payment_method_types' => array( 'card' ),
				'metadata'             => array(
					'order_id'  => (string) $order->id,
					'order_key' => '' !== $key ? $key : $order->key,
				),
			)
		);
		self::assertSame( 200, $made['status'], (string) wp_json_encode( $made['json'] ) );
		return (string) $made['json']['id'];
	}

	/**
	 * An intent as the fake server has it now.
	 *
	 * @return array<string, mixed>
	 */
	private function stripe_intent( string $id ): array {
		return self::$stripe->call( $this->key, 'GET', '/v1/payment_intents/' . $id )['json'];
	}

	public function test_blik_is_confirmed_with_the_shoppers_code_then_waits_for_their_app(): void {
		$order  = $this->stripe_order();
		$method = (string) self::$stripe->call( $this->key, 'POST', '/v1/payment_methods', array( 'type' => 'blik' ) )['json']['id'];

		foreach ( array( '', '12345', '12345a', '1234567' ) as $code ) {
			$refused = $this->processor()->process(
				$order,
				array(
					'vitrine-stripe-payment-method' => $method,
					'vitrine-stripe-blik-code'      => $code,
				),
				'blik'
			);
			self::assertFalse( $refused->success, $code );
			self::assertSame( 'BLIK Code is invalid', $refused->message );
		}
		self::assertSame( '', (string) $this->meta->get_meta( $order->id, 'stripe_intent_id' ), 'Stripe is not asked with a wrong code.' );

		$result = $this->processor()->process(
			$order,
			array(
				'vitrine-stripe-payment-method' => $method,
				'vitrine-stripe-blik-code'      => '123456',
			),
			'blik'
		);

		self::assertTrue( $result->success, $result->message );
		$intent = $this->stripe_intent( (string) $this->meta->get_meta( $order->id, 'stripe_intent_id' ) );
		self::assertSame( array( 'requires_action', 'blik_authorize' ), array( $intent['status'], $intent['next_action']['type'] ), 'Stripe took the code; the shopper approves in their app.' );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_3d_secure_then_the_shoppers_return_pays_the_order(): void {
		$order = $this->stripe_order();

		$result = $this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_threeDSecure2Required' ), 'card' );

		self::assertTrue( $result->success, $result->message );
		self::assertSame( 1, preg_match( '/#vitrine-stripe-confirm-pi:(\d+):(pi_[^:]+_secret_[^:]+):([a-f0-9]+)$/', $result->redirect, $hash ), $result->redirect );
		self::assertSame( (string) $order->id, $hash[1] );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $order->id )?->status );

		$intent_id = (string) $this->meta->get_meta( $order->id, 'stripe_intent_id' );
		self::$stripe->call( FakeStripeServer::publishable( $this->key ), 'POST', '/_test/payment_intents/' . $intent_id . '/succeed' );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$response                  = Plugin::instance()->ajax->dispatch(
			'stripe_update_order_status',
			'POST',
			array(
				'order_id'      => $order->id,
				'intent_id'     => $intent_id,
				'client_secret' => $hash[2],
			),
			$hash[3]
		);

		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		self::assertStringContainsString( 'order-received', $response->body['data']['return_url'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_declined_cards_fail_with_the_shoppers_message_and_a_good_card_then_pays(): void {
		$order = $this->stripe_order();

		$funds = $this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa_chargeDeclinedInsufficientFunds' ), 'card' );
		self::assertFalse( $funds->success );
		self::assertSame( 'Your card has insufficient funds.', $funds->message );
		self::assertSame( OrderStatus::FAILED, $this->reader->fresh( $order->id )?->status );

		$generic = $this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa_chargeDeclined' ), 'card' );
		self::assertFalse( $generic->success );
		self::assertSame( 'Your card was declined.', $generic->message );

		$good = $this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );
		self::assertTrue( $good->success, $good->message );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		$charges = self::$stripe->call( $this->key, 'GET', '/v1/charges' )['json']['data'];
		self::assertCount( 3, $charges, 'Two failed charges and one that succeeded, all on one intent.' );
		self::assertCount( 1, array_unique( array_column( $charges, 'payment_intent' ) ) );
	}

	public function test_authorise_only_holds_the_order_for_capture(): void {
		Plugin::instance()->settings->update( array( 'payment_stripe_capture' => 'authorize' ) );
		$order = $this->stripe_order();

		$result = $this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );

		self::assertTrue( $result->success, $result->message );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );
		self::assertSame( 'authorized', $this->meta->get_meta( $order->id, 'stripe_capture' ) );
	}

	public function test_an_authorised_payment_is_captured_once_from_the_order_screen(): void {
		Plugin::instance()->settings->update( array( 'payment_stripe_capture' => 'authorize' ) );
		$order = $this->stripe_order();
		$this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );
		$held    = $this->reader->fresh( $order->id ) ?? $order;
		$capture = $this->services()->get( CaptureAction::class );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		ob_start();
		$capture->render( $held );
		$box = (string) ob_get_clean();
		self::assertStringContainsString( 'Capture payment', $box );
		self::assertStringContainsString( 'value="vitrine_stripe_capture"', $box );

		$refused = $capture->process(
			array(
				'id'       => (string) $order->id,
				'_wpnonce' => 'wrong',
			)
		);
		self::assertStringNotContainsString( 'stripe_capture=', $refused );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->fresh( $order->id )?->status );

		$nonce = wp_create_nonce( 'vitrine_stripe_capture_' . $order->id );
		$done  = $capture->process(
			array(
				'id'       => (string) $order->id,
				'_wpnonce' => $nonce,
			)
		);
		self::assertStringContainsString( 'stripe_capture=done', $done );
		$paid = $this->reader->fresh( $order->id );
		self::assertSame( OrderStatus::PROCESSING, $paid?->status );
		self::assertStringStartsWith( 'ch_', (string) $paid?->transaction_id );
		self::assertNull( $this->meta->get_meta( $order->id, 'stripe_capture' ) );
		self::assertContains( 'Captured the authorised payment of €25.00 through Stripe.', $this->note_texts( $order->id ) );
		$intent = self::$stripe->call( $this->key, 'GET', '/v1/payment_intents/' . $this->meta->get_meta( $order->id, 'stripe_intent_id' ) )['json'];
		self::assertSame( 'succeeded', $intent['status'] );

		self::assertStringContainsString(
			'stripe_capture=failed',
			$capture->process(
				array(
					'id'       => (string) $order->id,
					'_wpnonce' => $nonce,
				)
			),
			'Nothing waits for capture any more.'
		);
		ob_start();
		$capture->render( $paid ?? $held );
		self::assertStringNotContainsString( 'Capture payment', (string) ob_get_clean() );
	}

	public function test_a_customer_saves_the_card_and_pays_later_with_it_but_not_with_anothers(): void {
		$user  = $this->create_user( 'customer' );
		$order = $this->stripe_order( 0, $user );

		$saved = $this->processor()->process(
			$order,
			array(
				'vitrine-stripe-payment-method'     => 'pm_card_visa',
				'vitrine-stripe-new-payment-method' => 'true',
				'vitrine-stripe-saved-method'       => 'new',
			),
			'card'
		);

		self::assertTrue( $saved->success, $saved->message );
		$intent   = self::$stripe->call( $this->key, 'GET', '/v1/payment_intents/' . $this->meta->get_meta( $order->id, 'stripe_intent_id' ) )['json'];
		$customer = $this->services()->get( StripeCustomers::class )->existing( $user );
		self::assertStringStartsWith( 'cus_', $customer );
		self::assertSame( $customer, $intent['customer'] );
		self::assertSame( 'off_session', $intent['setup_future_usage'] );
		self::assertSame( $customer, $this->meta->get_meta( $order->id, 'stripe_customer_id' ) );

		$method = (string) ( is_array( $intent['payment_method'] ) ? $intent['payment_method']['id'] : $intent['payment_method'] );
		$later  = $this->stripe_order( 0, $user );
		$reused = $this->processor()->process( $later, array( 'vitrine-stripe-saved-method' => $method ), 'card' );
		self::assertTrue( $reused->success, $reused->message );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $later->id )?->status );

		$stranger = $this->stripe_order( 0, $this->create_user( 'customer' ) );
		$refused  = $this->processor()->process( $stranger, array( 'vitrine-stripe-saved-method' => $method ), 'card' );
		self::assertFalse( $refused->success, 'Another customer\'s saved card is refused.' );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $stranger->id )?->status );
	}

	public function test_a_partial_and_the_full_refund_of_a_paid_order(): void {
		$order = $this->stripe_order();
		$this->processor()->process( $order, array( 'vitrine-stripe-payment-method' => 'pm_card_visa' ), 'card' );
		$paid    = $this->reader->fresh( $order->id ) ?? $order;
		$refunds = $this->services()->get( StripeRefunds::class );

		$partial = $refunds->refund( $paid, 1000, 'Requested by the customer' );
		$rest    = $refunds->refund( $paid, 1500, '' );

		self::assertTrue( $partial->success, $partial->message );
		self::assertTrue( $rest->success, $rest->message );
		self::assertStringStartsWith( 're_', $partial->reference );
		self::assertSame( array( $partial->reference, $rest->reference ), $this->meta->get_meta( $order->id, 'stripe_refund_ids' ) );
		$too_much = $refunds->refund( $paid, 100, '' );
		self::assertFalse( $too_much->success, 'Stripe refuses more than was charged.' );
	}

	public function test_ten_parallel_confirmations_of_one_order_give_one_charge(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$product = 0;
		$order   = 0;
		$saved   = get_option( Settings::OPTION );
		try {
			// The rolled-back settings are still in the object cache: write them for the children.
			wp_cache_flush();
			$this->save_stripe_keys( array( 'payment_stripe_enabled' => true ) );
			$product = $this->product();
			$order   = $this->stripe_order( $product )->id;

			$outputs = ParallelChildren::run( __DIR__ . '/concurrent-payment.php', array_fill( 0, 10, array( (string) $order, self::$stripe->url, 'pm_card_visa' ) ), 120 );

			self::assertSame( array_fill( 0, 10, 'paid' ), $outputs );
			wp_cache_flush();
			self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order )?->status );
			$charges = self::$stripe->call( $this->key, 'GET', '/v1/charges' )['json']['data'];
			self::assertCount( 1, $charges, 'One charge for ten confirmations.' );
			self::assertCount( 1, self::$stripe->call( $this->key, 'GET', '/v1/payment_intents' )['json']['data'], 'One intent.' );
		} finally {
			if ( $order > 0 ) {
				foreach ( self::TABLES as $table ) {
					$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . OrderTables::table( $table ) . ' WHERE order_id = %d', $order ) ); // phpcs:ignore WordPress.DB
				}
			}
			if ( $product > 0 ) {
				wp_delete_post( $product, true );
			}
			update_option( Settings::OPTION, $saved );
			Plugin::instance()->catalog->lookup_sync->flush();
			$wpdb->query( 'SET autocommit = 0' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	/**
	 * Test mode with a new account's keys, the card gateway on.
	 */
	private function processor(): PaymentProcessor {
		return $this->services()->get( PaymentProcessor::class );
	}

	private function stripe_order( int $product = 0, int $customer = 0 ): Order {
		$order = $this->place( array( ( $product > 0 ? $product : $this->product() ) => 2 ) );
		$this->store->transaction(
			fn () => $this->writer->update_fields(
				$order->id,
				array(
					'payment_method'       => 'stripe',
					'payment_method_title' => 'Credit / Debit Card',
					'customer_id'          => $customer,
				)
			)
		);
		return $this->reader->fresh( $order->id ) ?? $order;
	}
}
