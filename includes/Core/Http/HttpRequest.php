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
 * encoded, and how long to wait. Redirects are not followed unless asked for.
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
	 */
	public function __construct(
		public readonly string $method,
		public readonly string $url,
		public readonly array $headers = array(),
		public readonly ?string $body = null,
		public readonly int $timeout = self::DEFAULT_TIMEOUT,
		public readonly int $redirects = 0,
	) {
	}
}
