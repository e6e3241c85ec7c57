<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Views;

use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Views\CardRenderer;
use Vitrine\Reviews\Views\ReviewPresenter;
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
		self::assertStringContainsString( 'role="img" aria-label="Rated 4.50 out of 5"', $html );
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
