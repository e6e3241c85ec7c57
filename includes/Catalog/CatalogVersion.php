<?php
/**
 * A version number of the catalog, for caches of anything computed over many products.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * Caches of catalog-wide results (the shop filters' counts) put this version into their keys,
 * so one bump when any product changes makes every such entry stale at once, on every web
 * server that shares the object cache, without deleting keys one by one.
 */
final class CatalogVersion {

	public const GROUP = 'vitrine_catalog';

	private const KEY = 'version';

	public function current(): string {
		$version = wp_cache_get( self::KEY, self::GROUP );
		if ( ! is_string( $version ) || '' === $version ) {
			$version = $this->bump();
		}
		return $version;
	}

	public function bump(): string {
		$version = str_replace( '.', '', uniqid( '', true ) );
		wp_cache_set( self::KEY, $version, self::GROUP );
		return $version;
	}
}
