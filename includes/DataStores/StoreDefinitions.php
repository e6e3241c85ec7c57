<?php
/**
 * The data stores the merchant defined.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

use Vitrine\Core\Errors\ErrorKind;

/**
 * Reads and writes the store definitions, kept in the autoloaded option vitrine_data_stores
 * (slug => label, type, size); schema 18 writes the default "Favourites" store.
 */
final class StoreDefinitions {

	public const OPTION = 'vitrine_data_stores';

	public const DEFAULT_SLUG = 'favourites';

	/**
	 * Every store, by slug.
	 *
	 * @return array<string, DataStore>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		$stores = array();
		foreach ( is_array( $stored ) ? $stored : array() as $slug => $fields ) {
			if ( ! is_string( $slug ) || 1 !== preg_match( '/' . DataStore::SLUG_PATTERN . '/', $slug ) || ! is_array( $fields ) ) {
				continue;
			}
			$type = (string) ( $fields['type'] ?? '' );
			if ( ! in_array( $type, DataStore::TYPES, true ) ) {
				continue;
			}
			$label           = (string) ( $fields['label'] ?? '' );
			$stores[ $slug ] = new DataStore(
				$slug,
				// The default store's label, as schema 18 wrote it, is shown translated.
				self::DEFAULT_SLUG === $slug && 'Favourites' === $label ? __( 'Favourites', 'vitrine' ) : $label,
				$type,
				max( 1, min( DataStore::MAX_SIZE, (int) ( $fields['size'] ?? 0 ) ) )
			);
		}
		return $stores;
	}

	public function get( string $slug ): ?DataStore {
		return $this->all()[ $slug ] ?? null;
	}

	/**
	 * The store, or a refusal.
	 *
	 * @param string $slug The store's slug.
	 * @throws StoreError When there is no such store.
	 */
	public function require( string $slug ): DataStore {
		$store = $this->get( $slug );
		if ( null === $store ) {
			throw new StoreError( StoreError::UNKNOWN_STORE, __( 'This list does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		return $store;
	}

	/**
	 * Adds or changes a store.
	 *
	 * @param string $slug  Slug.
	 * @param string $label Label.
	 * @param string $type  browser, user or server.
	 * @param int    $size  Most items.
	 * @throws StoreError With data.params (field => message) when a field is refused.
	 */
	public function save( string $slug, string $label, string $type, int $size ): DataStore {
		$errors = array();
		if ( 1 !== preg_match( '/' . DataStore::SLUG_PATTERN . '/', $slug ) ) {
			$errors['slug'] = __( 'The slug must be 1 to 40 lowercase letters, digits, hyphens or underscores.', 'vitrine' );
		}
		$label = trim( $label );
		if ( '' === $label || mb_strlen( $label ) > 100 ) {
			$errors['label'] = __( 'The label must be 1 to 100 characters.', 'vitrine' );
		}
		if ( ! in_array( $type, DataStore::TYPES, true ) ) {
			$errors['type'] = __( 'Choose where the store is kept.', 'vitrine' );
		}
		if ( $size < 1 || $size > DataStore::MAX_SIZE ) {
			/* translators: %d: the largest size allowed. */
			$errors['size'] = sprintf( __( 'The size limit must be a whole number from 1 to %d.', 'vitrine' ), DataStore::MAX_SIZE );
		}
		if ( array() !== $errors ) {
			throw new StoreError( StoreError::INVALID, implode( ' ', $errors ), ErrorKind::INVALID, array( 'params' => $errors ) );
		}
		$stored          = $this->raw();
		$stored[ $slug ] = array(
			'label' => $label,
			'type'  => $type,
			'size'  => $size,
		);
		update_option( self::OPTION, $stored, true );
		return new DataStore( $slug, $label, $type, $size );
	}

	/**
	 * Removes a store's definition (its items stay until uninstall; a store added again with the
	 * same slug finds them).
	 */
	public function delete( string $slug ): bool {
		$stored = $this->raw();
		if ( ! isset( $stored[ $slug ] ) ) {
			return false;
		}
		unset( $stored[ $slug ] );
		update_option( self::OPTION, $stored, true );
		return true;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function raw(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}
}
