<?php
/**
 * What is to be shipped, and where.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Address\Location;

/**
 * The cart's lines (virtual ones included: they count towards a free-shipping minimum, as the
 * order's subtotal does), the destination, and whether a coupon that grants free shipping applies.
 * Built by the totals calculator; ShippingCalculator::rates() answers the rates for it.
 */
final class ShippingPackage {

	/**
	 * @param list<ShippingPackageItem> $items                    The cart's lines.
	 * @param Location                  $destination              Where it goes.
	 * @param bool                      $has_free_shipping_coupon Whether an applied coupon grants free shipping.
	 */
	public function __construct(
		public readonly array $items,
		public readonly Location $destination,
		public readonly bool $has_free_shipping_coupon = false,
	) {
	}

	/**
	 * The lines that are shipped: not virtual, and with a quantity.
	 *
	 * @return list<ShippingPackageItem>
	 */
	public function items_needing_shipping(): array {
		return array_values( array_filter( $this->items, static fn ( ShippingPackageItem $item ): bool => $item->needs_shipping && $item->quantity > 0 ) );
	}

	/**
	 * False when every line is virtual (or the cart is empty): such an order has no shipping.
	 */
	public function needs_shipping(): bool {
		return array() !== $this->items_needing_shipping();
	}

	/**
	 * How many articles are shipped (the sum of the shipped lines' quantities).
	 */
	public function shipped_quantity(): int {
		return array_sum( array_map( static fn ( ShippingPackageItem $item ): int => $item->quantity, $this->items_needing_shipping() ) );
	}

	/**
	 * Every line before coupon discounts, in minor units.
	 */
	public function subtotal_minor(): int {
		return array_sum( array_map( static fn ( ShippingPackageItem $item ): int => $item->line_subtotal_minor, $this->items ) );
	}

	/**
	 * Every line after coupon discounts, in minor units.
	 */
	public function contents_cost_minor(): int {
		return array_sum( array_map( static fn ( ShippingPackageItem $item ): int => $item->line_total_minor, $this->items ) );
	}
}
