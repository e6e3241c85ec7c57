<?php
/**
 * One entry of a zone: a region or a postcode pattern.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Address\Location;
use Vitrine\Address\PostcodePattern;

/**
 * Regions are a country ('DE'), a state ('US:CA') or a continent ('EU'); postcodes are
 * PostcodePattern patterns ('75*', '10000...19999'). Merchants type regions as 'DE', 'US:CA' and
 * 'continent:EU': the prefix keeps continents apart from countries with the same code (AF is
 * Afghanistan and Africa, NA Namibia and North America).
 */
final class ZoneLocation {

	public const COUNTRY   = 'country';
	public const STATE     = 'state';
	public const CONTINENT = 'continent';
	public const POSTCODE  = 'postcode';

	public const CONTINENT_PREFIX = 'continent:';

	public function __construct(
		public readonly string $type,
		public readonly string $code,
	) {
	}

	public function is_region(): bool {
		return self::POSTCODE !== $this->type;
	}

	/**
	 * Whether this region contains the location (never true for a postcode entry).
	 */
	public function contains( Location $location ): bool {
		return match ( $this->type ) {
			self::COUNTRY   => $this->code === $location->country,
			self::STATE     => '' !== $location->state && $this->code === $location->region_key(),
			self::CONTINENT => '' !== $location->country && Continents::contains( $this->code, $location->country ),
			default         => false,
		};
	}

	/**
	 * Whether a postcode entry matches the location's postcode.
	 */
	public function matches_postcode( Location $location ): bool {
		return self::POSTCODE === $this->type && PostcodePattern::matches( $this->code, $location->postcode );
	}

	/**
	 * The region as merchants type it: 'DE', 'US:CA', 'continent:EU'.
	 */
	public function region_text(): string {
		return self::CONTINENT === $this->type ? self::CONTINENT_PREFIX . $this->code : $this->code;
	}

	/**
	 * Reads one typed region; null when it is not well formed or names no known country or
	 * continent. States are not checked against a list (the codes come from the address rules
	 * of each country), only their form.
	 */
	public static function parse_region( string $text ): ?self {
		$text = strtoupper( trim( $text ) );
		if ( str_starts_with( $text, strtoupper( self::CONTINENT_PREFIX ) ) ) {
			$code = trim( substr( $text, strlen( self::CONTINENT_PREFIX ) ) );
			return Continents::is_continent( $code ) ? new self( self::CONTINENT, $code ) : null;
		}
		if ( 1 === preg_match( '/^([A-Z]{2})\s*:\s*([A-Z0-9][A-Z0-9-]{0,19})$/', $text, $parts ) ) {
			return Continents::is_country( $parts[1] ) ? new self( self::STATE, $parts[1] . ':' . $parts[2] ) : null;
		}
		return Continents::is_country( $text ) ? new self( self::COUNTRY, $text ) : null;
	}
}
