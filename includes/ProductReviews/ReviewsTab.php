<?php
/**
 * The reviews tab of the product page: the reviews and the review form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductReviews;

use Vitrine\Catalog\Model\Product;

/**
 * Lists a product's approved reviews (and the visitor's own review while it awaits approval),
 * paged like WordPress's comments (comment-page-N, cpage=N), followed by the review form, which
 * posts to wp-comments-post.php.
 */
final class ReviewsTab {

	public function __construct( private readonly ReviewSubmission $submission ) {
	}

	/**
	 * The tab's title: "Reviews (3)".
	 */
	public function title( Product $product ): string {
		return sprintf(
			/* translators: %s: number of reviews. */
			__( 'Reviews (%s)', 'vitrine' ),
			number_format_i18n( $this->approved_count( $product->id ) )
		);
	}

	/**
	 * The reviews and the form. Escaped.
	 */
	public function render( Product $product ): string {
		$total    = $this->approved_count( $product->id );
		$per_page = get_option( 'page_comments' ) ? max( 1, (int) get_option( 'comments_per_page' ) ) : 0;
		$pages    = $per_page > 0 ? max( 1, (int) ceil( $total / $per_page ) ) : 1;
		$page     = min( $pages, max( 1, (int) get_query_var( 'cpage' ) ) );

		$html  = '<div id="reviews" class="vitrine-reviews">';
		$html .= '<h2 class="vitrine-reviews__title">' . esc_html(
			$total > 0
				? sprintf(
					/* translators: 1: number of reviews, 2: product name. */
					_n( '%1$s review for “%2$s”', '%1$s reviews for “%2$s”', $total, 'vitrine' ),
					number_format_i18n( $total ),
					$product->name
				)
				: __( 'Reviews', 'vitrine' )
		) . '</h2>';

		$reviews = $this->reviews( $product->id, $per_page, $page );
		if ( array() === $reviews ) {
			$html .= '<p class="vitrine-reviews__none">' . esc_html__( 'There are no reviews yet.', 'vitrine' ) . '</p>';
		} else {
			$html .= '<ol class="vitrine-reviews__list">';
			foreach ( $reviews as $review ) {
				$html .= $this->review_html( $review );
			}
			$html .= '</ol>';
		}
		if ( $pages > 1 ) {
			$html .= $this->pagination_html( $product->id, $page, $pages );
		}
		$html .= $this->form_html( $product, $total );
		return $html . '</div>';
	}

	/**
	 * The number of approved reviews, ratings or not.
	 */
	public function approved_count( int $product_id ): int {
		return (int) get_comments(
			array(
				'post_id' => $product_id,
				'type'    => ReviewSubmission::COMMENT_TYPE,
				'status'  => 'approve',
				'parent'  => 0,
				'count'   => true,
			)
		);
	}

	/**
	 * One page of reviews, oldest first, with the visitor's own unapproved ones.
	 *
	 * @return list<\WP_Comment>
	 */
	private function reviews( int $product_id, int $per_page, int $page ): array {
		$args    = array(
			'post_id' => $product_id,
			'type'    => ReviewSubmission::COMMENT_TYPE,
			'status'  => 'approve',
			'parent'  => 0,
			'orderby' => array(
				'comment_date_gmt' => 'ASC',
				'comment_ID'       => 'ASC',
			),
		);
		$user_id = get_current_user_id();
		$email   = wp_get_unapproved_comment_author_email();
		if ( 0 !== $user_id ) {
			$args['include_unapproved'] = array( $user_id );
		} elseif ( '' !== $email ) {
			$args['include_unapproved'] = array( $email );
		}
		if ( $per_page > 0 ) {
			$args['number'] = $per_page;
			$args['offset'] = ( $page - 1 ) * $per_page;
		}
		return array_values( get_comments( $args ) );
	}

	private function review_html( \WP_Comment $review ): string {
		$id       = (int) $review->comment_ID;
		$rating   = (int) get_comment_meta( $id, ReviewSubmission::RATING_META, true );
		$verified = (bool) get_comment_meta( $id, ReviewSubmission::VERIFIED_META, true );
		$avatar   = get_option( 'show_avatars' ) ? (string) get_avatar( $review, 60, '', '', array( 'class' => 'vitrine-review__avatar' ) ) : '';
		$date     = (string) get_comment_date( '', $review );
		/** This filter is documented in wp-includes/comment-template.php */
		$text = (string) apply_filters( 'comment_text', get_comment_text( $review ), $review, array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.

		$html  = '<li class="vitrine-review" id="li-comment-' . $id . '">';
		$html .= '<article id="comment-' . $id . '" class="vitrine-review__body">';
		$html .= $avatar;
		if ( $rating > 0 ) {
			$html .= Ratings::stars_html( (float) $rating );
		}
		$html .= '<p class="vitrine-review__meta"><strong class="vitrine-review__author">' . esc_html( get_comment_author( $review ) ) . '</strong>';
		if ( $verified ) {
			$html .= ' <em class="vitrine-review__verified">' . esc_html__( '(verified owner)', 'vitrine' ) . '</em>';
		}
		$html .= ' <span aria-hidden="true">–</span> <time datetime="' . esc_attr( (string) get_comment_date( 'c', $review ) ) . '">' . esc_html( $date ) . '</time></p>';
		if ( '0' === (string) $review->comment_approved ) {
			$html .= '<p class="vitrine-review__awaiting"><em>' . esc_html__( 'Your review is awaiting approval', 'vitrine' ) . '</em></p>';
		}
		$html .= '<div class="vitrine-review__text">' . wp_kses_post( $text ) . '</div>';
		return $html . '</article></li>';
	}

	private function pagination_html( int $product_id, int $page, int $pages ): string {
		$html = '<nav class="vitrine-reviews__pagination" aria-label="' . esc_attr__( 'Review pages', 'vitrine' ) . '"><ul>';
		for ( $number = 1; $number <= $pages; $number++ ) {
			$label = sprintf(
				/* translators: %s: page number. */
				__( 'Page %s', 'vitrine' ),
				number_format_i18n( $number )
			);
			if ( $number === $page ) {
				$html .= '<li><span aria-current="page"><span class="screen-reader-text">' . esc_html( $label ) . '</span><span aria-hidden="true">' . esc_html( number_format_i18n( $number ) ) . '</span></span></li>';
				continue;
			}
			$html .= '<li><a href="' . esc_url( $this->page_url( $product_id, $number ) ) . '" aria-label="' . esc_attr( $label ) . '">' . esc_html( number_format_i18n( $number ) ) . '</a></li>';
		}
		return $html . '</ul></nav>';
	}

	/**
	 * The address of a page of reviews: /product/x/comment-page-2/#reviews, or ?cpage=2#reviews.
	 */
	private function page_url( int $product_id, int $number ): string {
		$permalink = (string) get_permalink( $product_id );
		if ( 1 === $number ) {
			return $permalink . '#reviews';
		}
		if ( '' !== (string) get_option( 'permalink_structure' ) ) {
			return user_trailingslashit( trailingslashit( $permalink ) . 'comment-page-' . $number, 'commentpaged' ) . '#reviews';
		}
		return add_query_arg( 'cpage', $number, $permalink ) . '#reviews';
	}

	private function form_html( Product $product, int $total ): string {
		if ( ! comments_open( $product->id ) ) {
			return '<p class="vitrine-reviews__closed">' . esc_html__( 'Reviews are closed for this product.', 'vitrine' ) . '</p>';
		}
		$commenter = wp_get_current_commenter();
		$required  = (bool) get_option( 'require_name_email' );
		$marker    = $required ? ' <span class="required" aria-hidden="true">*</span>' : '';
		$req_attr  = $required ? ' required' : '';

		$fields = array(
			'author' => sprintf(
				'<p class="comment-form-author"><label for="author">%1$s%2$s</label> <input id="author" name="author" type="text" autocomplete="name" value="%3$s" size="30" maxlength="245"%4$s></p>',
				esc_html__( 'Name', 'vitrine' ),
				$marker,
				esc_attr( $commenter['comment_author'] ),
				$req_attr
			),
			'email'  => sprintf(
				'<p class="comment-form-email"><label for="email">%1$s%2$s</label> <input id="email" name="email" type="email" autocomplete="email" value="%3$s" size="30" maxlength="100"%4$s></p>',
				esc_html__( 'Email', 'vitrine' ),
				$marker,
				esc_attr( $commenter['comment_author_email'] ),
				$req_attr
			),
			// Reviews ask for no website.
			'url'    => '',
		);
		// The same consent WordPress asks for before it remembers a commenter in cookies.
		$fields['cookies'] = '';
		if ( has_action( 'set_comment_cookies', 'wp_set_comment_cookies' ) && get_option( 'show_comments_cookies_opt_in' ) ) {
			$fields['cookies'] = sprintf(
				'<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"%1$s> <label for="wp-comment-cookies-consent">%2$s</label></p>',
				'' !== $commenter['comment_author_email'] ? ' checked' : '',
				esc_html__( 'Save my name and email in this browser for the next time I write a review.', 'vitrine' )
			);
		}

		$args = array(
			'title_reply'         => $total > 0
				? __( 'Add a review', 'vitrine' )
				/* translators: %s: product name. */
				: sprintf( __( 'Be the first to review “%s”', 'vitrine' ), $product->name ),
			'title_reply_before'  => '<h3 id="reply-title" class="comment-reply-title">',
			'title_reply_after'   => '</h3>',
			'label_submit'        => __( 'Submit', 'vitrine' ),
			'class_form'          => 'comment-form vitrine-review-form',
			'class_container'     => 'comment-respond vitrine-review-form-wrapper',
			'comment_notes_after' => '',
			'fields'              => $fields,
			'comment_field'       => $this->rating_field() . sprintf(
				'<p class="comment-form-comment"><label for="comment">%1$s <span class="required" aria-hidden="true">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>',
				esc_html__( 'Your review', 'vitrine' )
			),
			'must_log_in'         => '<p class="must-log-in">' . sprintf(
				/* translators: %s: login URL. */
				wp_kses( __( 'You must be <a href="%s">logged in</a> to post a review.', 'vitrine' ), array( 'a' => array( 'href' => array() ) ) ),
				esc_url( wp_login_url( (string) get_permalink( $product->id ) . '#reviews' ) )
			) . '</p>',
		);

		ob_start();
		comment_form( $args, $product->id );
		return '<div id="review_form_wrapper"><div id="review_form">' . (string) ob_get_clean() . '</div></div>';
	}

	/**
	 * The 1-to-5 star choice: native radio buttons (one checked at a time, arrow keys move between
	 * them), drawn as stars.
	 */
	private function rating_field(): string {
		$required = $this->submission->rating_required();
		$stars    = '';
		for ( $value = 1; $value <= Ratings::MAX_RATING; $value++ ) {
			$stars .= sprintf(
				'<input type="radio" class="vitrine-rating-input__radio" id="vitrine-rating-%1$d" name="%2$s" value="%1$d"><label class="vitrine-rating-input__star" for="vitrine-rating-%1$d"><span class="vitrine-rating-input__glyph" aria-hidden="true"></span><span class="screen-reader-text">%3$s</span></label>',
				$value,
				esc_attr( ReviewSubmission::RATING_FIELD ),
				esc_html( self::star_label( $value ) )
			);
		}
		return sprintf(
			'<fieldset class="vitrine-rating-input"%1$s><legend class="vitrine-rating-input__legend">%2$s%3$s</legend><span class="vitrine-rating-input__stars">%4$s</span></fieldset>',
			$required ? ' data-required="true"' : '',
			esc_html__( 'Your rating', 'vitrine' ),
			$required ? ' <span class="required" aria-hidden="true">*</span><span class="screen-reader-text"> ' . esc_html__( '(required)', 'vitrine' ) . '</span>' : '',
			$stars
		);
	}

	/**
	 * "3 of 5 stars".
	 */
	public static function star_label( int $value ): string {
		return sprintf(
			/* translators: %d: number of stars, 1 to 5. */
			_n( '%d of 5 stars', '%d of 5 stars', $value, 'vitrine' ),
			$value
		);
	}
}
