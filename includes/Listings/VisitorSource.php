<?php
/**
 * A listing source whose items depend on the visitor.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

/**
 * A source whose items are the current visitor's own (the items of a data store): the listing
 * block asks it, while rendering, what the listing bundle needs. When the visitor's items are
 * known to their browser only (a guest's, or a store kept in the browser), the server renders the
 * listing without items, the same for every guest so that the page stays page-cacheable, and the
 * bundle asks for the first page with the items it reads in the browser (source_args).
 */
interface VisitorSource extends ListingSource {

	/**
	 * What the listing bundle needs for the current visitor, printed in the listing's reference.
	 * May enqueue the bundle that reads the visitor's items in the browser.
	 *
	 * @param array<string, mixed> $args The block's attributes, validated against args_schema().
	 * @return array{store: string, browser: bool} store: the data store whose changes refresh
	 *         the listing; browser: whether the items are known to the browser only.
	 */
	public function visitor_state( array $args ): array;
}
