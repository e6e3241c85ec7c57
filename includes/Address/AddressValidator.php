<?php
/**
 * The server's check of a billing or shipping address.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

use Vitrine\Core\Input;

/**
 * Checks an address against the fields the form showed for its country (AddressFields), so the
 * server enforces the same rules as the form, whatever the browser sent:
 * - a required field is invalid when empty;
 * - an email, when filled, must be an email address;
 * - a phone number may hold only digits, spaces and # _ - + / ( ) and dots;
 * - the country must be one shoppers may choose; the state, one of the country's list when it
 *   has one; the postcode must have the country's form.
 */
final class AddressValidator {

	/**
	 * What a phone number may contain (docs/spec/listings-checkout-attribution-builder.md, section 5).
	 */
	public const PHONE_PATTERN = '/^[0-9\s#_\-+\/().]+$/';

	public function __construct(
		private readonly AddressFields $fields,
		private readonly Countries $countries,
		private readonly AddressLocale $locale,
	) {
	}

	/**
	 * The address as it should be stored: every field of the type for its country, as plain
	 * text; the country upper case, the state as its code where the country has a list ('texas'
	 * gives 'TX'), the postcode upper case with single spaces and without the country's prefix;
	 * fields the country does not show emptied, keys that are no field left out.
	 *
	 * @param array<string, mixed> $values Field key => value, unslashed ('country' => 'US').
	 * @param string               $type   billing or shipping.
	 * @return array<string, string> Field key => clean value.
	 * @throws \InvalidArgumentException For a type other than billing or shipping.
	 */
	public function sanitize( array $values, string $type ): array {
		$country = strtoupper( Input::text( $values['country'] ?? '' ) );
		$clean   = array();
		foreach ( $this->fields->get( $type, $country ) as $key => $field ) {
			$value = Input::text( $values[ $key ] ?? '' );
			if ( $field['hidden'] ) {
				$value = '';
			} elseif ( 'country' === $field['type'] ) {
				$value = $country;
			} elseif ( 'email' === $field['type'] ) {
				$value = is_email( $value ) ? sanitize_email( $value ) : $value;
			} elseif ( 'state' === $field['type'] ) {
				$value = $this->countries->state_code( $country, $value ) ?? $value;
			} elseif ( 'postcode' === $key ) {
				$value = $this->clean_postcode( $value, $country );
			}
			$clean[ $key ] = $value;
		}
		return $clean;
	}

	/**
	 * Checks an address, sanitized first (see sanitize()).
	 *
	 * @param array<string, mixed> $values Field key => value, unslashed ('country' => 'US').
	 * @param string               $type   billing or shipping.
	 * @return array<string, string> Field key => translated message, empty when the address is valid.
	 * @throws \InvalidArgumentException For a type other than billing or shipping.
	 */
	public function validate( array $values, string $type ): array {
		$values  = $this->sanitize( $values, $type );
		$country = $values['country'] ?? '';
		$errors  = array();
		foreach ( $this->fields->get( $type, $country ) as $key => $field ) {
			$value = $values[ $key ] ?? '';
			if ( $field['hidden'] ) {
				continue;
			}
			$name = self::field_name( $type, $field['label'] );
			if ( '' === $value ) {
				if ( $field['required'] ) {
					/* translators: %s: the field, such as "Billing ZIP Code". */
					$errors[ $key ] = sprintf( __( '%s is a required field.', 'vitrine' ), $name );
				}
				continue;
			}
			$message = $this->check( $key, $field['type'], $value, $country, $name );
			if ( null !== $message ) {
				$errors[ $key ] = $message;
			}
		}
		return $errors;
	}

	/**
	 * The message for a filled field's value, or null when it is valid.
	 */
	private function check( string $key, string $type, string $value, string $country, string $name ): ?string {
		if ( 'email' === $type && ! is_email( $value ) ) {
			/* translators: %s: the field, such as "Billing Email address". */
			return sprintf( __( '%s is not a valid email address.', 'vitrine' ), $name );
		}
		if ( 'tel' === $type && 1 !== preg_match( self::PHONE_PATTERN, $value ) ) {
			/* translators: %s: the field, such as "Billing Phone". */
			return sprintf( __( '%s is not a valid phone number: use only digits, spaces and # _ - + / ( ) .', 'vitrine' ), $name );
		}
		if ( 'country' === $type && ! $this->countries->is_valid_country( $value ) ) {
			/* translators: %s: the field, such as "Billing Country / Region". */
			return sprintf( __( '%s is not valid. Choose a country from the list.', 'vitrine' ), $name );
		}
		if ( ! $this->countries->is_valid_country( $country ) ) {
			// The state and postcode are checked against a country; without one, the country's message says it all.
			return null;
		}
		if ( 'state' === $type && ! $this->countries->is_valid_state( $country, $value ) ) {
			/* translators: 1: the field, such as "Billing State"; 2: a country's name. */
			return sprintf( __( '%1$s is not valid for %2$s. Choose one from the list.', 'vitrine' ), $name, $this->countries->name( $country ) );
		}
		if ( 'postcode' === $key ) {
			$locale = $this->locale->for_country( $country );
			if ( ! $locale->postcode_matches( $value ) ) {
				return '' === $locale->example
					/* translators: 1: the field, such as "Billing Postcode"; 2: a country's name. */
					? sprintf( __( '%1$s is not valid for %2$s.', 'vitrine' ), $name, $this->countries->name( $country ) )
					/* translators: 1: the field, such as "Billing ZIP Code"; 2: a country's name; 3: a valid postcode of that country. */
					: sprintf( __( '%1$s is not valid for %2$s (for example: %3$s).', 'vitrine' ), $name, $this->countries->name( $country ), $locale->example );
			}
		}
		return null;
	}

	/**
	 * A postcode upper case, with single spaces and without the prefix its country allows
	 * ('ch-8001' is '8001'), so that shipping zones and tax rates compare it as it is meant.
	 */
	private function clean_postcode( string $postcode, string $country ): string {
		$postcode = strtoupper( (string) preg_replace( '/\s+/', ' ', $postcode ) );
		$prefix   = strtoupper( $this->locale->for_country( $country )->prefix );
		if ( '' !== $prefix && str_starts_with( $postcode, $prefix ) ) {
			$postcode = ltrim( substr( $postcode, strlen( $prefix ) ) );
		}
		return $postcode;
	}

	/**
	 * A field's name in messages: "Billing ZIP Code", "Shipping Town / City".
	 */
	public static function field_name( string $type, string $label ): string {
		return AddressFields::BILLING === $type
			/* translators: %s: an address field's label, such as "ZIP Code". */
			? sprintf( __( 'Billing %s', 'vitrine' ), $label )
			/* translators: %s: an address field's label, such as "ZIP Code". */
			: sprintf( __( 'Shipping %s', 'vitrine' ), $label );
	}
}
