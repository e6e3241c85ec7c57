<?php
/**
 * What one fetch from a provider gave.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * The source's summary (its overall rating and count on the provider, its pages, a token's
 * expiry) and the reviews the provider returned this time.
 */
final class FetchResult {

	/**
	 * @param string              $name             The place, page or business name on the provider.
	 * @param float               $rating           Overall rating, 0 when the provider gives none.
	 * @param int                 $review_count     The provider's total number of reviews.
	 * @param string              $profile_url      The business page.
	 * @param string              $write_review_url Where a visitor leaves a review.
	 * @param int|null            $token_expires_at When the access token expires (epoch), null for never or unknown.
	 * @param list<FetchedReview> $reviews          The reviews returned.
	 * @param bool                $complete         True when $reviews is every review of the source (the shop's own),
	 *                                              so stored reviews missing from it are deleted.
	 */
	public function __construct(
		public readonly string $name,
		public readonly float $rating,
		public readonly int $review_count,
		public readonly string $profile_url,
		public readonly string $write_review_url,
		public readonly ?int $token_expires_at,
		public readonly array $reviews,
		public readonly bool $complete = false,
	) {
	}
}
