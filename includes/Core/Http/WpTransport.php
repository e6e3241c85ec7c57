<?php
/**
 * The transport of the running site: WordPress's HTTP API.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * Sends through wp_remote_request(), so that the site's proxy settings, its CA bundle and the
 * `http_request_args` / `pre_http_request` filters apply. Requests name Vitrine and the site
 * in their User-Agent. The body limit is WordPress's own (limit_response_size).
 *
 * A request with reject_unsafe_urls goes through PublicUrlGuard instead of WordPress's
 * wp_http_validate_url(), which lets through the site's own host, shared addresses
 * (100.64.0.0/10) and IPv6 local ranges: its redirects are followed here, one at a time, each
 * checked before any connection, and cURL is pinned to the addresses that were checked.
 */
final class WpTransport implements Transport {

	private const REDIRECT_STATUSES = array( 301, 302, 303, 307, 308 );

	public function __construct( private readonly PublicUrlGuard $guard = new PublicUrlGuard() ) {
	}

	public function send( HttpRequest $request ): HttpResponse {
		if ( ! $request->reject_unsafe_urls ) {
			return $this->once( $request, $request->url, $request->method, $request->body, $request->redirects, array() );
		}
		$url    = $request->url;
		$method = $request->method;
		$body   = $request->body;
		for ( $hop = 0; ; $hop++ ) {
			$addresses = $this->guard->check( $url, 0 === $hop ? $request->trusted_hosts : array() );
			$response  = $this->once( $request, $url, $method, $body, 0, $addresses );
			$location  = $response->header( 'location' );
			if ( 0 === $request->redirects || '' === $location || ! in_array( $response->status, self::REDIRECT_STATUSES, true ) ) {
				return $response;
			}
			if ( $hop >= $request->redirects ) {
				throw new TransportError( 'Too many redirects.' );
			}
			$url = \WP_Http::make_absolute_url( $location, $url );
			// As browsers and WordPress do: a 303, or a 301 or 302 after a POST, becomes a GET.
			if ( 303 === $response->status || ( 'POST' === $method && in_array( $response->status, array( 301, 302 ), true ) ) ) {
				$method = 'GET';
				$body   = null;
			}
		}
	}

	/**
	 * One request, without the guard (it has run) and with the redirects WordPress may follow.
	 *
	 * @param HttpRequest  $request   The request's options.
	 * @param string       $url       Where to.
	 * @param string       $method    The method.
	 * @param string|null  $body      The body.
	 * @param int          $redirects Redirects WordPress follows itself.
	 * @param list<string> $addresses Addresses the host was checked at; cURL connects only there.
	 */
	private function once( HttpRequest $request, string $url, string $method, ?string $body, int $redirects, array $addresses ): HttpResponse {
		$args = array(
			'method'      => $method,
			'timeout'     => $request->timeout,
			'redirection' => $redirects,
			'headers'     => $request->headers,
			'user-agent'  => 'Vitrine/' . VITRINE_VERSION . '; ' . home_url( '/' ),
		);
		if ( null !== $body ) {
			$args['body'] = $body;
		}
		// Set only when asked: otherwise WordPress's defaults (and the http_request_reject_unsafe_urls
		// filter a site may use) apply, as they did before these options existed.
		if ( null !== $request->max_response_bytes ) {
			$args['limit_response_size'] = $request->max_response_bytes;
		}
		if ( $request->reject_unsafe_urls ) {
			// PublicUrlGuard has checked this URL, more strictly; WordPress's guard would refuse a
			// trusted test server.
			$args['reject_unsafe_urls'] = false;
		}
		$pin = self::pin( $url, $addresses );
		if ( null !== $pin ) {
			add_action( 'http_api_curl', $pin );
		}
		try {
			$response = wp_remote_request( $url, $args );
		} finally {
			if ( null !== $pin ) {
				remove_action( 'http_api_curl', $pin );
			}
		}
		if ( is_wp_error( $response ) ) {
			throw new TransportError( $response->get_error_message() );
		}
		$headers = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$headers[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : (string) $value;
		}
		return new HttpResponse( (int) wp_remote_retrieve_response_code( $response ), $headers, (string) wp_remote_retrieve_body( $response ) );
	}

	/**
	 * Makes cURL connect to the address that was checked rather than ask DNS again (whose second
	 * answer could be a private address). Without cURL, WordPress's streams transport resolves
	 * again; the check still ran on what DNS said a moment before.
	 *
	 * @param string       $url       The URL.
	 * @param list<string> $addresses The checked addresses of its host.
	 * @return (\Closure(mixed): void)|null
	 */
	private static function pin( string $url, array $addresses ): ?\Closure {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( array() === $addresses || ! is_string( $host ) || false !== filter_var( trim( $host, '[]' ), FILTER_VALIDATE_IP ) ) {
			return null;
		}
		$port    = wp_parse_url( $url, PHP_URL_PORT );
		$port    = is_int( $port ) ? $port : ( 'https' === strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) ) ? 443 : 80 );
		$address = str_contains( $addresses[0], ':' ) ? '[' . $addresses[0] . ']' : $addresses[0];
		$entry   = $host . ':' . $port . ':' . $address;
		return static function ( $handle ) use ( $entry ): void {
			if ( defined( 'CURLOPT_RESOLVE' ) && ( $handle instanceof \CurlHandle ) ) {
				curl_setopt( $handle, CURLOPT_RESOLVE, array( $entry ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- WordPress's own cURL handle, reached through its http_api_curl hook.
			}
		};
	}
}
