<?php
/**
 * The product reviews module: reviews with a 1-to-5 star rating.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductReviews;

use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Reviews are WordPress comments of type "review" on a product, posted through WordPress's own
 * comment handler: this module checks their rating first, gives them their type and meta, adds
 * the reviews tab and the rating summary to the product page, and the review form's settings to
 * the product page script.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly Ratings $ratings,
		private readonly ReviewSubmission $submission,
		private readonly ReviewsTab $tab,
		private readonly RateLimiter $limits,
		private readonly CrossSiteGuard $cross_site,
	) {
	}

	public function register(): void {
		$this->register_settings();

		add_action( 'pre_comment_on_post', array( $this, 'validate_posted_review' ) );
		add_filter( 'preprocess_comment', array( $this, 'prepare_review' ) );
		add_filter( 'get_avatar_comment_types', array( $this, 'avatar_comment_types' ) );

		add_filter( 'vitrine_product_tabs', array( $this, 'add_reviews_tab' ), 30, 2 );
		add_filter( 'vitrine_product_rating_html', array( $this, 'rating_html' ), 10, 2 );
		add_filter( 'vitrine_script_settings_product', array( $this, 'script_settings' ) );
	}

	/**
	 * Hooked to pre_comment_on_post, which wp-comments-post.php fires before it checks or writes
	 * anything: a review without a required rating, or with a wrong one, stops here with a 400
	 * page that says why and links back to the form; so does a client that submitted too many
	 * reviews lately (429, Retry-After). Every submitted review counts.
	 *
	 * @param int|string $post_id The post commented on.
	 */
	public function validate_posted_review( $post_id ): void {
		// WordPress's comment form has no nonce, and core takes comments from any site; a review
		// on a product is ours, and is refused when another site's page posted it.
		if ( ProductPostTypes::PRODUCT === get_post_type( (int) $post_id ) ) {
			$this->cross_site->refuse_cross_site_form();
		}
		$form = self::posted_form();
		try {
			if ( ReviewSubmission::is_review_form( (int) $post_id, $form ) ) {
				$this->limits->consume( Limits::REVIEW );
			}
			$this->submission->validate_form( (int) $post_id, $form );
		} catch ( ReviewRejected $rejected ) {
			self::refuse( $rejected );
		} catch ( RateLimited $limited ) {
			ErrorMapper::send_status( $limited );
			self::refuse( new ReviewRejected( $limited->error_code, $limited->getMessage(), 429 ) );
		}
	}

	/**
	 * Hooked to preprocess_comment.
	 *
	 * @param array<string, mixed> $commentdata The comment about to be saved.
	 * @return array<string, mixed>
	 */
	public function prepare_review( array $commentdata ): array {
		try {
			return $this->submission->prepare( $commentdata, self::posted_form() );
		} catch ( ReviewRejected $rejected ) {
			self::refuse( $rejected );
		}
	}

	/**
	 * Reviews show their author's avatar, as comments do.
	 *
	 * @param array<int, string> $types Comment types that get avatars.
	 * @return array<int, string>
	 */
	public function avatar_comment_types( array $types ): array {
		$types[] = ReviewSubmission::COMMENT_TYPE;
		return array_values( array_unique( $types ) );
	}

	/**
	 * Hooked to vitrine_product_tabs: the reviews tab, when reviews are open or there are some.
	 *
	 * @param array<string, array{title: string, priority: int, callback: callable(Product): string}> $tabs    The tabs.
	 * @param Product                                                                                  $product The product.
	 * @return array<string, array{title: string, priority: int, callback: callable(Product): string}>
	 */
	public function add_reviews_tab( array $tabs, Product $product ): array {
		if ( comments_open( $product->id ) || $this->tab->approved_count( $product->id ) > 0 ) {
			$tabs['reviews'] = array(
				'title'    => $this->tab->title( $product ),
				'priority' => 30,
				'callback' => array( $this->tab, 'render' ),
			);
		}
		return $tabs;
	}

	/**
	 * Hooked to vitrine_product_rating_html: the stars and a link to the reviews, once there is a
	 * rated review.
	 *
	 * @param string  $html    The markup so far.
	 * @param Product $product The product.
	 */
	public function rating_html( string $html, Product $product ): string {
		$summary = $this->ratings->summary( $product->id );
		if ( $summary['count'] < 1 ) {
			return $html;
		}
		return $html . sprintf(
			'<div class="vitrine-product-rating">%1$s <a href="#reviews" class="vitrine-review-link" rel="nofollow">%2$s</a></div>',
			Ratings::stars_html( $summary['average'] ),
			esc_html(
				sprintf(
					/* translators: %s: number of customer reviews. */
					_n( '(%s customer review)', '(%s customer reviews)', $summary['count'], 'vitrine' ),
					number_format_i18n( $summary['count'] )
				)
			)
		);
	}

	/**
	 * Hooked to vitrine_script_settings_product: what the review form's script needs.
	 *
	 * @param array<string, mixed> $settings The product page script's settings.
	 * @return array<string, mixed>
	 */
	public function script_settings( array $settings ): array {
		$labels = array();
		for ( $value = 1; $value <= Ratings::MAX_RATING; $value++ ) {
			$labels[] = ReviewsTab::star_label( $value );
		}
		$settings['reviews'] = array(
			'ratingRequired'     => $this->submission->rating_required(),
			'requiredRatingText' => $this->submission->required_rating_text(),
			'starLabels'         => $labels,
		);
		return $settings;
	}

	private function register_settings(): void {
		$this->settings->add_section( 'reviews', __( 'Product reviews', 'vitrine' ), __( 'Customers review products with a rating of 1 to 5 stars. Reviews are comments: they are moderated like comments under Comments.', 'vitrine' ), SectionPosition::PRODUCT_REVIEWS );
		$this->settings->add_field(
			SettingField::toggle(
				'review_rating_required',
				'reviews',
				__( 'A star rating is required', 'vitrine' ),
				true,
				__( 'A review without a rating is refused.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			new SettingField(
				'review_rating_required_text',
				'reviews',
				__( 'Message when the rating is missing', 'vitrine' ),
				array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => 200,
					'default'   => __( 'Please select a rating', 'vitrine' ),
				),
				__( 'Shown in an alert when a customer submits a review without choosing a rating.', 'vitrine' )
			)
		);
	}

	/**
	 * Stops the request with a page that says why the review was refused (400) and links back to
	 * the form; nothing was saved.
	 *
	 * @param ReviewRejected $rejected Why.
	 */
	private static function refuse( ReviewRejected $rejected ): never {
		wp_die(
			'<p>' . esc_html( $rejected->getMessage() ) . '</p>',
			esc_html__( 'Your review was not saved', 'vitrine' ),
			array(
				'response'  => (int) $rejected->status,
				'back_link' => true,
			)
		);
	}

	/**
	 * The review form's fields as posted to wp-comments-post.php.
	 *
	 * @return array<string, mixed>
	 */
	private static function posted_form(): array {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WordPress's comment form has no nonce; core's handler (wp-comments-post.php) owns the request. Each field is validated where it is read.
		return 'POST' === $method ? (array) wp_unslash( $_POST ) : array();
	}
}
