<?php
/**
 * A shipping zone with its locations and methods.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Address\Location;

/**
 * A zone matches a location when one of its regions contains it and, when it has postcode
 * entries, one of them matches the postcode. A zone without a region matches nothing. Zone 0 is
 * "Locations not covered by your other zones": it has no locations and is used when no zone
 * matches.
 */
final class ShippingZone {

	public const REST_OF_WORLD = 0;

	/**
	 * @param int                          $zone_id   The zone, 0 for the rest of the world.
	 * @param string                       $name      Its name (admin only).
	 * @param int                          $order     Its place among zones: lower is tried first.
	 * @param list<ZoneLocation>           $locations Regions and postcodes.
	 * @param list<ShippingMethodInstance> $methods   Its methods in their order.
	 */
	public function __construct(
		public readonly int $zone_id,
		public readonly string $name,
		public readonly int $order,
		public readonly array $locations,
		public readonly array $methods,
	) {
	}

	public function is_rest_of_world(): bool {
		return self::REST_OF_WORLD === $this->zone_id;
	}

	/**
	 * @return list<ZoneLocation>
	 */
	public function regions(): array {
		return array_values( array_filter( $this->locations, static fn ( ZoneLocation $location ): bool => $location->is_region() ) );
	}

	/**
	 * The postcode patterns.
	 *
	 * @return list<string>
	 */
	public function postcodes(): array {
		$postcodes = array();
		foreach ( $this->locations as $location ) {
			if ( ! $location->is_region() ) {
				$postcodes[] = $location->code;
			}
		}
		return $postcodes;
	}

	public function matches( Location $location ): bool {
		if ( $this->is_rest_of_world() || $location->is_empty() ) {
			return false;
		}
		$in_region = false;
		foreach ( $this->regions() as $region ) {
			if ( $region->contains( $location ) ) {
				$in_region = true;
				break;
			}
		}
		if ( ! $in_region ) {
			return false;
		}
		$postcodes = array_values( array_filter( $this->locations, static fn ( ZoneLocation $entry ): bool => ! $entry->is_region() ) );
		if ( array() === $postcodes ) {
			return true;
		}
		foreach ( $postcodes as $postcode ) {
			if ( $postcode->matches_postcode( $location ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The methods shoppers are offered, in their order.
	 *
	 * @return list<ShippingMethodInstance>
	 */
	public function enabled_methods(): array {
		return array_values( array_filter( $this->methods, static fn ( ShippingMethodInstance $method ): bool => $method->enabled ) );
	}

	public function method( int $instance_id ): ?ShippingMethodInstance {
		foreach ( $this->methods as $method ) {
			if ( $method->instance_id === $instance_id ) {
				return $method;
			}
		}
		return null;
	}
}
