<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Address;

use Vitrine\Address\Countries;

require_once __DIR__ . '/AddressTestCase.php';

/**
 * Country names (i18n-iso-countries) and states (Google's address data) in the site's language.
 */
final class CountriesTest extends AddressTestCase {

	public function test_every_iso_country_is_there_in_english_sorted_by_name(): void {
		$countries = $this->address->countries->all();
		self::assertCount( 250, $countries );
		self::assertSame( 'Germany', $countries['DE'] );
		self::assertSame( 'United Kingdom', $countries['GB'] );
		self::assertSame( 'Afghanistan', reset( $countries ) );
		$names  = array_values( $countries );
		$sorted = $names;
		( new \Collator( 'en' ) )->sort( $sorted );
		self::assertSame( $sorted, $names );
		self::assertSame( 'Japan', $this->address->countries->name( 'jp' ) );
		self::assertSame( 'XX', $this->address->countries->name( 'XX' ) );
	}

	public function test_names_follow_the_site_language_and_fall_back_to_english(): void {
		$this->use_locale( 'de_DE' );
		$countries = $this->address->countries->all();
		self::assertSame( 'Deutschland', $countries['DE'] );
		self::assertSame( 'Ägypten', $countries['EG'] );
		// German order: Ägypten sorts with A, before Albanien; a byte sort would put it last.
		$codes = array_keys( $countries );
		self::assertLessThan( array_search( 'AL', $codes, true ), array_search( 'EG', $codes, true ) );

		$this->use_locale( 'fr_BE' );
		self::assertSame( 'Allemagne', $this->address->countries->name( 'DE' ) );

		$this->use_locale( 'xx_YY' );
		self::assertSame( 'Germany', $this->address->countries->name( 'DE' ) );
	}

	public function test_states_are_listed_with_their_codes_in_the_site_language_where_the_data_has_it(): void {
		$states = $this->address->countries->states( 'US' );
		self::assertSame( 'California', $states['CA'] );
		self::assertSame( 'Alabama', reset( $states ) );

		$japan = $this->address->countries->states( 'JP' );
		self::assertCount( 47, $japan );
		self::assertSame( 'Tokyo', $japan['JP13'], 'Latin script for a site in another language' );
		self::assertSame( 'Hokkaido', reset( $japan ) );

		$this->use_locale( 'ja' );
		self::assertSame( '東京都', $this->address->countries->states( 'JP' )['JP13'] );

		$this->use_locale( 'fr_CA' );
		self::assertSame( 'Colombie-Britannique', $this->address->countries->states( 'CA' )['BC'] );
		self::assertSame( 'California', $this->address->countries->states( 'US' )['CA'], 'no French names in the data: the default ones' );

		self::assertSame( array(), $this->address->countries->states( 'DE' ) );
		self::assertSame( array(), $this->address->countries->states( 'XX' ) );
	}

	public function test_state_codes_stay_strings_even_where_iso_codes_are_numbers(): void {
		foreach ( array( 'JP', 'CN', 'KR' ) as $country ) {
			foreach ( array_keys( $this->address->countries->states( $country ) ) as $code ) {
				self::assertIsString( $code );
				self::assertStringStartsWith( $country, $code );
			}
		}
	}

	public function test_countries_and_states_are_validated(): void {
		$countries = $this->address->countries;
		self::assertTrue( $countries->is_valid_country( 'US' ) );
		self::assertTrue( $countries->is_valid_country( 'us' ) );
		self::assertFalse( $countries->is_valid_country( 'XX' ) );
		self::assertFalse( $countries->is_valid_country( '' ) );

		self::assertTrue( $countries->is_valid_state( 'US', 'CA' ) );
		self::assertTrue( $countries->is_valid_state( 'US', 'ca' ) );
		self::assertFalse( $countries->is_valid_state( 'US', 'ZZ' ) );
		self::assertFalse( $countries->is_valid_state( 'US', '' ) );
		self::assertTrue( $countries->is_valid_state( 'CO', 'Antioquia' ), 'a country without a list takes any text' );
	}

	public function test_a_state_is_found_by_code_or_by_name_in_any_language(): void {
		$countries = $this->address->countries;
		self::assertSame( 'TX', $countries->state_code( 'US', 'texas' ) );
		self::assertSame( 'TX', $countries->state_code( 'US', 'tx' ) );
		self::assertSame( 'JP13', $countries->state_code( 'JP', 'Tokyo' ) );
		self::assertSame( 'JP13', $countries->state_code( 'JP', '東京都' ) );
		self::assertSame( 'QC', $countries->state_code( 'CA', 'Québec' ) );
		self::assertNull( $countries->state_code( 'US', 'Bavaria' ) );
		self::assertNull( $countries->state_code( 'DE', 'Bayern' ) );
	}

	public function test_the_countries_filter_limits_the_choice(): void {
		$this->filter( 'vitrine_countries', static fn ( array $countries ): array => array_intersect_key( $countries, array_flip( array( 'DE', 'FR' ) ) ) );
		self::assertSame( array( 'FR', 'DE' ), array_keys( $this->address->countries->all() ), 'sorted by name: France before Germany' );
		self::assertFalse( $this->address->countries->is_valid_country( 'US' ) );
	}

	public function test_languages_are_tried_from_the_most_precise(): void {
		self::assertSame( array( 'pt-br', 'pt' ), Countries::languages( 'pt_BR' ) );
		self::assertSame( array( 'de' ), Countries::languages( 'de' ) );
		self::assertSame( array( 'zh-hant', 'zh-tw', 'zh' ), Countries::languages( 'zh_TW' ) );
		self::assertSame( array( 'zh-cn', 'zh' ), Countries::languages( 'zh_CN' ) );
	}
}
