<?php
/**
 * What a widget or the admin asks of the stored reviews.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * Filters, order and page of a review query; every argument optional.
 */
final class ReviewQuery {

	public const ORDERS = array( 'newest', 'oldest', 'highest', 'lowest' );

	/**
	 * @param list<int>    $source_ids     Only these sources; empty for all.
	 * @param list<string> $providers      Only these providers; empty for all.
	 * @param int          $min_rating     Lowest rating, 0 for any.
	 * @param bool         $only_with_text Leave out reviews without text.
	 * @param string       $language       Only this language ("de" also matches "de-AT"); '' for any.
	 * @param bool         $include_hidden Include reviews an admin hid (the admin's list).
	 * @param string       $orderby        newest, oldest, highest or lowest.
	 * @param int          $offset         Rows to skip.
	 * @param int          $limit          Rows to return, 0 for all.
	 * @param string       $search         Text in the author's name or the review (admin).
	 * @param bool         $only_hidden    Only reviews an admin hid (the admin's list).
	 */
	public function __construct(
		public readonly array $source_ids = array(),
		public readonly array $providers = array(),
		public readonly int $min_rating = 0,
		public readonly bool $only_with_text = false,
		public readonly string $language = '',
		public readonly bool $include_hidden = false,
		public readonly string $orderby = 'newest',
		public readonly int $offset = 0,
		public readonly int $limit = 0,
		public readonly string $search = '',
		public readonly bool $only_hidden = false,
	) {
	}
}
