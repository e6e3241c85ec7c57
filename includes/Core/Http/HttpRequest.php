<?php
/**
 * One request to another server.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * What a client sends: the method, the full URL (query string encoded), headers, a body already
 * encoded, and how long to wait. Redirects are not followed unless asked for. A client that fetches
 * URLs it did not choose (an image URL a provider sent) caps the body it reads and refuses URLs
 * that lead to the site's own network; the API clients, which call fixed hosts, need neither.
 */
final class HttpRequest {

	/** Seconds to wait for an answer when the client says nothing. */
	public const DEFAULT_TIMEOUT = 15;

	/**
	 * @param string                $method    GET, POST, DELETE...
	 * @param string                $url       The full URL.
	 * @param array<string, string> $headers   Header name to value.
	 * @param string|null           $body      The encoded body; null for none.
	 * @param int                   $timeout   Seconds to wait for the answer.
	 * @param int                   $redirects How many redirects to follow.
	 * @param int|null              $max_response_bytes Bytes of the body read at most (the rest is
	 *                                                  dropped, the answer is not an error); null for
	 *                                                  no limit.
	 * @param bool                  $reject_unsafe_urls Refuse, before any connection, a URL (or a
	 *                                                  redirect) that is not a public http(s) address
	 *                                                  after DNS resolution, the site's own host or an
	 *                                                  unusual port (PublicUrlGuard); the refusal is a
	 *                                                  TransportError.
	 * @param list<string>          $trusted_hosts      With reject_unsafe_urls: hosts the first URL may
	 *                                                  name although they are not public (a configured
	 *                                                  local test server). Redirects are never trusted.
	 */
	public function __construct(
		public readonly string $method,
		public readonly string $url,
		public readonly array $headers = array(),
		public readonly ?string $body = null,
		public readonly int $timeout = self::DEFAULT_TIMEOUT,
		public readonly int $redirects = 0,
		public readonly ?int $max_response_bytes = null,
		public readonly bool $reject_unsafe_urls = false,
		public readonly array $trusted_hosts = array(),
	) {
	}
}
