<?php
/**
 * The shipping services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Core\Settings\Settings;
use Vitrine\Shipping\Methods\FieldValidator;
use Vitrine\Shipping\Methods\FlatRate;
use Vitrine\Shipping\Methods\FreeShipping;
use Vitrine\Shipping\Methods\LocalPickup;

/**
 * What other modules (cart totals, checkout) use of shipping: the zones, the shipping classes
 * and the calculator of rates.
 */
final class Shipping {

	public readonly Amounts $amounts;
	public readonly ShippingClasses $classes;
	public readonly ShippingMethods $methods;
	public readonly ShippingZones $zones;
	public readonly ShippingCalculator $calculator;

	public function __construct( Settings $settings ) {
		$this->amounts    = new Amounts( $settings );
		$this->classes    = new ShippingClasses();
		$validator        = new FieldValidator( $this->amounts );
		$this->methods    = new ShippingMethods(
			array(
				new FlatRate( $this->amounts, $validator, $this->classes ),
				new FreeShipping( $this->amounts, $validator ),
				new LocalPickup( $this->amounts, $validator ),
			)
		);
		$this->zones      = new ShippingZones( $this->methods, new \Vitrine\Core\Database\Transaction() );
		$this->calculator = new ShippingCalculator( $this->zones, $this->methods );
	}
}
