<?php
/**
 * The shipping rates a package can be sent with.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * Finds the package's zone and asks each of its enabled methods, in their order, for a rate.
 * A package with nothing to ship (only virtual products) gets no rates: it needs no shipping.
 */
final class ShippingCalculator {

	public function __construct(
		private readonly ShippingZones $zones,
		private readonly ShippingMethods $methods,
	) {
	}

	/**
	 * @return list<ShippingRate> The rates, in the zone's method order; none when the package
	 *                            needs no shipping or no method of its zone applies.
	 */
	public function rates( ShippingPackage $package ): array {
		if ( ! $package->needs_shipping() ) {
			return array();
		}
		$zone  = $this->zones->match( $package->destination );
		$rates = array();
		foreach ( $zone->enabled_methods() as $instance ) {
			$method = $this->methods->get( $instance->method_id );
			$rate   = null !== $method ? $method->rate( $package, $instance ) : null;
			if ( null !== $rate ) {
				$rates[] = $rate;
			}
		}

		/**
		 * Filters the shipping rates offered for a package (to hide paid rates when free
		 * shipping is offered, say). Anything that is not a ShippingRate is dropped.
		 *
		 * @param list<ShippingRate> $rates   The rates, in order.
		 * @param ShippingPackage    $package The package.
		 * @param ShippingZone       $zone    The zone it matched.
		 */
		$filtered = apply_filters( 'vitrine_shipping_rates', $rates, $package, $zone );
		if ( ! is_array( $filtered ) ) {
			return $rates;
		}
		return array_values( array_filter( $filtered, static fn ( mixed $rate ): bool => $rate instanceof ShippingRate ) );
	}

	/**
	 * The rate with this id ('flat_rate:3') among the package's rates, or null when it is not
	 * offered (any more): what the cart checks its chosen method against.
	 */
	public function rate( ShippingPackage $package, string $rate_id ): ?ShippingRate {
		foreach ( $this->rates( $package ) as $rate ) {
			if ( $rate->id === $rate_id ) {
				return $rate;
			}
		}
		return null;
	}
}
