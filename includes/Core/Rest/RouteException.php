<?php
/**
 * A failure a route reports to its caller.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Rest;

use WP_Error;

/**
 * Thrown by route handlers and services; turned into an error response with a code,
 * a human message and an HTTP status. Open to subclasses that carry more for their callers
 * (CheckoutRefused: every field's message).
 */
class RouteException extends \RuntimeException {

	/**
	 * @param string               $error_code Machine-readable code, prefixed vitrine_.
	 * @param string               $message    Translated message for people.
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $data       Extra data for the client.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status = 400,
		public readonly array $data = array(),
	) {
		parent::__construct( $message, $status );
	}

	public function to_error(): WP_Error {
		return new WP_Error( $this->error_code, $this->getMessage(), array_merge( $this->data, array( 'status' => $this->status ) ) );
	}
}
