<?php
/**
 * One connected review source.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * A Google place, Facebook page, Yelp business, the shop's product reviews, or a list of reviews
 * added by hand. Its credentials are not part of it: SourceRepository::credentials() gives them
 * to the provider clients only, so no view can print them by mistake.
 */
final class Source {

	public const PROVIDERS = array( 'google', 'facebook', 'yelp', 'shop', 'manual' );

	public function __construct(
		public readonly int $id,
		public readonly string $provider,
		public readonly string $name,
		public readonly string $external_ref,
		public readonly float $rating,
		public readonly int $review_count,
		public readonly string $profile_url,
		public readonly string $write_review_url,
		public readonly string $status,
		public readonly string $last_error,
		public readonly ?int $last_refreshed_at,
		public readonly ?int $token_expires_at,
	) {
	}
}
