<?php
/**
 * A review as the admin's REST routes answer it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library;

use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Views\ReviewPresenter;

/**
 * The review object the widgets read (ReviewPresenter, nothing hidden), plus what the admin
 * manages it by: its source, whether it is hidden, its language.
 */
final class AdminReview {

	/**
	 * The JSON Schema of to_array().
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return Schema::titled(
			'AdminReview',
			Schema::object(
				array(
					'id'            => Schema::integer(),
					'author_name'   => Schema::string(),
					'author_avatar' => Schema::string(),
					'author_url'    => Schema::string(),
					'time'          => Schema::integer(),
					'rating'        => Schema::number(),
					'provider'      => Schema::string(),
					'text'          => Schema::string(),
					'media'         => Schema::list_of(
						Schema::object(
							array(
								'googleUrl'    => Schema::string(),
								'thumbnailUrl' => Schema::string(),
							)
						)
					),
					'reply'         => Schema::string(),
					'source_id'     => Schema::integer(),
					'hidden'        => Schema::boolean(),
					'language'      => Schema::string(),
				)
			)
		);
	}

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
