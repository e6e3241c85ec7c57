<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Address;

use Vitrine\Address\AddressFields;

require_once __DIR__ . '/AddressTestCase.php';

/**
 * The server's check of an address: every rule the form shows, and the spec's email and phone rules.
 */
final class AddressValidatorTest extends AddressTestCase {

	/**
	 * A valid billing address in the United States, with changes.
	 *
	 * @param array<string, mixed> $changes Field key => value.
	 * @return array<string, mixed>
	 */
	private function us( array $changes = array() ): array {
		return array_merge(
			array(
				'first_name' => 'Grace',
				'last_name'  => 'Hopper',
				'country'    => 'US',
				'address_1'  => '1 Infinite Loop',
				'city'       => 'Cupertino',
				'state'      => 'CA',
				'postcode'   => '95014',
				'phone'      => '+1 (408) 555-0100',
				'email'      => 'grace@example.org',
			),
			$changes
		);
	}

	public function test_a_complete_address_is_valid(): void {
		self::assertSame( array(), $this->address->validator->validate( $this->us(), 'billing' ) );
		$shipping = $this->us();
		unset( $shipping['email'] );
		self::assertSame( array(), $this->address->validator->validate( $shipping, 'shipping' ) );
	}

	public function test_required_fields_are_named_with_the_country_label_and_the_address_type(): void {
		$errors = $this->address->validator->validate(
			$this->us(
				array(
					'first_name' => '  ',
					'state'      => '',
					'postcode'   => '',
					'email'      => '',
				)
			),
			'billing'
		);
		self::assertSame(
			array(
				'first_name' => 'Billing First name is a required field.',
				'state'      => 'Billing State is a required field.',
				'postcode'   => 'Billing ZIP Code is a required field.',
				'email'      => 'Billing Email address is a required field.',
			),
			$errors
		);

		$errors = $this->address->validator->validate( array( 'country' => 'JP' ), 'shipping' );
		self::assertSame( 'Shipping Prefecture is a required field.', $errors['state'] );
		self::assertArrayNotHasKey( 'city', $errors, 'Japan has no city field' );
		self::assertArrayNotHasKey( 'email', $errors, 'shipping addresses have no email' );
		self::assertSame( 'Shipping Country / Region is a required field.', $this->address->validator->validate( array(), 'shipping' )['country'] );
	}

	public function test_an_email_when_filled_must_be_an_email_address(): void {
		$errors = $this->address->validator->validate( $this->us( array( 'email' => 'grace@' ) ), 'billing' );
		self::assertSame( array( 'email' => 'Billing Email address is not a valid email address.' ), $errors );
	}

	public function test_a_phone_may_hold_only_digits_spaces_and_a_few_signs(): void {
		foreach ( array( '+44 (0)20 7946 0958', '555-0100 #12', '01.23.45.67.89', '+1/555_0100' ) as $phone ) {
			self::assertSame( array(), $this->address->validator->validate( $this->us( array( 'phone' => $phone ) ), 'billing' ), $phone );
		}
		foreach ( array( '555-CALL-NOW', '555 0100 ext. 3', '+1 555*0100' ) as $phone ) {
			self::assertSame(
				array( 'phone' => 'Billing Phone is not a valid phone number: use only digits, spaces and # _ - + / ( ) .' ),
				$this->address->validator->validate( $this->us( array( 'phone' => $phone ) ), 'billing' ),
				$phone
			);
		}
	}

	public function test_an_unknown_country_is_refused_and_its_state_and_postcode_are_not_checked(): void {
		$errors = $this->address->validator->validate( $this->us( array( 'country' => 'XX' ) ), 'billing' );
		self::assertSame( array( 'country' => 'Billing Country / Region is not valid. Choose a country from the list.' ), $errors );
	}

	public function test_a_state_must_be_one_of_the_countrys_list(): void {
		$errors = $this->address->validator->validate( $this->us( array( 'state' => 'Bavaria' ) ), 'billing' );
		self::assertSame( array( 'state' => 'Billing State is not valid for United States of America. Choose one from the list.' ), $errors );
		// A name or a lower-case code is the state all the same.
		self::assertSame( array(), $this->address->validator->validate( $this->us( array( 'state' => 'california' ) ), 'billing' ) );
		self::assertSame( array(), $this->address->validator->validate( $this->us( array( 'state' => 'ca' ) ), 'billing' ) );
		// Free text where the country has no list.
		$colombia = array(
			'first_name' => 'Gabriel',
			'last_name'  => 'García',
			'country'    => 'CO',
			'address_1'  => 'Calle 1',
			'city'       => 'Medellín',
			'state'      => 'Antioquia',
		);
		self::assertSame( array(), $this->address->validator->validate( $colombia, 'shipping' ) );
	}

	public function test_a_postcode_must_have_the_countrys_form(): void {
		$errors = $this->address->validator->validate( $this->us( array( 'postcode' => '9501' ) ), 'billing' );
		self::assertSame( array( 'postcode' => 'Billing ZIP Code is not valid for United States of America (for example: 95014).' ), $errors );

		$germany = array(
			'first_name' => 'Max',
			'last_name'  => 'Mustermann',
			'country'    => 'DE',
			'address_1'  => 'Unter den Linden 1',
			'city'       => 'Berlin',
			'postcode'   => '1011',
		);
		self::assertSame( array( 'postcode' => 'Shipping Postcode is not valid for Germany (for example: 26133).' ), $this->address->validator->validate( $germany, 'shipping' ) );
		self::assertSame( array(), $this->address->validator->validate( array( 'postcode' => '10115' ) + $germany, 'shipping' ) );
		self::assertSame( 'Shipping Postcode is a required field.', $this->address->validator->validate( array( 'postcode' => '' ) + $germany, 'shipping' )['postcode'] );

		$switzerland = array(
			'country'  => 'CH',
			'postcode' => 'ch-8001',
		) + $germany;
		self::assertSame( array(), $this->address->validator->validate( $switzerland, 'shipping' ), 'the prefix Switzerland allows' );
	}

	public function test_fields_a_country_does_not_show_are_neither_required_nor_checked_and_are_emptied(): void {
		$germany = array(
			'first_name' => 'Max',
			'last_name'  => 'Mustermann',
			'country'    => 'de',
			'address_1'  => 'Unter den Linden 1',
			'city'       => 'Berlin',
			'state'      => 'Not a state',
			'postcode'   => ' 10115 ',
			'unknown'    => 'dropped',
		);
		self::assertSame( array(), $this->address->validator->validate( $germany, 'shipping' ) );
		$clean = $this->address->validator->sanitize( $germany, 'shipping' );
		self::assertSame( 'DE', $clean['country'] );
		self::assertSame( '', $clean['state'] );
		self::assertSame( '10115', $clean['postcode'] );
		self::assertArrayNotHasKey( 'unknown', $clean );
	}

	public function test_values_are_sanitized(): void {
		$clean = $this->address->validator->sanitize(
			$this->us(
				array(
					'first_name' => "<b>Grace</b>\n",
					'state'      => 'texas',
					'postcode'   => '22162   1010',
					'email'      => ' Grace@Example.org ',
					'city'       => array( 'not', 'text' ),
				)
			),
			'billing'
		);
		self::assertSame( 'Grace', $clean['first_name'] );
		self::assertSame( 'TX', $clean['state'] );
		self::assertSame( '22162 1010', $clean['postcode'] );
		self::assertSame( 'Grace@Example.org', $clean['email'] );
		self::assertSame( '', $clean['city'] );
		$quebec = array(
			'country' => 'CA',
			'state'   => 'Québec',
		);
		self::assertSame( 'QC', $this->address->validator->sanitize( $quebec, 'billing' )['state'], 'a French name gives the code too' );
	}

	public function test_the_settings_and_the_fields_filter_change_what_is_checked(): void {
		$this->settings->update( array( AddressFields::SETTING_PHONE => 'required' ) );
		self::assertSame( 'Billing Phone is a required field.', $this->address->validator->validate( $this->us( array( 'phone' => '' ) ), 'billing' )['phone'] );

		$this->settings->update( array( AddressFields::SETTING_PHONE => 'hidden' ) );
		self::assertSame( array(), $this->address->validator->validate( $this->us( array( 'phone' => 'not a phone' ) ), 'billing' ) );

		$this->filter(
			'vitrine_address_fields',
			static function ( array $fields, string $type ): array {
				if ( 'billing' === $type ) {
					$fields['vat_number'] = array(
						'label'    => 'VAT number',
						'required' => true,
						'priority' => 35,
					);
				}
				return $fields;
			}
		);
		self::assertSame( array( 'vat_number' => 'Billing VAT number is a required field.' ), $this->address->validator->validate( $this->us(), 'billing' ) );
		self::assertSame( 'DE123', $this->address->validator->sanitize( $this->us( array( 'vat_number' => 'DE123' ) ), 'billing' )['vat_number'] );
	}

	public function test_only_billing_and_shipping_are_address_types(): void {
		$this->expectException( \InvalidArgumentException::class );
		$this->address->validator->validate( $this->us(), 'delivery' );
	}
}
