<?php
/**
 * The stripe_* ajax endpoints: nonces, input, access to the order and its intent, and the answers
 * the browser reads.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Ajax;

use Vitrine\Account\AccountNotices;
use Vitrine\Account\AccountPages;
use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Container;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;
use Vitrine\Stripe\Ajax\ConfirmChangePaymentEndpoint;
use Vitrine\Stripe\Ajax\CreateAndConfirmSetupIntentEndpoint;
use Vitrine\Stripe\Ajax\CreatePaymentIntentEndpoint;
use Vitrine\Stripe\Ajax\InitSetupIntentEndpoint;
use Vitrine\Stripe\Ajax\OrderIntentAccess;
use Vitrine\Stripe\Ajax\OrderIntentArgs;
use Vitrine\Stripe\Ajax\SaveAppearanceEndpoint;
use Vitrine\Stripe\Ajax\UpdateFailedOrderEndpoint;
use Vitrine\Stripe\Ajax\UpdateOrderStatusEndpoint;
use Vitrine\Stripe\Ajax\UpdatePaymentIntentEndpoint;
use Vitrine\Stripe\Api\FixedSecretKey;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Stripe\Customers\AccountMethods;
use Vitrine\Stripe\Fraud\CardTestingGuard;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Stripe\Payments\IntentRecord;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Stripe\Payments\SetupIntents;
use Vitrine\Stripe\Settings\StripeAppearance;
use Vitrine\Stripe\Settings\StripeSettings;
use Vitrine\Checkout\CheckoutPages;
use Vitrine\Tests\Core\RateLimit\RateLimitClient;
use Vitrine\Tests\Orders\OrderTestCase;
use Vitrine\Tests\Stripe\Api\FakeTransport;
use Vitrine\Tests\Stripe\Orders\StripeIntents;

require_once dirname( __DIR__, 2 ) . '/Orders/OrderTestCase.php';
require_once dirname( __DIR__, 2 ) . '/Core/RateLimit/RateLimitClient.php';
require_once dirname( __DIR__ ) . '/Orders/StripeIntents.php';
require_once dirname( __DIR__ ) . '/Api/FakeTransport.php';

final class StripeEndpointsTest extends OrderTestCase {

	use StripeIntents;
	use RateLimitClient;

	private FakeTransport $transport;

	private AjaxRouter $router;

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
		delete_option( StripeAppearance::OPTION );
		$this->transport = new FakeTransport();
		$this->router    = $this->router_with( null );
	}

	protected function tearDown(): void {
		$this->restore_client();
		parent::tearDown();
	}

	public function test_every_endpoint_has_its_own_nonce_and_refuses_a_missing_or_anothers(): void {
		$names = array( 'init_setup_intent', 'create_payment_intent', 'create_and_confirm_setup_intent', 'update_payment_intent', 'update_order_status', 'confirm_change_payment', 'update_failed_order', 'save_appearance' );
		self::assertSame( array_map( static fn ( string $name ): string => 'stripe_' . $name, $names ), array_keys( $this->router->endpoints() ) );
		foreach ( $names as $index => $name ) {
			self::assertSame( 'vitrine-stripe-' . $name, $this->router->endpoints()[ 'stripe_' . $name ]->nonce_action() );
			$other = $names[ ( $index + 1 ) % count( $names ) ];
			self::assertSame( 403, $this->router->dispatch( 'stripe_' . $name, 'POST', array(), '' )->status, $name );
			self::assertSame( 403, $this->router->dispatch( 'stripe_' . $name, 'POST', array(), wp_create_nonce( 'vitrine-stripe-' . $other ) )->status, $name . ' with ' . $other . '\'s nonce' );
			self::assertSame( 405, $this->router->dispatch( 'stripe_' . $name, 'GET', array(), $this->nonce( $name ) )->status, $name );
		}
		self::assertSame( array(), $this->transport->requests );
	}

	public function test_the_plugin_routes_the_endpoints(): void {
		self::assertArrayHasKey( 'stripe_update_order_status', Plugin::instance()->ajax->endpoints() );
	}

	public function test_bad_input_is_refused_before_stripe_is_asked(): void {
		$cases = array(
			'update_order_status'             => array( 'order_id' => 'x' ),
			'update_failed_order'             => array( 'intent_id' => 'pi_1' ),
			'create_payment_intent'           => array(
				'stripe_order_id'     => 1,
				'payment_method_type' => 'bitcoin',
			),
			'update_payment_intent'           => array( 'stripe_order_id' => 1 ),
			'create_and_confirm_setup_intent' => array( 'vitrine-stripe-payment-method' => 'tok_1' ),
			'init_setup_intent'               => array( 'payment_method_type' => 'nope' ),
			'save_appearance'                 => array( 'theme_name' => get_stylesheet() ),
		);
		foreach ( $cases as $name => $params ) {
			$response = $this->call( $name, $params );
			self::assertSame( 400, $response->status, $name );
			self::assertSame( 'vitrine_ajax_invalid_param', $response->body['code'], $name );
		}
		self::assertSame( array(), $this->transport->requests );
	}

	public function test_update_order_status_pays_the_order_of_its_logged_in_customer_and_answers_the_return_url(): void {
		list( $order, $customer ) = $this->order_with_intent( 'pi_1', true );
		wp_set_current_user( $customer );
		$this->transport->then( FakeTransport::json( 200, $this->intent( 'pi_1', 'succeeded', $order->id ) ) );

		$response = $this->call(
			'update_order_status',
			array(
				'order_id'          => $order->id,
				'intent_id'         => 'pi_1',
				'payment_method_id' => 'pm_card_visa',
			)
		);

		self::assertSame( 200, $response->status );
		self::assertTrue( $response->body['success'] );
		self::assertStringContainsString( 'order-received', $response->body['data']['return_url'] );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
		self::assertStringStartsWith( 'https://api.stripe.com/v1/payment_intents/pi_1', $this->transport->requests[0]->url );
	}

	public function test_a_guest_proves_the_order_with_its_key_or_the_intents_client_secret(): void {
		list( $order ) = $this->order_with_intent( 'pi_1', false );
		$intent        = $this->intent( 'pi_1', 'succeeded', $order->id ) + array( 'client_secret' => 'pi_1_secret_ok' );
		$params        = array(
			'order_id'  => $order->id,
			'intent_id' => 'pi_1',
		);

		$nothing = $this->call( 'update_order_status', $params );
		self::assertSame( 404, $nothing->status );
		self::assertSame( array( 'success', 'code', 'message', 'data' ), array_keys( $nothing->body ) );
		self::assertFalse( $nothing->body['success'] );
		self::assertSame( 'Sorry, this order is invalid and cannot be paid for.', $nothing->body['data']['error']['message'] );

		$this->transport->then( FakeTransport::json( 200, $intent ) );
		self::assertSame( 404, $this->call( 'update_order_status', $params + array( 'client_secret' => 'pi_1_secret_wrong' ) )->status );
		self::assertSame( 404, $this->call( 'update_order_status', $params + array( 'order_key' => 'wc_order_wrong' ) )->status );

		$this->transport->then( FakeTransport::json( 200, $intent ) );
		self::assertSame( 200, $this->call( 'update_order_status', $params + array( 'client_secret' => 'pi_1_secret_ok' ) )->status );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_an_intent_that_is_not_the_orders_is_refused(): void {
		list( $order )   = $this->order_with_intent( 'pi_1', false );
		list( $another ) = $this->order_with_intent( 'pi_2', false );

		$not_stored = $this->call(
			'update_order_status',
			array(
				'order_id'  => $order->id,
				'intent_id' => 'pi_2',
				'order_key' => $order->key,
			)
		);
		self::assertSame( 404, $not_stored->status );
		self::assertSame( array(), $this->transport->requests, 'Another order\'s intent is refused before Stripe is asked.' );

		$this->transport->then( FakeTransport::json( 200, $this->intent( 'pi_1', 'succeeded', $another->id ) ) );
		$other_metadata = $this->call(
			'update_order_status',
			array(
				'order_id'  => $order->id,
				'intent_id' => 'pi_1',
				'order_key' => $order->key,
			)
		);
		self::assertSame( 404, $other_metadata->status, 'Stripe says the intent is another order\'s.' );
		self::assertSame( OrderStatus::PENDING, $this->reader->fresh( $order->id )?->status );
	}

	public function test_update_order_status_fails_the_order_when_the_confirmation_failed(): void {
		list( $order ) = $this->order_with_intent( 'pi_1', false );
		$this->transport->then( FakeTransport::json( 200, $this->failed_intent( 'pi_1', $order->id, 'ch_1' ) ) );

		$response = $this->call(
			'update_order_status',
			array(
				'order_id'  => $order->id,
				'intent_id' => 'pi_1',
				'order_key' => $order->key,
			)
		);

		self::assertSame( 402, $response->status );
		self::assertSame( 'Your card was declined.', $response->body['data']['error']['message'] );
		self::assertSame( OrderStatus::FAILED, $this->reader->fresh( $order->id )?->status );
	}

	public function test_update_failed_order_records_the_failure(): void {
		list( $order ) = $this->order_with_intent( 'pi_1', false );
		$this->transport->then( FakeTransport::json( 200, $this->failed_intent( 'pi_1', $order->id, 'ch_1' ) ) );

		$response = $this->call(
			'update_failed_order',
			array(
				'order_id'  => $order->id,
				'intent_id' => 'pi_1',
				'order_key' => $order->key,
			)
		);

		self::assertSame( 200, $response->status );
		self::assertSame( OrderStatus::FAILED, $response->body['data']['status'] );
	}

	public function test_confirm_change_payment_says_there_are_no_subscriptions(): void {
		$response = $this->call(
			'confirm_change_payment',
			array(
				'order_id'  => 1,
				'intent_id' => 'pi_1',
			)
		);

		self::assertSame( 400, $response->status );
		self::assertFalse( $response->body['success'] );
		self::assertStringContainsString( 'no subscriptions', $response->body['data']['error']['message'] );
	}

	public function test_create_payment_intent_makes_one_intent_for_the_orders_total(): void {
		$order = $this->stripe_order( 0 );
		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'            => 'pi_new',
					'client_secret' => 'pi_new_secret',
					'status'        => 'requires_payment_method',
					'metadata'      => array( 'order_id' => (string) $order->id ),
				)
			)
		);
		$params = array(
			'stripe_order_id'     => $order->id,
			'payment_method_type' => 'card',
			'order_key'           => $order->key,
		);
		self::assertSame( 400, $this->call( 'create_payment_intent', array( 'payment_method_type' => 'ideal' ) + $params )->status, 'iDEAL is not for a British billing address.' );

		$response = $this->call( 'create_payment_intent', $params );

		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		self::assertSame(
			array(
				'id'            => 'pi_new',
				'client_secret' => 'pi_new_secret',
			),
			$response->body['data']
		);
		parse_str( (string) $this->transport->requests[0]->body, $sent );
		self::assertSame( '2500', $sent['amount'] );
		self::assertSame( array( 'card' ), $sent['payment_method_types'] );
		self::assertArrayNotHasKey( 'confirm', $sent );
		self::assertSame( 'pi_new', $this->meta->get_meta( $order->id, 'stripe_intent_id' ) );

		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'            => 'pi_new',
					'client_secret' => 'pi_new_secret',
					'status'        => 'requires_payment_method',
					'metadata'      => array( 'order_id' => (string) $order->id ),
				)
			)
		);
		$again = $this->call( 'create_payment_intent', $params );
		self::assertSame( 'pi_new', $again->body['data']['id'] );
		self::assertSame( 'GET', $this->transport->requests[1]->method, 'The order\'s intent for this amount is answered again.' );
		self::assertCount( 2, $this->transport->requests );

		self::assertSame( 404, $this->call( 'create_payment_intent', array( 'order_key' => '' ) + $params )->status, 'A guest without the key.' );
	}

	public function test_update_payment_intent_skips_setup_intents_and_sets_what_is_saved(): void {
		$skip = $this->call(
			'update_payment_intent',
			array(
				'stripe_order_id'           => 1,
				'vitrine_payment_intent_id' => 'seti_1',
			)
		);
		self::assertSame( 200, $skip->status );
		self::assertSame( 'success', $skip->body['result'] );
		self::assertSame( array(), $this->transport->requests );

		list( $order ) = $this->order_with_intent( 'pi_1', false );
		$this->transport->then( FakeTransport::json( 200, $this->intent( 'pi_1', 'requires_payment_method', $order->id ) ) );
		$update = $this->call(
			'update_payment_intent',
			array(
				'stripe_order_id'           => $order->id,
				'vitrine_payment_intent_id' => 'pi_1',
				'order_key'                 => $order->key,
				'save_payment_method'       => 'no',
				'selected_upe_payment_type' => 'card',
			)
		);
		self::assertSame( 200, $update->status, (string) wp_json_encode( $update->body ) );
		self::assertTrue( $update->body['success'] );
		self::assertSame( 'https://api.stripe.com/v1/payment_intents/pi_1', $this->transport->requests[1]->url );
		self::assertSame( 'setup_future_usage=&payment_method_types[0]=card', $this->transport->requests[1]->body );
	}

	public function test_update_payment_intent_refuses_an_intent_made_for_another_total(): void {
		list( $order )    = $this->order_with_intent( 'pi_1', false );
		$intent           = $this->intent( 'pi_1', 'requires_payment_method', $order->id );
		$intent['amount'] = 1999;
		$this->transport->then( FakeTransport::json( 200, $intent ) );

		$response = $this->call(
			'update_payment_intent',
			array(
				'stripe_order_id'           => $order->id,
				'vitrine_payment_intent_id' => 'pi_1',
				'order_key'                 => $order->key,
			)
		);

		self::assertSame( 409, $response->status );
		self::assertSame( 'failure', $response->body['result'] );
		self::assertSame( 'The order total has changed. Please refresh the page to try again.', $response->body['messages'] );
		self::assertCount( 1, $this->transport->requests );
	}

	public function test_setup_intents_are_for_logged_in_customers_with_a_stripe_customer(): void {
		$params = array( 'payment_method_type' => 'card' );
		self::assertSame( 403, $this->call( 'init_setup_intent', $params )->status );

		wp_set_current_user( $this->create_user( 'customer' ) );
		self::assertSame( 404, $this->call( 'init_setup_intent', $params )->status, 'Stripe has no keys yet.' );
		$this->configure();
		$without = $this->call( 'init_setup_intent', $params );
		self::assertSame( 400, $without->status, 'No Stripe customers: nothing can be saved.' );

		$this->router = $this->router_with( static fn ( int $user_id ): string => 'cus_' . $user_id );
		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'            => 'seti_1',
					'client_secret' => 'seti_1_secret',
					'status'        => 'requires_payment_method',
				)
			)
		);
		$response = $this->call( 'init_setup_intent', $params );
		self::assertSame( 200, $response->status );
		self::assertSame(
			array(
				'id'            => 'seti_1',
				'client_secret' => 'seti_1_secret',
			),
			$response->body['data']
		);
		parse_str( (string) $this->transport->requests[0]->body, $sent );
		self::assertSame( 'cus_' . get_current_user_id(), $sent['customer'] );
		self::assertSame( 'off_session', $sent['usage'] );

		self::assertSame( 400, $this->call( 'init_setup_intent', array( 'payment_method_type' => 'eps' ) )->status, 'EPS cannot be saved.' );
	}

	public function test_create_and_confirm_setup_intent_answers_what_the_browser_reads(): void {
		$this->configure();
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->router = $this->router_with( static fn ( int $user_id ): string => 'cus_' . $user_id );
		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'            => 'seti_1',
					'client_secret' => 'seti_1_secret',
					'status'        => 'requires_action',
					'next_action'   => array(
						'type'            => 'redirect_to_url',
						'redirect_to_url' => array( 'url' => 'https://hooks.stripe.com/x' ),
					),
				)
			)
		);

		$response = $this->call(
			'create_and_confirm_setup_intent',
			array(
				'vitrine-stripe-payment-method' => 'pm_sepa_1',
				'vitrine-stripe-payment-type'   => 'sepa_debit',
			)
		);

		self::assertSame( 200, $response->status );
		self::assertSame( array( 'status', 'next_action', 'payment_type', 'return_url', 'client_secret' ), array_keys( $response->body['data'] ) );
		self::assertSame( 'requires_action', $response->body['data']['status'] );
		self::assertSame( 'redirect_to_url', $response->body['data']['next_action']['type'] );
		self::assertSame( 'sepa_debit', $response->body['data']['payment_type'] );
		parse_str( (string) $this->transport->requests[0]->body, $sent );
		self::assertSame( 'pm_sepa_1', $sent['payment_method'] );
		self::assertSame( 'true', $sent['confirm'] );
		self::assertSame( 'online', $sent['mandate_data']['customer_acceptance']['type'] );
	}

	public function test_the_calls_that_name_an_order_share_one_schema_of_its_fields(): void {
		$args = array_map( static fn ( $endpoint ): array => $endpoint->args(), $this->router->endpoints() );

		foreach ( array( 'stripe_create_payment_intent', 'stripe_update_payment_intent' ) as $name ) {
			self::assertSame( OrderIntentArgs::order_id(), $args[ $name ]['stripe_order_id'], $name );
			self::assertSame( OrderIntentArgs::optional_string(), $args[ $name ]['order_key'], $name );
		}
		self::assertSame( OrderIntentArgs::intent_id(), $args['stripe_update_payment_intent']['vitrine_payment_intent_id'] );
		self::assertSame( OrderIntentArgs::proof(), array_intersect_key( $args['stripe_update_payment_intent'], OrderIntentArgs::proof() ) );
		self::assertSame( OrderIntentArgs::confirmation( 0 ), $args['stripe_update_order_status'], 'order 0: the add-payment-method page' );
		self::assertSame( OrderIntentArgs::confirmation(), $args['stripe_update_failed_order'] );
		self::assertSame( OrderIntentArgs::confirmation(), $args['stripe_confirm_change_payment'] );
		self::assertSame( 1, OrderIntentArgs::order_id()['minimum'] );
	}

	public function test_update_order_status_with_no_order_saves_the_method_of_the_customers_confirmed_setup_intent(): void {
		$this->configure();
		$customer = $this->stripe_customer( 'cus_ada' );
		$this->transport->then(
			FakeTransport::json( 200, $this->setup_intent( 'seti_1', 'succeeded', 'cus_ada' ) ),
			FakeTransport::json(
				200,
				array(
					'id'               => 'cus_ada',
					'invoice_settings' => array( 'default_payment_method' => null ),
				)
			),
			FakeTransport::json(
				200,
				array(
					'object' => 'list',
					'data'   => array(),
				)
			),
			FakeTransport::json( 200, array( 'id' => 'cus_ada' ) )
		);

		$response = $this->call( 'update_order_status', $this->setup_params( 'seti_1' ) );

		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		self::assertTrue( $response->body['success'] );
		$account = Plugin::instance()->get( AccountPages::class );
		self::assertSame( ( new AccountNotices() )->add_to_url( $account->endpoint_url( AccountPages::PAYMENT_METHODS ), AccountNotices::METHOD_ADDED ), $response->body['data']['return_url'] );
		self::assertStringStartsWith( 'https://api.stripe.com/v1/setup_intents/seti_1', $this->transport->requests[0]->url, 'Stripe says, not the browser' );
		self::assertSame( 'GET', $this->transport->requests[0]->method );
		self::assertSame( 'POST', $this->transport->requests[3]->method, 'the first method saved becomes the default' );
		parse_str( (string) $this->transport->requests[3]->body, $sent );
		self::assertSame( 'pm_new', $sent['invoice_settings']['default_payment_method'] );
		self::assertSame( $customer, get_current_user_id() );
	}

	public function test_update_order_status_with_no_order_refuses_what_is_not_the_customers_setup_intent(): void {
		$this->configure();
		$params = $this->setup_params( 'seti_1' );

		self::assertSame( 403, $this->router->dispatch( 'stripe_update_order_status', 'POST', $params, $this->nonce( 'update_failed_order' ) )->status, 'another endpoint\'s nonce' );
		self::assertSame( 404, $this->call( 'update_order_status', $params )->status, 'a guest has no saved methods' );
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		self::assertSame( 404, $this->call( 'update_order_status', $params )->status, 'a customer without a Stripe customer' );
		update_user_meta( $user, 'vitrine_stripe_customer_test', 'cus_ada' );
		self::assertSame( 404, $this->call( 'update_order_status', $this->setup_params( 'pi_1' ) )->status, 'no order: a setup intent only' );
		self::assertSame( 404, $this->call( 'update_order_status', $this->setup_params( 'seti_1/../../customers' ) )->status, 'not an id' );
		self::assertSame( 400, $this->call( 'update_order_status', array( 'order_id' => -1 ) + $params )->status );
		self::assertSame( array(), $this->transport->requests, 'none of these asked Stripe' );

		$this->transport->then( FakeTransport::json( 200, $this->setup_intent( 'seti_1', 'succeeded', 'cus_eve' ) ) );
		$theirs = $this->call( 'update_order_status', $params );

		self::assertSame( 404, $theirs->status, 'another customer\'s setup intent' );
		self::assertSame( 'Unable to add payment method to your account.', $theirs->body['data']['error']['message'] );
		self::assertCount( 1, $this->transport->requests, 'nothing saved nor made the default' );
	}

	public function test_update_order_status_with_no_order_says_why_the_setup_failed(): void {
		$this->configure();
		$this->stripe_customer( 'cus_ada' );
		$failed                     = $this->setup_intent( 'seti_1', 'requires_payment_method', 'cus_ada' );
		$failed['payment_method']   = null;
		$failed['last_setup_error'] = array(
			'type'           => 'card_error',
			'code'           => 'card_declined',
			'decline_code'   => 'insufficient_funds',
			'message'        => 'Your card has insufficient funds.',
			'payment_method' => array(
				'id'   => 'pm_new',
				'card' => array( 'fingerprint' => 'fp_3ds_refused' ),
			),
		);
		$this->transport->then( FakeTransport::json( 200, $failed ) );
		$this->be_client( '198.51.100.78' );
		$limits = Plugin::instance()->get( RateLimiter::class );

		$response = $this->call( 'update_order_status', $this->setup_params( 'seti_1' ) );

		self::assertSame( 402, $response->status );
		self::assertFalse( $response->body['success'] );
		self::assertSame( StripeErrorMessages::for_code( 'card_declined', 'insufficient_funds' ), $response->body['data']['error']['message'] );
		self::assertCount( 1, $this->transport->requests, 'nothing saved' );
		self::assertSame( array( 1, 1 ), array( $limits->count( Limits::PAYMENT_FAILURE ), $limits->count( Limits::CARD_FAILURE, 'card:fp_3ds_refused' ) ), 'counted by the card-testing protection' );
	}

	public function test_create_and_confirm_setup_intent_keeps_the_accounts_delay_between_two_new_methods(): void {
		$this->configure();
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		$this->router = $this->router_with( static fn ( int $user_id ): string => 'cus_' . $user_id );
		update_user_meta( $user, SavedPaymentMethods::LAST_ATTEMPT_META, time() - 5 );

		$response = $this->call( 'create_and_confirm_setup_intent', array( 'vitrine-stripe-payment-method' => 'pm_card_mastercard' ) );

		self::assertSame( 429, $response->status );
		self::assertMatchesRegularExpression( '/^You cannot add a new payment method so soon after the previous one\. Please wait for 1[45] seconds\.$/', $response->body['data']['error']['message'] );
		self::assertSame( array(), $this->transport->requests, 'nothing saved at Stripe while the page says no' );

		update_user_meta( $user, SavedPaymentMethods::LAST_ATTEMPT_META, time() - SavedPaymentMethods::ADD_DELAY );
		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'            => 'seti_2',
					'client_secret' => 'seti_2_secret',
					'status'        => 'succeeded',
				)
			)
		);
		self::assertSame( 200, $this->call( 'create_and_confirm_setup_intent', array( 'vitrine-stripe-payment-method' => 'pm_card_mastercard' ) )->status );
		self::assertSame( (string) ( time() - SavedPaymentMethods::ADD_DELAY ), get_user_meta( $user, SavedPaymentMethods::LAST_ATTEMPT_META, true ), 'the attempt is recorded by the form that follows, not here' );
	}

	public function test_a_card_declined_three_times_on_the_add_payment_method_page_is_refused_before_stripe_is_asked(): void {
		$this->configure();
		$this->be_client( '198.51.100.77' );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$this->router = $this->router_with( static fn ( int $user_id ): string => 'cus_' . $user_id );
		$decline      = FakeTransport::error(
			402,
			array(
				'type'         => 'card_error',
				'code'         => 'card_declined',
				'decline_code' => 'generic_decline',
				'message'      => 'Your card was declined.',
			)
		);
		$this->transport->then(
			$decline,
			FakeTransport::json(
				200,
				array(
					'id'   => 'pm_stolen',
					'type' => 'card',
					'card' => array( 'fingerprint' => 'fp_stolen_setup' ),
				)
			),
			$decline,
			$decline
		);
		$params = array( 'vitrine-stripe-payment-method' => 'pm_stolen' );

		for ( $i = 0; $i < 3; $i++ ) {
			$declined = $this->call( 'create_and_confirm_setup_intent', $params );
			self::assertSame( 402, $declined->status );
			self::assertSame( StripeErrorMessages::for_code( 'card_declined', 'generic_decline' ), $declined->body['data']['error']['message'] );
		}
		$asked    = count( $this->transport->requests );
		$response = $this->call( 'create_and_confirm_setup_intent', $params );

		self::assertSame( 429, $response->status );
		self::assertStringStartsWith( 'This card has been declined too many times, so payments with it are paused.', $response->body['data']['error']['message'] );
		self::assertSame( $asked, count( $this->transport->requests ), 'no setup intent made' );
		self::assertSame( array( 'POST', 'GET', 'POST', 'POST' ), array_map( static fn ( $request ): string => $request->method, $this->transport->requests ), 'the card\'s fingerprint read once' );
	}

	public function test_save_appearance_keeps_a_clean_appearance_for_the_active_theme_once_a_day(): void {
		$good  = (string) wp_json_encode(
			array(
				'theme'     => 'stripe',
				'variables' => array(
					'colorBackground' => '#ffffff',
					'colorText'       => 'rgb(20, 20, 20)',
					'fontFamily'      => '"Inter", sans-serif',
					'fontSizeBase'    => '16px',
				),
				'rules'     => array(
					'.Input'         => array( 'borderColor' => '#ccc' ),
					'.Tab--selected' => array( 'color' => '#000' ),
				),
			)
		);
		$theme = get_stylesheet();

		self::assertSame(
			400,
			$this->call(
				'save_appearance',
				array(
					'appearance' => $good,
					'theme_name' => 'another-theme',
				)
			)->status
		);
		foreach ( array( '{"variables":{"colorBackground":"url(https://evil.example/x.png)"}}', '{"variables":{"colorText":"red;}"}}', '{"other":1}', 'not json', '[1,2]', '{"rules":{"body":{"color":"red"}}}' ) as $bad ) {
			self::assertSame(
				400,
				$this->call(
					'save_appearance',
					array(
						'appearance' => $bad,
						'theme_name' => $theme,
					)
				)->status,
				$bad
			);
		}
		self::assertSame(
			400,
			$this->call(
				'save_appearance',
				array(
					'appearance' => str_repeat( ' ', 9000 ) . $good,
					'theme_name' => $theme,
				)
			)->status,
			'Too large.'
		);
		self::assertNull( $this->appearance()->get( $theme ) );

		$saved = $this->call(
			'save_appearance',
			array(
				'appearance'        => $good,
				'theme_name'        => $theme,
				'is_block_checkout' => 'false',
			)
		);
		self::assertSame( 200, $saved->status );
		self::assertTrue( $saved->body['data']['saved'] );
		self::assertSame( '#ffffff', $this->appearance()->get( $theme )['variables']['colorBackground'] ?? null );

		$other = str_replace( '#ffffff', '#000000', $good );
		self::assertFalse(
			$this->call(
				'save_appearance',
				array(
					'appearance' => $other,
					'theme_name' => $theme,
				)
			)->body['data']['saved'],
			'A shopper does not replace a fresh one.'
		);
		self::assertSame( '#ffffff', $this->appearance()->get( $theme )['variables']['colorBackground'] ?? null );
		self::assertNull( $this->appearance()->get( $theme, time() + StripeAppearance::LIFETIME + 1 ), 'A day later it is stale.' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		self::assertTrue(
			$this->call(
				'save_appearance',
				array(
					'appearance' => $other,
					'theme_name' => $theme,
				)
			)->body['data']['saved']
		);
		self::assertSame( '#000000', $this->services()->get( StripeSettings::class )->appearance( $theme )['variables']['colorBackground'] ?? null );
	}

	/**
	 * A router with the endpoints, on the fake transport.
	 *
	 * @param (\Closure(int): string)|null $customers Stripe customers.
	 */
	private function router_with( ?\Closure $customers ): AjaxRouter {
		$c      = $this->services(
			array(
				Transport::class       => $this->transport,
				SecretKeySource::class => new FixedSecretKey( 'sk_test_abc' ),
				RetryPolicy::class     => new RetryPolicy( static function (): void {} ),
				SetupIntents::class    => static fn ( Container $c ): SetupIntents => new SetupIntents( $c->get( StripeClient::class ), $c->get( StripeSettings::class ), $customers, $c->get( CardTestingGuard::class ) ),
			)
		);
		$access = $c->get( OrderIntentAccess::class );
		$setup  = $c->get( SetupIntents::class );
		$router = new AjaxRouter();
		foreach (
			array(
				new InitSetupIntentEndpoint( $setup ),
				new CreatePaymentIntentEndpoint( $access, $c->get( PaymentProcessor::class ) ),
				new CreateAndConfirmSetupIntentEndpoint( $setup, $c->get( AccountPages::class ), $c->get( SavedPaymentMethods::class ) ),
				new UpdatePaymentIntentEndpoint( $access, $c->get( StripeClient::class ), $c->get( IntentRecord::class ) ),
				new UpdateOrderStatusEndpoint( $access, $c->get( IntentOutcome::class ), $c->get( CheckoutPages::class ), $c->get( AccountMethods::class ) ),
				new ConfirmChangePaymentEndpoint(),
				new UpdateFailedOrderEndpoint( $access, $c->get( IntentOutcome::class ) ),
				new SaveAppearanceEndpoint( $c->get( StripeAppearance::class ) ),
			) as $endpoint
		) {
			$router->add_endpoint( $endpoint );
		}
		return $router;
	}

	/**
	 * @param array<string, mixed> $params The posted fields.
	 */
	private function call( string $name, array $params ): AjaxResponse {
		return $this->router->dispatch( 'stripe_' . $name, 'POST', $params, $this->nonce( $name ) );
	}

	private function configure(): void {
		Plugin::instance()->settings->update(
			array(
				'payment_stripe_test_publishable_key' => 'pk_test_abc',
				'payment_stripe_test_secret_key'      => 'sk_test_abc',
			)
		);
	}

	private function nonce( string $name ): string {
		return wp_create_nonce( 'vitrine-stripe-' . $name );
	}

	private function appearance(): StripeAppearance {
		return $this->services()->get( StripeAppearance::class );
	}

	/**
	 * A Stripe order whose current intent is $intent_id.
	 *
	 * @return array{0: Order, 1: int} The order and its customer (0 for a guest).
	 */
	private function order_with_intent( string $intent_id, bool $with_customer ): array {
		$customer = $with_customer ? $this->create_user( 'customer' ) : 0;
		$order    = $this->stripe_order( $customer );
		$this->meta->update_meta( $order->id, 'stripe_intent_id', $intent_id );
		$this->meta->update_meta( $order->id, 'stripe_intent_attempt', '1' );
		return array( $order, $customer );
	}

	/**
	 * A logged-in customer with a Stripe customer of the test mode.
	 */
	private function stripe_customer( string $id ): int {
		$user = $this->create_user( 'customer' );
		update_user_meta( $user, 'vitrine_stripe_customer_test', $id );
		wp_set_current_user( $user );
		return $user;
	}

	/**
	 * What the add-payment-method page's confirmation step posts (#vitrine-stripe-confirm-si:0:…).
	 *
	 * @return array<string, mixed>
	 */
	private function setup_params( string $intent_id ): array {
		return array(
			'order_id'          => 0,
			'intent_id'         => $intent_id,
			'payment_method_id' => 'pm_new',
			'client_secret'     => $intent_id . '_secret_abc',
			'order_key'         => '',
		);
	}

	/**
	 * A setup intent as Stripe answers it.
	 *
	 * @return array<string, mixed>
	 */
	private function setup_intent( string $id, string $status, string $customer ): array {
		return array(
			'id'               => $id,
			'object'           => 'setup_intent',
			'status'           => $status,
			'customer'         => $customer,
			'payment_method'   => 'pm_new',
			'client_secret'    => $id . '_secret_abc',
			'usage'            => 'off_session',
			'last_setup_error' => null,
		);
	}

	private function stripe_order( int $customer ): Order {
		$order = $this->place( array( $this->product() => 2 ) );
		$this->store->transaction(
			fn () => $this->writer->update_fields(
				$order->id,
				array(
					'payment_method' => 'stripe',
					'customer_id'    => $customer,
				)
			)
		);
		return $this->reader->fresh( $order->id ) ?? $order;
	}
}
