<?php
/**
 * The billing and shipping address fields.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

use Vitrine\Core\Settings\Settings;

/**
 * The fields of a billing or shipping address for a country: the shop's own fields (name,
 * company, country, phone, email) with the country's rules applied to the address lines, city,
 * state and postcode (AddressLocale). The renderer and the validator both read these, so what
 * the form asks is what the server checks.
 *
 * A field is an array:
 * - label (string, translated), type (country, state, text, email or tel), autocomplete (the
 *   HTML autofill tokens, section included: 'billing postal-code'), required (bool),
 *   hidden (bool: in the form but not shown for this country), placeholder (string),
 *   priority (int: lower comes first).
 *
 * @phpstan-type Field array{label: string, type: string, autocomplete: string, required: bool, hidden: bool, placeholder: string, priority: int}
 */
final class AddressFields {

	public const BILLING  = 'billing';
	public const SHIPPING = 'shipping';

	/**
	 * The settings for the optional fields: hidden, optional or required.
	 */
	public const SETTING_COMPANY   = 'address_company_field';
	public const SETTING_ADDRESS_2 = 'address_2_field';
	public const SETTING_PHONE     = 'address_phone_field';

	public function __construct(
		private readonly AddressLocale $locale,
		private readonly Settings $settings,
	) {
	}

	/**
	 * The fields of one address type for one country, sorted by priority.
	 *
	 * @param string $type    billing or shipping.
	 * @param string $country Country code; empty when none is chosen yet.
	 * @return array<string, Field> Field key ('first_name', 'postcode') => field.
	 * @throws \InvalidArgumentException For another type.
	 */
	public function get( string $type, string $country ): array {
		self::check_type( $type );
		$locale = $this->locale->for_country( $country );
		// Autocomplete tokens without the section here; it is added below.
		$fields = array(
			'first_name' => self::field( __( 'First name', 'vitrine' ), 'text', 'given-name', true, 10 ),
			'last_name'  => self::field( __( 'Last name', 'vitrine' ), 'text', 'family-name', true, 20 ),
			'company'    => self::field( __( 'Company name', 'vitrine' ), 'text', 'organization', false, 30 ),
			'country'    => self::field( __( 'Country / Region', 'vitrine' ), 'country', 'country', true, 40 ),
		);
		foreach ( AddressLocale::FIELDS as $key ) {
			$rule           = $locale->field( $key );
			$fields[ $key ] = array(
				'label'        => $rule->label,
				'type'         => 'state' === $key ? 'state' : 'text',
				'autocomplete' => self::AUTOCOMPLETE[ $key ],
				'required'     => $rule->required,
				'hidden'       => $rule->hidden,
				'placeholder'  => $rule->placeholder,
				'priority'     => $rule->priority,
			);
		}
		$fields['phone'] = self::field( __( 'Phone', 'vitrine' ), 'tel', 'tel', false, 100 );
		if ( self::BILLING === $type ) {
			$fields['email'] = self::field( __( 'Email address', 'vitrine' ), 'email', 'email', true, 110 );
		}

		// The merchant's choices for the fields a shop may not need.
		$fields = $this->apply_setting( $fields, 'company', self::SETTING_COMPANY );
		$fields = $this->apply_setting( $fields, 'address_2', self::SETTING_ADDRESS_2 );
		$fields = $this->apply_setting( $fields, 'phone', self::SETTING_PHONE );
		foreach ( $fields as $key => $field ) {
			// The section token keeps a browser from filling the shipping address with the billing one.
			$fields[ $key ]['autocomplete'] = $type . ' ' . $field['autocomplete'];
		}

		/**
		 * Filters the fields of a billing or shipping address, after the country's rules. Add a
		 * field (it is rendered as a text input, and checked when required), remove one, or change
		 * a label, status or priority. The form and the server's validation both follow the result.
		 * The browser re-applies the country's rules to the address lines, city, state and postcode
		 * when the shopper changes country: change those per country with vitrine_address_rules.
		 *
		 * @param array<string, array<string, mixed>> $fields  Key => field (label, type, autocomplete,
		 *                                                     required, hidden, placeholder, priority).
		 * @param string                              $type    billing or shipping.
		 * @param string                              $country The country code, or '' when none is chosen.
		 */
		$filtered = apply_filters( 'vitrine_address_fields', $fields, $type, $locale->country );

		$fields = array();
		foreach ( is_array( $filtered ) ? $filtered : array() as $key => $field ) {
			if ( is_array( $field ) ) {
				$fields[ (string) $key ] = self::normalize( $field );
			}
		}
		// A stable sort: fields of equal priority keep the order they were given in.
		uasort( $fields, static fn ( array $a, array $b ): int => $a['priority'] <=> $b['priority'] );
		return $fields;
	}

	/**
	 * The name of a field's input: billing_postcode.
	 */
	public static function input_name( string $type, string $key ): string {
		return $type . '_' . $key;
	}

	/**
	 * One address's values out of a submitted form ($_POST, unslashed), keyed by field key.
	 *
	 * @param array<string, mixed> $input The submitted fields: billing_first_name => ...
	 * @param string               $type  billing or shipping.
	 * @return array<string, string>
	 */
	public static function values_from_input( array $input, string $type ): array {
		self::check_type( $type );
		$values = array();
		$prefix = $type . '_';
		foreach ( $input as $name => $value ) {
			if ( str_starts_with( (string) $name, $prefix ) && is_scalar( $value ) ) {
				$values[ substr( (string) $name, strlen( $prefix ) ) ] = (string) $value;
			}
		}
		return $values;
	}

	/**
	 * @throws \InvalidArgumentException For a type other than billing or shipping.
	 */
	public static function check_type( string $type ): void {
		if ( self::BILLING !== $type && self::SHIPPING !== $type ) {
			throw new \InvalidArgumentException( sprintf( 'Unknown address type %s: billing or shipping.', $type ) );
		}
	}

	/**
	 * The autocomplete token of each field, before the section token (billing, shipping).
	 */
	private const AUTOCOMPLETE = array(
		'address_1' => 'address-line1',
		'address_2' => 'address-line2',
		'city'      => 'address-level2',
		'state'     => 'address-level1',
		'postcode'  => 'postal-code',
	);

	/**
	 * @return Field
	 */
	private static function field( string $label, string $type, string $autocomplete, bool $required, int $priority ): array {
		return array(
			'label'        => $label,
			'type'         => $type,
			'autocomplete' => $autocomplete,
			'required'     => $required,
			'hidden'       => false,
			'placeholder'  => '',
			'priority'     => $priority,
		);
	}

	/**
	 * Removes a field the merchant hid, or sets whether it is required.
	 *
	 * @param array<string, Field> $fields  The fields.
	 * @param string               $key     The field.
	 * @param string               $setting Its setting: hidden, optional or required.
	 * @return array<string, Field>
	 */
	private function apply_setting( array $fields, string $key, string $setting ): array {
		$choice = (string) $this->settings->get( $setting );
		if ( 'hidden' === $choice ) {
			unset( $fields[ $key ] );
		} elseif ( ! $fields[ $key ]['hidden'] ) {
			$fields[ $key ]['required'] = 'required' === $choice;
		}
		return $fields;
	}

	/**
	 * A field as a filter may have left it, with every key and type in place.
	 *
	 * @param array<mixed> $field The field.
	 * @return Field
	 */
	private static function normalize( array $field ): array {
		$hidden = ! empty( $field['hidden'] );
		return array(
			'label'        => (string) ( $field['label'] ?? '' ),
			'type'         => in_array( $field['type'] ?? '', array( 'country', 'state', 'text', 'email', 'tel' ), true ) ? (string) $field['type'] : 'text',
			'autocomplete' => (string) ( $field['autocomplete'] ?? 'on' ),
			// A hidden field cannot be filled in, so it is never required.
			'required'     => ! $hidden && ! empty( $field['required'] ),
			'hidden'       => $hidden,
			'placeholder'  => (string) ( $field['placeholder'] ?? '' ),
			'priority'     => (int) ( $field['priority'] ?? 200 ),
		);
	}
}
