<?php
/**
 * The merchant's attribution rules as typed in the settings: custom campaign parameters, extra
 * search engines and referral host mappings, one entry a line.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Attribution;

/**
 * Parses and checks the three list settings. Each is a textarea of the settings screen (one entry
 * a line, its parts separated by spaces or commas), so they need no control of their own; the
 * bundle receives them parsed.
 */
final class AttributionRules {

	/** A host: lower-case labels of letters, digits and hyphens; a search engine's may have no dot ("google"). */
	private const HOST = '/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/';

	/** A query parameter's name. */
	private const PARAM = '/^[A-Za-z0-9_.-]{1,64}$/';

	/** A source or medium as written in the cookies. */
	private const WORD = '/^[A-Za-z0-9_.()-]{1,64}$/';

	/**
	 * The custom campaign parameters.
	 *
	 * @return list<string>
	 */
	public static function params( string $text ): array {
		return array_values( array_filter( self::parts( $text ), static fn ( string $part ): bool => 1 === preg_match( self::PARAM, $part ) ) );
	}

	/**
	 * Why the custom parameters are refused, or null.
	 */
	public static function params_problem( string $text ): ?string {
		foreach ( self::parts( $text ) as $part ) {
			if ( 1 !== preg_match( self::PARAM, $part ) ) {
				/* translators: %s: what the merchant typed. */
				return sprintf( __( 'Campaign parameters: "%s" is not a parameter name (letters, digits, _ . and - only).', 'vitrine' ), $part );
			}
		}
		return null;
	}

	/**
	 * The extra search engines: "host param [source]" a line.
	 *
	 * @return list<array{host: string, param: string, name: string}>
	 */
	public static function search_engines( string $text ): array {
		$engines = array();
		foreach ( self::lines( $text ) as $parts ) {
			if ( null === self::engine_problem( $parts ) ) {
				$engines[] = array(
					'host'  => strtolower( $parts[0] ),
					'param' => $parts[1],
					'name'  => $parts[2] ?? '',
				);
			}
		}
		return $engines;
	}

	/**
	 * Why the search engines are refused, or null: each entry needs a host and a query parameter.
	 */
	public static function search_engines_problem( string $text ): ?string {
		foreach ( self::lines( $text ) as $number => $parts ) {
			$problem = self::engine_problem( $parts );
			if ( null !== $problem ) {
				/* translators: 1: line number, 2: why the line is refused. */
				return sprintf( __( 'Search engines, line %1$d: %2$s', 'vitrine' ), $number, $problem );
			}
		}
		return null;
	}

	/**
	 * The extra referral mappings: "host [source] [medium]" a line.
	 *
	 * @return list<array{host: string, source: string, medium: string}>
	 */
	public static function referrals( string $text ): array {
		$referrals = array();
		foreach ( self::lines( $text ) as $parts ) {
			if ( null === self::referral_problem( $parts ) ) {
				$referrals[] = array(
					'host'   => strtolower( $parts[0] ),
					'source' => strtolower( $parts[1] ?? '' ),
					'medium' => $parts[2] ?? '',
				);
			}
		}
		return $referrals;
	}

	/**
	 * Why the referral mappings are refused, or null: each entry needs a host.
	 */
	public static function referrals_problem( string $text ): ?string {
		foreach ( self::lines( $text ) as $number => $parts ) {
			$problem = self::referral_problem( $parts );
			if ( null !== $problem ) {
				/* translators: 1: line number, 2: why the line is refused. */
				return sprintf( __( 'Referral hosts, line %1$d: %2$s', 'vitrine' ), $number, $problem );
			}
		}
		return null;
	}

	/**
	 * @param list<string> $parts A line's parts.
	 */
	private static function engine_problem( array $parts ): ?string {
		if ( count( $parts ) < 2 || count( $parts ) > 3 ) {
			return __( 'give the host and the query parameter of the search, and optionally the source to record.', 'vitrine' );
		}
		if ( 1 !== preg_match( self::HOST, strtolower( $parts[0] ) ) ) {
			/* translators: %s: what the merchant typed. */
			return sprintf( __( '"%s" is not a host.', 'vitrine' ), $parts[0] );
		}
		if ( 1 !== preg_match( self::PARAM, $parts[1] ) ) {
			/* translators: %s: what the merchant typed. */
			return sprintf( __( '"%s" is not a parameter name.', 'vitrine' ), $parts[1] );
		}
		if ( isset( $parts[2] ) && 1 !== preg_match( self::WORD, $parts[2] ) ) {
			/* translators: %s: what the merchant typed. */
			return sprintf( __( '"%s" is not a source name.', 'vitrine' ), $parts[2] );
		}
		return null;
	}

	/**
	 * @param list<string> $parts A line's parts.
	 */
	private static function referral_problem( array $parts ): ?string {
		if ( count( $parts ) > 3 ) {
			return __( 'give the host, and optionally the source and the medium to record for it.', 'vitrine' );
		}
		foreach ( array_slice( $parts, 0, 2 ) as $host ) {
			if ( 1 !== preg_match( self::HOST, strtolower( $host ) ) || ! str_contains( $host, '.' ) ) {
				/* translators: %s: what the merchant typed. */
				return sprintf( __( '"%s" is not a host.', 'vitrine' ), $host );
			}
		}
		if ( isset( $parts[2] ) && 1 !== preg_match( self::WORD, $parts[2] ) ) {
			/* translators: %s: what the merchant typed. */
			return sprintf( __( '"%s" is not a medium name.', 'vitrine' ), $parts[2] );
		}
		return null;
	}

	/**
	 * The non-empty lines, numbered from 1, each split into its parts.
	 *
	 * @return array<int, list<string>>
	 */
	private static function lines( string $text ): array {
		$lines = array();
		foreach ( (array) preg_split( '/\R/', $text ) as $index => $line ) {
			$parts = self::parts( (string) $line );
			if ( array() !== $parts ) {
				$lines[ $index + 1 ] = $parts;
			}
		}
		return $lines;
	}

	/**
	 * @return list<string>
	 */
	private static function parts( string $text ): array {
		return array_values( array_filter( array_map( 'strval', (array) preg_split( '/[\s,]+/', trim( $text ) ) ), static fn ( string $part ): bool => '' !== $part ) );
	}
}
