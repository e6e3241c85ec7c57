<?php
/**
 * Small per-user choices kept in user meta (a dismissed banner, say).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Preferences;

/**
 * Modules declare each preference with a schema; only declared ones can be written, each to
 * the user meta key vitrine_<name>.
 */
final class UserPreferences {

	public const META_PREFIX = 'vitrine_';

	/** @var array<string, array<string, mixed>> */
	private array $schemas = array();

	/**
	 * Declares a preference.
	 *
	 * @param string               $name   snake_case name: coming_soon_banner_dismissed.
	 * @param array<string, mixed> $schema JSON schema of its value, with a default.
	 */
	public function declare( string $name, array $schema ): void {
		$this->schemas[ $name ] = $schema;
	}

	/**
	 * @return array<string, array<string, mixed>>
	 */
	public function schemas(): array {
		return $this->schemas;
	}

	public function get( int $user_id, string $name ): mixed {
		if ( ! isset( $this->schemas[ $name ] ) ) {
			throw new \InvalidArgumentException( sprintf( 'Unknown preference %s.', $name ) );
		}
		if ( ! metadata_exists( 'user', $user_id, self::META_PREFIX . $name ) ) {
			return $this->schemas[ $name ]['default'] ?? null;
		}
		return get_user_meta( $user_id, self::META_PREFIX . $name, true );
	}

	/**
	 * Every declared preference of a user.
	 *
	 * @return array<string, mixed>
	 */
	public function all( int $user_id ): array {
		$values = array();
		foreach ( array_keys( $this->schemas ) as $name ) {
			$values[ $name ] = $this->get( $user_id, $name );
		}
		return $values;
	}

	/**
	 * Writes already validated values.
	 *
	 * @param int                  $user_id The user.
	 * @param array<string, mixed> $values  Name to value; names must be declared.
	 */
	public function save( int $user_id, array $values ): void {
		foreach ( $values as $name => $value ) {
			if ( ! isset( $this->schemas[ $name ] ) ) {
				throw new \InvalidArgumentException( sprintf( 'Unknown preference %s.', $name ) );
			}
		}
		foreach ( $values as $name => $value ) {
			update_user_meta( $user_id, self::META_PREFIX . $name, $value );
		}
	}
}
