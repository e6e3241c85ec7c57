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
 * in their User-Agent. The body limit and the unsafe-URL guard are WordPress's own
 * (limit_response_size, reject_unsafe_urls: wp_http_validate_url(), redirects included).
 */
final class WpTransport implements Transport {

	public function send( HttpRequest $request ): HttpResponse {
		$args = array(
			'method'      => $request->method,
			'timeout'     => $request->timeout,
			'redirection' => $request->redirects,
			'headers'     => $request->headers,
			'user-agent'  => 'Vitrine/' . VITRINE_VERSION . '; ' . home_url( '/' ),
		);
		if ( null !== $request->body ) {
			$args['body'] = $request->body;
		}
		// Set only when asked: otherwise WordPress's defaults (and the http_request_reject_unsafe_urls
		// filter a site may use) apply, as they did before these options existed.
		if ( null !== $request->max_response_bytes ) {
			$args['limit_response_size'] = $request->max_response_bytes;
		}
		if ( $request->reject_unsafe_urls ) {
			$args['reject_unsafe_urls'] = true;
		}
		$response = wp_remote_request( $request->url, $args );
		if ( is_wp_error( $response ) ) {
			throw new TransportError( $response->get_error_message() );
		}
		$headers = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$headers[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : (string) $value;
		}
		return new HttpResponse( (int) wp_remote_retrieve_response_code( $response ), $headers, (string) wp_remote_retrieve_body( $response ) );
	}
}
