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
 *
 * With a persistent object cache the version lives there. Without one, the object cache is
 * emptied after every request, so the version is kept in an autoloaded option instead (read
 * with the other options, no query of its own): otherwise each request would start with a new
 * version and recount the whole catalogue, which at 50,000 products costs more than the rest
 * of the shop page (docs/decisions.md, issue 14).
 */
final class CatalogVersion {

	public const GROUP = 'vitrine_catalog';

	/** The option that keeps the version on sites without a persistent object cache. */
	public const OPTION = 'vitrine_catalog_version';

	private const KEY = 'version';

	public function current(): string {
		$version = self::persistent() ? wp_cache_get( self::KEY, self::GROUP ) : get_option( self::OPTION );
		if ( ! is_string( $version ) || '' === $version ) {
			$version = $this->bump();
		}
		return $version;
	}

	public function bump(): string {
		$version = str_replace( '.', '', uniqid( '', true ) );
		if ( self::persistent() ) {
			wp_cache_set( self::KEY, $version, self::GROUP );
		} else {
			update_option( self::OPTION, $version, true );
		}
		return $version;
	}

	/**
	 * Whether the site has a persistent object cache shared by its web servers.
	 */
	public static function persistent(): bool {
		return (bool) wp_using_ext_object_cache();
	}
}
