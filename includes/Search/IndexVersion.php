<?php
/**
 * A version of the search index.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Core\Cache\VersionStamp;

/**
 * Bumped when a row of the search index changes (SearchIndex): the kept results of searches
 * (SearchResults) are valid under one version. A product's price, stock or status does not
 * change its row, so orders do not make every kept search stale; which matches a visitor sees
 * is decided by the shop query on the live rows.
 */
final class IndexVersion extends VersionStamp {

	public const GROUP = 'vitrine_search';

	/** The option that keeps the version on sites without a persistent object cache. */
	public const OPTION = 'vitrine_search_index_version';

	public function __construct() {
		parent::__construct( self::OPTION, self::GROUP );
	}
}
