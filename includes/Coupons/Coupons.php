<?php
/**
 * The coupon services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

/**
 * What the cart totals, the checkout and the order screens use of coupons: reading them,
 * checking them against a cart, computing their discounts and counting their uses.
 */
final class Coupons {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly CouponPostType $post_type,
		public readonly CouponRepository $repository,
		public readonly CouponUsage $usage,
		public readonly CouponWriter $writer,
		public readonly CouponValidator $validator,
		public readonly DiscountCalculator $calculator,
		public readonly CouponLineFactory $lines,
	) {
	}
}
