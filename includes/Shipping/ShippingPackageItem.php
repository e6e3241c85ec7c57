<?php
/**
 * One cart line as shipping sees it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * Amounts are integers of minor units, for the whole line (unit price times quantity). The
 * shipping class of a variation is its product's: ShippingClasses::class_of() resolves it.
 */
final class ShippingPackageItem {

	/**
	 * @param int  $product_id          The product.
	 * @param int  $variation_id        The variation, 0 for a simple product.
	 * @param int  $quantity            How many.
	 * @param int  $line_subtotal_minor The line before coupon discounts.
	 * @param int  $line_total_minor    The line after coupon discounts.
	 * @param bool $needs_shipping      False for virtual products.
	 * @param int  $shipping_class_id   The shipping class term, 0 for none.
	 */
	public function __construct(
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly int $line_subtotal_minor,
		public readonly int $line_total_minor,
		public readonly bool $needs_shipping = true,
		public readonly int $shipping_class_id = 0,
	) {
		if ( $quantity < 0 ) {
			throw new \InvalidArgumentException( 'A quantity cannot be negative.' );
		}
	}
}
