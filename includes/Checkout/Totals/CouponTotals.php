<?php
/**
 * What one applied coupon took off.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Totals;

/**
 * Minor units: the discount net of tax and the tax it took off.
 */
final class CouponTotals {

	public function __construct(
		public readonly string $code,
		public readonly int $discount,
		public readonly int $discount_tax,
		public readonly bool $free_shipping,
	) {
	}
}
