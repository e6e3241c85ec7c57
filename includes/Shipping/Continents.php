<?php
/**
 * Which countries each continent holds, for shipping zones.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * The one continent table of the plugin, and the list of country codes a zone may name.
 *
 * Derived from the npm package countries-list 3.4.1 (annexare/Countries, MIT; its countries'
 * "continent" and "continents" fields), restricted to the ISO 3166-1 alpha-2 codes of Debian's
 * iso-codes 4.15 plus XK (Kosovo, user-assigned but used by carriers and the EU). A country that
 * the source places on two continents (RU, TR, AZ, GE, KZ in Asia and Europe, EG in Africa and
 * Asia) is in both lists, so a "Europe" zone covers Russia and an "Asia" zone does too; the zone
 * order decides which wins. Denmark's second continent in the source (North America) is left out:
 * that part of it is Greenland, which has its own code (GL).
 *
 * To refresh: regenerate the lists from the package's countries.min.json with the same rules.
 */
final class Continents {

	/**
	 * Continent code to the country codes on it, space-separated and sorted.
	 */
	private const COUNTRIES = array(
		'AF' => 'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
		'AN' => 'AQ BV GS HM TF',
		'AS' => 'AE AF AM AZ BD BH BN BT CC CN CX EG GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA RU SA SG SY TH TJ TM TR TW UZ VN YE',
		'EU' => 'AD AL AT AX AZ BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GE GG GI GR HR HU IE IM IS IT JE KZ LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK',
		'NA' => 'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
		'OC' => 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TL TO TV UM VU WF WS',
		'SA' => 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
	);

	/**
	 * The continent codes: AF, AN, AS, EU, NA, OC, SA.
	 *
	 * @return list<string>
	 */
	public static function codes(): array {
		return array_keys( self::COUNTRIES );
	}

	/**
	 * Continent code to its translated name.
	 *
	 * @return array<string, string>
	 */
	public static function names(): array {
		return array(
			'AF' => __( 'Africa', 'vitrine' ),
			'AN' => __( 'Antarctica', 'vitrine' ),
			'AS' => __( 'Asia', 'vitrine' ),
			'EU' => __( 'Europe', 'vitrine' ),
			'NA' => __( 'North America', 'vitrine' ),
			'OC' => __( 'Oceania', 'vitrine' ),
			'SA' => __( 'South America', 'vitrine' ),
		);
	}

	public static function is_continent( string $code ): bool {
		return isset( self::COUNTRIES[ $code ] );
	}

	/**
	 * The countries of a continent; none for an unknown code.
	 *
	 * @return list<string>
	 */
	public static function countries_of( string $continent ): array {
		return isset( self::COUNTRIES[ $continent ] ) ? explode( ' ', self::COUNTRIES[ $continent ] ) : array();
	}

	/**
	 * Whether a country (upper-case alpha-2) lies on a continent.
	 */
	public static function contains( string $continent, string $country ): bool {
		return in_array( $country, self::countries_of( $continent ), true );
	}

	/**
	 * Whether a code is one of the countries a zone may name.
	 */
	public static function is_country( string $code ): bool {
		if ( 1 !== preg_match( '/^[A-Z]{2}$/', $code ) ) {
			return false;
		}
		foreach ( self::COUNTRIES as $countries ) {
			if ( str_contains( ' ' . $countries . ' ', ' ' . $code . ' ' ) ) {
				return true;
			}
		}
		return false;
	}
}
