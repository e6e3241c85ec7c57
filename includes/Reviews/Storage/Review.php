<?php
/**
 * One stored review.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * A review as stored: from a provider, the shop's own product reviews, an import or a hand.
 * Image URLs are the locally cached copies ('' when there is none), never the provider's.
 */
final class Review {

	/**
	 * @param int                                                 $id            Row id.
	 * @param int                                                 $source_id     The source it came from.
	 * @param string                                              $provider      google, facebook, yelp, shop or manual.
	 * @param string                                              $external_id   The provider's id.
	 * @param string                                              $author_name   Reviewer's name.
	 * @param string                                              $author_avatar Cached avatar URL, or ''.
	 * @param string                                              $author_url    Link to the reviewer, or ''.
	 * @param int                                                 $time          Epoch seconds.
	 * @param float                                               $rating        1 to 5.
	 * @param string                                              $text          Review text.
	 * @param list<array{googleUrl: string, thumbnailUrl: string}> $media         Photos.
	 * @param string                                              $reply         The owner's reply.
	 * @param string                                              $language      Language tag, or ''.
	 * @param bool                                                $hidden        Hidden by an admin.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $source_id,
		public readonly string $provider,
		public readonly string $external_id,
		public readonly string $author_name,
		public readonly string $author_avatar,
		public readonly string $author_url,
		public readonly int $time,
		public readonly float $rating,
		public readonly string $text,
		public readonly array $media,
		public readonly string $reply,
		public readonly string $language,
		public readonly bool $hidden,
	) {
	}
}
