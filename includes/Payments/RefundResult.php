<?php
/**
 * What a gateway answers to refund().
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

/**
 * Whether the provider refunded, its reference for the refund, or a message for the merchant.
 */
final class RefundResult {

	private function __construct(
		public readonly bool $success,
		public readonly string $reference,
		public readonly string $message,
	) {
	}

	/**
	 * @param string $reference The provider's id of the refund, shown in the order notes.
	 */
	public static function success( string $reference = '' ): self {
		return new self( true, $reference, '' );
	}

	/**
	 * @param string $message Translated, for the merchant.
	 */
	public static function failure( string $message ): self {
		return new self( false, '', $message );
	}
}
