<?php
/**
 * A review as the admin's REST routes answer it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library;

use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Views\ReviewPresenter;

/**
 * The review object the widgets read (ReviewPresenter, nothing hidden), plus what the admin
 * manages it by: its source, whether it is hidden, its language.
 */
final class AdminReview {

	/**
	 * @return array<string, mixed>
	 */
	public static function to_array( Review $review ): array {
		return ReviewPresenter::to_client( $review, array() ) + array(
			'source_id' => $review->source_id,
			'hidden'    => $review->hidden,
			'language'  => $review->language,
		);
	}
}
