<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Address;

use Vitrine\Orders\AddressLines;

require_once __DIR__ . '/AddressTestCase.php';

/**
 * Stored addresses as lines: the country's format, the country's and the state's names.
 */
final class AddressFormatterTest extends AddressTestCase {

	public function test_a_german_address_has_the_postcode_before_the_city_and_the_countrys_name(): void {
		self::assertSame(
			array( 'Ada Lovelace', 'Analytical Engines', 'Unter den Linden 1', '10117 Berlin', 'Germany' ),
			$this->address->formatter->lines(
				array(
					'first_name' => 'Ada',
					'last_name'  => 'Lovelace',
					'company'    => 'Analytical Engines',
					'address_1'  => 'Unter den Linden 1',
					'address_2'  => '',
					'postcode'   => '10117',
					'city'       => 'Berlin',
					'country'    => 'DE',
				)
			)
		);
	}

	public function test_an_american_address_names_its_state_after_the_city(): void {
		self::assertSame(
			array( 'Grace Hopper', '1 Infinite Loop', 'Suite 2', 'Cupertino, California 95014', 'United States of America' ),
			$this->address->formatter->lines(
				array(
					'first_name' => 'Grace',
					'last_name'  => 'Hopper',
					'address_1'  => '1 Infinite Loop',
					'address_2'  => 'Suite 2',
					'city'       => 'Cupertino',
					'state'      => 'CA',
					'postcode'   => '95014',
					'country'    => 'US',
				)
			)
		);
	}

	public function test_a_japanese_address_starts_with_its_postcode_and_prefecture(): void {
		self::assertSame(
			array( 'Taro Yamada', '154-0023 Tokyo', '1-2-3 Wakabayashi', 'Japan' ),
			$this->address->formatter->lines(
				array(
					'first_name' => 'Taro',
					'last_name'  => 'Yamada',
					'address_1'  => '1-2-3 Wakabayashi',
					'state'      => 'JP13',
					'postcode'   => '154-0023',
					'country'    => 'JP',
				)
			)
		);
	}

	public function test_the_country_is_named_in_the_sites_language_and_an_unknown_one_kept_as_written(): void {
		$this->use_locale( 'de_DE' );
		$lines = $this->address->formatter->lines(
			array(
				'city'    => 'Wien',
				'country' => 'AT',
			)
		);
		self::assertSame( 'Österreich', end( $lines ) );
		self::assertSame(
			array( 'Somewhere', 'XX' ),
			$this->address->formatter->lines(
				array(
					'city'    => 'Somewhere',
					'country' => 'XX',
				)
			)
		);
	}

	public function test_order_addresses_emails_and_screens_share_the_formatter_and_its_filter(): void {
		$address = array(
			'first_name' => 'Ada',
			'city'       => 'Paris',
			'postcode'   => '75001',
			'country'    => 'FR',
		);
		self::assertSame( array( 'Ada', '75001 Paris', 'France' ), AddressLines::of( $address ) );
		$this->filter( 'vitrine_order_address_lines', static fn ( array $lines ): array => array_reverse( $lines ) );
		self::assertSame( array( 'France', '75001 Paris', 'Ada' ), AddressLines::of( $address ) );
	}
}
