<?php
/**
 * The shipping services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * What other modules (cart totals, checkout) use of shipping: the zones, the shipping classes
 * and the calculator of rates.
 */
final class Shipping {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly Amounts $amounts,
		public readonly ShippingClasses $classes,
		public readonly ShippingMethods $methods,
		public readonly ShippingZones $zones,
		public readonly ShippingCalculator $calculator,
	) {
	}
}
