<?php
/**
 * One review as a provider gave it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * A review read from a provider, before storing: image URLs are still the provider's; the
 * Refresher caches them and stores the local copies.
 */
final class FetchedReview {

	/**
	 * @param string                                              $external_id   The provider's id for the review.
	 * @param string                                              $author_name   Reviewer's name.
	 * @param string                                              $avatar_url    The provider's avatar URL, or ''.
	 * @param string                                              $author_url    Link to the reviewer, or ''.
	 * @param int                                                 $time          Epoch seconds, UTC.
	 * @param float                                               $rating        1 to 5.
	 * @param string                                              $text          Review text (plain).
	 * @param list<array{googleUrl: string, thumbnailUrl: string}> $media         Photos at the provider's URLs.
	 * @param string                                              $reply         The owner's reply, or ''.
	 * @param string                                              $language      Language tag, or ''.
	 */
	public function __construct(
		public readonly string $external_id,
		public readonly string $author_name,
		public readonly string $avatar_url,
		public readonly string $author_url,
		public readonly int $time,
		public readonly float $rating,
		public readonly string $text,
		public readonly array $media = array(),
		public readonly string $reply = '',
		public readonly string $language = '',
	) {
	}
}
