<?php
/**
 * A coupon that cannot be saved as given.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

/**
 * Carries one translated message per refused field, keyed by the field's name.
 */
final class CouponValidationException extends \RuntimeException {

	/**
	 * @param array<string, string> $errors Field to message.
	 */
	public function __construct( public readonly array $errors ) {
		parent::__construct( implode( ' ', $errors ) );
	}
}
