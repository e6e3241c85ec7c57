<?php
/**
 * A product's average rating and review count, and the stars that show them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductReviews;

use Vitrine\Catalog\LookupTable;

/**
 * Reads the average and the count from the product lookup table, which LookupSync keeps in step
 * with every approved, rated review; so showing them costs one indexed row, not a comment query.
 */
final class Ratings {

	public const MAX_RATING = 5;

	public function __construct( private readonly LookupTable $lookup ) {
	}

	/**
	 * The average of the approved reviews' ratings and how many there are.
	 *
	 * @return array{average: float, count: int}
	 */
	public function summary( int $product_id ): array {
		$row = $this->lookup->row( $product_id );
		return array(
			'average' => (float) ( $row['average_rating'] ?? 0 ),
			'count'   => (int) ( $row['rating_count'] ?? 0 ),
		);
	}

	/**
	 * A rating rounded to the half star it is shown as: x.25 and above shows a half star, x.75
	 * and above the next full star.
	 */
	public static function rounded_to_half( float $rating ): float {
		$rating = max( 0.0, min( (float) self::MAX_RATING, round( $rating, 2 ) ) );
		return round( $rating * 2 ) / 2;
	}

	/**
	 * The kind of each of the five stars for a rating: full, half or empty.
	 *
	 * @return list<'full'|'half'|'empty'>
	 */
	public static function star_kinds( float $rating ): array {
		$shown = self::rounded_to_half( $rating );
		$kinds = array();
		for ( $star = 1; $star <= self::MAX_RATING; $star++ ) {
			if ( $shown >= $star ) {
				$kinds[] = 'full';
			} elseif ( $shown >= $star - 0.5 ) {
				$kinds[] = 'half';
			} else {
				$kinds[] = 'empty';
			}
		}
		return $kinds;
	}

	/**
	 * Five stars for a rating, read by screen readers as "Rated 4.25 out of 5". Escaped.
	 *
	 * @param float $rating The rating, 0 to 5.
	 */
	public static function stars_html( float $rating ): string {
		$label = sprintf(
			/* translators: %s: the average rating, such as 4.25. */
			__( 'Rated %s out of 5', 'vitrine' ),
			number_format_i18n( $rating, 2 )
		);
		$stars = '';
		foreach ( self::star_kinds( $rating ) as $kind ) {
			$stars .= '<span class="vitrine-stars__star vitrine-stars__star--' . esc_attr( $kind ) . '"></span>';
		}
		return sprintf(
			'<span class="vitrine-stars" role="img" aria-label="%1$s" data-rating="%2$s">%3$s</span>',
			esc_attr( $label ),
			esc_attr( (string) self::rounded_to_half( $rating ) ),
			$stars
		);
	}
}
