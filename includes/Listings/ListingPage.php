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
 * The ids of one page, in order, with the page number and whether a page follows.
 *
 * Nothing in a listing needs the number of matching items: the load-more button and infinite
 * scroll only ask whether there is a next page. So a page is fetched with one item more than it
 * shows, never counted: counting (SQL_CALC_FOUND_ROWS) read every matching row, 50,000 at
 * 50,000 products, where the page reads a dozen.
 */
final class ListingPage {

	/**
	 * @param list<int> $ids   The posts of the page, in order.
	 * @param int       $page  The page, from 1.
	 * @param int       $pages The last page known: $page + 1 when another follows, $page when
	 *                         this is the last, 0 when nothing matches.
	 */
	public function __construct(
		public readonly array $ids,
		public readonly int $page,
		public readonly int $pages,
	) {
	}

	public static function empty( int $page ): self {
		return new self( array(), $page, 0 );
	}

	/**
	 * Runs a source's query for one page, with the rules every listing keeps whoever asks: only
	 * what a visitor may read (published, no password), so the page is the same for everyone and
	 * cacheable; ids only; one item more than the page, to know whether another follows. These
	 * win over the source's own arguments.
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
					'posts_per_page'      => $per_page + 1,
					'offset'              => ( $page - 1 ) * $per_page,
					'fields'              => 'ids',
					'ignore_sticky_posts' => true,
					'no_found_rows'       => true,
				)
			)
		);
		$ids    = array_values( array_map( 'intval', $result->posts ) );
		return self::of( $ids, $page, $per_page );
	}

	/**
	 * The page from up to $per_page + 1 ids starting at its first item.
	 *
	 * @param list<int> $ids      The page's ids and, when another page follows, the next one's first.
	 * @param int       $page     The page, from 1.
	 * @param int       $per_page Items per page.
	 */
	private static function of( array $ids, int $page, int $per_page ): self {
		$more = count( $ids ) > $per_page;
		if ( array() === $ids ) {
			// Past the end (items removed since the page was printed): the page before was the last.
			return new self( array(), $page, $page - 1 );
		}
		return new self( array_slice( $ids, 0, $per_page ), $page, $more ? $page + 1 : $page );
	}
}
