<?php
/**
 * An in-process Stripe for the webhook, reconciliation and duplicate-charge tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Webhooks;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\HttpResponse;
use Vitrine\Core\Http\Transport;

/**
 * Swapped for the plugin's transport (TestCase::services()): answers the few calls the webhook
 * handlers, reconciliation and the duplicate-charge guard make, from objects the test puts in,
 * the way Stripe's API documents them: GET /v1/payment_intents/{id} and /v1/setup_intents/{id}
 * (404 resource_missing when unknown), GET /v1/refunds?charge= (a list), POST /v1/refunds (a
 * refund of a payment intent, replayed for the same Idempotency-Key). Every request is kept.
 */
final class StripeStub implements Transport {

	/** @var list<HttpRequest> */
	public array $requests = array();

	/** @var array<string, array<string, mixed>> Id to intent. */
	public array $intents = array();

	/** @var list<array<string, mixed>> Refunds, oldest first. */
	public array $refunds = array();

	/** @var array<string, array<string, mixed>> Idempotency key to the refund it made. */
	private array $replays = array();

	/** @var int How many next calls answer 500. */
	public int $fail_next = 0;

	/** @var int How many next refund creations answer 500. */
	public int $fail_refunds = 0;

	/**
	 * Puts an intent in (or replaces it).
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public function put( array $intent ): self {
		$this->intents[ (string) $intent['id'] ] = $intent;
		return $this;
	}

	/**
	 * The requests of a method whose path starts with the given one.
	 *
	 * @return list<HttpRequest>
	 */
	public function calls( string $method, string $path ): array {
		return array_values( array_filter( $this->requests, static fn ( HttpRequest $r ): bool => $r->method === $method && str_starts_with( (string) wp_parse_url( $r->url, PHP_URL_PATH ), $path ) ) );
	}

	public function send( HttpRequest $request ): HttpResponse {
		$this->requests[] = $request;
		if ( $this->fail_next > 0 ) {
			--$this->fail_next;
			return self::error( 500, 'api_error', 'Something went wrong on Stripe’s end.' );
		}
		$path  = (string) wp_parse_url( $request->url, PHP_URL_PATH );
		$query = array();
		parse_str( (string) wp_parse_url( $request->url, PHP_URL_QUERY ), $query );
		if ( 'GET' === $request->method && 1 === preg_match( '#^/v1/(payment_intents|setup_intents)/([^/]+)$#', $path, $m ) ) {
			$intent = $this->intents[ rawurldecode( $m[2] ) ] ?? null;
			return null === $intent ? self::error( 404, 'invalid_request_error', 'No such intent.', 'resource_missing' ) : self::json( 200, $intent );
		}
		if ( 'GET' === $request->method && '/v1/refunds' === $path ) {
			$charge = (string) ( $query['charge'] ?? '' );
			$data   = array_values( array_filter( $this->refunds, static fn ( array $refund ): bool => '' === $charge || $refund['charge'] === $charge ) );
			return self::json(
				200,
				array(
					'object'   => 'list',
					'url'      => '/v1/refunds',
					'has_more' => false,
					'data'     => array_reverse( $data ),
				)
			);
		}
		if ( 'POST' === $request->method && '/v1/refunds' === $path ) {
			if ( $this->fail_refunds > 0 ) {
				--$this->fail_refunds;
				return self::error( 500, 'api_error', 'Something went wrong on Stripe’s end.' );
			}
			$key = $request->headers['Idempotency-Key'] ?? '';
			if ( '' !== $key && isset( $this->replays[ $key ] ) ) {
				return self::json( 200, $this->replays[ $key ] );
			}
			$params = array();
			parse_str( (string) $request->body, $params );
			$intent = $this->intents[ (string) ( $params['payment_intent'] ?? '' ) ] ?? null;
			if ( null === $intent ) {
				return self::error( 404, 'invalid_request_error', 'No such payment_intent.', 'resource_missing' );
			}
			$charge          = $intent['latest_charge'] ?? '';
			$refund          = array(
				'id'             => 're_' . ( count( $this->refunds ) + 1 ),
				'object'         => 'refund',
				'amount'         => (int) ( $params['amount'] ?? $intent['amount'] ),
				'currency'       => $intent['currency'],
				'charge'         => is_array( $charge ) ? $charge['id'] : $charge,
				'payment_intent' => $intent['id'],
				'reason'         => $params['reason'] ?? null,
				'status'         => 'succeeded',
				'created'        => time(),
				'metadata'       => $params['metadata'] ?? array(),
			);
			$this->refunds[] = $refund;
			if ( '' !== $key ) {
				$this->replays[ $key ] = $refund;
			}
			return self::json( 200, $refund );
		}
		return self::error( 404, 'invalid_request_error', 'Unrecognized request URL (' . $request->method . ' ' . $path . ').' );
	}

	/**
	 * A refund made in Stripe's dashboard.
	 *
	 * @param string                $charge   The charge.
	 * @param int                   $amount   Stripe's units.
	 * @param string                $id       Its id.
	 * @param array<string, string> $metadata Its metadata.
	 */
	public function dashboard_refund( string $charge, int $amount, string $id, array $metadata = array() ): void {
		$this->refunds[] = array(
			'id'       => $id,
			'object'   => 'refund',
			'amount'   => $amount,
			'currency' => 'eur',
			'charge'   => $charge,
			'status'   => 'succeeded',
			'created'  => time() + count( $this->refunds ),
			'metadata' => $metadata,
		);
	}

	/**
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $body   The JSON object.
	 */
	private static function json( int $status, array $body ): HttpResponse {
		return new HttpResponse(
			$status,
			array(
				'Content-Type' => 'application/json',
				'Request-Id'   => 'req_stub',
			),
			(string) wp_json_encode( $body )
		);
	}

	private static function error( int $status, string $type, string $message, string $code = '' ): HttpResponse {
		$error = array(
			'type'    => $type,
			'message' => $message,
		);
		if ( '' !== $code ) {
			$error['code'] = $code;
		}
		return self::json( $status, array( 'error' => $error ) );
	}
}
