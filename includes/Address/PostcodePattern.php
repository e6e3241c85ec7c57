<?php
/**
 * Postcode patterns as merchants write them in shipping zones and tax rates.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * One pattern is an exact postcode ('10115'), a prefix with a trailing wildcard ('101*', 'SW1*')
 * or a numeric range with three dots ('10000...19999'). Case, spaces and dashes never matter.
 * A range compares numbers, so it only matches all-digit postcodes of the same length as its
 * bounds (the way postal codes with leading zeros are ranged: '01000...01999').
 */
final class PostcodePattern {

	/**
	 * Whether a postcode matches one pattern.
	 */
	public static function matches( string $pattern, string $postcode ): bool {
		$postcode = Location::normalize_postcode( $postcode );
		$pattern  = trim( $pattern );
		if ( '' === $pattern || '' === $postcode ) {
			return false;
		}
		if ( str_contains( $pattern, '...' ) ) {
			return self::in_range( $pattern, $postcode );
		}
		$pattern = Location::normalize_postcode( $pattern );
		if ( str_ends_with( $pattern, '*' ) ) {
			return str_starts_with( $postcode, rtrim( $pattern, '*' ) );
		}
		return $pattern === $postcode;
	}

	/**
	 * Whether a postcode matches any of the patterns; an empty list matches every postcode.
	 *
	 * @param list<string> $patterns The patterns, one per line as merchants enter them.
	 * @param string       $postcode The shopper's postcode.
	 */
	public static function matches_any( array $patterns, string $postcode ): bool {
		if ( array() === $patterns ) {
			return true;
		}
		foreach ( $patterns as $pattern ) {
			if ( self::matches( $pattern, $postcode ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Splits what a merchant typed (one pattern per line, or comma-separated) into clean patterns.
	 *
	 * @return list<string>
	 */
	public static function parse_list( string $text ): array {
		$parts = preg_split( '/[\r\n,]+/', $text );
		$parts = array_map( 'trim', false === $parts ? array() : $parts );
		return array_values( array_unique( array_filter( $parts, static fn ( string $part ): bool => '' !== $part ) ) );
	}

	/**
	 * Whether a pattern is well formed: a range needs two all-digit bounds of one length, low first.
	 */
	public static function is_valid( string $pattern ): bool {
		$pattern = trim( $pattern );
		if ( str_contains( $pattern, '...' ) ) {
			return null !== self::range_bounds( $pattern );
		}
		return 1 === preg_match( '/^[A-Za-z0-9\s\-]+\*?$/', $pattern );
	}

	private static function in_range( string $pattern, string $postcode ): bool {
		$bounds = self::range_bounds( $pattern );
		if ( null === $bounds || ! ctype_digit( $postcode ) || strlen( $postcode ) !== strlen( $bounds[0] ) ) {
			return false;
		}
		return (int) $postcode >= (int) $bounds[0] && (int) $postcode <= (int) $bounds[1];
	}

	/**
	 * @return array{0: string, 1: string}|null
	 */
	private static function range_bounds( string $pattern ): ?array {
		$parts = array_map( array( Location::class, 'normalize_postcode' ), explode( '...', $pattern ) );
		if ( 2 !== count( $parts ) || ! ctype_digit( $parts[0] ) || ! ctype_digit( $parts[1] ) || strlen( $parts[0] ) !== strlen( $parts[1] ) || (int) $parts[0] > (int) $parts[1] ) {
			return null;
		}
		return array( $parts[0], $parts[1] );
	}
}
