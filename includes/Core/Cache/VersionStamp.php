<?php
/**
 * A version stamp that caches put into their keys.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Cache;

/**
 * Caches of results computed over many rows put a stamp into their keys, so that one bump makes
 * every such entry stale at once, on every web server that shares the object cache, without
 * deleting keys one by one.
 *
 * With a persistent object cache the stamp lives there. Without one, the object cache is emptied
 * after every request, so the stamp is kept in an autoloaded option instead (read with the other
 * options, no query of its own): otherwise each request would start with a new stamp and compute
 * again what the cache was for.
 */
class VersionStamp {

	private const KEY = 'version';

	/**
	 * @param string $option The autoloaded option that keeps the stamp without a persistent object cache.
	 * @param string $group  The object cache group that keeps it with one.
	 */
	public function __construct(
		private readonly string $option,
		private readonly string $group,
	) {
	}

	public function current(): string {
		$version = self::persistent() ? wp_cache_get( self::KEY, $this->group ) : get_option( $this->option );
		if ( ! is_string( $version ) || '' === $version ) {
			$version = $this->bump();
		}
		return $version;
	}

	public function bump(): string {
		$version = str_replace( '.', '', uniqid( '', true ) );
		if ( self::persistent() ) {
			wp_cache_set( self::KEY, $version, $this->group );
		} else {
			update_option( $this->option, $version, true );
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
