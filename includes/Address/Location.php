<?php
/**
 * Where a shopper is, as far as taxes and shipping care.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * Country (ISO 3166-1 alpha-2), state (the subdivision code the address rules list, or free
 * text where a country has no list), postcode and city. Read-only and normalised on creation,
 * so that every comparison (tax rates, shipping zones) sees the same form.
 */
final class Location {

	public readonly string $country;
	public readonly string $state;
	public readonly string $postcode;
	public readonly string $city;

	public function __construct( string $country, string $state = '', string $postcode = '', string $city = '' ) {
		$this->country  = strtoupper( trim( $country ) );
		$this->state    = strtoupper( trim( $state ) );
		$this->postcode = self::normalize_postcode( $postcode );
		$this->city     = trim( $city );
	}

	/**
	 * Postcodes compare without case and without spaces or dashes: 'sw1a 1aa' is 'SW1A1AA'.
	 */
	public static function normalize_postcode( string $postcode ): string {
		return strtoupper( (string) preg_replace( '/[\s\-]+/', '', $postcode ) );
	}

	public function is_empty(): bool {
		return '' === $this->country;
	}

	/**
	 * 'US:CA' for a state, or the country code alone: the key zones and rates are listed by.
	 */
	public function region_key(): string {
		return '' === $this->state ? $this->country : $this->country . ':' . $this->state;
	}
}
