<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shipping;

use Vitrine\Address\Location;
use Vitrine\Shipping\Continents;
use Vitrine\Shipping\ShippingZone;
use Vitrine\Shipping\ShippingZones;
use Vitrine\Shipping\ZoneLocation;

require_once __DIR__ . '/ShippingTestCase.php';

/**
 * Which zone a destination gets: regions, postcodes, zone order, the rest of the world.
 */
final class ShippingZoneMatchingTest extends ShippingTestCase {

	private function matched( Location $location ): string {
		return $this->shipping->zones->match( $location )->name;
	}

	public function test_a_zone_matches_by_country(): void {
		$this->zone( 'Germany', array( 'DE' ) );

		self::assertSame( 'Germany', $this->matched( new Location( 'de', '', '10115' ) ) );
		self::assertSame( 'Locations not covered by your other zones', $this->matched( new Location( 'AT' ) ) );
	}

	public function test_a_zone_matches_by_state_and_only_that_state(): void {
		$this->zone( 'California', array( 'US:CA' ) );

		self::assertSame( 'California', $this->matched( new Location( 'US', 'ca', '94103' ) ) );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'US', 'NY' ) )->zone_id );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'US' ) )->zone_id, 'A state zone does not contain the whole country.' );
	}

	public function test_a_zone_matches_by_continent(): void {
		$this->zone( 'Europe', array( 'continent:EU' ) );
		$this->zone( 'Africa', array( 'continent:AF' ) );

		self::assertSame( 'Europe', $this->matched( new Location( 'PT' ) ) );
		self::assertSame( 'Europe', $this->matched( new Location( 'NO' ) ) );
		self::assertSame( 'Africa', $this->matched( new Location( 'NA' ) ), 'NA as a country is Namibia, in Africa.' );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'JP' ) )->zone_id );
	}

	public function test_a_transcontinental_country_is_on_both_continents_and_zone_order_decides(): void {
		$this->zone( 'Asia', array( 'continent:AS' ) );
		$this->zone( 'Europe', array( 'continent:EU' ) );

		self::assertSame( 'Asia', $this->matched( new Location( 'RU' ) ) );
		self::assertTrue( Continents::contains( 'EU', 'RU' ) );
		self::assertTrue( Continents::contains( 'EU', 'TR' ) );
		self::assertFalse( Continents::contains( 'NA', 'DK' ), 'Denmark is in Europe; Greenland (GL) is in North America.' );
		self::assertTrue( Continents::contains( 'NA', 'GL' ) );
	}

	public function test_the_continent_table_covers_every_iso_country_once_at_least(): void {
		$all = array();
		foreach ( Continents::codes() as $continent ) {
			array_push( $all, ...Continents::countries_of( $continent ) );
		}
		$all = array_unique( $all );

		self::assertCount( 250, $all, 'The 249 ISO 3166-1 countries and Kosovo.' );
		self::assertSame( array( 'AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA' ), Continents::codes() );
		self::assertTrue( Continents::is_country( 'XK' ) );
		self::assertFalse( Continents::is_country( 'ZZ' ) );
	}

	public function test_postcode_wildcards_narrow_the_regions(): void {
		$this->zone( 'Paris', array( 'FR' ), array( '75*', '92100' ) );

		self::assertSame( 'Paris', $this->matched( new Location( 'FR', '', '75011' ) ) );
		self::assertSame( 'Paris', $this->matched( new Location( 'FR', '', '92100' ) ) );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'FR', '', '69001' ) )->zone_id );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'FR' ) )->zone_id, 'Without a postcode, a postcode zone does not match.' );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'BE', '', '75011' ) )->zone_id, 'The postcode alone is not enough.' );
	}

	public function test_postcode_ranges_narrow_the_regions(): void {
		$this->zone( 'Berlin', array( 'DE' ), array( '10000...14999' ) );

		self::assertSame( 'Berlin', $this->matched( new Location( 'DE', '', '10115' ) ) );
		self::assertSame( 'Berlin', $this->matched( new Location( 'DE', '', '14999' ) ) );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'DE', '', '15000' ) )->zone_id );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'DE', '', '8000' ) )->zone_id );
	}

	public function test_the_first_matching_zone_in_zone_order_wins(): void {
		$germany = $this->zone( 'Germany', array( 'DE' ) );
		$this->zone( 'Berlin', array( 'DE' ), array( '10*' ) );
		$berlin_location = new Location( 'DE', '', '10115' );

		self::assertSame( 'Germany', $this->matched( $berlin_location ), 'Germany is first, and contains Berlin.' );

		$this->shipping->zones->move_zone( $germany->zone_id, 1 );

		self::assertSame( array( 'Berlin', 'Germany' ), array_map( static fn ( ShippingZone $zone ): string => $zone->name, $this->shipping->zones->all() ) );
		self::assertSame( 'Berlin', $this->matched( $berlin_location ), 'The cached match is renewed by the move.' );
		self::assertSame( 'Germany', $this->matched( new Location( 'DE', '', '80331' ) ) );
	}

	public function test_a_zone_order_can_be_typed(): void {
		$this->shipping->zones->save_zone(
			array(
				'name'       => 'Germany',
				'regions'    => 'DE',
				'zone_order' => '2',
			)
		);
		$berlin = $this->shipping->zones->save_zone(
			array(
				'name'       => 'Berlin',
				'regions'    => 'DE',
				'postcodes'  => '10*',
				'zone_order' => '1',
			)
		);

		self::assertSame( 1, $berlin->order );
		self::assertSame( 'Berlin', $this->matched( new Location( 'DE', '', '10115' ) ) );
		self::assertSame( 'Germany', $this->matched( new Location( 'DE', '', '80331' ) ) );
	}

	public function test_a_zone_without_regions_matches_nothing(): void {
		$this->zone( 'Postcodes only', array(), array( '10115' ) );
		$this->zone( 'Nothing', array() );

		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'DE', '', '10115' ) )->zone_id );
	}

	public function test_no_zone_or_no_address_falls_back_to_the_rest_of_the_world(): void {
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( 'DE' ) )->zone_id );

		$this->zone( 'Everywhere in Europe', array( 'continent:EU' ) );
		self::assertSame( ShippingZone::REST_OF_WORLD, $this->shipping->zones->match( new Location( '' ) )->zone_id );
	}

	public function test_changes_are_seen_at_once_by_another_repository_sharing_the_cache(): void {
		$zone  = $this->zone( 'Germany', array( 'DE' ) );
		$other = new ShippingZones( $this->shipping->methods, new \Vitrine\Core\Database\Transaction() );
		self::assertSame( 'Germany', $other->match( new Location( 'DE' ) )->name, 'Cached by the other one.' );

		$this->shipping->zones->save_zone(
			array(
				'name'    => 'Austria',
				'regions' => 'AT',
			),
			$zone->zone_id
		);

		self::assertSame( ShippingZone::REST_OF_WORLD, $other->match( new Location( 'DE' ) )->zone_id );
		self::assertSame( 'Austria', $other->match( new Location( 'AT' ) )->name );
	}

	public function test_lookups_are_served_from_the_object_cache(): void {
		global $wpdb;
		$this->zone( 'Germany', array( 'DE' ) );
		$this->shipping->zones->match( new Location( 'DE' ) );

		$queries = $wpdb->num_queries;
		$fresh   = new ShippingZones( $this->shipping->methods, new \Vitrine\Core\Database\Transaction() );
		self::assertSame( 'Germany', $fresh->match( new Location( 'DE' ) )->name );
		self::assertSame( 'Germany', $fresh->match( new Location( 'DE' ) )->name );
		self::assertSame( $queries, $wpdb->num_queries, 'No query once the zones are cached.' );
	}

	public function test_regions_are_stored_by_type_and_shown_as_typed(): void {
		$zone = $this->zone( 'Mixed', array( 'de', 'us : ca', 'Continent:oc', 'DE' ), array( 'sw1a 1aa', '75*' ) );

		self::assertSame(
			array( 'country:DE', 'state:US:CA', 'continent:OC' ),
			array_map( static fn ( ZoneLocation $l ): string => $l->type . ':' . $l->code, $zone->regions() )
		);
		self::assertSame( array( 'DE', 'US:CA', 'continent:OC' ), array_map( static fn ( ZoneLocation $l ): string => $l->region_text(), $zone->regions() ) );
		self::assertSame( array( 'SW1A1AA', '75*' ), $zone->postcodes() );
	}
}
