<?php
/**
 * Decimal prices without floats.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Model;

/**
 * Prices are kept as decimal strings and summed as integers of minor units (cents), so that
 * 0.1 + 0.2 is 0.3 and totals never drift by a cent.
 */
final class Money {

	/**
	 * Whether a string is a non-negative decimal with at most the given number of decimals.
	 */
	public static function is_valid( string $value, int $max_decimals = 4 ): bool {
		return 1 === preg_match( '/^\d{1,13}(\.\d{1,' . $max_decimals . '})?$/', $value );
	}

	/**
	 * '12.5' to 1250 with 2 decimals; rounds half up beyond them.
	 */
	public static function to_minor( string $value, int $decimals = 2 ): int {
		if ( ! self::is_valid( $value, 8 ) ) {
			throw new \InvalidArgumentException( sprintf( 'Not a price: %s', esc_html( $value ) ) );
		}
		list( $whole, $fraction ) = array_pad( explode( '.', $value, 2 ), 2, '' );
		$fraction                 = str_pad( $fraction, $decimals + 1, '0' );
		$minor                    = (int) $whole * ( 10 ** $decimals ) + (int) substr( $fraction, 0, $decimals );
		return (int) $fraction[ $decimals ] >= 5 ? $minor + 1 : $minor;
	}

	/**
	 * 1250 to '12.50' with 2 decimals.
	 */
	public static function from_minor( int $minor, int $decimals = 2 ): string {
		if ( 0 === $decimals ) {
			return (string) $minor;
		}
		$sign  = $minor < 0 ? '-' : '';
		$minor = abs( $minor );
		$base  = 10 ** $decimals;
		return $sign . intdiv( $minor, $base ) . '.' . str_pad( (string) ( $minor % $base ), $decimals, '0', STR_PAD_LEFT );
	}

	/**
	 * -1, 0 or 1 as $a is below, equal to or above $b.
	 */
	public static function compare( string $a, string $b ): int {
		return self::to_minor( $a, 4 ) <=> self::to_minor( $b, 4 );
	}
}
