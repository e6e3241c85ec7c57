<?php
/**
 * The tax services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

/**
 * What the cart totals, checkout and orders use of taxes: the settings, the classes, the rates
 * and the calculator, and how a product is taxed.
 */
final class Tax {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly TaxClasses $classes,
		public readonly TaxSettings $settings,
		public readonly TaxRateRepository $rates,
		public readonly TaxCalculator $calculator,
		public readonly ProductTax $products,
	) {
	}
}
