<?php
/**
 * Refuses state-changing requests that a browser sent from another site.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * Guest nonces are the same for every visitor (pages stay cacheable), so a nonce scraped from a
 * page proves nothing: a form on another site could post it, with the visitor's cookies, and log
 * the visitor into the attacker's account or fill their cart. The browser says where a request
 * comes from; this reads it for every state-changing request that Vitrine handles (its forms, the
 * ajax endpoint, the vitrine/v1 routes), as Go's CrossOriginProtection and Django's origin check
 * do (docs/decisions.md, "Cross-site posts"):
 *
 * 1. GET, HEAD and OPTIONS are never refused (they change nothing, links from other sites work).
 * 2. Sec-Fetch-Site `same-origin` or `none` (typed, bookmarked): allowed. `same-site` (a sibling
 *    subdomain) and `cross-site`: refused unless Origin is one of the site's own or trusted.
 * 3. No Sec-Fetch-Site (plain-http sites, older browsers): Origin decides when present; `null`
 *    (sandboxed frames, privacy modes) is refused.
 * 4. No Origin either: the Referer's origin decides when present.
 * 5. None of the three: allowed. Non-browser clients (servers, scripts, webhooks) send none and
 *    carry no visitor's cookies, and browsers old enough to send none are rare.
 *
 * The site's own origins are those of home_url(), site_url() and the address this request came
 * to (its Host header, which a browser always sets truthfully); the filter
 * `vitrine_trusted_origins` adds others (a headless front end on its own domain).
 */
final class CrossSiteGuard {

	private const SAFE_METHODS = array( 'GET', 'HEAD', 'OPTIONS' );

	/**
	 * Throws when the current request is state-changing and came from another site.
	 *
	 * @param string $method The request's method, when the caller knows a better one than
	 *                       REQUEST_METHOD (the REST API's `_method` override).
	 * @throws CrossSiteRequest When refused.
	 */
	public function check_current_request( string $method = '' ): void {
		$server = $_SERVER;
		if ( '' === $method ) {
			$method = isset( $server['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( (string) $server['REQUEST_METHOD'] ) ) : 'GET';
		}
		$headers = array();
		foreach ( array(
			'sec-fetch-site' => 'HTTP_SEC_FETCH_SITE',
			'origin'         => 'HTTP_ORIGIN',
			'referer'        => 'HTTP_REFERER',
		) as $name => $key ) {
			if ( isset( $server[ $key ] ) && is_string( $server[ $key ] ) ) {
				// Compared, never printed or stored: kept as sent (a URL would lose characters to sanitizing).
				$headers[ $name ] = trim( wp_unslash( $server[ $key ] ) );
			}
		}
		$this->check_request( $method, $headers );
	}

	/**
	 * Throws when a request with these headers is state-changing and came from another site.
	 *
	 * @param string                $method  HTTP method.
	 * @param array<string, string> $headers Lower-case names: sec-fetch-site, origin, referer.
	 * @throws CrossSiteRequest When refused.
	 */
	public function check_request( string $method, array $headers ): void {
		self::check( $method, array_map( 'trim', $headers ), $this->trusted_origins() );
	}

	/**
	 * For a form handler: answers a cross-site post with a 403 page that says why and links back,
	 * and stops. A form that is not refused continues.
	 */
	public function refuse_cross_site_form(): void {
		try {
			$this->check_current_request();
		} catch ( CrossSiteRequest $refused ) {
			nocache_headers();
			wp_die(
				'<p>' . esc_html( $refused->getMessage() ) . '</p>',
				esc_html__( 'Request refused', 'vitrine' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
	}

	/**
	 * The decision, on the request's method and headers alone.
	 *
	 * @param string                $method  HTTP method.
	 * @param array<string, string> $headers Lower-case names: sec-fetch-site, origin, referer.
	 * @param list<string>          $trusted The site's own and trusted origins, normalized.
	 * @throws CrossSiteRequest When refused.
	 */
	public static function check( string $method, array $headers, array $trusted ): void {
		if ( in_array( strtoupper( $method ), self::SAFE_METHODS, true ) ) {
			return;
		}
		$fetch_site = strtolower( $headers['sec-fetch-site'] ?? '' );
		$origin     = $headers['origin'] ?? '';
		if ( 'same-origin' === $fetch_site || 'none' === $fetch_site ) {
			return;
		}
		if ( 'same-site' === $fetch_site || 'cross-site' === $fetch_site ) {
			if ( '' !== $origin && self::is_trusted( $origin, $trusted ) ) {
				return;
			}
			throw new CrossSiteRequest();
		}
		// An unknown Sec-Fetch-Site value (a future one) falls through to Origin, as Go does.
		if ( '' !== $origin ) {
			if ( self::is_trusted( $origin, $trusted ) ) {
				return;
			}
			throw new CrossSiteRequest();
		}
		$referer = $headers['referer'] ?? '';
		if ( '' !== $referer && ! self::is_trusted( $referer, $trusted ) ) {
			throw new CrossSiteRequest();
		}
	}

	/**
	 * `scheme://host:port` of a URL or an origin, lower-case, with the default port written out;
	 * null for anything that is not an http(s) URL with a host (`null`, `file://`, junk).
	 */
	public static function origin_of( string $url ): ?string {
		$parts = wp_parse_url( trim( $url ) );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || '' === $parts['host'] ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return null;
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
	}

	/**
	 * @param string       $url     An Origin or Referer.
	 * @param list<string> $trusted Normalized origins.
	 */
	private static function is_trusted( string $url, array $trusted ): bool {
		$origin = self::origin_of( $url );
		return null !== $origin && in_array( $origin, $trusted, true );
	}

	/**
	 * The site's own origins and the trusted ones, normalized.
	 *
	 * @return list<string>
	 */
	public function trusted_origins(): array {
		$urls = array( home_url( '/' ), site_url( '/' ) );
		$host = isset( $_SERVER['HTTP_HOST'] ) && is_string( $_SERVER['HTTP_HOST'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ) ) : '';
		if ( '' !== $host ) {
			$urls[] = ( is_ssl() ? 'https://' : 'http://' ) . $host . '/';
		}
		/**
		 * Filters the origins (`https://shop.example.com`) whose forms and scripts may post to
		 * Vitrine, besides the site's own.
		 *
		 * @param list<string> $origins Extra trusted origins; none by default.
		 */
		$extra = apply_filters( 'vitrine_trusted_origins', array() );
		if ( is_array( $extra ) ) {
			foreach ( $extra as $url ) {
				if ( is_string( $url ) ) {
					$urls[] = $url;
				}
			}
		}
		$origins = array();
		foreach ( $urls as $url ) {
			$origin = self::origin_of( $url );
			if ( null !== $origin ) {
				$origins[] = $origin;
			}
		}
		return array_values( array_unique( $origins ) );
	}
}
