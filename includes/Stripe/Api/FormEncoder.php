<?php
/**
 * Stripe's form encoding of nested parameters.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

/**
 * Stripe's v1 API reads application/x-www-form-urlencoded bodies (and GET queries) whose nested
 * values are written with brackets: `metadata[order_id]=5`, `payment_method_types[0]=card`,
 * `expand[0]=latest_charge`. The encoding is the official library's, byte for byte (PHPUnit
 * compares both on the same inputs): booleans as `true` / `false`, null as an empty value (which
 * Stripe reads as "unset this field"), an empty array as nothing, a list (keys 0..n-1) indexed,
 * brackets left unescaped, everything else as PHP's urlencode() writes it (spaces as `+`). A
 * string that is not UTF-8 is taken as ISO-8859-1 and converted, as the library does.
 */
final class FormEncoder {

	/**
	 * @param array<array-key, mixed> $params The parameters.
	 */
	public static function encode( array $params ): string {
		$pieces = array();
		foreach ( self::flatten( $params, null ) as list( $key, $value ) ) {
			$pieces[] = self::url_encode( $key ) . '=' . self::url_encode( $value );
		}
		return implode( '&', $pieces );
	}

	/**
	 * The leaves of a nested array with their bracketed names, in order.
	 *
	 * @param array<array-key, mixed> $params The parameters.
	 * @param string|null             $parent The name of the array they are in.
	 * @return list<array{0: string, 1: string}>
	 */
	private static function flatten( array $params, ?string $parent ): array {
		$leaves = array();
		foreach ( $params as $key => $value ) {
			$name = null === $parent ? (string) $key : $parent . '[' . $key . ']';
			if ( is_array( $value ) ) {
				$leaves = array_merge( $leaves, self::flatten( $value, $name ) );
				continue;
			}
			$leaves[] = array( $name, self::scalar( $value ) );
		}
		return $leaves;
	}

	/**
	 * A leaf as Stripe reads it.
	 *
	 * @param mixed $value A scalar or null.
	 */
	private static function scalar( mixed $value ): string {
		if ( true === $value ) {
			return 'true';
		}
		if ( false === $value ) {
			return 'false';
		}
		if ( null === $value ) {
			return '';
		}
		if ( is_object( $value ) && ! method_exists( $value, '__toString' ) ) {
			throw new \InvalidArgumentException( 'A Stripe parameter cannot be an object.' );
		}
		$value = is_scalar( $value ) || is_object( $value ) ? (string) $value : '';
		if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
			$value = (string) mb_convert_encoding( $value, 'UTF-8', 'ISO-8859-1' );
		}
		return $value;
	}

	/**
	 * PHP's urlencode() with the brackets left readable, as Stripe's libraries send them.
	 */
	private static function url_encode( string $value ): string {
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.urlencode_urlencode -- Stripe reads (and its libraries send) spaces as +, as urlencode() writes them.
		return str_replace( array( '%5B', '%5D' ), array( '[', ']' ), urlencode( $value ) );
	}
}
