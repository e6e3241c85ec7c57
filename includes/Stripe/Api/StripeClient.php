<?php
/**
 * Vitrine's client of Stripe's API.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\HttpResponse;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;

/**
 * Calls Stripe's v1 API through the plugin's transport (WordPress's HTTP API; a fake in tests):
 * the secret key as a Bearer token, the pinned API version (ApiVersion) as Stripe-Version,
 * parameters form-encoded the way Stripe reads them (FormEncoder), an Idempotency-Key on every
 * POST (IdempotencyKey), a 30-second timeout, and retries only where Stripe says they are safe
 * (RetryPolicy). Every failure is a StripeApiError; an answer is the decoded JSON object.
 *
 * The base URL is https://api.stripe.com, or the constant VITRINE_STRIPE_API_BASE (wp-config.php),
 * then the filter `vitrine_stripe_api_base_url`: tests and staging sites point it at a local
 * server that speaks Stripe's API (tests/fixtures/stripe/router.php). A live key is never sent
 * over plain HTTP.
 *
 * (The official stripe-php library cannot ship inside a plugin without prefixing its namespace,
 * which no tool here does: see docs/decisions.md. PHPUnit checks that this client's encoding and
 * the webhook signature check agree with it.)
 */
final class StripeClient {

	public const DEFAULT_BASE_URL = 'https://api.stripe.com';

	/**
	 * Seconds to connect and get the answer, per attempt: Stripe answers in well under a second,
	 * but a 3-D Secure confirm or a busy bank can take several; below the time a web server
	 * gives a PHP request, so that a stuck call ends in our error, not in a killed request.
	 */
	public const TIMEOUT = 30;

	/** A path below /v1 of Stripe ids, names and slashes: no query, no dots, no escape. */
	private const PATH = '#^/v1(/[A-Za-z0-9_\-]+)+$#';

	public function __construct(
		private readonly Transport $transport,
		private readonly SecretKeySource $key,
		private readonly RetryPolicy $retries = new RetryPolicy(),
	) {
	}

	/**
	 * The same client, calling with another secret key (the keys an admin checks before saving).
	 */
	public function with_key( string $secret_key ): self {
		return new self( $this->transport, new FixedSecretKey( $secret_key ), $this->retries );
	}

	/**
	 * GETs a resource or a list: '/v1/payment_intents/pi_1', array( 'expand' => array( 'latest_charge' ) ).
	 *
	 * @param string                  $path  Below the base URL, starting with /v1/.
	 * @param array<array-key, mixed> $query Parameters, form-encoded into the query string.
	 * @return array<string, mixed> Stripe's JSON object.
	 * @throws StripeApiError On an error answer or no answer.
	 */
	public function get( string $path, array $query = array() ): array {
		return $this->call( 'GET', $path, array() === $query ? '' : FormEncoder::encode( $query ), '' );
	}

	/**
	 * POSTs a creation, an update or an action ('/v1/payment_intents/pi_1/confirm').
	 *
	 * @param string                  $path            Below the base URL, starting with /v1/.
	 * @param array<array-key, mixed> $params          Parameters, form-encoded into the body.
	 * @param string                  $idempotency_key From IdempotencyKey; Stripe replays the first
	 *                                                 answer to the same key. '' sends none: such a
	 *                                                 call is retried only when Stripe says so.
	 * @return array<string, mixed> Stripe's JSON object.
	 * @throws StripeApiError On an error answer or no answer.
	 */
	public function post( string $path, array $params, string $idempotency_key ): array {
		return $this->call( 'POST', $path, FormEncoder::encode( $params ), $idempotency_key );
	}

	/**
	 * DELETEs a resource (a customer, a webhook endpoint).
	 *
	 * @param string $path Below the base URL, starting with /v1/.
	 * @return array<string, mixed> Stripe's JSON object ({id, object, deleted: true}).
	 * @throws StripeApiError On an error answer or no answer.
	 */
	public function delete( string $path ): array {
		return $this->call( 'DELETE', $path, '', '' );
	}

	/**
	 * The base URL calls go to, without a trailing slash.
	 */
	public static function base_url(): string {
		$url = defined( 'VITRINE_STRIPE_API_BASE' ) ? (string) constant( 'VITRINE_STRIPE_API_BASE' ) : self::DEFAULT_BASE_URL;
		/**
		 * The base URL of Stripe's API: a local server that speaks it in tests, a proxy.
		 *
		 * @param string $url The base URL, https://api.stripe.com unless VITRINE_STRIPE_API_BASE is defined.
		 */
		$url = (string) apply_filters( 'vitrine_stripe_api_base_url', $url );
		return untrailingslashit( '' === trim( $url ) ? self::DEFAULT_BASE_URL : trim( $url ) );
	}

	/**
	 * Sends a call, retrying as RetryPolicy allows, and reads the last answer.
	 *
	 * @param string $method          GET, POST or DELETE.
	 * @param string $path            Below the base URL.
	 * @param string $encoded         Form-encoded parameters ('' for none).
	 * @param string $idempotency_key The key of a POST, '' for none.
	 * @return array<string, mixed>
	 * @throws StripeApiError On an error answer or no answer.
	 */
	private function call( string $method, string $path, string $encoded, string $idempotency_key ): array {
		$request    = $this->request( $method, $path, $encoded, $idempotency_key );
		$idempotent = 'POST' !== $method || '' !== $idempotency_key;
		for ( $retries = 0; ; ++$retries ) {
			$response = null;
			$failure  = null;
			try {
				$response = $this->transport->send( $request );
			} catch ( TransportError $error ) {
				$failure = $error;
			}
			if ( null !== $response && $response->status >= 200 && $response->status < 300 ) {
				return self::read( $response );
			}
			if ( ! $this->retries->should_retry( $retries, $idempotent, $response ) ) {
				break;
			}
			$this->retries->pause( $retries + 1 );
		}
		if ( null === $response ) {
			throw StripeApiError::transport( $failure );
		}
		$json = json_decode( $response->body, true );
		throw StripeApiError::from_answer( $response->status, $json, $response->header( 'request-id' ) );
	}

	/**
	 * The request, or the reason it may not be sent.
	 *
	 * @throws StripeApiError When the call may not be sent.
	 */
	private function request( string $method, string $path, string $encoded, string $idempotency_key ): HttpRequest {
		if ( 1 !== preg_match( self::PATH, $path ) ) {
			throw StripeApiError::not_sent( 'Not a path of Stripe\'s v1 API: ' . $path, true );
		}
		$key = trim( $this->key->secret_key() );
		if ( '' === $key ) {
			throw StripeApiError::not_sent( 'No Stripe secret key is set.' );
		}
		$base = self::base_url();
		if ( str_contains( $key, '_live_' ) && 'https' !== strtolower( (string) wp_parse_url( $base, PHP_URL_SCHEME ) ) ) {
			throw StripeApiError::not_sent( 'A live key is sent only over HTTPS; the Stripe API base URL is ' . $base );
		}
		$headers = array(
			'Authorization'  => 'Bearer ' . $key,
			'Stripe-Version' => ApiVersion::CURRENT,
			'Accept'         => 'application/json',
		);
		$url     = $base . $path;
		$body    = null;
		if ( 'POST' === $method ) {
			$headers['Content-Type'] = 'application/x-www-form-urlencoded';
			$body                    = $encoded;
			if ( '' !== $idempotency_key ) {
				$headers['Idempotency-Key'] = $idempotency_key;
			}
		} elseif ( '' !== $encoded ) {
			$url .= '?' . $encoded;
		}
		return new HttpRequest( $method, $url, $headers, $body, self::TIMEOUT );
	}

	/**
	 * The JSON object of a success.
	 *
	 * @return array<string, mixed>
	 * @throws StripeApiError When the body is not a JSON object.
	 */
	private static function read( HttpResponse $response ): array {
		$json = json_decode( $response->body, true );
		if ( ! is_array( $json ) || array_is_list( $json ) && array() !== $json ) {
			throw StripeApiError::malformed( $response->status, $response->header( 'request-id' ) );
		}
		return $json;
	}
}
