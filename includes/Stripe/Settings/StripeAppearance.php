<?php
/**
 * The Payment Element's appearance, computed by a shopper's browser from the theme and kept per theme.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Settings;

/**
 * The browser computes an appearance from the theme's styles (colours, font, sizes) the first time
 * a payment page is shown and sends it to stripe_save_appearance, so that later visitors get the
 * element styled at once. Anyone who can load a payment page can send it (the nonce of a logged-out
 * visitor is the same for all of them), so the store is built to make that harmless: only the active
 * theme's name, a strict shape (known keys, values that are plain CSS colours, lengths, font
 * names: no url(), no braces or semicolons), at most MAX_BYTES, and the first appearance of a theme
 * is kept for a day (LIFETIME) before another is taken, so a visitor cannot keep rewriting it; an
 * administrator's browser replaces it at once. It lives in its own option, not in the settings
 * option, so that shoppers' writes never race an administrator's save of the settings.
 */
final class StripeAppearance {

	public const OPTION = 'vitrine_stripe_appearance';

	/** The largest appearance kept, in bytes of JSON. */
	public const MAX_BYTES = 8192;

	/** How long the first appearance of a theme is kept before another is accepted. */
	public const LIFETIME = 86400;

	private const THEMES = array( 'stripe', 'night', 'flat', 'light' );

	/**
	 * The stored appearance of a theme, or null when none or expired.
	 *
	 * @return array<string, mixed>|null
	 */
	public function get( string $theme_name, ?int $now = null ): ?array {
		$entry = $this->stored()[ $theme_name ] ?? null;
		if ( ! is_array( $entry ) || ! is_array( $entry['appearance'] ?? null ) ) {
			return null;
		}
		return (int) ( $entry['saved_at'] ?? 0 ) + self::LIFETIME > ( $now ?? time() ) ? $entry['appearance'] : null;
	}

	/**
	 * Keeps an appearance for a theme unless a fresh one is kept already (or $replace).
	 *
	 * @param string               $theme_name The active theme's stylesheet name.
	 * @param array<string, mixed> $appearance What clean() accepted.
	 * @param bool                 $replace    Replace a fresh one (an administrator's browser).
	 * @return bool Whether it was stored.
	 */
	public function save( string $theme_name, array $appearance, bool $replace, ?int $now = null ): bool {
		$now = $now ?? time();
		if ( ! $replace && null !== $this->get( $theme_name, $now ) ) {
			return false;
		}
		$stored                = $this->stored();
		$stored[ $theme_name ] = array(
			'appearance' => $appearance,
			'saved_at'   => $now,
		);
		update_option( self::OPTION, $stored, true );
		return true;
	}

	/**
	 * The appearance reduced to what Stripe's Appearance API takes and nothing that could carry
	 * more than style: null when the JSON is too large, not an object, or holds anything else.
	 *
	 * @param string $json What the browser posted.
	 * @return array<string, mixed>|null
	 */
	public static function clean( string $json ): ?array {
		if ( strlen( $json ) > self::MAX_BYTES ) {
			return null;
		}
		$value = json_decode( $json, true );
		if ( ! is_array( $value ) || array_is_list( $value ) && array() !== $value ) {
			return null;
		}
		$clean = array();
		foreach ( $value as $key => $item ) {
			switch ( $key ) {
				case 'theme':
					if ( ! in_array( $item, self::THEMES, true ) ) {
						return null;
					}
					$clean['theme'] = $item;
					break;
				case 'labels':
					if ( ! in_array( $item, array( 'above', 'floating' ), true ) ) {
						return null;
					}
					$clean['labels'] = $item;
					break;
				case 'variables':
					$variables = self::declarations( $item );
					if ( null === $variables ) {
						return null;
					}
					$clean['variables'] = $variables;
					break;
				case 'rules':
					if ( ! is_array( $item ) ) {
						return null;
					}
					$rules = array();
					foreach ( $item as $selector => $declarations ) {
						$declarations = self::declarations( $declarations );
						if ( ! is_string( $selector ) || ! preg_match( '/^\.[A-Za-z]+(?:--[a-z]+)?(?:::?[a-z-]+)*$/', $selector ) || null === $declarations ) {
							return null;
						}
						$rules[ $selector ] = $declarations;
					}
					$clean['rules'] = $rules;
					break;
				default:
					return null;
			}
		}
		return $clean;
	}

	/**
	 * A map of camelCase property to a plain CSS value, or null.
	 *
	 * @return array<string, string|int|float>|null
	 */
	private static function declarations( mixed $item ): ?array {
		if ( ! is_array( $item ) ) {
			return null;
		}
		$clean = array();
		foreach ( $item as $property => $value ) {
			if ( ! is_string( $property ) || ! preg_match( '/^[a-zA-Z]{1,40}$/', $property ) ) {
				return null;
			}
			if ( is_int( $value ) || is_float( $value ) ) {
				$clean[ $property ] = $value;
				continue;
			}
			// Colours (#fff, rgb(…)), lengths, font stacks with quoted names: nothing that loads or escapes.
			if ( ! is_string( $value ) || strlen( $value ) > 200 || ! preg_match( '/^[A-Za-z0-9#%.,()\'" _-]*$/', $value ) || preg_match( '/url\s*\(|expression|image-set/i', $value ) ) {
				return null;
			}
			$clean[ $property ] = $value;
		}
		return $clean;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function stored(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}
}
