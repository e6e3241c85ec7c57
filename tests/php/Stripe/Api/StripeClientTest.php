<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Api;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Http\HttpResponse;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;
use Vitrine\Stripe\Api\ApiVersion;
use Vitrine\Stripe\Api\FixedSecretKey;
use Vitrine\Stripe\Api\RetryPolicy;
use Vitrine\Stripe\Api\SecretKeySource;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/FakeTransport.php';

/**
 * The client's requests (auth, version, encoding, idempotency key, timeout, base URL), its
 * retries (only where Stripe says a retry is safe) and its errors, through a fake transport
 * swapped in the container.
 */
final class StripeClientTest extends TestCase {

	private FakeTransport $transport;

	/** @var list<float> */
	private array $pauses = array();

	protected function setUp(): void {
		parent::setUp();
		$this->transport = new FakeTransport();
		$this->pauses    = array();
	}

	private function client( string $key = 'sk_test_abc' ): StripeClient {
		return $this->services(
			array(
				Transport::class       => $this->transport,
				SecretKeySource::class => new FixedSecretKey( $key ),
				RetryPolicy::class     => new RetryPolicy(
					function ( float $seconds ): void {
						$this->pauses[] = $seconds;
					},
					static fn (): float => 0.5
				),
			)
		)->get( StripeClient::class );
	}

	public function test_a_get_sends_the_key_the_version_and_the_query(): void {
		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'     => 'pi_1',
					'object' => 'payment_intent',
				)
			)
		);

		$answer = $this->client()->get( '/v1/payment_intents/pi_1', array( 'expand' => array( 'latest_charge', 'payment_method' ) ) );

		self::assertSame(
			array(
				'id'     => 'pi_1',
				'object' => 'payment_intent',
			),
			$answer
		);
		self::assertCount( 1, $this->transport->requests );
		$request = $this->transport->requests[0];
		self::assertSame( 'GET', $request->method );
		self::assertSame( 'https://api.stripe.com/v1/payment_intents/pi_1?expand[0]=latest_charge&expand[1]=payment_method', $request->url );
		self::assertSame( 'Bearer sk_test_abc', $request->headers['Authorization'] );
		self::assertSame( '2026-09-30.endive', $request->headers['Stripe-Version'] );
		self::assertSame( ApiVersion::CURRENT, $request->headers['Stripe-Version'] );
		self::assertArrayNotHasKey( 'Idempotency-Key', $request->headers );
		self::assertNull( $request->body );
		self::assertSame( 30, $request->timeout );
		self::assertSame( StripeClient::TIMEOUT, $request->timeout );
		self::assertFalse( $request->reject_unsafe_urls, 'Stripe is a fixed host: the guard for URLs from outside is not needed.' );
	}

	public function test_a_post_is_form_encoded_with_its_idempotency_key(): void {
		$this->client()->post(
			'/v1/payment_intents',
			array(
				'amount'                    => 1999,
				'currency'                  => 'eur',
				'automatic_payment_methods' => array( 'enabled' => true ),
				'metadata'                  => array( 'order_id' => 7 ),
			),
			'vitrine-key-1'
		);

		$request = $this->transport->requests[0];
		self::assertSame( 'POST', $request->method );
		self::assertSame( 'https://api.stripe.com/v1/payment_intents', $request->url );
		self::assertSame( 'amount=1999&currency=eur&automatic_payment_methods[enabled]=true&metadata[order_id]=7', $request->body );
		self::assertSame( 'application/x-www-form-urlencoded', $request->headers['Content-Type'] );
		self::assertSame( 'vitrine-key-1', $request->headers['Idempotency-Key'] );
		self::assertSame( 30, $request->timeout );
	}

	public function test_a_delete(): void {
		$this->transport->then(
			FakeTransport::json(
				200,
				array(
					'id'      => 'cus_1',
					'object'  => 'customer',
					'deleted' => true,
				)
			)
		);

		self::assertTrue( $this->client()->delete( '/v1/customers/cus_1' )['deleted'] );
		self::assertSame( 'DELETE', $this->transport->requests[0]->method );
		self::assertSame( 'https://api.stripe.com/v1/customers/cus_1', $this->transport->requests[0]->url );
	}

	public function test_the_base_url_comes_from_the_filter(): void {
		self::assertSame( 'https://api.stripe.com', StripeClient::base_url() );
		$filter = static fn (): string => 'http://127.0.0.1:9999/';
		add_filter( 'vitrine_stripe_api_base_url', $filter );
		try {
			self::assertSame( 'http://127.0.0.1:9999', StripeClient::base_url() );
			$this->client()->get( '/v1/account' );
			self::assertSame( 'http://127.0.0.1:9999/v1/account', $this->transport->requests[0]->url );
		} finally {
			remove_filter( 'vitrine_stripe_api_base_url', $filter );
		}
	}

	public function test_a_live_key_is_never_sent_over_plain_http(): void {
		$filter = static fn (): string => 'http://127.0.0.1:9999';
		add_filter( 'vitrine_stripe_api_base_url', $filter );
		try {
			$this->client( 'sk_live_abc' )->get( '/v1/account' );
			self::fail( 'Sent.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'vitrine_stripe_not_configured', $e->error_code );
			self::assertSame( array(), $this->transport->requests );
		} finally {
			remove_filter( 'vitrine_stripe_api_base_url', $filter );
		}
	}

	public function test_with_key_calls_with_another_key_and_leaves_the_client_as_it_was(): void {
		$client = $this->client();
		$client->with_key( 'sk_test_other' )->get( '/v1/account' );
		$client->get( '/v1/account' );

		self::assertSame( 'Bearer sk_test_other', $this->transport->requests[0]->headers['Authorization'] );
		self::assertSame( 'Bearer sk_test_abc', $this->transport->requests[1]->headers['Authorization'] );
	}

	public function test_without_a_key_nothing_is_sent(): void {
		try {
			$this->client( '' )->post( '/v1/payment_intents', array( 'amount' => 1 ), 'k' );
			self::fail( 'Sent.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'vitrine_stripe_not_configured', $e->error_code );
			self::assertSame( ErrorKind::PROVIDER_FAILED, $e->kind );
			self::assertSame( array(), $this->transport->requests );
		}
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function bad_paths(): array {
		return array(
			'no /v1'           => array( '/payment_intents' ),
			'a dot segment'    => array( '/v1/payment_intents/../customers' ),
			'a query'          => array( '/v1/payment_intents/pi_1?expand[]=x' ),
			'an absolute URL'  => array( 'https://evil.example/v1/charges' ),
			'an encoded slash' => array( '/v1/payment_intents/pi_1%2Fconfirm' ),
			'a trailing slash' => array( '/v1/customers/' ),
			'empty'            => array( '' ),
		);
	}

	/**
	 * @dataProvider bad_paths
	 */
	public function test_a_path_that_is_not_stripes_is_refused( string $path ): void {
		try {
			$this->client()->get( $path );
			self::fail( 'Sent.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::INVALID, $e->kind );
			self::assertSame( array(), $this->transport->requests );
		}
	}

	public function test_a_500_then_a_success_is_retried_with_the_same_idempotency_key(): void {
		$this->transport->then(
			FakeTransport::error(
				500,
				array(
					'type'    => 'api_error',
					'message' => 'Boom',
				)
			),
			FakeTransport::json( 200, array( 'id' => 'pi_1' ) )
		);

		self::assertSame( 'pi_1', $this->client()->post( '/v1/payment_intents', array( 'amount' => 100 ), 'key-a' )['id'] );

		self::assertCount( 2, $this->transport->requests );
		self::assertSame( 'key-a', $this->transport->requests[1]->headers['Idempotency-Key'] );
		self::assertSame( $this->transport->requests[0]->body, $this->transport->requests[1]->body );
		self::assertCount( 1, $this->pauses );
	}

	public function test_at_most_two_retries_with_growing_pauses_then_the_error(): void {
		$this->transport->then(
			FakeTransport::error(
				503,
				array(
					'type'    => 'api_error',
					'message' => 'Down',
				)
			),
			FakeTransport::error(
				503,
				array(
					'type'    => 'api_error',
					'message' => 'Down',
				)
			),
			FakeTransport::error(
				503,
				array(
					'type'    => 'api_error',
					'message' => 'Still down',
				)
			),
			FakeTransport::json( 200, array( 'id' => 'never' ) )
		);

		try {
			$this->client()->post( '/v1/refunds', array( 'payment_intent' => 'pi_1' ), 'key-b' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'vitrine_stripe_api_error', $e->error_code );
			self::assertSame( ErrorKind::PROVIDER_FAILED, $e->kind );
			self::assertSame( 503, $e->http_status );
			self::assertSame( 'Still down', $e->stripe_message );
			self::assertSame( 'req_503', $e->request_id );
		}
		self::assertCount( 3, $this->transport->requests );
		// Jitter fixed at 0.5: 0.5 s * 0.75 (never under 0.5), then 1 s * 0.75.
		self::assertSame( array( 0.5, 0.75 ), $this->pauses );
	}

	public function test_the_pauses_grow_and_stay_within_their_bounds(): void {
		$policy = new RetryPolicy( static function (): void {} );
		for ( $i = 0; $i < 50; $i++ ) {
			$first  = $policy->delay( 1 );
			$second = $policy->delay( 2 );
			$fifth  = $policy->delay( 5 );
			self::assertTrue( $first >= 0.5 && $first <= 0.5, (string) $first );
			self::assertTrue( $second >= 0.5 && $second <= 1.0, (string) $second );
			self::assertTrue( $fifth >= 1.0 && $fifth <= 2.0, (string) $fifth );
		}
	}

	public function test_a_500_of_a_post_without_an_idempotency_key_is_not_retried(): void {
		$this->transport->then(
			FakeTransport::error(
				500,
				array(
					'type'    => 'api_error',
					'message' => 'Boom',
				)
			)
		);

		$this->expectException( StripeApiError::class );
		try {
			$this->client()->post( '/v1/payment_intents', array( 'amount' => 100 ), '' );
		} finally {
			self::assertCount( 1, $this->transport->requests );
			self::assertArrayNotHasKey( 'Idempotency-Key', $this->transport->requests[0]->headers );
			self::assertSame( array(), $this->pauses );
		}
	}

	public function test_a_get_is_retried_after_a_500(): void {
		$this->transport->then( FakeTransport::error( 502, array( 'type' => 'api_error' ) ), FakeTransport::json( 200, array( 'id' => 'pi_1' ) ) );

		self::assertSame( 'pi_1', $this->client()->get( '/v1/payment_intents/pi_1' )['id'] );
		self::assertCount( 2, $this->transport->requests );
	}

	public function test_stripe_should_retry_false_wins_over_a_500(): void {
		$this->transport->then( FakeTransport::error( 500, array( 'type' => 'api_error' ), array( 'Stripe-Should-Retry' => 'false' ) ) );

		$this->expectException( StripeApiError::class );
		try {
			$this->client()->post( '/v1/payment_intents', array(), 'key-c' );
		} finally {
			self::assertCount( 1, $this->transport->requests );
		}
	}

	public function test_stripe_should_retry_true_wins_even_over_a_400_and_a_post_without_a_key(): void {
		$this->transport->then(
			FakeTransport::error(
				400,
				array(
					'type' => 'invalid_request_error',
					'code' => 'lock_timeout',
				),
				array( 'Stripe-Should-Retry' => 'true' )
			),
			FakeTransport::json( 200, array( 'id' => 'cus_1' ) )
		);

		self::assertSame( 'cus_1', $this->client()->post( '/v1/customers', array(), '' )['id'] );
		self::assertCount( 2, $this->transport->requests );
	}

	public function test_a_429_is_retried_then_reported_as_too_many_requests(): void {
		$limit = FakeTransport::error(
			429,
			array(
				'type'    => 'invalid_request_error',
				'code'    => 'rate_limit',
				'message' => 'Too many requests',
			)
		);
		$this->transport->then( $limit, $limit, $limit );

		try {
			$this->client()->post( '/v1/payment_intents', array(), 'key-d' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::TOO_MANY_REQUESTS, $e->kind );
			self::assertSame( 'vitrine_stripe_rate_limit', $e->error_code );
			self::assertSame( 'rate_limit', $e->stripe_code );
		}
		self::assertCount( 3, $this->transport->requests );
	}

	public function test_a_409_is_retried_for_a_lock_timeout_only(): void {
		$this->transport->then(
			FakeTransport::error(
				409,
				array(
					'type' => 'invalid_request_error',
					'code' => 'lock_timeout',
				)
			),
			FakeTransport::json( 200, array( 'id' => 'pi_1' ) ),
			FakeTransport::error(
				409,
				array(
					'type'    => 'idempotency_error',
					'message' => 'Another request with this key is in progress.',
				)
			),
		);

		self::assertSame( 'pi_1', $this->client()->post( '/v1/payment_intents/pi_1/confirm', array(), 'key-e' )['id'] );
		try {
			$this->client()->post( '/v1/payment_intents/pi_1/confirm', array(), 'key-f' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::CONFLICT, $e->kind );
		}
		self::assertCount( 3, $this->transport->requests );
	}

	public function test_a_400_is_never_retried(): void {
		$this->transport->then(
			FakeTransport::error(
				400,
				array(
					'type'    => 'invalid_request_error',
					'code'    => 'parameter_missing',
					'param'   => 'amount',
					'message' => 'Missing required param: amount.',
				)
			)
		);

		try {
			$this->client()->post( '/v1/payment_intents', array(), 'key-g' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::INVALID, $e->kind );
			self::assertSame( 'vitrine_stripe_invalid_request_error', $e->error_code );
			self::assertSame( 'parameter_missing', $e->stripe_code );
			self::assertSame( 'amount', $e->param );
			self::assertSame( 'Missing required param: amount.', $e->stripe_message );
			self::assertSame( 'There was a problem processing the payment. Please refresh the page to try again.', $e->shopper_message(), 'Stripe\'s message for developers is not the shopper\'s.' );
		}
		self::assertCount( 1, $this->transport->requests );
		self::assertSame( array(), $this->pauses );
	}

	public function test_a_transport_failure_is_retried_when_idempotent_then_reported_unavailable(): void {
		$timeout = new TransportError( 'cURL error 28: Operation timed out after 30001 milliseconds' );
		$this->transport->then( $timeout, FakeTransport::json( 200, array( 'id' => 're_1' ) ), $timeout, $timeout, $timeout, $timeout );

		self::assertSame( 're_1', $this->client()->post( '/v1/refunds', array( 'payment_intent' => 'pi_1' ), 'key-h' )['id'] );
		self::assertCount( 2, $this->transport->requests );

		try {
			$this->client()->post( '/v1/refunds', array( 'payment_intent' => 'pi_1' ), 'key-i' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::UNAVAILABLE, $e->kind );
			self::assertSame( 'vitrine_stripe_connection', $e->error_code );
			self::assertSame( 0, $e->http_status );
			self::assertSame( 'api_connection_error', $e->type );
			self::assertStringContainsString( 'timed out', $e->stripe_message );
		}
		self::assertCount( 5, $this->transport->requests );

		try {
			$this->client()->post( '/v1/refunds', array( 'payment_intent' => 'pi_1' ), '' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::UNAVAILABLE, $e->kind );
		}
		self::assertCount( 6, $this->transport->requests, 'A POST without a key is not sent again after no answer: it may have been done.' );
	}

	public function test_a_card_decline_carries_its_codes_its_intent_and_the_shoppers_message(): void {
		$intent = array(
			'id'                 => 'pi_9',
			'object'             => 'payment_intent',
			'status'             => 'requires_payment_method',
			'last_payment_error' => array( 'code' => 'card_declined' ),
		);
		$this->transport->then(
			FakeTransport::error(
				402,
				array(
					'type'           => 'card_error',
					'code'           => 'card_declined',
					'decline_code'   => 'insufficient_funds',
					'message'        => 'Your card has insufficient funds.',
					'payment_intent' => $intent,
				),
				array( 'Request-Id' => 'req_abc' )
			)
		);

		try {
			$this->client()->post( '/v1/payment_intents/pi_9/confirm', array( 'payment_method' => 'pm_card_visa_chargeDeclinedInsufficientFunds' ), 'key-j' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::PAYMENT_REFUSED, $e->kind );
			self::assertSame( 'vitrine_stripe_card_error', $e->error_code );
			self::assertSame( 402, $e->http_status );
			self::assertSame( 'card_error', $e->type );
			self::assertSame( 'card_declined', $e->stripe_code );
			self::assertSame( 'insufficient_funds', $e->decline_code );
			self::assertSame( 'req_abc', $e->request_id );
			self::assertSame( $intent, $e->payment_intent );
			self::assertSame( 'Your card has insufficient funds.', $e->shopper_message() );
			self::assertSame( array( 'stripe_code' => 'card_declined' ), $e->data );
		}
		self::assertCount( 1, $this->transport->requests, 'A decline is an answer: never sent again.' );
	}

	public function test_declines_that_would_help_a_fraudster_read_as_a_plain_decline(): void {
		foreach ( array( 'stolen_card', 'lost_card', 'fraudulent', 'pickup_card', 'merchant_blacklist' ) as $decline ) {
			$this->transport->then(
				FakeTransport::error(
					402,
					array(
						'type'         => 'card_error',
						'code'         => 'card_declined',
						'decline_code' => $decline,
						'message'      => 'Your card was reported ' . $decline,
					)
				)
			);
			try {
				$this->client()->post( '/v1/payment_intents/pi_9/confirm', array(), 'key-' . $decline );
				self::fail( 'No error.' );
			} catch ( StripeApiError $e ) {
				self::assertSame( 'Your card was declined.', $e->shopper_message(), $decline );
			}
		}
	}

	public function test_a_card_error_we_have_no_text_for_shows_stripes_message(): void {
		$this->transport->then(
			FakeTransport::error(
				402,
				array(
					'type'    => 'card_error',
					'code'    => 'some_future_code',
					'message' => 'Stripe says why.',
				)
			)
		);

		try {
			$this->client()->post( '/v1/payment_intents/pi_9/confirm', array(), 'key-k' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( 'Stripe says why.', $e->shopper_message() );
		}
	}

	public function test_a_wrong_key_is_the_providers_failure_not_the_shoppers(): void {
		$this->transport->then(
			FakeTransport::error(
				401,
				array(
					'type'    => 'invalid_request_error',
					'message' => 'Invalid API Key provided: sk_test_****abc',
				)
			)
		);

		try {
			$this->client()->get( '/v1/account' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::PROVIDER_FAILED, $e->kind );
			self::assertSame( 'vitrine_stripe_authentication', $e->error_code );
			self::assertStringNotContainsString( 'sk_test', $e->shopper_message() );
			self::assertStringContainsString( 'Invalid API Key', $e->stripe_message );
		}
		self::assertCount( 1, $this->transport->requests );
	}

	public function test_a_missing_resource_and_an_unreadable_answer(): void {
		$this->transport->then(
			FakeTransport::error(
				404,
				array(
					'type'    => 'invalid_request_error',
					'code'    => 'resource_missing',
					'param'   => 'intent',
					'message' => 'No such payment_intent: \'pi_x\'',
				)
			),
			new HttpResponse( 200, array( 'Content-Type' => 'text/html' ), '<html>proxy</html>' ),
			new HttpResponse( 500, array( 'Content-Type' => 'text/html' ), '<html>bad gateway</html>' ),
		);

		try {
			$this->client()->get( '/v1/payment_intents/pi_x' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::INVALID, $e->kind );
			self::assertSame( 'resource_missing', $e->stripe_code );
		}
		try {
			$this->client()->post( '/v1/customers', array(), '' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::PROVIDER_FAILED, $e->kind );
			self::assertSame( 'api_error', $e->type );
		}
		try {
			$this->client()->post( '/v1/customers', array(), '' );
			self::fail( 'No error.' );
		} catch ( StripeApiError $e ) {
			self::assertSame( ErrorKind::PROVIDER_FAILED, $e->kind );
			self::assertSame( 500, $e->http_status );
			self::assertSame( 'api_error', $e->type );
		}
	}

	public function test_the_container_builds_the_client_on_the_plugins_transport(): void {
		self::assertInstanceOf( StripeClient::class, \Vitrine\Plugin::instance()->get( StripeClient::class ) );
	}
}
