<?php
/**
 * A shipping method as set up in one zone.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * One row of the zone methods table: which method type, its place in the zone, whether it is
 * offered, and its validated settings (each method type has its own).
 */
final class ShippingMethodInstance {

	/**
	 * @param int                  $instance_id The row.
	 * @param int                  $zone_id     Its zone, 0 for the rest of the world.
	 * @param string               $method_id   flat_rate, free_shipping, local_pickup.
	 * @param int                  $order       Its place in the zone.
	 * @param bool                 $enabled     Whether shoppers are offered it.
	 * @param array<string, mixed> $settings    The method's settings, title included.
	 */
	public function __construct(
		public readonly int $instance_id,
		public readonly int $zone_id,
		public readonly string $method_id,
		public readonly int $order,
		public readonly bool $enabled,
		public readonly array $settings,
	) {
	}

	/**
	 * The title shoppers see.
	 */
	public function title(): string {
		return is_string( $this->settings['title'] ?? null ) ? $this->settings['title'] : '';
	}

	/**
	 * A setting as a string ('' when unset).
	 */
	public function text( string $key ): string {
		$value = $this->settings[ $key ] ?? '';
		return is_scalar( $value ) ? (string) $value : '';
	}
}
