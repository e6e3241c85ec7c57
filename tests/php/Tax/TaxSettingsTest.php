<?php
/**
 * The tax settings, the shop's address and where tax is due: TaxSettings.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Address\Location;
use Vitrine\Tax\TaxClasses;

require_once __DIR__ . '/TaxTestCase.php';

final class TaxSettingsTest extends TaxTestCase {

	public function test_the_defaults(): void {
		$settings = $this->tax->settings;

		self::assertFalse( $settings->enabled() );
		self::assertFalse( $settings->prices_include_tax() );
		self::assertSame( 'shipping', $settings->based_on() );
		self::assertFalse( $settings->round_at_subtotal() );
		self::assertNull( $settings->shipping_tax_class(), 'Shipping follows the items.' );
		self::assertEquals( new Location( 'DE' ), $settings->store_location() );
	}

	public function test_the_fields_are_in_the_tax_and_store_sections(): void {
		$sections = array();
		foreach ( $this->settings->describe()['sections'] as $section ) {
			$sections[ $section['id'] ] = array_column( $section['fields'], 'key' );
		}

		self::assertSame( array( 'tax_enabled', 'tax_prices_include_tax', 'tax_based_on', 'tax_round_at_subtotal', 'tax_shipping_class' ), $sections['tax'] );
		self::assertSame( array( 'store_country', 'store_state', 'store_postcode', 'store_city' ), $sections['store'] );
		self::assertSame( 'Taxes', $this->settings->describe()['sections'][1]['title'] );
	}

	public function test_saved_settings_are_read(): void {
		$this->set(
			array(
				'tax_enabled'            => true,
				'tax_prices_include_tax' => true,
				'tax_based_on'           => 'billing',
				'tax_round_at_subtotal'  => true,
				'tax_shipping_class'     => TaxClasses::REDUCED,
				'store_country'          => 'US',
				'store_state'            => ' ca ',
				'store_postcode'         => '94103',
				'store_city'             => 'San Francisco',
			)
		);
		$settings = $this->tax->settings;

		self::assertTrue( $settings->enabled() );
		self::assertTrue( $settings->prices_include_tax() );
		self::assertSame( 'billing', $settings->based_on() );
		self::assertTrue( $settings->round_at_subtotal() );
		self::assertSame( TaxClasses::REDUCED, $settings->shipping_tax_class() );
		self::assertEquals( new Location( 'US', 'CA', '94103', 'San Francisco' ), $settings->store_location() );
		self::assertSame( 'CA', $this->settings->get( 'store_state' ), 'Stored trimmed and in capitals.' );

		$this->set( array( 'tax_shipping_class' => 'standard' ) );
		self::assertSame( '', $settings->shipping_tax_class(), 'standard is the class with the slug "".' );
	}

	public function test_unknown_values_are_refused(): void {
		foreach ( array(
			'store_country'      => 'XX',
			'tax_based_on'       => 'delivery',
			'tax_shipping_class' => 'luxury',
			'store_postcode'     => str_repeat( '1', 21 ),
		) as $key => $value ) {
			$result = $this->settings->update( array( $key => $value ) );
			self::assertInstanceOf( \WP_Error::class, $result, $key );
			self::assertArrayHasKey( $key, $result->get_error_data()['params'] );
		}
		self::assertSame( 'DE', $this->settings->get( 'store_country' ) );
	}

	public function test_a_removed_shipping_class_lets_shipping_follow_the_items_again(): void {
		$this->set( array( 'tax_shipping_class' => TaxClasses::ZERO ) );

		$this->tax->classes->remove( TaxClasses::ZERO );
		self::assertNull( $this->tax->settings->shipping_tax_class(), 'Even before the setting is reset.' );

		$this->tax->settings->forget_class( TaxClasses::ZERO );
		self::assertSame( 'inherit', $this->settings->get( 'tax_shipping_class' ) );
	}

	/**
	 * @return array<string, array{0: string, 1: Location, 2: Location, 3: Location}>
	 */
	public static function locations(): array {
		$billing  = new Location( 'FR', '', '75001', 'Paris' );
		$shipping = new Location( 'BE', '', '1000', 'Brussels' );
		$none     = new Location( '' );
		$shop     = new Location( 'DE', '', '10115', 'Berlin' );
		return array(
			'shipping'                => array( 'shipping', $billing, $shipping, $shipping ),
			'shipping, none given'    => array( 'shipping', $billing, $none, $billing ),
			'shipping, no address'    => array( 'shipping', $none, $none, $shop ),
			'billing'                 => array( 'billing', $billing, $shipping, $billing ),
			'billing, only shipping'  => array( 'billing', $none, $shipping, $shipping ),
			'billing, no address'     => array( 'billing', $none, $none, $shop ),
			'base'                    => array( 'base', $billing, $shipping, $shop ),
			'shipping, postcode only' => array( 'shipping', $billing, new Location( '', '', '1000' ), $billing ),
		);
	}

	/**
	 * @dataProvider locations
	 *
	 * @param string   $based_on The setting.
	 * @param Location $billing  The billing address.
	 * @param Location $shipping The shipping address.
	 * @param Location $expected Where tax is due.
	 */
	public function test_where_tax_is_due( string $based_on, Location $billing, Location $shipping, Location $expected ): void {
		$this->set(
			array(
				'tax_based_on'   => $based_on,
				'store_country'  => 'DE',
				'store_postcode' => '10115',
				'store_city'     => 'Berlin',
			)
		);

		self::assertEquals( $expected, $this->tax->settings->location_for( $billing, $shipping ) );
	}
}
