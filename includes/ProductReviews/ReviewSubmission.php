<?php
/**
 * Turns a comment posted on a product into a review with a rating.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductReviews;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Settings\Settings;

/**
 * Product reviews are comments of type "review" on a product, with the comment meta "rating"
 * (1 to 5) and, for buyers, "verified". The review form posts to WordPress's own
 * wp-comments-post.php; this class checks the rating before WordPress writes anything, and hands
 * WordPress the type and the meta so that the comment and its meta are written together.
 */
final class ReviewSubmission {

	public const COMMENT_TYPE  = 'review';
	public const RATING_META   = 'rating';
	public const VERIFIED_META = 'verified';
	public const RATING_FIELD  = 'rating';

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Whether a rating is needed for a review to be saved.
	 */
	public function rating_required(): bool {
		return (bool) $this->settings->get( 'review_rating_required' );
	}

	/**
	 * The text of the alert shown when a rating is missing.
	 */
	public function required_rating_text(): string {
		$text = trim( (string) $this->settings->get( 'review_rating_required_text' ) );
		return '' !== $text ? $text : __( 'Please select a rating', 'vitrine' );
	}

	/**
	 * Checks a submitted review form before WordPress handles the comment: a top-level comment on
	 * a product needs a valid rating when the shop requires one.
	 *
	 * @param int                  $post_id The post commented on.
	 * @param array<string, mixed> $form    The posted fields, unslashed.
	 * @throws ReviewRejected When the rating is missing (and required) or not 1 to 5; nothing was saved.
	 */
	public function validate_form( int $post_id, array $form ): void {
		if ( ! self::is_review( $post_id, (int) ( $form['comment_parent'] ?? 0 ) ) ) {
			return;
		}
		$rating = self::parse_rating( $form[ self::RATING_FIELD ] ?? null );
		if ( null === $rating && $this->rating_required() ) {
			throw new ReviewRejected(
				'vitrine_review_rating_required',
				__( 'Please choose a rating of 1 to 5 stars for your review. Your review has not been saved.', 'vitrine' )
			);
		}
	}

	/**
	 * Gives a new top-level comment on a product the review type, and its rating and verified
	 * flag as comment meta, which wp_insert_comment() writes with the comment.
	 *
	 * @param array<string, mixed> $commentdata The comment about to be saved.
	 * @param array<string, mixed> $form        The posted fields, unslashed (empty when not from a form).
	 * @return array<string, mixed>
	 * @throws ReviewRejected When the posted rating is not 1 to 5.
	 */
	public function prepare( array $commentdata, array $form ): array {
		$post_id = (int) ( $commentdata['comment_post_ID'] ?? 0 );
		$type    = (string) ( $commentdata['comment_type'] ?? '' );
		if ( ! in_array( $type, array( '', 'comment', self::COMMENT_TYPE ), true ) || ! self::is_review( $post_id, (int) ( $commentdata['comment_parent'] ?? 0 ) ) ) {
			return $commentdata;
		}
		$commentdata['comment_type'] = self::COMMENT_TYPE;
		$meta                        = isset( $commentdata['comment_meta'] ) && is_array( $commentdata['comment_meta'] ) ? $commentdata['comment_meta'] : array();

		$rating = self::parse_rating( $form[ self::RATING_FIELD ] ?? null );
		if ( null !== $rating ) {
			$meta[ self::RATING_META ] = $rating;
		}
		$user_id = (int) ( $commentdata['user_id'] ?? ( $commentdata['user_ID'] ?? 0 ) );
		/**
		 * Filters whether the author of a new review bought the product. Vitrine answers false
		 * until orders exist; the orders module answers from the customer's orders.
		 *
		 * @param bool   $verified   Whether the reviewer is a verified owner.
		 * @param int    $product_id The product reviewed.
		 * @param int    $user_id    The reviewer's user id, 0 for a guest.
		 * @param string $email      The reviewer's email address.
		 */
		if ( apply_filters( 'vitrine_review_is_verified_owner', false, $post_id, $user_id, (string) ( $commentdata['comment_author_email'] ?? '' ) ) ) {
			$meta[ self::VERIFIED_META ] = 1;
		}
		if ( array() !== $meta ) {
			$commentdata['comment_meta'] = $meta;
		}
		return $commentdata;
	}

	/**
	 * A posted rating as 1 to 5, or null when none was chosen.
	 *
	 * @param mixed $value The posted value.
	 * @throws ReviewRejected When a value was given that is not a whole number from 1 to 5.
	 */
	public static function parse_rating( mixed $value ): ?int {
		if ( null === $value || '' === $value ) {
			return null;
		}
		if ( is_int( $value ) || ( is_string( $value ) && 1 === preg_match( '/^\d$/', $value ) ) ) {
			$rating = (int) $value;
			if ( $rating >= 1 && $rating <= Ratings::MAX_RATING ) {
				return $rating;
			}
		}
		throw new ReviewRejected( 'vitrine_review_invalid_rating', __( 'The rating must be a whole number of stars from 1 to 5. Your review has not been saved.', 'vitrine' ) );
	}

	/**
	 * Whether a comment form posted on this post submits a review (not a reply, not a comment on
	 * a page).
	 *
	 * @param int                  $post_id The post commented on.
	 * @param array<string, mixed> $form    The posted fields, unslashed.
	 */
	public static function is_review_form( int $post_id, array $form ): bool {
		return self::is_review( $post_id, (int) ( $form['comment_parent'] ?? 0 ) );
	}

	/**
	 * A top-level comment on a product is a review; replies are not.
	 */
	private static function is_review( int $post_id, int $parent_id ): bool {
		return 0 === $parent_id && ProductPostTypes::PRODUCT === get_post_type( $post_id );
	}
}
