<?php
/**
 * One page of a listing's items.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

/**
 * The ids of one page, in order, with the page number, the number of pages and of items.
 */
final class ListingPage {

	/**
	 * @param list<int> $ids   The posts of the page, in order.
	 * @param int       $page  The page, from 1.
	 * @param int       $pages How many pages there are (0 when nothing matches).
	 * @param int       $total How many items match.
	 */
	public function __construct(
		public readonly array $ids,
		public readonly int $page,
		public readonly int $pages,
		public readonly int $total,
	) {
	}

	public static function empty( int $page ): self {
		return new self( array(), $page, 0, 0 );
	}
}
