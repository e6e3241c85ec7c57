<?php
/**
 * Shared set-up of the shipping tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shipping;

use Vitrine\Address\Location;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Services;
use Vitrine\Shipping\ShippingClasses;
use Vitrine\Shipping\Shipping;
use Vitrine\Shipping\ShippingPackage;
use Vitrine\Shipping\ShippingPackageItem;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Shipping\ShippingZone;
use Vitrine\Tests\TestCase;

/**
 * Shipping services of their own over the real tables (each test's writes are rolled back),
 * and helpers to build zones, packages and shipping classes.
 */
abstract class ShippingTestCase extends TestCase {

	protected Settings $settings;
	protected Shipping $shipping;

	protected function setUp(): void {
		parent::setUp();
		$this->settings = Plugin::instance()->settings;
		// Shipping services of its own (no caches shared with the plugin's), on the plugin's settings.
		$this->shipping = Services::container()->with( array( Settings::class => $this->settings ) )->get( Shipping::class );
		if ( ! taxonomy_exists( ShippingClasses::TAXONOMY ) ) {
			// The lead wires the module into Plugin; until then the taxonomy is registered here.
			$this->shipping->classes->register();
		}
		$this->set_decimals( 2 );
	}

	protected function set_decimals( int $decimals, string $separator = '.' ): void {
		$saved = $this->settings->update(
			array(
				'price_decimals'     => $decimals,
				'decimal_separator'  => $separator,
				'thousand_separator' => '.' === $separator ? ',' : '.',
			)
		);
		self::assertIsArray( $saved );
	}

	/**
	 * A zone with regions and postcodes, typed as a merchant would.
	 *
	 * @param string       $name      Its name.
	 * @param list<string> $regions   'DE', 'US:CA', 'continent:EU'.
	 * @param list<string> $postcodes Patterns.
	 */
	protected function zone( string $name, array $regions, array $postcodes = array() ): ShippingZone {
		return $this->shipping->zones->save_zone(
			array(
				'name'      => $name,
				'regions'   => implode( "\n", $regions ),
				'postcodes' => implode( "\n", $postcodes ),
			)
		);
	}

	/**
	 * A line of shipped products: $quantity at $unit_minor each, undiscounted.
	 */
	protected function item( int $quantity, int $unit_minor, int $class_id = 0, bool $needs_shipping = true, int $discount_minor = 0 ): ShippingPackageItem {
		static $product = 1000;
		++$product;
		return new ShippingPackageItem( $product, 0, $quantity, $quantity * $unit_minor, $quantity * $unit_minor - $discount_minor, $needs_shipping, $class_id );
	}

	/**
	 * @param list<ShippingPackageItem> $items  The lines.
	 * @param Location|null             $to     Where; Germany when null.
	 * @param bool                      $coupon Whether a free-shipping coupon applies.
	 */
	protected function package( array $items, ?Location $to = null, bool $coupon = false ): ShippingPackage {
		return new ShippingPackage( $items, $to ?? new Location( 'DE', '', '10115', 'Berlin' ), $coupon );
	}

	/**
	 * The rates for a package, as id => cost in minor units.
	 *
	 * @return array<string, int>
	 */
	protected function costs( ShippingPackage $package ): array {
		$costs = array();
		foreach ( $this->shipping->calculator->rates( $package ) as $rate ) {
			$costs[ $rate->id ] = $rate->cost_minor;
		}
		return $costs;
	}

	protected function shipping_class( string $name ): int {
		$term = wp_insert_term( $name, ShippingClasses::TAXONOMY );
		self::assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * The only rate of a package.
	 */
	protected function only_rate( ShippingPackage $package ): ShippingRate {
		$rates = $this->shipping->calculator->rates( $package );
		self::assertCount( 1, $rates );
		return $rates[0];
	}

	/**
	 * Rows of the three shipping tables, to show that a refusal wrote nothing.
	 *
	 * @return array<string, list<array<string, mixed>>>
	 */
	protected function table_rows(): array {
		global $wpdb;
		$rows = array();
		foreach ( array( 'vitrine_shipping_zones', 'vitrine_shipping_zone_locations', 'vitrine_shipping_zone_methods' ) as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a test reading our table.
			$rows[ $table ] = $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}{$table}", ARRAY_A );
		}
		return $rows;
	}
}
