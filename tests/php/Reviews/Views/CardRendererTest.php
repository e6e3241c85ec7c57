<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Views;

use Vitrine\Reviews\Storage\Review;
use Vitrine\Plugin;
use Vitrine\Reviews\Views\CardRenderer;
use Vitrine\Reviews\Views\CardStars;
use Vitrine\Reviews\Views\ReviewPresenter;
use Vitrine\Reviews\Views\SliderRenderer;
use Vitrine\Reviews\Views\WidgetRenderer;
use Vitrine\Reviews\Widgets\Ajax\GetReviewsEndpoint;
use Vitrine\Reviews\Widgets\Widget;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Tests\TestCase;

/**
 * The review card: hostile text and links made harmless, the text cut for "Read more", what the
 * widget hides left out of the page.
 */
final class CardRendererTest extends TestCase {

	public function test_hostile_names_texts_and_links_are_escaped_and_dropped(): void {
		$html = ( new CardRenderer() )->render(
			$this->review(
				array(
					'author_name'   => '<img src=x onerror=alert(1)>',
					'author_url'    => 'javascript:alert(1)',
					'author_avatar' => 'data:image/png;base64,AAAA',
					'text'          => '<script>alert(1)</script>',
					'media'         => array(
						array(
							'googleUrl'    => 'javascript:alert(2)',
							'thumbnailUrl' => 'https://example.org/t.jpg',
						),
					),
				)
			),
			$this->widget()
		);

		self::assertStringNotContainsString( '<script>', $html );
		self::assertStringNotContainsString( '<img src=x', $html );
		self::assertStringNotContainsString( 'javascript:', $html );
		self::assertStringNotContainsString( 'data:image', $html );
		self::assertStringContainsString( '&lt;script&gt;', $html );
		self::assertStringContainsString( '<span class="vitrine-review__author">', $html, 'A name whose link is not http(s) is not linked.' );
		self::assertStringContainsString( 'href="https://example.org/t.jpg" data-vitrine-window="800x600"', $html );
		self::assertStringContainsString( 'role="img" aria-label="Rated 4.5 out of 5" data-rating="4.5"', $html );
	}

	public function test_the_text_is_cut_at_text_size_on_a_word_and_multibyte_safe(): void {
		self::assertSame( array( 'Short.', '' ), CardRenderer::cut( 'Short.', 200 ) );
		self::assertSame( array( 'Größe über', ' alles' ), CardRenderer::cut( 'Größe über alles', 12 ) );
		self::assertSame( array( 'ääääää', 'ääää' ), CardRenderer::cut( 'ääääääääää', 6 ), 'Characters, not bytes.' );
		self::assertSame( array( 'No cut at all', '' ), CardRenderer::cut( 'No cut at all', 0 ) );

		$html = ( new CardRenderer() )->render( $this->review( array( 'text' => str_repeat( 'word ', 60 ) ) ), $this->widget( array( 'text_size' => 50 ) ) );
		self::assertStringContainsString( '<span class="vitrine-review__rest" hidden>', $html );
		self::assertStringContainsString( 'aria-expanded="false">Read more</button>', $html );
	}

	public function test_what_the_widget_hides_never_reaches_the_page(): void {
		$review = $this->review(
			array(
				'author_name'   => 'Lena Secret',
				'author_url'    => 'https://example.org/lena',
				'author_avatar' => 'https://shop.example/wp-content/uploads/vitrine-reviews/a.jpg',
			)
		);
		$widget = $this->widget(
			array(
				'hide_name'           => true,
				'hide_avatar'         => true,
				'disable_review_time' => true,
			)
		);

		$html   = ( new CardRenderer() )->render( $review, $widget );
		$client = ReviewPresenter::to_client( $review, $widget->options );

		self::assertStringNotContainsString( 'Lena Secret', $html );
		self::assertStringNotContainsString( 'example.org/lena', $html );
		self::assertStringNotContainsString( 'vitrine-review__avatar', $html );
		self::assertStringNotContainsString( '<time', $html );
		self::assertSame( '', $client['author_name'] );
		self::assertSame( '', $client['author_url'] );
		self::assertSame( '', $client['author_avatar'] );
	}

	public function test_the_date_is_absolute_in_the_page_and_marked_for_the_script(): void {
		$html = ( new CardRenderer() )->render( $this->review( array( 'time' => 1700000000 ) ), $this->widget() );

		self::assertStringContainsString( 'datetime="2023-11-14T22:13:20+00:00" data-vitrine-time="1700000000" data-relative>', $html );
		self::assertStringContainsString( wp_date( (string) get_option( 'date_format' ), 1700000000 ), $html );
	}

	public function test_the_stars_state_the_rating_with_at_most_one_decimal_and_the_half_star_shown(): void {
		self::assertStringContainsString( 'aria-label="Rated 5 out of 5" data-rating="5"', CardStars::html( 5.0 ) );
		self::assertStringContainsString( 'aria-label="Rated 4.3 out of 5" data-rating="4.5"', CardStars::html( 4.26 ) );
		self::assertStringContainsString( 'aria-label="Rated 4.2 out of 5" data-rating="4"', CardStars::html( 4.2 ) );
		self::assertStringContainsString( 'aria-label="Rated 5 out of 5" data-rating="5"', CardStars::html( 9.0 ) );
		self::assertSame( 4, substr_count( CardStars::html( 4.2 ), 'vitrine-stars__star--full' ) );
	}

	/**
	 * The golden card: what this renderer prints for a review, and what the script's renderer
	 * (src/reviews/slider/card.ts) is given for the same review (the get_reviews answer, the
	 * slider's card options, the bundle's strings). src/reviews/slider/golden-card.test.ts
	 * draws the card from input.json and must match card.html: the two renderers cannot drift.
	 * After a deliberate change of the card: VITRINE_WRITE_FIXTURES=1 npm test -- php --filter CardRendererTest.
	 */
	public function test_the_golden_card_is_what_both_renderers_draw(): void {
		$review  = $this->review(
			array(
				'author_name'   => 'Lena Braun',
				'author_url'    => 'https://example.org/lena',
				'author_avatar' => 'https://example.org/lena.jpg',
				'rating'        => 4.0,
				'text'          => "A lovely shop, quick to answer.\nThe parcel came in two days, well packed.",
				'media'         => array(
					array(
						'googleUrl'    => 'https://example.org/photo-1',
						'thumbnailUrl' => 'https://example.org/photo-1.jpg',
					),
				),
				'reply'         => 'Thank you, Lena!',
			)
		);
		$options = array_merge(
			WidgetOptions::defaults(),
			array(
				'text_size'  => 40,
				'show_reply' => true,
				'open_link'  => true,
			)
		);
		$widget  = new Widget( 3, 'Reviews', $options );
		$html    = ( new CardRenderer() )->render( $review, $widget );
		$input   = array(
			'review'  => GetReviewsEndpoint::review( $review, $options ),
			'card'    => SliderRenderer::card_options( $options ),
			'locale'  => determine_locale(),
			'strings' => Plugin::instance()->get( WidgetRenderer::class )->script_settings()['i18n'],
		);
		$json    = (string) wp_json_encode( $input, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
		$dir     = dirname( __DIR__, 3 ) . '/fixtures/review-card';
		if ( getenv( 'VITRINE_WRITE_FIXTURES' ) ) {
			wp_mkdir_p( $dir );
			file_put_contents( $dir . '/card.html', $html . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
			file_put_contents( $dir . '/input.json', $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		}
		$hint = 'The card changed: VITRINE_WRITE_FIXTURES=1 npm test -- php --filter CardRendererTest, then npm test -- unit golden-card.';
		self::assertSame( (string) file_get_contents( $dir . '/card.html' ), $html . "\n", $hint ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
		self::assertSame( (string) file_get_contents( $dir . '/input.json' ), $json, $hint ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
	}

	/**
	 * @param array<string, mixed> $fields Fields over the defaults.
	 */
	private function review( array $fields = array() ): Review {
		return new Review(
			...array_merge(
				array(
					'id'            => 7,
					'source_id'     => 1,
					'provider'      => 'google',
					'external_id'   => 'g-7',
					'author_name'   => 'Lena',
					'author_avatar' => '',
					'author_url'    => '',
					'time'          => 1700000000,
					'rating'        => 4.5,
					'text'          => 'Lovely.',
					'media'         => array(),
					'reply'         => '',
					'language'      => 'en',
					'hidden'        => false,
				),
				$fields
			)
		);
	}

	/**
	 * @param array<string, mixed> $options Options over the defaults.
	 */
	private function widget( array $options = array() ): Widget {
		return new Widget( 3, 'Reviews', array_merge( WidgetOptions::defaults(), $options ) );
	}
}
