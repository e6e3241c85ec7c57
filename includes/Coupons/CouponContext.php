<?php
/**
 * What a coupon is checked against: the cart and the customer.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

/**
 * Read-only.
 */
final class CouponContext {

	/**
	 * @param list<CouponLine> $lines          The cart's lines.
	 * @param int              $subtotal_minor The subtotal minimum and maximum spend are compared
	 *                                         with, in minor units (the cart's subtotal before discounts).
	 * @param int              $user_id        The customer, 0 for a guest.
	 * @param string           $billing_email  The billing email given at checkout, '' when not yet known.
	 */
	public function __construct(
		public readonly array $lines,
		public readonly int $subtotal_minor,
		public readonly int $user_id = 0,
		public readonly string $billing_email = '',
	) {
	}
}
