<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Api\FixedSecretKey;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Api\WebhookSignature;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/FakeStripeServer.php';

/**
 * The real StripeClient, over real HTTP, against the fake Stripe server: the documented test
 * cards, 3-D Secure settled by /_test, idempotency (replay and conflict), a failure then a retry,
 * refunds, customers and their payment methods, setup intents, events, and signed webhook
 * delivery to a receiver that records what it got.
 */
final class FakeStripeServerTest extends TestCase {

	private static FakeStripeServer $stripe;

	private static FakeStripeServer $receiver;

	private \Closure $filter;

	private string $key;

	/** @var list<float> */
	private array $pauses = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$stripe   = FakeStripeServer::start();
		self::$receiver = FakeStripeServer::start( dirname( __DIR__, 2 ) . '/fixtures/stripe/recorder.php' );
	}

	public static function tearDownAfterClass(): void {
		self::$stripe->stop();
		self::$receiver->stop();
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->filter = self::$stripe->use();
		$this->key    = FakeStripeServer::new_key();
		$this->pauses = array();
	}

	protected function tearDown(): void {
		FakeStripeServer::remove( $this->filter );
		parent::tearDown();
	}

	private function client(): StripeClient {
		return $this->services(
			array(
				SecretKeySource::class => new FixedSecretKey( $this->key ),
				RetryPolicy::class     => new RetryPolicy(
					function ( float $seconds ): void {
						$this->pauses[] = $seconds;
					}
				),
			)
		)->get( StripeClient::class );
	}

	/**
	 * @param array<string, mixed> $extra More parameters.
	 * @return array<string, mixed>
	 */
	private function pay( string $payment_method, array $extra = array(), string $key = '' ): array {
		return $this->client()->post(
			'/v1/payment_intents',
			array_merge(
				array(
					'amount'               => 2500,
					'currency'             => 'eur',
					'payment_method'       => $payment_method,
					'payment_method_types' => array( 'card' ),
					'confirm'              => true,
					'metadata'             => array( 'order_id' => 12 ),
				),
				$extra
			),
			'' !== $key ? $key : IdempotencyKey::random( 'test' )
		);
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function cards(): array {
		return array(
			'visa'                 => array( 'pm_card_visa', 'succeeded', '' ),
			'mastercard'           => array( 'pm_card_mastercard', 'succeeded', '' ),
			'disputed'             => array( 'pm_card_chargeDisputed', 'succeeded', '' ),
			'3-D Secure 2'         => array( 'pm_card_threeDSecure2Required', 'requires_action', '' ),
			'3-D Secure on setup'  => array( 'pm_card_authenticationRequiredOnSetup', 'requires_action', '' ),
			'generic decline'      => array( 'pm_card_visa_chargeDeclined', '', 'generic_decline' ),
			'insufficient funds'   => array( 'pm_card_visa_chargeDeclinedInsufficientFunds', '', 'insufficient_funds' ),
			'lost card'            => array( 'pm_card_visa_chargeDeclinedLostCard', '', 'lost_card' ),
			'stolen card'          => array( 'pm_card_visa_chargeDeclinedStolenCard', '', 'stolen_card' ),
			'fraudulent'           => array( 'pm_card_radarBlock', '', 'fraudulent' ),
			'expired'              => array( 'pm_card_chargeDeclinedExpiredCard', '', 'expired_card' ),
			'incorrect cvc'        => array( 'pm_card_chargeDeclinedIncorrectCvc', '', 'incorrect_cvc' ),
			'processing error'     => array( 'pm_card_chargeDeclinedProcessingError', '', 'processing_error' ),
			'attaches, then fails' => array( 'pm_card_chargeCustomerFail', '', 'generic_decline' ),
		);
	}

	/**
	 * @dataProvider cards
	 */
	public function test_each_test_card_is_charged_as_stripe_documents( string $card, string $status, string $decline_code ): void {
		try {
			$intent = $this->pay( $card );
		} catch ( StripeApiError $e ) {
			self::assertNotSame( '', $decline_code, 'Declined: ' . $e->stripe_message );
			self::assertSame( ErrorKind::PAYMENT_REFUSED, $e->kind );
			self::assertSame( 402, $e->http_status );
			self::assertSame( 'card_error', $e->type );
			self::assertSame( $decline_code, $e->decline_code );
			self::assertStringStartsWith( 'req_', $e->request_id );
			self::assertIsArray( $e->payment_intent );
			self::assertSame( 'requires_payment_method', $e->payment_intent['status'] );
			self::assertSame( $decline_code, $e->payment_intent['last_payment_error']['decline_code'] );
			$charge = $this->client()->get( '/v1/charges/' . $e->payment_intent['latest_charge'] );
			self::assertSame( 'failed', $charge['status'] );
			$events = array_column( $this->client()->get( '/v1/events' )['data'], 'type' );
			self::assertContains( 'payment_intent.payment_failed', $events );
			return;
		}
		self::assertSame( '', $decline_code, 'Not declined.' );
		self::assertSame( $status, $intent['status'] );
		self::assertStringStartsWith( 'pi_', $intent['id'] );
		self::assertSame( 'payment_intent', $intent['object'] );
		self::assertStringStartsWith( $intent['id'] . '_secret_', $intent['client_secret'] );
		self::assertSame( 2500, $intent['amount'] );
		self::assertSame( 'eur', $intent['currency'] );
		self::assertFalse( $intent['livemode'] );
		self::assertSame( array( 'order_id' => '12' ), $intent['metadata'] );
		self::assertStringStartsWith( 'pm_', $intent['payment_method'] );
		if ( 'succeeded' === $status ) {
			self::assertSame( 2500, $intent['amount_received'] );
			$charge = $this->client()->get( '/v1/charges/' . $intent['latest_charge'] );
			self::assertSame( 'succeeded', $charge['status'] );
			self::assertTrue( $charge['captured'] );
			self::assertSame( $intent['id'], $charge['payment_intent'] );
		} else {
			self::assertSame( 'use_stripe_sdk', $intent['next_action']['type'] );
		}
		if ( 'pm_card_chargeDisputed' === $card ) {
			self::assertSame( 'charge.dispute.created', $this->client()->get( '/v1/events', array( 'type' => 'charge.dispute.*' ) )['data'][0]['type'] );
		}
	}

	public function test_requires_action_then_the_bank_says_yes(): void {
		$intent = $this->pay( 'pm_card_threeDSecure2Required' );
		self::assertSame( 'requires_action', $intent['status'] );
		self::assertSame( 'three_d_secure_redirect', $intent['next_action']['use_stripe_sdk']['type'] );

		$settled = self::$stripe->call( $this->key, 'POST', '/_test/payment_intents/' . $intent['id'] . '/succeed' );

		self::assertSame( 200, $settled['status'] );
		$intent = $this->client()->get( '/v1/payment_intents/' . $intent['id'], array( 'expand' => array( 'latest_charge' ) ) );
		self::assertSame( 'succeeded', $intent['status'] );
		self::assertNull( $intent['next_action'] );
		self::assertSame( 'charge', $intent['latest_charge']['object'], 'Expanded.' );
		self::assertSame( 'succeeded', $intent['latest_charge']['status'] );
		$events = array_column( $this->client()->get( '/v1/events', array( 'limit' => 100 ) )['data'], 'type' );
		self::assertSame( array( 'payment_intent.succeeded', 'charge.succeeded', 'payment_intent.requires_action', 'payment_intent.created' ), $events, 'Newest first.' );
	}

	public function test_requires_action_then_the_bank_says_no_and_off_session_asks_for_authentication(): void {
		$intent = $this->pay( 'pm_card_threeDSecure2Required' );
		self::$stripe->call( $this->key, 'POST', '/_test/payment_intents/' . $intent['id'] . '/fail' );
		$intent = $this->client()->get( '/v1/payment_intents/' . $intent['id'] );
		self::assertSame( 'requires_payment_method', $intent['status'] );
		self::assertSame( 'payment_intent_authentication_failure', $intent['last_payment_error']['code'] );

		try {
			$this->pay( 'pm_card_threeDSecure2Required', array( 'off_session' => true ) );
			self::fail( 'No decline.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'authentication_required', $e->decline_code );
		}
	}

	public function test_a_redirect_method_goes_to_the_bank_and_back_to_the_return_url(): void {
		$intent = $this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'               => 1000,
				'currency'             => 'eur',
				'payment_method_types' => array( 'ideal' ),
				'payment_method_data'  => array( 'type' => 'ideal' ),
				'confirm'              => true,
				'return_url'           => 'https://shop.example.org/checkout/order-received/5/?key=k',
			),
			IdempotencyKey::random( 'ideal' )
		);
		self::assertSame( 'requires_action', $intent['status'] );
		self::assertSame( 'redirect_to_url', $intent['next_action']['type'] );
		$bank = $intent['next_action']['redirect_to_url']['url'];
		self::assertStringStartsWith( self::$stripe->url . '/_test/redirect/', $bank );

		$ch = curl_init( $bank . '?action=authorize' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_init -- a browser's visit.
		curl_setopt( $ch, CURLOPT_RETURNTRANSFER, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- as above.
		curl_exec( $ch ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_exec -- as above.
		$location = (string) curl_getinfo( $ch, CURLINFO_REDIRECT_URL ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_getinfo -- as above.

		self::assertStringStartsWith( 'https://shop.example.org/checkout/order-received/5/?key=k&payment_intent=' . $intent['id'] . '&payment_intent_client_secret=', $location );
		self::assertStringEndsWith( '&redirect_status=succeeded', $location );
		self::assertSame( 'succeeded', $this->client()->get( '/v1/payment_intents/' . $intent['id'] )['status'] );
	}

	public function test_vouchers_and_bank_debits(): void {
		foreach ( array(
			'boleto'     => 'boleto_display_details',
			'oxxo'       => 'oxxo_display_details',
			'multibanco' => 'multibanco_display_details',
		) as $type => $action ) {
			$intent = $this->client()->post(
				'/v1/payment_intents',
				array(
					'amount'               => 5000,
					'currency'             => 'brl',
					'payment_method_types' => array( $type ),
					'payment_method_data'  => array( 'type' => $type ),
					'confirm'              => true,
				),
				IdempotencyKey::random( $type )
			);
			self::assertSame( 'requires_action', $intent['status'] );
			self::assertSame( $action, $intent['next_action']['type'] );
			self::assertArrayHasKey( 'hosted_voucher_url', $intent['next_action'][ $action ] );
		}
		$intent = $this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'               => 5000,
				'currency'             => 'eur',
				'payment_method_types' => array( 'sepa_debit' ),
				'payment_method_data'  => array(
					'type'       => 'sepa_debit',
					'sepa_debit' => array( 'iban' => 'DE89370400440532013000' ),
				),
				'confirm'              => true,
			),
			IdempotencyKey::random( 'sepa' )
		);
		self::assertSame( 'processing', $intent['status'] );
	}

	public function test_the_same_idempotency_key_replays_and_other_parameters_conflict(): void {
		$key   = IdempotencyKey::for_order( 77, 1, 'create-intent' );
		$first = $this->pay( 'pm_card_visa', array(), $key );

		$again = $this->pay( 'pm_card_visa', array(), $key );

		self::assertSame( $first, $again, 'The first answer, replayed.' );
		self::assertCount( 1, $this->client()->get( '/v1/payment_intents' )['data'], 'One intent, one charge.' );
		self::assertCount( 1, $this->client()->get( '/v1/charges' )['data'] );
		$replayed = self::$stripe->call(
			$this->key,
			'POST',
			'/v1/payment_intents',
			array(
				'amount'               => 2500,
				'currency'             => 'eur',
				'payment_method'       => 'pm_card_visa',
				'payment_method_types' => array( 'card' ),
				'confirm'              => 'true',
				'metadata'             => array( 'order_id' => 12 ),
			),
			array( 'Idempotency-Key' => $key )
		);
		self::assertSame( 'true', $replayed['headers']['idempotent-replayed'] ?? '' );

		try {
			$this->pay( 'pm_card_visa', array( 'amount' => 9900 ), $key );
			self::fail( 'Replayed with other parameters.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'idempotency_error', $e->type );
			self::assertSame( ErrorKind::CONFLICT, $e->kind );
		}
	}

	public function test_a_declined_call_is_replayed_as_declined(): void {
		$key = IdempotencyKey::for_order( 78, 1, 'confirm' );
		foreach ( array( 1, 2 ) as $try ) {
			try {
				$this->pay( 'pm_card_visa_chargeDeclined', array(), $key );
				self::fail( 'No decline.' );
			} catch ( StripeApiError $e ) {
				self::assertSame( 'generic_decline', $e->decline_code, 'Try ' . $try );
			}
		}
		self::assertCount( 1, $this->client()->get( '/v1/charges' )['data'], 'One attempt at the bank.' );
	}

	public function test_a_500_then_a_success_is_retried_with_the_same_key(): void {
		self::$stripe->call(
			$this->key,
			'POST',
			'/_test/fail_next',
			array(
				'status' => 500,
				'count'  => 1,
			)
		);

		$intent = $this->pay( 'pm_card_visa', array(), 'key-retry-1' );

		self::assertSame( 'succeeded', $intent['status'] );
		self::assertCount( 1, $this->pauses );
		$calls = array_values( array_filter( self::$stripe->call( $this->key, 'GET', '/_test/requests' )['json']['data'], static fn ( array $r ): bool => '/v1/payment_intents' === $r['path'] ) );
		self::assertCount( 2, $calls );
		self::assertSame( array( 'key-retry-1', 'key-retry-1' ), array_column( $calls, 'idempotency_key' ) );
		self::assertSame( array( '2026-09-30.endive', '2026-09-30.endive' ), array_column( $calls, 'stripe_version' ) );
		self::assertCount( 1, $this->client()->get( '/v1/payment_intents' )['data'] );
	}

	public function test_an_answer_lost_after_the_charge_is_replayed_on_retry(): void {
		self::$stripe->call(
			$this->key,
			'POST',
			'/_test/fail_next',
			array(
				'status' => 502,
				'after'  => 'true',
			)
		);

		$intent = $this->pay( 'pm_card_visa', array(), 'key-lost-1' );

		self::assertSame( 'succeeded', $intent['status'] );
		self::assertCount( 1, $this->client()->get( '/v1/charges' )['data'], 'Charged once although sent twice.' );
	}

	public function test_stripe_should_retry_false_and_429(): void {
		self::$stripe->call(
			$this->key,
			'POST',
			'/_test/fail_next',
			array(
				'status'       => 500,
				'should_retry' => 'false',
			)
		);
		try {
			$this->pay( 'pm_card_visa' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 500, $e->http_status );
		}
		self::assertSame( array(), $this->pauses );

		self::$stripe->call(
			$this->key,
			'POST',
			'/_test/fail_next',
			array(
				'status' => 429,
				'count'  => 3,
			)
		);
		try {
			$this->client()->get( '/v1/account' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::TOO_MANY_REQUESTS, $e->kind );
			self::assertSame( 'rate_limit', $e->stripe_code );
		}
		self::assertCount( 2, $this->pauses );
	}

	public function test_refunds_full_partial_and_over_refund(): void {
		$paid  = $this->pay( 'pm_card_visa' );
		$first = $this->client()->post(
			'/v1/refunds',
			array(
				'payment_intent' => $paid['id'],
				'amount'         => 1000,
				'reason'         => 'requested_by_customer',
				'metadata'       => array( 'order_id' => 12 ),
			),
			IdempotencyKey::for_order( 12, 1, 'refund-1' )
		);
		self::assertSame( 'refund', $first['object'] );
		self::assertStringStartsWith( 're_', $first['id'] );
		self::assertSame( 1000, $first['amount'] );
		self::assertSame( 'succeeded', $first['status'] );
		self::assertSame( $paid['latest_charge'], $first['charge'] );

		try {
			$this->client()->post(
				'/v1/refunds',
				array(
					'payment_intent' => $paid['id'],
					'amount'         => 1600,
				),
				IdempotencyKey::for_order( 12, 1, 'refund-2' )
			);
			self::fail( 'Refunded more than was paid.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::INVALID, $e->kind );
			self::assertSame( 'amount_too_large', $e->stripe_code );
			self::assertSame( 'amount', $e->param );
		}

		$rest   = $this->client()->post( '/v1/refunds', array( 'payment_intent' => $paid['id'] ), IdempotencyKey::for_order( 12, 1, 'refund-3' ) );
		$charge = $this->client()->get( '/v1/charges/' . $paid['latest_charge'] );
		self::assertSame( 1500, $rest['amount'], 'The rest.' );
		self::assertSame( 2500, $charge['amount_refunded'] );
		self::assertTrue( $charge['refunded'] );

		try {
			$this->client()->post( '/v1/refunds', array( 'payment_intent' => $paid['id'] ), IdempotencyKey::for_order( 12, 1, 'refund-4' ) );
			self::fail( 'Refunded twice.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'charge_already_refunded', $e->stripe_code );
		}
		$refunds = $this->client()->get( '/v1/refunds', array( 'payment_intent' => $paid['id'] ) );
		self::assertSame( array( $rest['id'], $first['id'] ), array_column( $refunds['data'], 'id' ) );
		self::assertSame( array( 'charge.refunded', 'refund.created', 'charge.refunded', 'refund.created' ), array_column( $this->client()->get( '/v1/events', array( 'types' => array( 'charge.refunded', 'refund.created' ) ) )['data'], 'type' ) );
	}

	public function test_manual_capture_and_cancel(): void {
		$held = $this->pay( 'pm_card_visa', array( 'capture_method' => 'manual' ) );
		self::assertSame( 'requires_capture', $held['status'] );
		self::assertSame( 2500, $held['amount_capturable'] );

		$captured = $this->client()->post( '/v1/payment_intents/' . $held['id'] . '/capture', array( 'amount_to_capture' => 2000 ), IdempotencyKey::for_order( 12, 1, 'capture' ) );
		self::assertSame( 'succeeded', $captured['status'] );
		self::assertSame( 2000, $captured['amount_received'] );

		$open     = $this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'   => 900,
				'currency' => 'usd',
			),
			IdempotencyKey::random( 'open' )
		);
		$canceled = $this->client()->post( '/v1/payment_intents/' . $open['id'] . '/cancel', array( 'cancellation_reason' => 'abandoned' ), IdempotencyKey::random( 'cancel' ) );
		self::assertSame( 'canceled', $canceled['status'] );
		try {
			$this->client()->post( '/v1/payment_intents/' . $captured['id'] . '/cancel', array(), IdempotencyKey::random( 'cancel' ) );
			self::fail( 'A succeeded intent was canceled.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'payment_intent_unexpected_state', $e->stripe_code );
		}
	}

	public function test_a_bank_debit_saved_for_later_is_attached_to_the_customer_once_it_is_processing(): void {
		$customer = $this->client()->post( '/v1/customers', array( 'email' => 'jane@example.org' ), IdempotencyKey::random( 'customer' ) );
		$intent   = $this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'               => 5000,
				'currency'             => 'eur',
				'customer'             => $customer['id'],
				'setup_future_usage'   => 'off_session',
				'payment_method_types' => array( 'sepa_debit' ),
				'payment_method_data'  => array(
					'type'       => 'sepa_debit',
					'sepa_debit' => array( 'iban' => 'DE89370400440532013000' ),
				),
				'confirm'              => true,
			),
			IdempotencyKey::random( 'sepa' )
		);
		self::assertSame( 'processing', $intent['status'] );

		$saved = $this->client()->get( '/v1/customers/' . $customer['id'] . '/payment_methods', array( 'type' => 'sepa_debit' ) );
		self::assertSame( array( $intent['payment_method'] ), array_column( $saved['data'], 'id' ), 'Attached as the intent goes to processing.' );

		self::$stripe->call( $this->key, 'POST', '/_test/payment_intents/' . $intent['id'] . '/succeed' );
		$attached = $this->client()->get( '/v1/events', array( 'type' => 'payment_method.attached' ) );
		self::assertCount( 1, $attached['data'], 'Attached once, not again on success.' );
		self::assertCount( 1, $this->client()->get( '/v1/customers/' . $customer['id'] . '/payment_methods', array( 'type' => 'sepa_debit' ) )['data'] );
	}

	public function test_a_token_confirmed_as_the_intent_is_created_is_one_payment_method(): void {
		$intent = $this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'         => 2500,
				'currency'       => 'eur',
				'payment_method' => 'pm_card_visa',
				'confirm'        => true,
			),
			IdempotencyKey::random( 'token' )
		);
		self::assertSame( 'succeeded', $intent['status'] );

		$state = array();
		foreach ( (array) glob( self::$stripe->dir . '/*.json' ) as $file ) {
			$data = json_decode( (string) file_get_contents( (string) $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the fake server's own state file.
			if ( isset( $data['payment_intents'][ $intent['id'] ] ) ) {
				$state = $data;
			}
		}
		self::assertSame( array( $intent['payment_method'] ), array_keys( $state['payment_methods'] ?? array() ), 'The token makes one payment method, the one charged.' );

		$refused = self::$stripe->call( $this->key, 'POST', '/v1/payment_intents/' . $intent['id'] . '/confirm', array( 'capture_method' => 'later' ) );
		self::assertSame( 400, $refused['status'], 'A confirmation checks its parameters as a creation does.' );
	}

	public function test_customers_and_their_payment_methods(): void {
		$customer = $this->client()->post(
			'/v1/customers',
			array(
				'email'    => 'jane@example.org',
				'name'     => 'Jane Doe',
				'metadata' => array( 'user_id' => 5 ),
			),
			IdempotencyKey::for_user( 5, 1, 'customer' )
		);
		self::assertStringStartsWith( 'cus_', $customer['id'] );
		self::assertSame( 'customer', $customer['object'] );
		self::assertSame( 'jane@example.org', $customer['email'] );

		$card = $this->client()->post(
			'/v1/payment_methods',
			array(
				'type'            => 'card',
				'card'            => array(
					'number'    => '4242 4242 4242 4242',
					'exp_month' => 4,
					'exp_year'  => (int) gmdate( 'Y' ) + 2,
					'cvc'       => '123',
				),
				'billing_details' => array( 'name' => 'Jane Doe' ),
			),
			IdempotencyKey::random( 'pm' )
		);
		self::assertSame( 'visa', $card['card']['brand'] );
		self::assertSame( '4242', $card['card']['last4'] );
		self::assertArrayNotHasKey( '_number', $card, 'The server\'s own fields stay inside.' );

		$attached = $this->client()->post( '/v1/payment_methods/' . $card['id'] . '/attach', array( 'customer' => $customer['id'] ), IdempotencyKey::random( 'attach' ) );
		self::assertSame( $customer['id'], $attached['customer'] );
		$this->client()->post( '/v1/customers/' . $customer['id'], array( 'invoice_settings' => array( 'default_payment_method' => $card['id'] ) ), IdempotencyKey::random( 'default' ) );

		$list = $this->client()->get( '/v1/customers/' . $customer['id'] . '/payment_methods', array( 'type' => 'card' ) );
		self::assertSame( 'list', $list['object'] );
		self::assertFalse( $list['has_more'] );
		self::assertSame( '/v1/customers/' . $customer['id'] . '/payment_methods', $list['url'] );
		self::assertSame( array( $card['id'] ), array_column( $list['data'], 'id' ) );
		self::assertSame( $card['id'], $this->client()->get( '/v1/customers/' . $customer['id'] )['invoice_settings']['default_payment_method'] );

		$paid = $this->pay(
			$card['id'],
			array(
				'customer'    => $customer['id'],
				'off_session' => true,
			)
		);
		self::assertSame( 'succeeded', $paid['status'], 'A saved card reused.' );

		$detached = $this->client()->post( '/v1/payment_methods/' . $card['id'] . '/detach', array(), IdempotencyKey::random( 'detach' ) );
		self::assertNull( $detached['customer'] );
		self::assertSame( array(), $this->client()->get( '/v1/customers/' . $customer['id'] . '/payment_methods' )['data'] );
		self::assertNull( $this->client()->get( '/v1/customers/' . $customer['id'] )['invoice_settings']['default_payment_method'] );

		self::assertTrue( $this->client()->delete( '/v1/customers/' . $customer['id'] )['deleted'] );
		try {
			$this->client()->post(
				'/v1/payment_intents',
				array(
					'amount'   => 500,
					'currency' => 'eur',
					'customer' => $customer['id'],
				),
				IdempotencyKey::random( 'x' )
			);
			self::fail( 'A deleted customer was charged.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'resource_missing', $e->stripe_code );
			self::assertSame( 'customer', $e->param );
		}
	}

	public function test_setup_intents(): void {
		$customer = $this->client()->post( '/v1/customers', array( 'email' => 'sam@example.org' ), IdempotencyKey::for_user( 6, 1, 'customer' ) );

		$setup = $this->client()->post(
			'/v1/setup_intents',
			array(
				'customer'             => $customer['id'],
				'payment_method_types' => array( 'card' ),
				'usage'                => 'off_session',
			),
			IdempotencyKey::for_user( 6, 1, 'setup' )
		);
		self::assertStringStartsWith( 'seti_', $setup['id'] );
		self::assertSame( 'requires_payment_method', $setup['status'] );
		self::assertStringStartsWith( $setup['id'] . '_secret_', $setup['client_secret'] );

		$done = $this->client()->post( '/v1/setup_intents/' . $setup['id'] . '/confirm', array( 'payment_method' => 'pm_card_visa' ), IdempotencyKey::for_user( 6, 1, 'confirm' ) );
		self::assertSame( 'succeeded', $done['status'] );
		self::assertSame( $customer['id'], $this->client()->get( '/v1/payment_methods/' . $done['payment_method'] )['customer'] );

		$secure = $this->client()->post(
			'/v1/setup_intents',
			array(
				'customer'       => $customer['id'],
				'payment_method' => 'pm_card_authenticationRequiredOnSetup',
				'confirm'        => true,
			),
			IdempotencyKey::for_user( 6, 2, 'setup' )
		);
		self::assertSame( 'requires_action', $secure['status'] );
		self::$stripe->call( $this->key, 'POST', '/_test/setup_intents/' . $secure['id'] . '/succeed' );
		$secure = $this->client()->get( '/v1/setup_intents/' . $secure['id'] );
		self::assertSame( 'succeeded', $secure['status'] );

		$later = $this->pay(
			$secure['payment_method'],
			array(
				'customer'    => $customer['id'],
				'off_session' => true,
			)
		);
		self::assertSame( 'succeeded', $later['status'], 'Set up once, charged off session without authentication.' );

		try {
			$this->client()->post(
				'/v1/setup_intents',
				array(
					'customer'       => $customer['id'],
					'payment_method' => 'pm_card_visa_chargeDeclined',
					'confirm'        => true,
				),
				IdempotencyKey::for_user( 6, 3, 'setup' )
			);
			self::fail( 'No decline.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::PAYMENT_REFUSED, $e->kind );
		}
		$types = array_column(
			$this->client()->get(
				'/v1/events',
				array(
					'type'  => 'setup_intent.*',
					'limit' => 100,
				)
			)['data'],
			'type'
		);
		self::assertContains( 'setup_intent.succeeded', $types );
		self::assertContains( 'setup_intent.setup_failed', $types );
	}

	public function test_events_are_listed_newest_first_by_type_and_page(): void {
		$this->pay( 'pm_card_visa' );
		$this->pay( 'pm_card_visa' );

		$all = $this->client()->get( '/v1/events', array( 'type' => 'payment_intent.succeeded' ) );
		self::assertCount( 2, $all['data'] );
		self::assertSame( '/v1/events', $all['url'] );
		$page = $this->client()->get(
			'/v1/events',
			array(
				'type'  => 'payment_intent.succeeded',
				'limit' => 1,
			)
		);
		self::assertTrue( $page['has_more'] );
		$next = $this->client()->get(
			'/v1/events',
			array(
				'type'           => 'payment_intent.succeeded',
				'limit'          => 1,
				'starting_after' => $page['data'][0]['id'],
			)
		);
		self::assertFalse( $next['has_more'] );
		self::assertSame( $all['data'][1]['id'], $next['data'][0]['id'] );
		$event = $this->client()->get( '/v1/events/' . $all['data'][0]['id'] );
		self::assertSame( 'event', $event['object'] );
		self::assertSame( '2026-09-30.endive', $event['api_version'] );
		self::assertSame( 'payment_intent', $event['data']['object']['object'] );
		self::assertSame( 'succeeded', $event['data']['object']['status'] );
	}

	public function test_signed_webhooks_are_delivered_once_in_order_and_again_on_demand(): void {
		$secret = 'whsec_' . bin2hex( random_bytes( 8 ) );
		self::$stripe->call(
			$this->key,
			'POST',
			'/_test/webhook_endpoints',
			array(
				'url'            => self::$receiver->url . '/wp-json/vitrine/v1/stripe/webhook',
				'secret'         => $secret,
				'enabled_events' => array(
					'payment_intent.*',
					'charge.refunded',
				),
			)
		);
		$paid = $this->pay( 'pm_card_visa' );
		$this->client()->post(
			'/v1/refunds',
			array(
				'payment_intent' => $paid['id'],
				'amount'         => 100,
			),
			IdempotencyKey::random( 'refund' )
		);

		$delivered = self::$stripe->call( $this->key, 'POST', '/_test/deliver' );

		self::assertSame( 200, $delivered['status'] );
		self::assertSame( array( 'payment_intent.created', 'payment_intent.succeeded', 'charge.refunded' ), array_column( $delivered['json']['data'], 'type' ), 'The enabled events, oldest first.' );
		self::assertSame( array( 200, 200, 200 ), array_column( $delivered['json']['data'], 'status' ) );
		$received = self::$receiver->recorded();
		self::assertCount( 3, $received );
		foreach ( $received as $request ) {
			self::assertSame( 'POST', $request['method'] );
			self::assertSame( '/wp-json/vitrine/v1/stripe/webhook', $request['path'] );
			self::assertStringStartsWith( 'application/json', $request['content_type'] );
			WebhookSignature::verify( $request['body'], $request['stripe_signature'], $secret );
		}
		$event = json_decode( $received[1]['body'], true );
		self::assertSame( 'payment_intent.succeeded', $event['type'] );
		self::assertSame( $paid['id'], $event['data']['object']['id'] );

		self::assertSame( array(), self::$stripe->call( $this->key, 'POST', '/_test/deliver' )['json']['data'], 'Delivered once.' );
		$again = self::$stripe->call( $this->key, 'POST', '/_test/deliver', array( 'event' => $event['id'] ) );
		self::assertSame( array( $event['id'] ), array_column( $again['json']['data'], 'event' ), 'A replay on demand.' );
		self::assertCount( 4, self::$receiver->recorded() );
	}

	public function test_an_auto_endpoint_gets_the_events_in_the_background(): void {
		$receiver = FakeStripeServer::start( dirname( __DIR__, 2 ) . '/fixtures/stripe/recorder.php' );
		try {
			$secret = 'whsec_' . bin2hex( random_bytes( 8 ) );
			self::$stripe->call(
				$this->key,
				'POST',
				'/_test/webhook_endpoints',
				array(
					'url'            => $receiver->url . '/hook',
					'secret'         => $secret,
					'enabled_events' => array( 'payment_intent.succeeded', 'charge.succeeded' ),
					'auto'           => 'true',
				)
			);

			$paid = $this->pay( 'pm_card_visa' );

			$deadline = microtime( true ) + 10;
			do {
				usleep( 100000 );
				$received = $receiver->recorded();
			} while ( ! isset( $received[1] ) && microtime( true ) < $deadline );
			self::assertCount( 2, $received );
			$types = array();
			foreach ( $received as $request ) {
				WebhookSignature::verify( $request['body'], $request['stripe_signature'], $secret );
				$event   = json_decode( $request['body'], true );
				$types[] = $event['type'];
				self::assertSame( $paid['id'], 'charge' === $event['data']['object']['object'] ? $event['data']['object']['payment_intent'] : $event['data']['object']['id'] );
			}
			sort( $types );
			self::assertSame( array( 'charge.succeeded', 'payment_intent.succeeded' ), $types );
			self::assertSame( array(), self::$stripe->call( $this->key, 'POST', '/_test/deliver' )['json']['data'], 'Nothing left to deliver.' );
		} finally {
			$receiver->stop();
		}
	}

	public function test_an_event_is_signed_for_a_test_that_hands_it_to_the_site_itself(): void {
		$paid  = $this->pay( 'pm_card_visa' );
		$event = $this->client()->get( '/v1/events', array( 'type' => 'payment_intent.succeeded' ) )['data'][0];

		$signed = self::$stripe->call(
			$this->key,
			'POST',
			'/_test/sign',
			array(
				'event'     => $event['id'],
				'secret'    => 'whsec_abc',
				'timestamp' => 1700000000,
			)
		)['json'];

		WebhookSignature::verify( $signed['payload'], $signed['header'], 'whsec_abc', 300, 1700000010 );
		self::assertStringStartsWith( 't=1700000000,v1=', $signed['header'] );
		self::assertSame( $paid['id'], json_decode( $signed['payload'], true )['data']['object']['id'] );
	}

	public function test_the_publishable_key_reads_and_confirms_with_the_client_secret_only(): void {
		$intent      = $this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'   => 1200,
				'currency' => 'usd',
			),
			IdempotencyKey::random( 'pk' )
		);
		$publishable = FakeStripeServer::publishable( $this->key );

		$refused = self::$stripe->call( $publishable, 'GET', '/v1/payment_intents/' . $intent['id'] );
		self::assertSame( 400, $refused['status'] );
		$read = self::$stripe->call( $publishable, 'GET', '/v1/payment_intents/' . $intent['id'], array( 'client_secret' => $intent['client_secret'] ) );
		self::assertSame( 'requires_payment_method', $read['json']['status'] );
		self::assertSame( '*', $read['headers']['access-control-allow-origin'] );
		$pm = self::$stripe->call(
			$publishable,
			'POST',
			'/v1/payment_methods',
			array(
				'type' => 'card',
				'card' => array(
					'number'    => '4000000000009995',
					'exp_month' => 12,
					'exp_year'  => (int) gmdate( 'Y' ) + 1,
				),
			)
		);
		self::assertSame( 200, $pm['status'] );
		$declined = self::$stripe->call(
			$publishable,
			'POST',
			'/v1/payment_intents/' . $intent['id'] . '/confirm',
			array(
				'client_secret'  => $intent['client_secret'],
				'payment_method' => $pm['json']['id'],
			)
		);
		self::assertSame( 402, $declined['status'] );
		self::assertSame( 'insufficient_funds', $declined['json']['error']['decline_code'] );
		self::assertSame( $intent['id'], $declined['json']['error']['payment_intent']['id'] );

		self::assertSame(
			401,
			self::$stripe->call(
				$publishable,
				'POST',
				'/v1/payment_intents',
				array(
					'amount'   => 100,
					'currency' => 'usd',
				)
			)['status'],
			'A publishable key creates no intent.'
		);
	}

	public function test_stripes_refusals_of_bad_calls(): void {
		foreach (
			array(
				array(
					array(
						'amount'   => 1000,
						'currency' => 'eur',
						'colour'   => 'red',
					),
					'parameter_unknown',
					'colour',
				),
				array(
					array(
						'amount'                    => 1000,
						'currency'                  => 'eur',
						'automatic_payment_methods' => array( 'enabled' => true ),
						'payment_method_types'      => array( 'card' ),
					),
					'parameter_invalid_empty',
					'automatic_payment_methods',
				),
				array( array( 'currency' => 'eur' ), 'parameter_missing', 'amount' ),
				array(
					array(
						'amount'   => 10,
						'currency' => 'eur',
					),
					'amount_too_small',
					'amount',
				),
				array(
					array(
						'amount'   => 1005,
						'currency' => 'kwd',
					),
					'parameter_invalid_integer',
					'amount',
				),
				array(
					array(
						'amount'               => 1000,
						'currency'             => 'eur',
						'statement_descriptor' => 'SHOP',
					),
					'parameter_invalid_string_blank',
					'statement_descriptor',
				),
			) as list( $params, $code, $param )
		) {
			try {
				$this->client()->post( '/v1/payment_intents', $params, IdempotencyKey::random( 'bad' ) );
				self::fail( 'Accepted: ' . wp_json_encode( $params ) );
			} catch ( StripeApiError $e ) {
				self::assertSame( ErrorKind::INVALID, $e->kind );
				self::assertSame( $code, $e->stripe_code );
				self::assertSame( $param, $e->param );
			}
		}
		self::assertSame(
			1010,
			$this->client()->post(
				'/v1/payment_intents',
				array(
					'amount'   => 1010,
					'currency' => 'KWD',
				),
				IdempotencyKey::random( 'kwd' )
			)['amount']
		);
		try {
			$this->client()->get( '/v1/payment_intents/pi_missing' );
			self::fail( 'Found.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'resource_missing', $e->stripe_code );
		}
	}

	public function test_wrong_and_revoked_keys_and_the_account(): void {
		self::assertSame( 'account', $this->client()->get( '/v1/account' )['object'] );
		foreach ( array( 'sk_test_revoked' . bin2hex( random_bytes( 4 ) ), 'not-a-key' ) as $key ) {
			try {
				$this->client()->with_key( $key )->get( '/v1/account' );
				self::fail( 'Accepted ' . $key );
			} catch ( StripeApiError $e ) {
				self::assertSame( 401, $e->http_status );
				self::assertSame( ErrorKind::PROVIDER_FAILED, $e->kind );
			}
		}
		self::assertSame( array(), $this->pauses, 'A refused key is not retried.' );
	}
}
