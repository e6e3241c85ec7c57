<?php
/**
 * The HTTP side of the remote provider clients: base URLs, timeouts, JSON.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

use Vitrine\Core\Http\HttpRequest;
use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;

/**
 * Every remote provider is reached at a base URL that can be changed, so that tests (and
 * staging sites) talk to a local server speaking the provider's documented API:
 *
 * - the constant VITRINE_REVIEW_GOOGLE_BASE_URL, VITRINE_REVIEW_FACEBOOK_BASE_URL or
 *   VITRINE_REVIEW_YELP_BASE_URL in wp-config.php, then
 * - the filter `vitrine_review_provider_base_url` ( string $url, string $provider ).
 *
 * Requests go through the plugin's HTTP transport (Core\Http\Transport: WordPress's HTTP API,
 * a fake in tests) with a timeout; the answer is decoded here and read by each client, which
 * knows its provider's error shapes.
 */
final class ProviderHttp {

	/** Seconds a provider may take to answer. */
	public const TIMEOUT = 15;

	/** The providers' own addresses. */
	public const DEFAULT_BASE_URLS = array(
		'google'   => 'https://places.googleapis.com',
		'facebook' => 'https://graph.facebook.com',
		'yelp'     => 'https://api.yelp.com',
	);

	/** Redirects a provider's answer may go through. */
	private const REDIRECTS = 2;

	public function __construct( private readonly Transport $transport ) {
	}

	/**
	 * The base URL a provider is reached at, without a trailing slash.
	 */
	public static function base_url( string $provider ): string {
		$url      = self::DEFAULT_BASE_URLS[ $provider ] ?? '';
		$constant = 'VITRINE_REVIEW_' . strtoupper( $provider ) . '_BASE_URL';
		if ( defined( $constant ) ) {
			$url = (string) constant( $constant );
		}
		/**
		 * The base URL a review provider's API is reached at: a local server in tests, a proxy.
		 *
		 * @param string $url      The base URL, such as https://places.googleapis.com.
		 * @param string $provider google, facebook or yelp.
		 */
		$url = (string) apply_filters( 'vitrine_review_provider_base_url', $url, $provider );
		return untrailingslashit( $url );
	}

	/**
	 * The hosts of base URLs changed from the providers' own (a local test server): images
	 * from them may be downloaded even though they are not public addresses.
	 *
	 * @return list<string>
	 */
	public static function custom_hosts(): array {
		$hosts = array();
		foreach ( self::DEFAULT_BASE_URLS as $provider => $default ) {
			$url = self::base_url( $provider );
			if ( untrailingslashit( $default ) !== $url ) {
				$host = wp_parse_url( $url, PHP_URL_HOST );
				if ( is_string( $host ) && '' !== $host ) {
					$hosts[] = strtolower( $host );
				}
			}
		}
		return array_values( array_unique( $hosts ) );
	}

	/**
	 * GETs a path of a provider's API.
	 *
	 * @param string                $provider The provider.
	 * @param string                $path     Path below the base URL, already encoded, starting with /.
	 * @param array<string, string> $query    Query arguments (encoded here).
	 * @param array<string, string> $headers  Request headers.
	 * @return array{status: int, json: mixed, body: string} The status, the decoded body (null when it is not JSON) and the raw body.
	 * @throws ProviderError When the provider cannot be reached (kind network).
	 */
	public function get( string $provider, string $path, array $query = array(), array $headers = array() ): array {
		$url = self::base_url( $provider ) . $path;
		if ( array() !== $query ) {
			$url .= ( str_contains( $url, '?' ) ? '&' : '?' ) . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
		}
		try {
			$response = $this->transport->send( new HttpRequest( 'GET', $url, array_merge( array( 'Accept' => 'application/json' ), $headers ), null, self::TIMEOUT, self::REDIRECTS ) );
		} catch ( TransportError $error ) {
			throw new ProviderError( $provider, 'network', $error->getMessage() );
		}
		$json = json_decode( $response->body, true );
		return array(
			'status' => $response->status,
			'json'   => JSON_ERROR_NONE === json_last_error() ? $json : null,
			'body'   => $response->body,
		);
	}

	/**
	 * The error for an answer that is not what the provider documents.
	 *
	 * @param string $provider The provider.
	 * @param int    $status   The HTTP status.
	 */
	public static function malformed( string $provider, int $status ): ProviderError {
		return new ProviderError(
			$provider,
			'malformed',
			sprintf(
				/* translators: %d: HTTP status code. */
				__( 'The answer could not be read (HTTP status %d, not the documented JSON).', 'vitrine' ),
				$status
			),
			$status
		);
	}

	/**
	 * The kind of an error from its HTTP status alone, for answers without a readable error body.
	 */
	public static function kind_from_status( int $status ): string {
		return match ( true ) {
			401 === $status, 403 === $status => 'auth',
			404 === $status                  => 'not_found',
			429 === $status                  => 'rate_limit',
			default                          => 'other',
		};
	}

	/**
	 * A string from decoded JSON, '' when absent or not a scalar.
	 *
	 * @param mixed $value The value.
	 */
	public static function str( mixed $value ): string {
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}
