<?php
/**
 * The country codes a tax rate or the shop's address may name.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

/**
 * ISO 3166-1 alpha-2 codes (with XK, Kosovo, which carriers and tax authorities use), so that a
 * rate for a country that does not exist ("XX", "UK" for GB) is refused instead of never
 * matching. Names come from PHP's intl extension in the admin's language when it is there;
 * otherwise the code is shown. (Address data: this belongs in Vitrine\Address once it has a
 * country list.)
 */
final class Countries {

	private const CODES = 'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

	/**
	 * Every known code, sorted.
	 *
	 * @return list<string>
	 */
	public static function codes(): array {
		return explode( ' ', self::CODES );
	}

	public static function is_known( string $code ): bool {
		return 2 === strlen( $code ) && in_array( $code, self::codes(), true );
	}

	/**
	 * The country's name in the current user's language ('Germany' for DE), or the code when
	 * PHP has no intl extension.
	 */
	public static function name( string $code ): string {
		if ( '' === $code || ! class_exists( \Locale::class ) ) {
			return $code;
		}
		$name = \Locale::getDisplayRegion( '-' . $code, get_user_locale() );
		return '' !== $name && $name !== $code ? $name : $code;
	}
}
