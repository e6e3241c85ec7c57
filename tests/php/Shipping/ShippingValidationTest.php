<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shipping;

use Vitrine\Shipping\Methods\FlatRate;
use Vitrine\Shipping\Methods\FreeShipping;
use Vitrine\Shipping\Methods\LocalPickup;
use Vitrine\Shipping\ShippingValidationException;
use Vitrine\Shipping\ShippingZone;
use Vitrine\Shipping\ShippingZones;

require_once __DIR__ . '/ShippingTestCase.php';

/**
 * Refused zones and method settings: a message by each field, and nothing written.
 */
final class ShippingValidationTest extends ShippingTestCase {

	/**
	 * Runs a change that must be refused, and answers its messages after checking that the
	 * tables did not change.
	 *
	 * @return array<string, string>
	 */
	private function refused( \Closure $change ): array {
		$before = $this->table_rows();
		try {
			$change();
		} catch ( ShippingValidationException $e ) {
			self::assertSame( $before, $this->table_rows(), 'A refusal writes nothing.' );
			self::assertNotSame( array(), $e->errors );
			return $e->errors;
		}
		self::fail( 'The change was not refused.' );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: string, 2: string}>
	 */
	public static function refused_zones(): array {
		return array(
			'no name'             => array(
				array(
					'name'    => ' ',
					'regions' => 'DE',
				),
				ShippingZones::FIELD_NAME,
				'Enter the zone’s name, such as Europe or Paris area.',
			),
			'name too long'       => array(
				array(
					'name'    => str_repeat( 'a', 201 ),
					'regions' => 'DE',
				),
				ShippingZones::FIELD_NAME,
				'A zone name has at most 200 characters.',
			),
			'unknown country'     => array(
				array(
					'name'    => 'Somewhere',
					'regions' => "DE\nZZ\nGermany",
				),
				ShippingZones::FIELD_REGIONS,
				'These regions are not known: ZZ, Germany. Enter countries as two-letter codes (DE), states as country:state (US:CA) and continents as continent:code (continent:EU), one per line.',
			),
			'unknown continent'   => array(
				array(
					'name'    => 'Somewhere',
					'regions' => 'continent:XX',
				),
				ShippingZones::FIELD_REGIONS,
				'This region is not known: continent:XX. Enter countries as two-letter codes (DE), states as country:state (US:CA) and continents as continent:code (continent:EU), one per line.',
			),
			'state of no country' => array(
				array(
					'name'    => 'Somewhere',
					'regions' => 'QQ:CA',
				),
				ShippingZones::FIELD_REGIONS,
				'This region is not known: QQ:CA. Enter countries as two-letter codes (DE), states as country:state (US:CA) and continents as continent:code (continent:EU), one per line.',
			),
			'bad range'           => array(
				array(
					'name'      => 'Berlin',
					'regions'   => 'DE',
					'postcodes' => "10*\n19999...10000",
				),
				ShippingZones::FIELD_POSTCODES,
				'This postcode is not valid: 19999...10000. Enter one postcode per line: exact (75001), with a trailing * for all that start alike (75*), or a range of numbers of the same length (10000...19999).',
			),
			'bad order'           => array(
				array(
					'name'       => 'Berlin',
					'regions'    => 'DE',
					'zone_order' => '-1',
				),
				ShippingZones::FIELD_ORDER,
				'The order is a whole number of 0 or more: zones with lower numbers are tried first.',
			),
		);
	}

	/**
	 * @dataProvider refused_zones
	 *
	 * @param array<string, string> $input    The zone as typed.
	 * @param string                $field_id The field refused.
	 * @param string                $message  Its message.
	 */
	public function test_a_refused_zone_writes_nothing( array $input, string $field_id, string $message ): void {
		$this->zone( 'Existing', array( 'FR' ) );

		$errors = $this->refused( fn () => $this->shipping->zones->save_zone( $input ) );

		self::assertSame( array( $field_id => $message ), $errors );
	}

	public function test_every_refused_field_of_a_zone_gets_its_message(): void {
		$errors = $this->refused(
			fn () => $this->shipping->zones->save_zone(
				array(
					'name'       => '',
					'regions'    => 'Mars',
					'postcodes'  => '1...2...3',
					'zone_order' => 'first',
				)
			)
		);

		self::assertSame( array( ShippingZones::FIELD_NAME, ShippingZones::FIELD_REGIONS, ShippingZones::FIELD_POSTCODES, ShippingZones::FIELD_ORDER ), array_keys( $errors ) );
	}

	public function test_a_refused_change_keeps_the_zone_as_it_was(): void {
		$zone = $this->zone( 'Paris', array( 'FR' ), array( '75*' ) );

		$this->refused(
			fn () => $this->shipping->zones->save_zone(
				array(
					'name'      => 'Paris and more',
					'regions'   => "FR\nXX",
					'postcodes' => '',
				),
				$zone->zone_id
			)
		);

		$kept = $this->shipping->zones->get( $zone->zone_id );
		self::assertNotNull( $kept );
		self::assertSame( 'Paris', $kept->name );
		self::assertSame( array( '75*' ), $kept->postcodes() );
	}

	public function test_missing_zones_and_the_rest_of_the_world_cannot_be_changed_or_deleted(): void {
		self::assertArrayHasKey( ShippingZones::FIELD_FORM, $this->refused( fn () => $this->shipping->zones->save_zone( array( 'name' => 'Ghost' ), 999999 ) ) );
		self::assertArrayHasKey( ShippingZones::FIELD_FORM, $this->refused( fn () => $this->shipping->zones->delete_zone( ShippingZone::REST_OF_WORLD ) ) );
		self::assertArrayHasKey( ShippingZones::FIELD_FORM, $this->refused( fn () => $this->shipping->zones->delete_zone( 999999 ) ) );
		self::assertArrayHasKey( ShippingZones::FIELD_FORM, $this->refused( fn () => $this->shipping->zones->add_method( 999999, FlatRate::ID, array( 'title' => 'Flat' ) ) ) );
		self::assertArrayHasKey( ShippingZones::FIELD_METHOD, $this->refused( fn () => $this->shipping->zones->add_method( 0, 'carrier_pigeon', array( 'title' => 'Pigeon' ) ) ) );
		self::assertArrayHasKey( ShippingZones::FIELD_FORM, $this->refused( fn () => $this->shipping->zones->update_method( 999999, array( 'title' => 'Flat' ) ) ) );
	}

	public function test_deleting_a_zone_deletes_its_locations_and_methods(): void {
		$zone   = $this->zone( 'Paris', array( 'FR' ), array( '75*' ) );
		$kept   = $this->zone( 'Berlin', array( 'DE' ) );
		$pickup = array(
			'title'      => 'Pickup',
			'tax_status' => 'none',
		);
		$this->shipping->zones->add_method( $zone->zone_id, LocalPickup::ID, $pickup );
		$this->shipping->zones->add_method( $kept->zone_id, LocalPickup::ID, $pickup );

		$this->shipping->zones->delete_zone( $zone->zone_id );

		$rows = $this->table_rows();
		self::assertSame( array( (string) $kept->zone_id ), array_column( $rows['vitrine_shipping_zones'], 'zone_id' ) );
		self::assertSame( array( (string) $kept->zone_id ), array_column( $rows['vitrine_shipping_zone_locations'], 'zone_id' ) );
		self::assertSame( array( (string) $kept->zone_id ), array_column( $rows['vitrine_shipping_zone_methods'], 'zone_id' ) );
	}

	/**
	 * @return array<string, array{0: int, 1: string, 2: string}>
	 */
	public static function refused_amounts(): array {
		return array(
			'letters'                 => array( 2, 'five', 'Cost per order: enter an amount such as 5.00, with at most 2 decimals, or leave it empty.' ),
			'negative'                => array( 2, '-5', 'Cost per order: enter an amount such as 5.00, with at most 2 decimals, or leave it empty.' ),
			'three decimals in euros' => array( 2, '4.999', 'Cost per order: enter an amount such as 5.00, with at most 2 decimals, or leave it empty.' ),
			'decimals in yen'         => array( 0, '500.5', 'Cost per order: enter an amount without decimals, such as 5, or leave it empty.' ),
			'four decimals in dinars' => array( 3, '1.0005', 'Cost per order: enter an amount such as 5.000, with at most 3 decimals, or leave it empty.' ),
			'a formula'               => array( 2, '10 * [qty]', 'Cost per order: enter an amount such as 5.00, with at most 2 decimals, or leave it empty.' ),
		);
	}

	/**
	 * @dataProvider refused_amounts
	 */
	public function test_flat_rate_amounts_are_refused_with_the_stores_decimals( int $decimals, string $typed, string $message ): void {
		$this->set_decimals( $decimals );

		$errors = $this->refused(
			fn () => $this->shipping->zones->add_method(
				ShippingZone::REST_OF_WORLD,
				FlatRate::ID,
				array(
					'title'      => 'Flat',
					'tax_status' => 'taxable',
					'cost'       => $typed,
				)
			)
		);

		self::assertSame( array( 'vitrine-shipping-method-cost' => $message ), $errors );
	}

	public function test_trailing_zeros_beyond_the_stores_decimals_are_accepted(): void {
		$this->set_decimals( 0 );

		$flat = $this->shipping->zones->add_method(
			ShippingZone::REST_OF_WORLD,
			FlatRate::ID,
			array(
				'title'      => 'Flat',
				'tax_status' => 'taxable',
				'cost'       => '500.00',
			)
		);

		self::assertSame( '500', $flat->settings['cost'] );
	}

	public function test_every_refused_flat_rate_setting_gets_its_message(): void {
		$bulky = $this->shipping_class( 'Bulky' );

		$errors = $this->refused(
			fn () => $this->shipping->zones->add_method(
				ShippingZone::REST_OF_WORLD,
				FlatRate::ID,
				array(
					'title'            => '   ',
					'tax_status'       => 'sometimes',
					'cost'             => '1',
					'cost_per_item'    => 'x',
					'class_costs'      => array(
						(string) $bulky => array(
							'cost'          => '2',
							'cost_per_item' => '1.2.3',
						),
					),
					'no_class_cost'    => array( 'cost' => array( 'nested' ) ),
					'calculation_type' => 'cheapest',
				)
			)
		);

		self::assertSame(
			array(
				'vitrine-shipping-method-title',
				'vitrine-shipping-method-tax-status',
				'vitrine-shipping-method-cost-per-item',
				'vitrine-shipping-method-class-costs-' . $bulky . '-cost-per-item',
				'vitrine-shipping-method-no-class-cost-cost',
				'vitrine-shipping-method-calculation-type',
			),
			array_keys( $errors )
		);
		self::assertSame( 'Title cannot be empty.', $errors['vitrine-shipping-method-title'] );
		self::assertSame( 'Tax status: choose one of the options.', $errors['vitrine-shipping-method-tax-status'] );
	}

	public function test_free_shipping_with_a_minimum_needs_the_amount(): void {
		foreach ( array( FreeShipping::REQUIRES_MINIMUM, FreeShipping::REQUIRES_EITHER, FreeShipping::REQUIRES_BOTH ) as $requires ) {
			$errors = $this->refused(
				fn () => $this->shipping->zones->add_method(
					ShippingZone::REST_OF_WORLD,
					FreeShipping::ID,
					array(
						'title'      => 'Free',
						'requires'   => $requires,
						'min_amount' => '',
					)
				)
			);
			self::assertSame( array( 'vitrine-shipping-method-min-amount' => 'Minimum order amount: enter the amount that grants free shipping (0 is allowed).' ), $errors );
		}

		$errors = $this->refused(
			fn () => $this->shipping->zones->add_method(
				ShippingZone::REST_OF_WORLD,
				FreeShipping::ID,
				array(
					'title'    => 'Free',
					'requires' => 'a smile',
				)
			)
		);
		self::assertSame( array( 'vitrine-shipping-method-requires' ), array_keys( $errors ) );

		$free = $this->shipping->zones->add_method(
			ShippingZone::REST_OF_WORLD,
			FreeShipping::ID,
			array(
				'title'      => 'Free',
				'requires'   => FreeShipping::REQUIRES_MINIMUM,
				'min_amount' => '0',
			)
		);
		self::assertSame( '0.00', $free->settings['min_amount'] );
	}

	public function test_a_refused_update_keeps_the_method_as_it_was(): void {
		$pickup = $this->shipping->zones->add_method(
			ShippingZone::REST_OF_WORLD,
			LocalPickup::ID,
			array(
				'title'      => 'Pickup',
				'tax_status' => 'none',
				'cost'       => '2',
			),
			false
		);

		$this->refused(
			fn () => $this->shipping->zones->update_method(
				$pickup->instance_id,
				array(
					'title'      => 'Pickup now',
					'tax_status' => 'none',
					'cost'       => '2,5,0',
				),
				true
			)
		);

		$kept = $this->shipping->zones->method( $pickup->instance_id );
		self::assertNotNull( $kept );
		self::assertSame( 'Pickup', $kept->title() );
		self::assertSame( '2.00', $kept->settings['cost'] );
		self::assertFalse( $kept->enabled );

		$changed = $this->shipping->zones->update_method(
			$pickup->instance_id,
			array(
				'title'      => 'Pickup now',
				'tax_status' => 'taxable',
				'cost'       => '2.5',
			),
			true
		);
		self::assertSame( 'Pickup now', $changed->title() );
		self::assertSame( '2.50', $changed->settings['cost'] );
		self::assertTrue( $changed->enabled );
	}

	public function test_the_migration_creates_the_three_tables(): void {
		global $wpdb;
		$migration = new \Vitrine\Core\Install\Migrations\Migration0006Shipping();

		self::assertSame( 6, $migration->version() );
		self::assertSame( array( 'vitrine_shipping_zones', 'vitrine_shipping_zone_locations', 'vitrine_shipping_zone_methods' ), $migration->tables() );
		foreach ( $migration->tables() as $table ) {
			self::assertSame( $wpdb->prefix . $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . $table ) ) );
		}
		self::assertSame(
			array( 'instance_id', 'zone_id', 'method_id', 'method_order', 'enabled', 'settings' ),
			$wpdb->get_col( "SHOW COLUMNS FROM {$wpdb->prefix}vitrine_shipping_zone_methods" ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		);
	}
}
