<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Address;

use Vitrine\Address\Address;
use Vitrine\Address\AddressData;
use Vitrine\Address\CountryLocale;
use Vitrine\Core\Settings\Settings;

require_once __DIR__ . '/AddressTestCase.php';

/**
 * The rules per country, as Google's address data gives them (build/address/).
 */
final class AddressLocaleTest extends AddressTestCase {

	/**
	 * Field key => [hidden, required, label, priority] of a country.
	 *
	 * @return array<string, array{0: bool, 1: bool, 2: string, 3: int}>
	 */
	private function summary( string $country ): array {
		$summary = array();
		foreach ( $this->address->locale->for_country( $country )->fields as $key => $field ) {
			$summary[ $key ] = array( $field->hidden, $field->required, $field->label, $field->priority );
		}
		return $summary;
	}

	public function test_the_united_states_have_a_required_state_select_and_a_zip_code(): void {
		$locale = $this->address->locale->for_country( 'us' );
		self::assertTrue( $locale->known );
		self::assertSame( CountryLocale::STATE_SELECT, $locale->state_control );
		self::assertSame(
			array(
				'address_1' => array( false, true, 'Street address', 50 ),
				'address_2' => array( false, false, 'Apartment, suite, unit, etc.', 60 ),
				'city'      => array( false, true, 'Town / City', 70 ),
				'state'     => array( false, true, 'State', 80 ),
				'postcode'  => array( false, true, 'ZIP Code', 90 ),
			),
			$this->summary( 'US' )
		);
		self::assertSame( 'e.g. 95014', $locale->field( 'postcode' )->placeholder );
		self::assertSame( 'House number and street name', $locale->field( 'address_1' )->placeholder );
		self::assertTrue( $locale->postcode_matches( '95014' ) );
		self::assertTrue( $locale->postcode_matches( '22162-1010' ) );
		self::assertFalse( $locale->postcode_matches( '9501' ) );
	}

	public function test_the_united_kingdom_shows_no_state_and_asks_for_a_post_town_and_postcode(): void {
		// The data has no county in British addresses (Royal Mail does not need one).
		$locale = $this->address->locale->for_country( 'GB' );
		self::assertSame( CountryLocale::STATE_HIDDEN, $locale->state_control );
		self::assertSame(
			array(
				'address_1' => array( false, true, 'Street address', 50 ),
				'address_2' => array( false, false, 'Apartment, suite, unit, etc.', 60 ),
				'city'      => array( false, true, 'Post town', 70 ),
				'state'     => array( true, false, 'Province', 90 ),
				'postcode'  => array( false, true, 'Postcode', 80 ),
			),
			$this->summary( 'GB' )
		);
		self::assertTrue( $locale->postcode_matches( 'SW1A 1AA' ) );
		self::assertTrue( $locale->postcode_matches( 'ec1y 8sy' ), 'case does not matter' );
		self::assertFalse( $locale->postcode_matches( '12345' ) );
	}

	public function test_germany_shows_no_state_and_requires_a_five_digit_postcode_before_the_city(): void {
		$locale = $this->address->locale->for_country( 'DE' );
		self::assertSame( CountryLocale::STATE_HIDDEN, $locale->state_control );
		self::assertTrue( $locale->field( 'state' )->hidden );
		self::assertFalse( $locale->field( 'state' )->required );
		self::assertTrue( $locale->field( 'postcode' )->required );
		self::assertLessThan( $locale->field( 'city' )->priority, $locale->field( 'postcode' )->priority, 'Germans write the postcode before the city' );
		self::assertTrue( $locale->postcode_matches( '10115' ) );
		self::assertFalse( $locale->postcode_matches( '1011' ) );
		self::assertFalse( $locale->postcode_matches( '101155' ) );
		self::assertFalse( $locale->postcode_matches( 'A0115' ) );
	}

	public function test_japan_starts_with_the_postcode_and_a_required_prefecture_and_has_no_city_field(): void {
		$locale = $this->address->locale->for_country( 'JP' );
		self::assertSame( CountryLocale::STATE_SELECT, $locale->state_control );
		self::assertSame(
			array(
				'address_1' => array( false, true, 'Street address', 70 ),
				'address_2' => array( false, false, 'Apartment, suite, unit, etc.', 80 ),
				'city'      => array( true, false, 'Town / City', 90 ),
				'state'     => array( false, true, 'Prefecture', 60 ),
				'postcode'  => array( false, true, 'Postcode', 50 ),
			),
			$this->summary( 'JP' )
		);
		self::assertSame( 'e.g. 154-0023', $locale->field( 'postcode' )->placeholder );
		self::assertTrue( $locale->postcode_matches( '1540023' ) );
	}

	public function test_china_asks_postcode_province_city_then_the_street(): void {
		$locale = $this->address->locale->for_country( 'CN' );
		self::assertSame( CountryLocale::STATE_SELECT, $locale->state_control );
		$summary = $this->summary( 'CN' );
		self::assertSame( array( false, true, 'Postcode', 50 ), $summary['postcode'] );
		self::assertSame( array( false, true, 'Province', 60 ), $summary['state'] );
		self::assertSame( array( false, true, 'Town / City', 70 ), $summary['city'] );
		self::assertSame( array( false, true, 'Street address', 80 ), $summary['address_1'] );
		self::assertFalse( $locale->postcode_matches( '10000' ) );
		self::assertTrue( $locale->postcode_matches( '100000' ) );
	}

	public function test_the_emirates_ask_only_the_street_and_a_required_emirate(): void {
		$locale = $this->address->locale->for_country( 'AE' );
		self::assertSame( CountryLocale::STATE_SELECT, $locale->state_control );
		self::assertSame( array( false, true, 'Emirate', 70 ), $this->summary( 'AE' )['state'] );
		self::assertTrue( $locale->field( 'city' )->hidden );
		self::assertTrue( $locale->field( 'postcode' )->hidden );
		self::assertSame( '', $locale->pattern );
	}

	public function test_ireland_has_an_optional_county_select_and_an_optional_eircode(): void {
		$locale = $this->address->locale->for_country( 'IE' );
		self::assertSame( CountryLocale::STATE_SELECT, $locale->state_control );
		self::assertSame( array( false, false, 'County', 80 ), $this->summary( 'IE' )['state'] );
		self::assertSame( array( false, false, 'Eircode', 90 ), $this->summary( 'IE' )['postcode'] );
		self::assertTrue( $locale->field( 'city' )->required );
		self::assertSame( 'e.g. A65 F4E2', $locale->field( 'postcode' )->placeholder );
	}

	public function test_a_state_shown_without_a_list_is_free_text(): void {
		// Colombia's format has a department, and the data lists none.
		$locale = $this->address->locale->for_country( 'CO' );
		self::assertSame( CountryLocale::STATE_TEXT, $locale->state_control );
		self::assertSame( 'Department', $locale->field( 'state' )->label );
		self::assertSame( array(), $this->address->countries->states( 'CO' ) );
	}

	public function test_a_country_the_data_does_not_know_gets_every_field_with_little_required(): void {
		foreach ( array( 'XX', '' ) as $country ) {
			$locale = $this->address->locale->for_country( $country );
			self::assertFalse( $locale->known );
			self::assertSame( CountryLocale::STATE_TEXT, $locale->state_control );
			self::assertSame(
				array(
					'address_1' => array( false, true, 'Street address', 50 ),
					'address_2' => array( false, false, 'Apartment, suite, unit, etc.', 60 ),
					'city'      => array( false, true, 'Town / City', 70 ),
					'state'     => array( false, false, 'State / County', 80 ),
					'postcode'  => array( false, false, 'Postcode / ZIP', 90 ),
				),
				$this->summary( $country )
			);
			self::assertTrue( $locale->postcode_matches( 'anything' ) );
		}
	}

	public function test_a_country_missing_from_the_data_is_still_a_country_with_the_unknown_rules(): void {
		$this->filter(
			'vitrine_address_rules',
			static function ( array $rules ): array {
				unset( $rules['FR'] );
				return $rules;
			}
		);
		self::assertTrue( $this->address->countries->is_valid_country( 'FR' ) );
		$locale = $this->address->locale->for_country( 'FR' );
		self::assertFalse( $locale->known );
		self::assertFalse( $locale->field( 'postcode' )->hidden );
		self::assertFalse( $locale->field( 'postcode' )->required );
		self::assertSame( array(), $this->address->validator->validate( $this->address_in( 'FR' ), 'shipping' ) );
	}

	public function test_the_rules_filter_changes_a_country(): void {
		$this->filter(
			'vitrine_address_rules',
			static function ( array $rules ): array {
				$rules['GB']['fields'] .= 'S';
				$rules['GB']['state']   = 'county';
				return $rules;
			}
		);
		$locale = $this->address->locale->for_country( 'GB' );
		self::assertSame( CountryLocale::STATE_TEXT, $locale->state_control );
		self::assertSame( array( false, false, 'County', 90 ), $this->summary( 'GB' )['state'] );
	}

	public function test_without_the_generated_data_every_country_gets_the_unknown_rules(): void {
		$warnings = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- catches the warning for a missing build.
			static function ( int $level, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			},
			E_USER_WARNING
		);
		try {
			$address = $this->services(
				array(
					Settings::class    => $this->settings,
					AddressData::class => new AddressData( sys_get_temp_dir() . '/vitrine-no-such-build/' ),
				)
			)->get( Address::class );
			$locale  = $address->locale->for_country( 'US' );
			$states  = $address->countries->states( 'US' );
		} finally {
			restore_error_handler();
		}
		self::assertFalse( $locale->known );
		self::assertSame( CountryLocale::STATE_TEXT, $locale->state_control );
		self::assertSame( array(), $states );
		self::assertSame( array( 'Vitrine: build/address/rules.php is missing. Run npm run build.' ), $warnings, 'the developer is told once' );
	}

	/**
	 * A complete shipping address in a country.
	 *
	 * @return array<string, string>
	 */
	private function address_in( string $country ): array {
		return array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'country'    => $country,
			'address_1'  => '1 Rue de Rivoli',
			'city'       => 'Paris',
			'postcode'   => '75001',
		);
	}
}
