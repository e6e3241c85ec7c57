<?php
/**
 * What a gateway answers to process_payment().
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

/**
 * Success with where the shopper goes next (the order-received page, or a confirmation step),
 * or failure with a message the shopper reads. The checkout answers the spec's
 * { result, redirect, messages } from it.
 */
final class PaymentResult {

	private function __construct(
		public readonly bool $success,
		public readonly string $redirect,
		public readonly string $message,
	) {
	}

	public static function success( string $redirect ): self {
		return new self( true, $redirect, '' );
	}

	/**
	 * @param string $message Translated, for the shopper.
	 */
	public static function failure( string $message ): self {
		return new self( false, '', $message );
	}
}
