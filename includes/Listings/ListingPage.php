<?php
/**
 * One page of a listing's items.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use WP_Query;

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

	/**
	 * Runs a source's query for one page, with the rules every listing keeps whoever asks: only
	 * what a visitor may read (published, no password), so the page is the same for everyone and
	 * cacheable; ids only; a total for the pager. These win over the source's own arguments.
	 *
	 * @param array<string, mixed> $query    The source's WP_Query arguments (type, order, filters).
	 * @param int                  $page     The page, from 1.
	 * @param int                  $per_page Items per page.
	 */
	public static function fetch( array $query, int $page, int $per_page ): self {
		$result = new WP_Query(
			array_merge(
				$query,
				array(
					'post_status'         => 'publish',
					'has_password'        => false,
					'posts_per_page'      => $per_page,
					'paged'               => $page,
					'fields'              => 'ids',
					'ignore_sticky_posts' => true,
					'no_found_rows'       => false,
				)
			)
		);
		return new self( array_values( array_map( 'intval', $result->posts ) ), $page, (int) $result->max_num_pages, (int) $result->found_posts );
	}
}
