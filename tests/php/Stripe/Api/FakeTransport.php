<?php
/**
 * A transport that records requests and answers from a script.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Api;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\HttpResponse;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;

/**
 * Swapped for the plugin's transport (TestCase::services()): each send() takes the next scripted
 * answer (an HttpResponse, or a TransportError thrown); when the script is empty, 200 {}.
 */
final class FakeTransport implements Transport {

	/** @var list<HttpRequest> */
	public array $requests = array();

	/** @var list<HttpResponse|TransportError> */
	private array $script = array();

	/**
	 * Adds answers to the script.
	 */
	public function then( HttpResponse|TransportError ...$answers ): self {
		array_push( $this->script, ...$answers );
		return $this;
	}

	/**
	 * A JSON answer.
	 *
	 * @param int                   $status  HTTP status.
	 * @param array<string, mixed>  $body    The JSON object.
	 * @param array<string, string> $headers Headers.
	 */
	public static function json( int $status, array $body, array $headers = array() ): HttpResponse {
		return new HttpResponse( $status, array_merge( array( 'Content-Type' => 'application/json' ), $headers ), (string) wp_json_encode( $body ) );
	}

	/**
	 * Stripe's error answer.
	 *
	 * @param int                   $status  HTTP status.
	 * @param array<string, mixed>  $error   The error object.
	 * @param array<string, string> $headers Headers.
	 */
	public static function error( int $status, array $error, array $headers = array() ): HttpResponse {
		return self::json( $status, array( 'error' => $error ), $headers + array( 'Request-Id' => 'req_' . $status ) );
	}

	public function send( HttpRequest $request ): HttpResponse {
		$this->requests[] = $request;
		$answer           = array_shift( $this->script ) ?? self::json( 200, array( 'id' => 'ok' ) );
		if ( $answer instanceof TransportError ) {
			throw $answer;
		}
		return $answer;
	}
}
