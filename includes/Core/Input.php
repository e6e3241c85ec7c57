<?php
/**
 * Reading submitted values, with names that say whether they sanitize.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

/**
 * Used by the admin screens, the repositories they feed and the address validator alike, so it
 * lives in Core rather than Core/Admin. A submitted field may be anything ($_POST holds strings, arrays, or nothing): these turn it
 * into a string. raw() keeps the value as sent, for values that their own rule checks next
 * (a nonce, a number through absint(), a key compared with a list, fields a validator reports
 * on with the merchant's words kept); text() sanitizes it as one line of text.
 */
final class Input {

	/**
	 * A scalar as a string, as sent; '' for anything else. Not sanitized: check or sanitize it
	 * before use.
	 */
	public static function raw( mixed $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A scalar as one line of text, sanitized (sanitize_text_field); '' for anything else.
	 */
	public static function text( mixed $value ): string {
		return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
	}

	/**
	 * A query argument ($_GET) as sent, unslashed: '' when missing or not a scalar (name[]=…
	 * sends a list). The caller sanitizes it for its use (sanitize_key(), absint()…).
	 *
	 * @param string $name The argument's name.
	 */
	public static function query( string $name ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- reading, not acting: raw() keeps scalars only, and every caller sanitizes.
		return isset( $_GET[ $name ] ) ? self::raw( wp_unslash( $_GET[ $name ] ) ) : '';
	}
}
