<?php
/**
 * One cart line as coupons see it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

/**
 * Read-only. The amount is the line before any discount, in minor units of the store currency.
 */
final class CouponLine {

	/**
	 * @param string    $key            The cart item key; discounts are keyed by it.
	 * @param int       $product_id     The product (a variation's parent product).
	 * @param int       $variation_id   The variation, 0 when none.
	 * @param int       $quantity       How many units.
	 * @param int       $subtotal_minor Unit price times quantity, before discounts.
	 * @param list<int> $category_ids   The product's vitrine_product_cat terms and their ancestors.
	 * @param bool      $on_sale        Whether the line is sold at a sale price.
	 * @param string    $name           The product's name, for messages; may be ''.
	 */
	public function __construct(
		public readonly string $key,
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly int $subtotal_minor,
		public readonly array $category_ids = array(),
		public readonly bool $on_sale = false,
		public readonly string $name = '',
	) {
	}
}
