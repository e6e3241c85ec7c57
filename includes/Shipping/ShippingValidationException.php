<?php
/**
 * Refused shipping input.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * Carries one message per refused field, keyed by the form field's id, so that the admin screen
 * shows each by its field. Nothing was written when this is thrown.
 */
final class ShippingValidationException extends \InvalidArgumentException {

	/**
	 * @param array<string, string> $errors Field id to translated message.
	 */
	public function __construct( public readonly array $errors ) {
		parent::__construct( implode( ' ', $errors ) );
	}
}
