<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Address;

use Vitrine\Address\AddressFields;

require_once __DIR__ . '/AddressTestCase.php';

/**
 * The billing and shipping field definitions: the shop's fields, the country's rules, the
 * merchant's settings and the filter.
 */
final class AddressFieldsTest extends AddressTestCase {

	public function test_billing_fields_in_order_with_autofill_tokens(): void {
		$fields = $this->address->fields->get( 'billing', 'US' );
		self::assertSame(
			array( 'first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone', 'email' ),
			array_keys( $fields )
		);
		$autocomplete = array_map( static fn ( array $field ): string => $field['autocomplete'], $fields );
		self::assertSame(
			array(
				'first_name' => 'billing given-name',
				'last_name'  => 'billing family-name',
				'company'    => 'billing organization',
				'country'    => 'billing country',
				'address_1'  => 'billing address-line1',
				'address_2'  => 'billing address-line2',
				'city'       => 'billing address-level2',
				'state'      => 'billing address-level1',
				'postcode'   => 'billing postal-code',
				'phone'      => 'billing tel',
				'email'      => 'billing email',
			),
			$autocomplete
		);
		self::assertSame( 'email', $fields['email']['type'] );
		self::assertSame( 'tel', $fields['phone']['type'] );
		self::assertSame( 'state', $fields['state']['type'] );
		self::assertSame( 'country', $fields['country']['type'] );
		self::assertTrue( $fields['first_name']['required'] );
		self::assertFalse( $fields['company']['required'] );
		self::assertFalse( $fields['phone']['required'] );
	}

	public function test_shipping_fields_have_no_email_and_follow_the_countrys_order(): void {
		$fields = $this->address->fields->get( 'shipping', 'JP' );
		self::assertArrayNotHasKey( 'email', $fields );
		self::assertSame(
			array( 'first_name', 'last_name', 'company', 'country', 'postcode', 'state', 'address_1', 'address_2', 'city', 'phone' ),
			array_keys( $fields )
		);
		self::assertTrue( $fields['city']['hidden'] );
		self::assertFalse( $fields['city']['required'] );
		self::assertSame( 'shipping postal-code', $fields['postcode']['autocomplete'] );
	}

	public function test_the_settings_hide_or_require_the_optional_fields(): void {
		$this->settings->update(
			array(
				AddressFields::SETTING_COMPANY   => 'required',
				AddressFields::SETTING_ADDRESS_2 => 'hidden',
				AddressFields::SETTING_PHONE     => 'hidden',
			)
		);
		$fields = $this->address->fields->get( 'billing', 'DE' );
		self::assertTrue( $fields['company']['required'] );
		self::assertArrayNotHasKey( 'address_2', $fields );
		self::assertArrayNotHasKey( 'phone', $fields );

		$refused = $this->settings->update( array( AddressFields::SETTING_ADDRESS_2 => 'required' ) );
		self::assertInstanceOf( \WP_Error::class, $refused, 'the second address line cannot be required' );
	}

	public function test_the_filter_gets_the_type_and_country_and_its_result_is_normalised(): void {
		$seen = array();
		$this->filter(
			'vitrine_address_fields',
			static function ( array $fields, string $type, string $country ) use ( &$seen ): array {
				$seen[]                        = array( $type, $country );
				$fields['last_name']['label']  = 'Family name';
				$fields['company']['priority'] = 5;
				$fields['postcode']['hidden']  = true;
				$fields['broken']              = 'not a field';
				return $fields;
			}
		);
		$fields = $this->address->fields->get( 'shipping', 'fr' );
		self::assertSame( array( array( 'shipping', 'FR' ) ), $seen );
		self::assertSame( 'company', array_key_first( $fields ) );
		self::assertSame( 'Family name', $fields['last_name']['label'] );
		self::assertFalse( $fields['postcode']['required'], 'a hidden field is never required' );
		self::assertArrayNotHasKey( 'broken', $fields );
	}

	public function test_values_are_read_from_a_form_by_their_prefix(): void {
		$values = AddressFields::values_from_input(
			array(
				'billing_first_name'  => 'Ada',
				'billing_country'     => 'GB',
				'shipping_first_name' => 'Charles',
				'billing_state'       => array( 'no' ),
				'payment_method'      => 'stripe',
			),
			'billing'
		);
		self::assertSame(
			array(
				'first_name' => 'Ada',
				'country'    => 'GB',
			),
			$values
		);
		self::assertSame( 'shipping_postcode', AddressFields::input_name( 'shipping', 'postcode' ) );
	}
}
