<?php
/**
 * Which rates apply where: TaxRateRepository::for_location().
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Address\Location;
use Vitrine\Tax\TaxClasses;

require_once __DIR__ . '/TaxTestCase.php';

final class TaxRateMatchingTest extends TaxTestCase {

	/**
	 * @return list<int>
	 */
	private function matched( Location $location, string $tax_class = '' ): array {
		return self::ids( $this->tax->rates->for_location( $location, $tax_class ) );
	}

	public function test_a_country_rate_applies_in_that_country_only(): void {
		$germany = $this->rate( array( 'country' => 'DE' ) );

		self::assertSame( array( $germany->id ), $this->matched( new Location( 'DE' ) ) );
		self::assertSame( array( $germany->id ), $this->matched( new Location( 'de', '', '10115', 'Berlin' ) ), 'Any state, postcode and city of the country.' );
		self::assertSame( array(), $this->matched( new Location( 'FR' ) ) );
	}

	public function test_a_rate_for_any_country_applies_where_no_country_rate_is_more_specific(): void {
		$anywhere = $this->rate(
			array(
				'country' => '',
				'rate'    => '5',
			)
		);
		$germany  = $this->rate( array( 'country' => 'DE' ) );

		self::assertSame( array( $anywhere->id ), $this->matched( new Location( 'FR' ) ) );
		self::assertSame( array( $germany->id ), $this->matched( new Location( 'DE' ) ), 'Of one priority only the most specific applies.' );
	}

	public function test_a_location_without_a_country_matches_nothing(): void {
		$this->rate( array( 'country' => '' ) );

		self::assertSame( array(), $this->matched( new Location( '' ) ) );
	}

	public function test_a_state_rate_applies_in_that_state_and_beats_the_countrywide_one(): void {
		$country    = $this->rate(
			array(
				'country' => 'US',
				'rate'    => '0',
			)
		);
		$california = $this->rate(
			array(
				'country' => 'US',
				'state'   => 'ca',
				'rate'    => '7.25',
			)
		);

		self::assertSame( array( $california->id ), $this->matched( new Location( 'US', 'CA' ) ) );
		self::assertSame( array( $country->id ), $this->matched( new Location( 'US', 'NY' ) ) );
		self::assertSame( array( $country->id ), $this->matched( new Location( 'US' ) ) );
		self::assertSame( array(), $this->matched( new Location( 'CA', 'CA' ) ), 'State codes belong to their country.' );
	}

	public function test_postcode_wildcards_and_ranges(): void {
		$country = $this->rate( array( 'country' => 'DE' ) );
		$berlin  = $this->rate(
			array(
				'country'   => 'DE',
				'postcodes' => "10*\n12*",
				'rate'      => '20',
			)
		);
		$munich  = $this->rate(
			array(
				'country'   => 'DE',
				'postcodes' => '80000...81999',
				'rate'      => '21',
			)
		);

		self::assertSame( array( $berlin->id ), $this->matched( new Location( 'DE', '', '10115' ) ) );
		self::assertSame( array( $berlin->id ), $this->matched( new Location( 'DE', '', '12 049' ) ), 'Spaces in the postcode do not matter.' );
		self::assertSame( array( $munich->id ), $this->matched( new Location( 'DE', '', '80331' ) ) );
		self::assertSame( array( $munich->id ), $this->matched( new Location( 'DE', '', '81999' ) ), 'Range bounds are included.' );
		self::assertSame( array( $country->id ), $this->matched( new Location( 'DE', '', '82000' ) ) );
		self::assertSame( array( $country->id ), $this->matched( new Location( 'DE', '', '8033' ) ), 'A range matches postcodes of its length only.' );
		self::assertSame( array( $country->id ), $this->matched( new Location( 'DE' ) ), 'No postcode: only rates for any postcode.' );
	}

	public function test_exact_postcodes_and_letters(): void {
		$westminster = $this->rate(
			array(
				'country'   => 'GB',
				'postcodes' => 'SW1A 1AA, SW1A 2*',
			)
		);

		self::assertSame( array( $westminster->id ), $this->matched( new Location( 'GB', '', 'sw1a1aa' ) ) );
		self::assertSame( array( $westminster->id ), $this->matched( new Location( 'GB', '', 'SW1A 2AB' ) ) );
		self::assertSame( array(), $this->matched( new Location( 'GB', '', 'SW1A 3AA' ) ) );
	}

	public function test_cities_match_without_case_and_beat_rates_for_any_city(): void {
		$country = $this->rate( array( 'country' => 'CH' ) );
		$geneva  = $this->rate(
			array(
				'country' => 'CH',
				'cities'  => "Genève\nCarouge",
				'rate'    => '8.1',
			)
		);

		self::assertSame( array( $geneva->id ), $this->matched( new Location( 'CH', '', '1201', 'GENÈVE' ) ) );
		self::assertSame( array( $geneva->id ), $this->matched( new Location( 'CH', '', '', '  carouge ' ) ) );
		self::assertSame( array( $country->id ), $this->matched( new Location( 'CH', '', '', 'Zürich' ) ) );
	}

	public function test_a_rate_with_postcodes_and_cities_needs_both(): void {
		$both = $this->rate(
			array(
				'country'   => 'FR',
				'postcodes' => '75*',
				'cities'    => 'Paris',
			)
		);

		self::assertSame( array( $both->id ), $this->matched( new Location( 'FR', '', '75001', 'Paris' ) ) );
		self::assertSame( array(), $this->matched( new Location( 'FR', '', '75001', 'Lyon' ) ) );
		self::assertSame( array(), $this->matched( new Location( 'FR', '', '69001', 'Paris' ) ) );
	}

	public function test_one_rate_per_priority_in_priority_order(): void {
		$city  = $this->rate(
			array(
				'country'  => 'US',
				'state'    => 'CA',
				'cities'   => 'Los Angeles',
				'rate'     => '2.25',
				'priority' => 2,
			)
		);
		$state = $this->rate(
			array(
				'country'  => 'US',
				'state'    => 'CA',
				'rate'     => '7.25',
				'priority' => 1,
			)
		);
		$this->rate(
			array(
				'country'  => 'US',
				'rate'     => '1',
				'priority' => 1,
			)
		);

		self::assertSame( array( $state->id, $city->id ), $this->matched( new Location( 'US', 'CA', '90001', 'Los Angeles' ) ), 'Priority 1 first; the state rate beats the countrywide one.' );
		self::assertSame( array( $state->id ), $this->matched( new Location( 'US', 'CA', '94101', 'San Francisco' ) ) );
	}

	public function test_among_equally_specific_rates_of_a_priority_the_first_in_the_list_applies(): void {
		$second = $this->rate(
			array(
				'country' => 'NL',
				'rate'    => '9',
				'order'   => 2,
			)
		);
		$first  = $this->rate(
			array(
				'country' => 'NL',
				'rate'    => '21',
				'order'   => 1,
			)
		);

		self::assertSame( array( $first->id ), $this->matched( new Location( 'NL' ) ) );

		$this->tax->rates->update( $second->id, array( 'order' => 0 ) );
		self::assertSame( array( $second->id ), $this->matched( new Location( 'NL' ) ) );
	}

	public function test_each_class_has_its_own_rates(): void {
		$standard = $this->rate( array( 'country' => 'DE' ) );
		$reduced  = $this->rate(
			array(
				'country'   => 'DE',
				'rate'      => '7',
				'tax_class' => TaxClasses::REDUCED,
			)
		);

		self::assertSame( array( $standard->id ), $this->matched( new Location( 'DE' ) ) );
		self::assertSame( array( $reduced->id ), $this->matched( new Location( 'DE' ), TaxClasses::REDUCED ) );
		self::assertSame( array(), $this->matched( new Location( 'DE' ), TaxClasses::ZERO ) );
	}

	public function test_matches_are_cached_and_every_write_makes_them_stale(): void {
		global $wpdb;
		$germany = $this->rate( array( 'country' => 'DE' ) );
		self::assertSame( array( $germany->id ), $this->matched( new Location( 'DE' ) ) );

		// A row written behind the repository's back is not seen while the answer is cached...
		$wpdb->query( 'UPDATE ' . $wpdb->prefix . "vitrine_tax_rates SET country = 'AT' WHERE rate_id = " . (int) $germany->id ); // phpcs:ignore WordPress.DB
		self::assertSame( array( $germany->id ), $this->matched( new Location( 'DE' ) ), 'Answered from the cache.' );
		$this->tax->rates->flush_cache();
		self::assertSame( array(), $this->matched( new Location( 'DE' ) ) );

		// ...while the repository's own writes are seen at once.
		$this->tax->rates->update( $germany->id, array( 'country' => 'DE' ) );
		self::assertSame( array( $germany->id ), $this->matched( new Location( 'DE' ) ) );
		$this->tax->rates->update( $germany->id, array( 'rate' => '16' ) );
		self::assertSame( '16', $this->tax->rates->for_location( new Location( 'DE' ), '' )[0]->percent() );
		$this->tax->rates->delete( $germany->id );
		self::assertSame( array(), $this->matched( new Location( 'DE' ) ) );
	}
}
