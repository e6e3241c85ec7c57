<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ProductReviews;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Model\Product;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The reviews tab, the rating under the title and the review form's settings, as the product
 * page gets them through the reviews module's filters.
 */
final class ReviewsTabTest extends TestCase {

	private Catalog $catalog;

	private Product $product;

	protected function setUp(): void {
		parent::setUp();
		$this->catalog = Plugin::instance()->catalog;
		$id            = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Mug',
				'regular_price' => '12',
			)
		);
		$product       = $this->catalog->products->find( $id );
		self::assertNotNull( $product );
		$this->product = $product;
	}

	public function test_the_reviews_tab_lists_approved_reviews_with_their_stars(): void {
		$this->review( 'Ann', 5, 1 );
		$this->review( 'Bob', 3, 1 );
		$this->review( 'Spammer', 1, 0 );
		$this->review( 'Troll', 1, 'spam' );

		$tabs = apply_filters( 'vitrine_product_tabs', array(), $this->product );
		self::assertSame( 'Reviews (2)', $tabs['reviews']['title'] );
		$html = (string) call_user_func( $tabs['reviews']['callback'], $this->product );

		self::assertStringContainsString( '<div id="reviews" class="vitrine-reviews">', $html );
		self::assertStringContainsString( '2 reviews for “Mug”', $html );
		self::assertStringContainsString( 'Ann', $html );
		self::assertStringContainsString( 'Bob', $html );
		self::assertStringNotContainsString( 'Spammer', $html );
		self::assertStringNotContainsString( 'Troll', $html );
		self::assertStringContainsString( 'aria-label="Rated 5.00 out of 5"', $html );
		self::assertStringContainsString( 'aria-label="Rated 3.00 out of 5"', $html );
		self::assertMatchesRegularExpression( '/<article id="comment-\d+"/', $html );
	}

	public function test_the_form_has_five_star_radios_posting_to_wordpress(): void {
		Plugin::instance()->settings->update( array( 'review_rating_required' => true ) );
		$tabs = apply_filters( 'vitrine_product_tabs', array(), $this->product );
		$html = (string) call_user_func( $tabs['reviews']['callback'], $this->product );

		self::assertStringContainsString( 'Be the first to review “Mug”', $html );
		self::assertStringContainsString( 'wp-comments-post.php', $html );
		self::assertStringContainsString( 'class="comment-form vitrine-review-form"', $html );
		self::assertSame( 5, substr_count( $html, 'type="radio" class="vitrine-rating-input__radio"' ) );
		self::assertSame( 5, substr_count( $html, 'name="rating"' ) );
		for ( $stars = 1; $stars <= 5; $stars++ ) {
			self::assertStringContainsString( '<span class="vitrine-rating-input__glyph" aria-hidden="true"></span><span class="screen-reader-text">' . $stars . ' of 5 stars</span>', $html );
		}
		self::assertStringContainsString( '<legend class="vitrine-rating-input__legend">Your rating <span class="required" aria-hidden="true">*</span><span class="screen-reader-text"> (required)</span></legend>', $html );
		self::assertStringContainsString( 'data-required="true"', $html );
		self::assertStringNotContainsString( 'name="url"', $html, 'Reviews ask for no website.' );
		self::assertStringContainsString( "name='comment_post_ID' value='" . $this->product->id . "'", $html );
	}

	public function test_without_the_requirement_the_rating_is_optional(): void {
		Plugin::instance()->settings->update( array( 'review_rating_required' => false ) );
		$tabs = apply_filters( 'vitrine_product_tabs', array(), $this->product );
		$html = (string) call_user_func( $tabs['reviews']['callback'], $this->product );

		self::assertStringContainsString( '<legend class="vitrine-rating-input__legend">Your rating</legend>', $html );
		self::assertStringNotContainsString( 'data-required', $html );
	}

	public function test_closed_reviews_keep_the_tab_only_while_there_are_reviews(): void {
		wp_update_post(
			array(
				'ID'             => $this->product->id,
				'comment_status' => 'closed',
			)
		);
		self::assertArrayNotHasKey( 'reviews', apply_filters( 'vitrine_product_tabs', array(), $this->product ) );

		$this->review( 'Ann', 4, 1 );
		$tabs = apply_filters( 'vitrine_product_tabs', array(), $this->product );
		$html = (string) call_user_func( $tabs['reviews']['callback'], $this->product );
		self::assertStringContainsString( 'Reviews are closed for this product.', $html );
		self::assertStringNotContainsString( '<form', $html );
	}

	public function test_the_summary_shows_stars_and_a_link_once_there_are_rated_reviews(): void {
		self::assertSame( '', apply_filters( 'vitrine_product_rating_html', '', $this->product ) );

		$this->review( 'Ann', 5, 1 );
		$this->review( 'Bob', 4, 1 );
		$this->catalog->lookup_sync->flush();
		$html = (string) apply_filters( 'vitrine_product_rating_html', '', $this->product );

		self::assertStringContainsString( 'aria-label="Rated 4.50 out of 5"', $html );
		self::assertStringContainsString( '<a href="#reviews" class="vitrine-review-link" rel="nofollow">(2 customer reviews)</a>', $html );
	}

	public function test_the_product_script_gets_the_review_settings(): void {
		Plugin::instance()->settings->update(
			array(
				'review_rating_required'      => true,
				'review_rating_required_text' => 'Stars, please',
			)
		);

		$settings = apply_filters( 'vitrine_script_settings_product', array() );

		self::assertSame(
			array(
				'ratingRequired'     => true,
				'requiredRatingText' => 'Stars, please',
				'starLabels'         => array( '1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars' ),
			),
			$settings['reviews']
		);
	}

	public function test_the_required_rating_text_defaults_to_the_spec_wording(): void {
		self::assertSame( 'Please select a rating', Plugin::instance()->settings->get( 'review_rating_required_text' ) );
		self::assertTrue( Plugin::instance()->settings->get( 'review_rating_required' ) );
	}

	/**
	 * @param string     $author   Reviewer.
	 * @param int        $rating   Stars.
	 * @param int|string $approved 1, 0 or 'spam'.
	 */
	private function review( string $author, int $rating, int|string $approved ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $this->product->id,
				'comment_type'         => 'review',
				'comment_author'       => $author,
				'comment_author_email' => strtolower( $author ) . '@example.org',
				'comment_content'      => 'Review by ' . $author,
				'comment_approved'     => $approved,
				'comment_meta'         => array( 'rating' => $rating ),
			)
		);
	}
}
