<?php
/**
 * Where a listing is shown.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

/**
 * The post whose content holds the listing and the post the page shows (the "current post" of
 * a related listing; 0 on an archive), both already checked as readable by the visitor.
 */
final class ListingContext {

	public function __construct(
		public readonly int $post_id,
		public readonly int $queried_id,
	) {
	}
}
