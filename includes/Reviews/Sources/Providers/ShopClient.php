<?php
/**
 * The shop's own product reviews as a review source.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\ProductReviews\ReviewSubmission;

/**
 * Approved product reviews with a rating (comments of type "review" with the "rating" meta,
 * see includes/ProductReviews/), newest first: of every product when the source's reference is
 * empty, or of the one product whose id it is. The shop's owner's first reply to a review is its
 * reply. The list is the source's whole content, so reviews since unapproved or deleted go.
 *
 * No avatar by default: the usual one is a Gravatar, which would send the reviewer's email hash
 * to a third party; the filter `vitrine_review_shop_avatar_url` ( '', WP_Comment ) can give one,
 * which is cached like the providers' avatars.
 */
final class ShopClient implements ProviderClient {

	/** At most this many reviews are read; with more, older ones stored before are kept. */
	public const MAX_REVIEWS = 1000;

	public function provider(): string {
		return 'shop';
	}

	public function credential_keys(): array {
		return array();
	}

	public function fetch( string $external_ref, array $credentials ): FetchResult {
		$product_id = (int) $external_ref;
		if ( '' !== trim( $external_ref ) && ( $product_id < 1 || ProductPostTypes::PRODUCT !== get_post_type( $product_id ) ) ) {
			throw new ProviderError( 'shop', 'not_found', __( 'There is no product with this id.', 'vitrine' ), 404 );
		}
		$args = array(
			'type'         => ReviewSubmission::COMMENT_TYPE,
			'status'       => 'approve',
			'post_type'    => ProductPostTypes::PRODUCT,
			'parent'       => 0,
			'meta_key'     => ReviewSubmission::RATING_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- only rated reviews; an admin-side refresh, not a page view.
			'meta_compare' => 'EXISTS',
			'orderby'      => 'comment_date_gmt',
			'order'        => 'DESC',
			'number'       => self::MAX_REVIEWS,
		);
		if ( $product_id > 0 ) {
			$args['post_id'] = $product_id;
		}
		/** @var list<\WP_Comment> $comments */
		$comments = get_comments( $args );
		$replies  = $this->replies( array_map( static fn ( \WP_Comment $comment ): int => (int) $comment->comment_ID, $comments ) );
		$language = str_replace( '_', '-', get_locale() );

		$reviews = array();
		$sum     = 0.0;
		foreach ( $comments as $comment ) {
			$rating = (float) get_comment_meta( (int) $comment->comment_ID, ReviewSubmission::RATING_META, true );
			if ( $rating < 1 || $rating > 5 ) {
				continue;
			}
			$sum      += $rating;
			$time      = strtotime( $comment->comment_date_gmt . ' UTC' );
			$reviews[] = new FetchedReview(
				external_id: (string) $comment->comment_ID,
				author_name: $comment->comment_author,
				/**
				 * The avatar of a shop review's author, '' for none (the default: no third-party request).
				 *
				 * @param string      $url     The avatar URL.
				 * @param \WP_Comment $comment The review.
				 */
				avatar_url: (string) apply_filters( 'vitrine_review_shop_avatar_url', '', $comment ),
				author_url: '',
				time: false === $time ? 0 : $time,
				rating: $rating,
				text: trim( wp_strip_all_tags( $comment->comment_content ) ),
				reply: $replies[ (int) $comment->comment_ID ] ?? '',
				language: $language,
			);
		}

		$count = count( $reviews );
		$url   = $product_id > 0 ? (string) get_permalink( $product_id ) : '';
		return new FetchResult(
			name: $product_id > 0 ? get_the_title( $product_id ) : (string) get_bloginfo( 'name' ),
			rating: $count > 0 ? round( $sum / $count, 2 ) : 0.0,
			review_count: $count,
			profile_url: '' !== $url ? $url : home_url( '/' ),
			write_review_url: '' !== $url ? $url . '#reviews' : '',
			token_expires_at: null,
			reviews: $reviews,
			complete: count( $comments ) < self::MAX_REVIEWS,
		);
	}

	/**
	 * The first approved reply by someone who moderates comments (the shop), per review.
	 *
	 * @param list<int> $ids Review comment ids.
	 * @return array<int, string> Review id to reply text.
	 */
	private function replies( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		/** @var list<\WP_Comment> $children */
		$children = get_comments(
			array(
				'parent__in' => $ids,
				'status'     => 'approve',
				'orderby'    => 'comment_date_gmt',
				'order'      => 'ASC',
			)
		);
		$replies  = array();
		foreach ( $children as $child ) {
			$parent = (int) $child->comment_parent;
			if ( ! isset( $replies[ $parent ] ) && (int) $child->user_id > 0 && user_can( (int) $child->user_id, 'moderate_comments' ) ) {
				$replies[ $parent ] = trim( wp_strip_all_tags( $child->comment_content ) );
			}
		}
		return $replies;
	}
}
