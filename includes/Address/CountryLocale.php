<?php
/**
 * The address rules of one country, resolved.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * What AddressLocale::for_country() answers: the country's address fields (address_1,
 * address_2, city, state, postcode) with their labels, status and order; the kind of state
 * control; the postcode's pattern.
 */
final class CountryLocale {

	public const STATE_HIDDEN = 'hidden';
	public const STATE_SELECT = 'select';
	public const STATE_TEXT   = 'text';

	/**
	 * @param string                     $country       Country code, upper case; may be empty.
	 * @param bool                       $known         Whether the data has rules for the country.
	 * @param array<string, LocaleField> $fields        Field key => its look, for every key of AddressLocale::FIELDS.
	 * @param string                     $state_control hidden, select or text.
	 * @param string                     $pattern       The postcode's regular expression (no delimiters), or empty.
	 * @param string                     $example       A postcode of the country, or empty.
	 * @param string                     $prefix        What shoppers may write before the postcode ('CH-'), or empty.
	 */
	public function __construct(
		public readonly string $country,
		public readonly bool $known,
		public readonly array $fields,
		public readonly string $state_control,
		public readonly string $pattern,
		public readonly string $example,
		public readonly string $prefix,
	) {
	}

	public function field( string $key ): LocaleField {
		return $this->fields[ $key ] ?? throw new \InvalidArgumentException( sprintf( 'No address rule for the field %s.', $key ) );
	}

	/**
	 * Whether a postcode has the country's form. Case and a prefix the country allows do not
	 * matter; a country without a pattern (or with one a filter broke) takes any postcode.
	 */
	public function postcode_matches( string $postcode ): bool {
		if ( '' === $this->pattern ) {
			return true;
		}
		$postcode = strtoupper( trim( $postcode ) );
		if ( '' !== $this->prefix && str_starts_with( $postcode, strtoupper( $this->prefix ) ) ) {
			$postcode = substr( $postcode, strlen( $this->prefix ) );
		}
		// The data's patterns are ECMAScript ones, which PCRE reads the same way; ~ cannot occur in them unescaped.
		$regex   = '~^(?:' . str_replace( '~', '\~', $this->pattern ) . ')$~iu';
		$matched = @preg_match( $regex, $postcode ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a pattern broken by a filter must not stop checkout.
		return false === $matched || 1 === $matched;
	}
}
