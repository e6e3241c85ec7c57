<?php
/**
 * One shipping option offered to the shopper.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * The id is '<method_id>:<instance_id>' ('flat_rate:3'): what the cart keeps as the chosen
 * method and what the checkout posts back. The cost is before tax, in minor units; the tax
 * calculator taxes it when taxable is true.
 */
final class ShippingRate {

	/**
	 * @param string               $id          'flat_rate:3'.
	 * @param string               $method_id   flat_rate, free_shipping, local_pickup.
	 * @param int                  $instance_id The method instance in its zone.
	 * @param string               $label       The title the shopper sees.
	 * @param int                  $cost_minor  The cost before tax, in minor units.
	 * @param bool                 $taxable     Whether tax applies to the cost.
	 * @param array<string, mixed> $meta        Details of how the rate was reached (method-specific).
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $method_id,
		public readonly int $instance_id,
		public readonly string $label,
		public readonly int $cost_minor,
		public readonly bool $taxable,
		public readonly array $meta = array(),
	) {
	}

	public static function id_for( string $method_id, int $instance_id ): string {
		return $method_id . ':' . $instance_id;
	}
}
