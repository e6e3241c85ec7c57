<?php
/**
 * One provider's rating as a badge or a tag shows it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views\Floating;

use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Storage\Source;

/**
 * The rating and review count of one provider (or of all of a widget's sources together),
 * from the providers' own figures where they give them: a Google place rated 4.6 from 812
 * reviews shows 4.6 and 812, not the average of the five reviews the API handed over.
 */
final class ProviderRating {

	/**
	 * @param string $provider         google, facebook, yelp, shop, manual; '' for several.
	 * @param float  $rating           0–5.
	 * @param int    $count            Reviews the rating is based on.
	 * @param string $profile_url      The business page, '' when unknown.
	 * @param string $write_review_url Where a visitor leaves a review, '' when unknown.
	 */
	public function __construct(
		public readonly string $provider,
		public readonly float $rating,
		public readonly int $count,
		public readonly string $profile_url,
		public readonly string $write_review_url,
	) {
	}

	/**
	 * One rating per provider, in the order the providers first appear among the sources. A
	 * provider whose sources give no count of their own (reviews added by hand, imported) is
	 * rated from the widget's reviews of that provider.
	 *
	 * @param list<Source> $sources The widget's sources.
	 * @param list<Review> $reviews The widget's reviews.
	 * @return list<self>
	 */
	public static function per_provider( array $sources, array $reviews ): array {
		$grouped = array();
		foreach ( $sources as $source ) {
			$grouped[ $source->provider ][] = $source;
		}
		$ratings = array();
		foreach ( $grouped as $provider => $provider_sources ) {
			$provider_reviews = array_values(
				array_filter( $reviews, static fn ( Review $review ): bool => $review->provider === $provider )
			);
			$rating           = self::combine( (string) $provider, $provider_sources, $provider_reviews );
			if ( $rating->count > 0 ) {
				$ratings[] = $rating;
			}
		}
		return $ratings;
	}

	/**
	 * All the widget's sources as one rating (the tag), weighted by each source's count.
	 *
	 * @param list<Source> $sources The widget's sources.
	 * @param list<Review> $reviews The widget's reviews.
	 */
	public static function overall( array $sources, array $reviews ): self {
		$providers = array_unique( array_map( static fn ( Source $source ): string => $source->provider, $sources ) );
		return self::combine( 1 === count( $providers ) ? (string) reset( $providers ) : '', $sources, $reviews );
	}

	/**
	 * @param string       $provider The provider, '' for several.
	 * @param list<Source> $sources  Its sources.
	 * @param list<Review> $reviews  Its reviews, for sources without figures of their own.
	 */
	private static function combine( string $provider, array $sources, array $reviews ): self {
		$weighted     = 0.0;
		$count        = 0;
		$profile      = '';
		$write_review = '';
		$source_ids   = array();
		foreach ( $sources as $source ) {
			if ( $source->review_count > 0 && $source->rating > 0 ) {
				$weighted    += $source->rating * $source->review_count;
				$count       += $source->review_count;
				$source_ids[] = $source->id;
			}
			if ( '' === $profile && '' !== $source->profile_url ) {
				$profile = $source->profile_url;
			}
			if ( '' === $write_review && '' !== $source->write_review_url ) {
				$write_review = $source->write_review_url;
			}
		}
		// Reviews of sources that state no figures of their own count one by one.
		foreach ( $reviews as $review ) {
			if ( ! in_array( $review->source_id, $source_ids, true ) && $review->rating > 0 ) {
				$weighted += $review->rating;
				++$count;
			}
		}
		return new self(
			$provider,
			$count > 0 ? round( $weighted / $count, 1 ) : 0.0,
			$count,
			$profile,
			$write_review
		);
	}
}
