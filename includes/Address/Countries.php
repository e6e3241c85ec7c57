<?php
/**
 * Countries and their states, named in the site's language.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * Country names come from i18n-iso-countries in the site's language (English where it has
 * none); states from Google's address data, in the site's language where the data has it and in
 * Latin script otherwise. Codes are ISO 3166-1 alpha-2 for countries and the subdivision codes
 * of the generated data for states ('CA', 'JP13'; see bin/address-data.mjs).
 */
final class Countries {

	public function __construct( private readonly AddressData $data ) {
	}

	/**
	 * Every country a shopper may choose, sorted by name.
	 *
	 * @return array<string, string> Code => name.
	 */
	public function all(): array {
		$names = null;
		foreach ( self::languages( determine_locale() ) as $language ) {
			$names = $this->data->country_names( $language );
			if ( null !== $names ) {
				break;
			}
		}
		/**
		 * Filters the countries shoppers may choose in address forms (and that the address
		 * validator accepts), for a shop that sells to some countries only, or to rename one.
		 *
		 * @param array<string, string> $countries Country code => name, sorted by name.
		 */
		$countries = apply_filters( 'vitrine_countries', $names ?? $this->data->country_names( 'en' ) ?? array() );
		return is_array( $countries ) ? $countries : array();
	}

	/**
	 * A country's name, or its code when it is not a country we know.
	 */
	public function name( string $code ): string {
		$code = strtoupper( trim( $code ) );
		return $this->all()[ $code ] ?? $code;
	}

	public function is_valid_country( string $code ): bool {
		return '' !== $code && isset( $this->all()[ strtoupper( trim( $code ) ) ] );
	}

	/**
	 * The states of a country that has a list of them.
	 *
	 * @return array<string, string> Code => name in the data's order; empty when the country has no
	 *                               list (its state field is then free text, or not shown at all).
	 */
	public function states( string $country ): array {
		$rules = $this->data->country_rules( $country );
		if ( null === $rules || empty( $rules['states'] ) ) {
			return array();
		}
		$names = null;
		foreach ( self::languages( determine_locale() ) as $language ) {
			if ( isset( $rules['names'][ $language ] ) ) {
				$names = $rules['names'][ $language ];
				break;
			}
		}
		$states = array();
		foreach ( $rules['states'] as $index => $state ) {
			$states[ (string) $state[0] ] = (string) ( $names[ $index ] ?? $state[1] );
		}
		return $states;
	}

	/**
	 * Whether a state is one of its country's list. A country without a list takes any text.
	 */
	public function is_valid_state( string $country, string $state ): bool {
		$states = $this->states( $country );
		return array() === $states || isset( $states[ strtoupper( trim( $state ) ) ] );
	}

	/**
	 * The code of a state given by its code or its name in any language of the data, without
	 * regard to case ('california', 'Tokyo' and '東京都' give 'CA' and 'JP13').
	 *
	 * @return string|null The code, or null when the country has no such state (or no list).
	 */
	public function state_code( string $country, string $state ): ?string {
		$rules = $this->data->country_rules( $country );
		$state = trim( $state );
		if ( null === $rules || empty( $rules['states'] ) || '' === $state ) {
			return null;
		}
		$wanted = mb_strtolower( $state );
		foreach ( $rules['states'] as $index => $entry ) {
			$candidates = array( (string) $entry[0], (string) $entry[1] );
			foreach ( $rules['names'] ?? array() as $names ) {
				$candidates[] = (string) ( $names[ $index ] ?? '' );
			}
			foreach ( $candidates as $candidate ) {
				if ( '' !== $candidate && mb_strtolower( $candidate ) === $wanted ) {
					return (string) $entry[0];
				}
			}
		}
		return null;
	}

	/**
	 * The data's language keys to try for a WordPress locale, best first: 'pt_BR' gives 'pt-br'
	 * and 'pt'; Chinese in Taiwan or Hong Kong also 'zh-hant', the data's traditional script.
	 *
	 * @return list<string>
	 */
	public static function languages( string $locale ): array {
		$locale    = strtolower( str_replace( '_', '-', $locale ) );
		$parts     = explode( '-', $locale );
		$languages = array();
		if ( 'zh' === $parts[0] && in_array( $parts[1] ?? '', array( 'tw', 'hk', 'mo', 'hant' ), true ) ) {
			$languages[] = 'zh-hant';
		}
		$languages[] = $locale;
		$languages[] = $parts[0];
		return array_values( array_unique( array_filter( $languages ) ) );
	}
}
