<?php
/**
 * Lets a server-side request reach only public http(s) addresses.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * For URLs that come from outside (a review provider's image URL): only http and https, on the
 * ports WordPress deems safe, never the site's own host, and a host whose every address, after
 * DNS resolution, is public (PublicAddress). WpTransport applies it to the first URL and to every
 * redirect, and pins the connection to the addresses checked, so that a second DNS answer
 * cannot point elsewhere (docs/decisions.md, "The review image cache fetches public addresses").
 */
final class PublicUrlGuard {

	/** @var list<string>|null The site's own addresses, looked up once. */
	private ?array $own_addresses = null;

	/**
	 * @param (\Closure(string): list<string>)|null $resolve The addresses of a host name; null for
	 *                                                      the system's resolver (A and AAAA).
	 * @param list<string>|null                    $own_hosts The site's own host names; null for
	 *                                                      those of home_url() and site_url().
	 */
	public function __construct(
		private readonly ?\Closure $resolve = null,
		private readonly ?array $own_hosts = null,
	) {
	}

	/**
	 * Checks a URL and gives the addresses its host may be reached at (empty for a trusted host,
	 * which is not resolved here).
	 *
	 * @param string       $url           The URL about to be requested.
	 * @param list<string> $trusted_hosts Hosts allowed although not public (a configured local test server).
	 * @return list<string>
	 * @throws TransportError When the URL may not be requested.
	 */
	public function check( string $url, array $trusted_hosts = array() ): array {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			throw new TransportError( 'A URL that is not an absolute http(s) URL was refused.' );
		}
		$scheme = strtolower( $parts['scheme'] );
		$host   = strtolower( trim( $parts['host'], '[]' ) );
		if ( ( 'http' !== $scheme && 'https' !== $scheme ) || '' === $host ) {
			throw new TransportError( 'A URL that is not an absolute http(s) URL was refused.' );
		}
		if ( in_array( $host, array_map( 'strtolower', $trusted_hosts ), true ) ) {
			return array();
		}
		if ( in_array( $host, $this->own_hosts(), true ) ) {
			throw new TransportError( 'A URL on the site\'s own host was refused.' );
		}
		if ( isset( $parts['port'] ) ) {
			/** This filter is documented in wp-includes/http.php (wp_http_validate_url()). */
			$ports = (array) apply_filters( 'http_allowed_safe_ports', array( 80, 443, 8080 ), $host, $url ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, so a site's safe ports apply here too.
			if ( ! in_array( (int) $parts['port'], array_map( 'intval', $ports ), true ) ) {
				throw new TransportError( 'A URL on a port that is not allowed was refused.' );
			}
		}
		$addresses = $this->addresses( $host );
		if ( array() === $addresses ) {
			throw new TransportError( 'A host that does not resolve was refused.' );
		}
		$own = $this->own_addresses();
		foreach ( $addresses as $address ) {
			if ( ! PublicAddress::is_public( $address ) || in_array( $address, $own, true ) ) {
				throw new TransportError( 'A URL that leads to a private, local or the site\'s own address was refused.' );
			}
		}
		return $addresses;
	}

	/**
	 * The addresses of a host: itself when it is an IP address, else what DNS answers.
	 *
	 * @return list<string>
	 */
	private function addresses( string $host ): array {
		if ( false !== filter_var( $host, FILTER_VALIDATE_IP ) ) {
			return array( $host );
		}
		$found = null === $this->resolve ? self::resolve( $host ) : ( $this->resolve )( $host );
		return array_values( array_unique( array_map( 'strtolower', $found ) ) );
	}

	/**
	 * The system resolver: A records (gethostbynamel, which also reads /etc/hosts and turns
	 * forms such as `127.1` or `2130706433` into the address they stand for) and AAAA records.
	 *
	 * @return list<string>
	 */
	public static function resolve( string $host ): array {
		$addresses = gethostbynamel( $host );
		$addresses = is_array( $addresses ) ? $addresses : array();
		if ( function_exists( 'dns_get_record' ) ) {
			$records = @dns_get_record( $host, DNS_AAAA ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a failed lookup warns; no record is the answer.
			foreach ( is_array( $records ) ? $records : array() as $record ) {
				if ( isset( $record['ipv6'] ) && is_string( $record['ipv6'] ) ) {
					$addresses[] = $record['ipv6'];
				}
			}
		}
		return $addresses;
	}

	/**
	 * @return list<string>
	 */
	private function own_hosts(): array {
		if ( null !== $this->own_hosts ) {
			return array_map( 'strtolower', $this->own_hosts );
		}
		$hosts = array();
		foreach ( array( home_url( '/' ), site_url( '/' ) ) as $url ) {
			$host = wp_parse_url( $url, PHP_URL_HOST );
			if ( is_string( $host ) && '' !== $host ) {
				$hosts[] = strtolower( trim( $host, '[]' ) );
			}
		}
		return array_values( array_unique( $hosts ) );
	}

	/**
	 * The addresses of the site's own hosts: another name for the same server is the site too.
	 *
	 * @return list<string>
	 */
	private function own_addresses(): array {
		if ( null === $this->own_addresses ) {
			$addresses = array();
			foreach ( $this->own_hosts() as $host ) {
				$addresses = array_merge( $addresses, $this->addresses( $host ) );
			}
			$this->own_addresses = array_values( array_unique( $addresses ) );
		}
		return $this->own_addresses;
	}
}
