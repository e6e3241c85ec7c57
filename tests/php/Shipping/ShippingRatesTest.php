<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shipping;

use Vitrine\Address\Location;
use Vitrine\Shipping\Methods\FlatRate;
use Vitrine\Shipping\Methods\FreeShipping;
use Vitrine\Shipping\Methods\LocalPickup;
use Vitrine\Shipping\ShippingMethodInstance;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Shipping\ShippingZone;

require_once __DIR__ . '/ShippingTestCase.php';

/**
 * The rates of flat rate, free shipping and local pickup, in minor units.
 */
final class ShippingRatesTest extends ShippingTestCase {

	private ShippingZone $germany;

	protected function setUp(): void {
		parent::setUp();
		$this->germany = $this->zone( 'Germany', array( 'DE' ) );
	}

	/**
	 * Adds a method to the Germany zone.
	 *
	 * @param string               $method_id The method.
	 * @param array<string, mixed> $settings  Its settings as typed.
	 */
	private function method( string $method_id, array $settings, bool $enabled = true, ?int $zone_id = null ): ShippingMethodInstance {
		$method = $this->shipping->methods->get( $method_id );
		self::assertNotNull( $method );
		return $this->shipping->zones->add_method( $zone_id ?? $this->germany->zone_id, $method_id, $settings + $method->defaults(), $enabled );
	}

	public function test_flat_rate_per_order_and_per_item(): void {
		$flat = $this->method(
			FlatRate::ID,
			array(
				'title'         => 'Standard',
				'cost'          => '4.90',
				'cost_per_item' => '1.10',
			)
		);

		$rate = $this->only_rate( $this->package( array( $this->item( 2, 1000 ), $this->item( 1, 500 ) ) ) );

		self::assertSame( 'flat_rate:' . $flat->instance_id, $rate->id );
		self::assertSame( FlatRate::ID, $rate->method_id );
		self::assertSame( $flat->instance_id, $rate->instance_id );
		self::assertSame( 'Standard', $rate->label );
		self::assertSame( 490 + 3 * 110, $rate->cost_minor );
		self::assertTrue( $rate->taxable );
	}

	public function test_virtual_lines_add_no_item_cost(): void {
		$this->method(
			FlatRate::ID,
			array(
				'cost'          => '5',
				'cost_per_item' => '1',
				'tax_status'    => 'none',
			)
		);

		$rate = $this->only_rate( $this->package( array( $this->item( 2, 1000 ), $this->item( 4, 900, 0, false ) ) ) );

		self::assertSame( 500 + 2 * 100, $rate->cost_minor );
		self::assertFalse( $rate->taxable );
	}

	public function test_a_package_of_only_virtual_items_gets_no_rates(): void {
		$this->method( LocalPickup::ID, array() );
		$this->method( FlatRate::ID, array( 'cost' => '5' ) );
		$this->method( FreeShipping::ID, array() );

		$package = $this->package( array( $this->item( 1, 1000, 0, false ), $this->item( 3, 200, 0, false ) ) );

		self::assertFalse( $package->needs_shipping() );
		self::assertSame( array(), $this->shipping->calculator->rates( $package ) );
		self::assertSame( array(), $this->shipping->calculator->rates( $this->package( array() ) ), 'An empty cart ships nothing.' );
		self::assertCount( 3, $this->shipping->calculator->rates( $this->package( array( $this->item( 1, 1000 ) ) ) ) );
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function calculation_types(): array {
		// Cart: 2 bulky items, 3 fragile items, 1 item without a class.
		// Bulky: 10.00 + 2 x 1.00 = 12.00; fragile: 3 x 2.50 = 7.50; no class: 0.50 + 1 x 0.25 = 0.75.
		return array(
			'per class: every class is charged'        => array( FlatRate::PER_CLASS, 1200 + 750 + 75 ),
			'per order: only the most expensive class' => array( FlatRate::PER_ORDER, 1200 ),
		);
	}

	/**
	 * @dataProvider calculation_types
	 */
	public function test_flat_rate_per_shipping_class( string $type, int $class_part ): void {
		$bulky   = $this->shipping_class( 'Bulky' );
		$fragile = $this->shipping_class( 'Fragile' );
		$this->shipping_class( 'Unused' );
		$this->method(
			FlatRate::ID,
			array(
				'cost'             => '3.00',
				'cost_per_item'    => '0.10',
				'class_costs'      => array(
					(string) $bulky   => array(
						'cost'          => '10.00',
						'cost_per_item' => '1.00',
					),
					(string) $fragile => array(
						'cost'          => '',
						'cost_per_item' => '2.50',
					),
				),
				'no_class_cost'    => array(
					'cost'          => '0.50',
					'cost_per_item' => '0.25',
				),
				'calculation_type' => $type,
			)
		);

		$rate = $this->only_rate( $this->package( array( $this->item( 2, 5000, $bulky ), $this->item( 3, 1000, $fragile ), $this->item( 1, 800 ) ) ) );

		self::assertSame( 300 + 6 * 10 + $class_part, $rate->cost_minor );
		self::assertSame( $type, $rate->meta['calculation_type'] );
	}

	public function test_a_class_without_costs_adds_nothing_even_per_order(): void {
		$bulky = $this->shipping_class( 'Bulky' );
		$this->shipping_class( 'Free-shipping class' );
		$this->method(
			FlatRate::ID,
			array(
				'cost'             => '2.00',
				'class_costs'      => array(
					(string) $bulky => array(
						'cost'          => '7.00',
						'cost_per_item' => '',
					),
				),
				'calculation_type' => FlatRate::PER_ORDER,
			)
		);

		self::assertSame( 200, $this->only_rate( $this->package( array( $this->item( 1, 1000 ) ) ) )->cost_minor, 'No class and no "no class" cost.' );
		self::assertSame( 900, $this->only_rate( $this->package( array( $this->item( 1, 1000 ), $this->item( 2, 1000, $bulky ) ) ) )->cost_minor );
	}

	/**
	 * @return array<string, array{0: int, 1: array<string, string>, 2: int}>
	 */
	public static function decimals(): array {
		return array(
			'0 decimals (yen)'        => array(
				0,
				array(
					'cost'          => '500',
					'cost_per_item' => '120',
				),
				500 + 3 * 120,
			),
			'2 decimals (euro)'       => array(
				2,
				array(
					'cost'          => '0.10',
					'cost_per_item' => '0.20',
				),
				10 + 3 * 20,
			),
			'3 decimals (dinar)'      => array(
				3,
				array(
					'cost'          => '1.005',
					'cost_per_item' => '0.333',
				),
				1005 + 3 * 333,
			),
			'2 decimals, comma typed' => array(
				2,
				array(
					'cost'          => '4,99',
					'cost_per_item' => '0,01',
				),
				499 + 3,
			),
		);
	}

	/**
	 * @dataProvider decimals
	 *
	 * @param int                   $decimals The store's decimals.
	 * @param array<string, string> $typed    What the merchant typed.
	 * @param int                   $expected The rate in minor units.
	 */
	public function test_amounts_are_exact_in_minor_units( int $decimals, array $typed, int $expected ): void {
		$this->set_decimals( $decimals, str_contains( $typed['cost'], ',' ) ? ',' : '.' );
		$flat = $this->method( FlatRate::ID, $typed );
		$this->method( LocalPickup::ID, array( 'cost' => $typed['cost'] ) );

		$rates = $this->shipping->calculator->rates( $this->package( array( $this->item( 3, 999 ) ) ) );

		self::assertSame( $expected, $rates[0]->cost_minor );
		self::assertSame( $expected - 3 * $this->shipping->amounts->to_minor( (string) $flat->settings['cost_per_item'] ), $rates[1]->cost_minor, 'Local pickup costs the flat rate’s order cost.' );
		self::assertSame( str_replace( ',', '.', $typed['cost'] ), $flat->settings['cost'], 'Stored as a decimal string with the store’s decimals.' );
	}

	public function test_stored_amounts_follow_a_change_of_the_stores_decimals(): void {
		$this->method( FlatRate::ID, array( 'cost' => '5' ) );
		self::assertSame( 500, $this->only_rate( $this->package( array( $this->item( 1, 100 ) ) ) )->cost_minor );

		$this->set_decimals( 3 );
		self::assertSame( 5000, $this->only_rate( $this->package( array( $this->item( 1, 100 ) ) ) )->cost_minor );

		$this->set_decimals( 0 );
		self::assertSame( 5, $this->only_rate( $this->package( array( $this->item( 1, 100 ) ) ) )->cost_minor );
	}

	/**
	 * Requirement, minimum before discounts, line subtotal, discount, coupon: offered?
	 *
	 * @return array<string, array{0: string, 1: bool, 2: int, 3: int, 4: bool, 5: bool}>
	 */
	public static function free_shipping_cases(): array {
		return array(
			'nothing'                                   => array( FreeShipping::REQUIRES_NOTHING, false, 1000, 0, false, true ),
			'coupon, without one'                       => array( FreeShipping::REQUIRES_COUPON, false, 99900, 0, false, false ),
			'coupon, with one'                          => array( FreeShipping::REQUIRES_COUPON, false, 1000, 0, true, true ),
			'minimum, reached exactly'                  => array( FreeShipping::REQUIRES_MINIMUM, false, 5000, 0, false, true ),
			'minimum, one cent short'                   => array( FreeShipping::REQUIRES_MINIMUM, false, 4999, 0, false, false ),
			'minimum, reached only before the discount' => array( FreeShipping::REQUIRES_MINIMUM, false, 5500, 1000, false, false ),
			'minimum before discounts, same cart'       => array( FreeShipping::REQUIRES_MINIMUM, true, 5500, 1000, false, true ),
			'minimum before discounts, short anyway'    => array( FreeShipping::REQUIRES_MINIMUM, true, 4000, 0, true, false ),
			'either, coupon only'                       => array( FreeShipping::REQUIRES_EITHER, false, 1000, 0, true, true ),
			'either, minimum only'                      => array( FreeShipping::REQUIRES_EITHER, false, 6000, 0, false, true ),
			'either, neither'                           => array( FreeShipping::REQUIRES_EITHER, false, 1000, 0, false, false ),
			'both, coupon only'                         => array( FreeShipping::REQUIRES_BOTH, false, 1000, 0, true, false ),
			'both, minimum only'                        => array( FreeShipping::REQUIRES_BOTH, false, 6000, 0, false, false ),
			'both, both'                                => array( FreeShipping::REQUIRES_BOTH, false, 6000, 0, true, true ),
		);
	}

	/**
	 * @dataProvider free_shipping_cases
	 */
	public function test_free_shipping_requirements( string $requires, bool $ignore_discounts, int $subtotal, int $discount, bool $coupon, bool $offered ): void {
		$free = $this->method(
			FreeShipping::ID,
			array(
				'title'            => 'Free delivery',
				'requires'         => $requires,
				'min_amount'       => FreeShipping::REQUIRES_NOTHING === $requires || FreeShipping::REQUIRES_COUPON === $requires ? '' : '50.00',
				'ignore_discounts' => $ignore_discounts ? '1' : '0',
			)
		);

		$rates = $this->shipping->calculator->rates( $this->package( array( $this->item( 1, $subtotal, 0, true, $discount ) ), null, $coupon ) );

		if ( ! $offered ) {
			self::assertSame( array(), $rates );
			return;
		}
		self::assertCount( 1, $rates );
		self::assertSame( 'free_shipping:' . $free->instance_id, $rates[0]->id );
		self::assertSame( 'Free delivery', $rates[0]->label );
		self::assertSame( 0, $rates[0]->cost_minor );
		self::assertFalse( $rates[0]->taxable );
	}

	public function test_free_shipping_minimum_counts_virtual_lines_as_the_order_does(): void {
		$this->method(
			FreeShipping::ID,
			array(
				'requires'   => FreeShipping::REQUIRES_MINIMUM,
				'min_amount' => '50',
			)
		);

		$package = $this->package( array( $this->item( 1, 3000 ), $this->item( 1, 2000, 0, false ) ) );

		self::assertSame( 5000, $package->subtotal_minor() );
		self::assertCount( 1, $this->shipping->calculator->rates( $package ) );
	}

	public function test_local_pickup(): void {
		$pickup = $this->method(
			LocalPickup::ID,
			array(
				'title'      => 'Collect in store',
				'cost'       => '1.50',
				'tax_status' => 'taxable',
			)
		);
		$free   = $this->method(
			LocalPickup::ID,
			array(
				'title'      => 'Collect at the warehouse',
				'tax_status' => 'none',
			)
		);

		$rates = $this->shipping->calculator->rates( $this->package( array( $this->item( 5, 100 ) ) ) );

		self::assertSame( array( 'local_pickup:' . $pickup->instance_id, 'local_pickup:' . $free->instance_id ), array_map( static fn ( ShippingRate $rate ): string => $rate->id, $rates ) );
		self::assertSame( 150, $rates[0]->cost_minor, 'No cost per item.' );
		self::assertTrue( $rates[0]->taxable );
		self::assertSame( 'Collect in store', $rates[0]->label );
		self::assertSame( 0, $rates[1]->cost_minor );
		self::assertFalse( $rates[1]->taxable );
	}

	public function test_rates_come_from_the_matching_zone_in_method_order_without_disabled_ones(): void {
		$flat     = $this->method( FlatRate::ID, array( 'cost' => '5' ) );
		$disabled = $this->method( FlatRate::ID, array( 'cost' => '1' ), false );
		$pickup   = $this->method( LocalPickup::ID, array() );
		$world    = $this->method( FlatRate::ID, array( 'cost' => '25' ), true, ShippingZone::REST_OF_WORLD );

		self::assertSame(
			array(
				'flat_rate:' . $flat->instance_id      => 500,
				'local_pickup:' . $pickup->instance_id => 0,
			),
			$this->costs( $this->package( array( $this->item( 1, 100 ) ) ) )
		);

		$this->shipping->zones->move_method( $pickup->instance_id, -1 );
		$this->shipping->zones->move_method( $pickup->instance_id, -1 );
		$this->shipping->zones->set_method_enabled( $disabled->instance_id, true );
		self::assertSame(
			array( 'local_pickup:' . $pickup->instance_id, 'flat_rate:' . $flat->instance_id, 'flat_rate:' . $disabled->instance_id ),
			array_keys( $this->costs( $this->package( array( $this->item( 1, 100 ) ) ) ) )
		);

		self::assertSame( array( 'flat_rate:' . $world->instance_id => 2500 ), $this->costs( $this->package( array( $this->item( 1, 100 ) ), new Location( 'JP' ) ) ) );
	}

	public function test_a_rate_can_be_found_by_id_and_rates_can_be_filtered(): void {
		$flat = $this->method( FlatRate::ID, array( 'cost' => '5' ) );
		$free = $this->method( FreeShipping::ID, array() );
		$cart = $this->package( array( $this->item( 1, 100 ) ) );

		self::assertSame( 500, $this->shipping->calculator->rate( $cart, 'flat_rate:' . $flat->instance_id )?->cost_minor );
		self::assertNull( $this->shipping->calculator->rate( $cart, 'flat_rate:999999' ) );

		$only_free = static fn ( array $rates ): array => array_values( array_filter( $rates, static fn ( ShippingRate $rate ): bool => FreeShipping::ID === $rate->method_id ) );
		add_filter( 'vitrine_shipping_rates', $only_free );
		try {
			self::assertSame( array( 'free_shipping:' . $free->instance_id => 0 ), $this->costs( $cart ) );
		} finally {
			remove_filter( 'vitrine_shipping_rates', $only_free );
		}
	}
}
