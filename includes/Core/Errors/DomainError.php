<?php
/**
 * Base of every failure a service reports.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Errors;

/**
 * A refusal or a failure in the shop's terms: a stable code (vitrine_cart_empty) callers can
 * test, a translated message people read, a kind that says what went wrong, and data for the
 * caller (by convention data.params: field => message). Nothing here is HTTP: the REST base
 * route and the ajax router hand it to ErrorMapper, which alone picks the status.
 *
 * Each module extends it with its own final classes (Cart\CartError, Coupons\CouponRefused);
 * see Cart\CartError for the model.
 */
abstract class DomainError extends \RuntimeException {

	/**
	 * @param string               $error_code Machine-readable code, prefixed vitrine_; stable, clients test it.
	 * @param string               $message    Translated message for people.
	 * @param ErrorKind            $kind       What went wrong.
	 * @param array<string, mixed> $data       Extra data for the client, answered as is (params: field => message).
	 * @param \Throwable|null      $previous   The lower-level cause, for the log; never shown.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly ErrorKind $kind,
		public readonly array $data = array(),
		?\Throwable $previous = null,
	) {
		parent::__construct( $message, 0, $previous );
	}

	/**
	 * The per-field messages, when the error has them.
	 *
	 * @return array<string, mixed>
	 */
	public function params(): array {
		return isset( $this->data['params'] ) && is_array( $this->data['params'] ) ? $this->data['params'] : array();
	}
}
