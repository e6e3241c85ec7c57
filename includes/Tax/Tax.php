<?php
/**
 * The tax services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Core\Settings\Settings;

/**
 * What the cart totals, checkout and orders use of taxes: the settings, the classes, the rates
 * and the calculator, and how a product is taxed.
 */
final class Tax {

	public readonly TaxClasses $classes;
	public readonly TaxSettings $settings;
	public readonly TaxRateRepository $rates;
	public readonly TaxCalculator $calculator;
	public readonly ProductTax $products;

	public function __construct( Settings $settings ) {
		$this->classes    = new TaxClasses();
		$this->settings   = new TaxSettings( $settings, $this->classes );
		$this->rates      = new TaxRateRepository( $this->classes );
		$this->calculator = new TaxCalculator( $this->rates, $this->settings, $this->classes );
		$this->products   = new ProductTax( $this->classes );
	}
}
