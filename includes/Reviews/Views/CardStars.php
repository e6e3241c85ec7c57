<?php
/**
 * The stars of one review card.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\ProductReviews\Ratings;

/**
 * A review's five stars, as the card shows them: the same markup src/reviews/slider/card.ts
 * builds for the cards that arrive later (the golden card in tests/fixtures/review-card keeps
 * both in step). The label states the rating with at most one decimal ("Rated 4.5 out of 5",
 * "Rated 5 out of 5"), as src/reviews/stars.ts does; data-rating is the half star shown.
 */
final class CardStars {

	public static function html( float $rating ): string {
		$clamped = max( 0.0, min( (float) Ratings::MAX_RATING, $rating ) );
		$shown   = round( $clamped, 1 );
		$label   = sprintf(
			/* translators: %s: the rating, such as 4.5. */
			__( 'Rated %s out of 5', 'vitrine' ),
			number_format_i18n( $shown, floor( $shown ) === $shown ? 0 : 1 )
		);
		$stars = '';
		foreach ( Ratings::star_kinds( $clamped ) as $kind ) {
			$stars .= '<span class="vitrine-stars__star vitrine-stars__star--' . esc_attr( $kind ) . '"></span>';
		}
		return sprintf(
			'<span class="vitrine-stars" role="img" aria-label="%1$s" data-rating="%2$s">%3$s</span>',
			esc_attr( $label ),
			esc_attr( (string) Ratings::rounded_to_half( $clamped ) ),
			$stars
		);
	}
}
