<?php
/**
 * The country codes a tax rate or the shop's address may name.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Address\AddressData;
use Vitrine\Address\Countries as AddressCountries;

/**
 * The countries of the address data (ISO 3166-1 from i18n-iso-countries, built into
 * build/address/), so that a rate for a country that does not exist ("XX", "UK" for GB) is
 * refused instead of never matching. Every country, not only those the shop sells to
 * (vitrine_countries): a tax rate or the shop's own address may name any.
 */
final class Countries {

	private static ?AddressData $data = null;

	/**
	 * Every known code, sorted: the countries of the address data (i18n-iso-countries), not
	 * the filtered list of countries the shop sells to.
	 *
	 * @return list<string>
	 */
	public static function codes(): array {
		$codes = array_keys( self::data()->country_names( 'en' ) ?? array() );
		sort( $codes );
		return array_map( 'strval', $codes );
	}

	public static function is_known( string $code ): bool {
		return 2 === strlen( $code ) && isset( ( self::data()->country_names( 'en' ) ?? array() )[ $code ] );
	}

	/**
	 * The country's name in the site's language ('Deutschland' for DE on a German site), falling
	 * back to English, then to the code.
	 */
	public static function name( string $code ): string {
		foreach ( array_merge( AddressCountries::languages( determine_locale() ), array( 'en' ) ) as $language ) {
			$name = self::data()->country_names( $language )[ $code ] ?? null;
			if ( is_string( $name ) && '' !== $name ) {
				return $name;
			}
		}
		return $code;
	}

	private static function data(): AddressData {
		return self::$data ??= new AddressData();
	}
}
