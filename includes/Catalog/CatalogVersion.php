<?php
/**
 * A version number of the catalog, for caches of anything computed over many products.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Core\Cache\VersionStamp;

/**
 * Caches of catalog-wide results (the shop filters' counts) put this version into their keys:
 * it is bumped whenever any product's lookup row is written, so every such entry is stale at
 * once (Core\Cache\VersionStamp). Without a persistent object cache it is an autoloaded option:
 * otherwise each request would start with a new version and recount the whole catalogue, which
 * at 50,000 products costs more than the rest of the shop page (docs/decisions.md, issue 14).
 */
final class CatalogVersion extends VersionStamp {

	public const GROUP = 'vitrine_catalog';

	/** The option that keeps the version on sites without a persistent object cache. */
	public const OPTION = 'vitrine_catalog_version';

	public function __construct() {
		parent::__construct( self::OPTION, self::GROUP );
	}
}
