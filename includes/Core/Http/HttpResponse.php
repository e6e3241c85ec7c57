<?php
/**
 * Another server's answer.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * The status, the headers (names in lower case, repeated headers joined with ", ") and the raw
 * body. Reading the body (JSON, errors) is the client's job: it knows its API.
 */
final class HttpResponse {

	/** @var array<string, string> */
	public readonly array $headers;

	/**
	 * @param int                   $status  The HTTP status.
	 * @param array<string, string> $headers Header name to value, any case.
	 * @param string                $body    The body as received.
	 */
	public function __construct(
		public readonly int $status,
		array $headers = array(),
		public readonly string $body = '',
	) {
		$this->headers = array_change_key_case( $headers, CASE_LOWER );
	}

	/**
	 * A header's value, '' when absent.
	 */
	public function header( string $name ): string {
		return $this->headers[ strtolower( $name ) ] ?? '';
	}
}
