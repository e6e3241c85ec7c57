<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent, nodeName).

namespace Vitrine\Tests\Reviews\Views\Floating;

use Vitrine\Reviews\Views\Floating\FloatingRenderer;
use Vitrine\Reviews\Views\Floating\Marks;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/FloatingFixtures.php';

/**
 * The badge, flash and tag markup (escaping, per-provider badges, the flash card's data, the
 * tag's options) and the bundle they enqueue. The popup and sidebar of reviews_embed, which
 * read stored reviews, are in FloatingEmbedTest.
 */
final class FloatingRendererTest extends TestCase {

	use FloatingFixtures;

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		parent::tearDown();
	}

	public function test_a_badge_per_provider_with_the_providers_own_figures(): void {
		$sources = array(
			$this->source( 1, 'google', 4.0, 100 ),
			$this->source( 2, 'yelp', 3.5, 10 ),
			$this->source( 3, 'google', 5.0, 300 ),
		);

		$html = $this->renderer()->render( $this->widget( 'badge' ), array(), $sources );

		$badges = $this->query( $html, '//div[contains(@class, "vitrine-badge ")]' );
		self::assertCount( 2, $badges );
		self::assertSame( 'google', $badges->item( 0 )->getAttribute( 'data-provider' ) );
		self::assertSame( 'badge:' . self::WIDGET_ID . ':google', $badges->item( 0 )->getAttribute( 'data-dismiss-key' ) );
		self::assertSame( 'yelp', $badges->item( 1 )->getAttribute( 'data-provider' ) );
		self::assertSame( 'badge:' . self::WIDGET_ID . ':yelp', $badges->item( 1 )->getAttribute( 'data-dismiss-key' ) );
		// Google: (4 × 100 + 5 × 300) / 400 = 4.75, shown with one decimal.
		$google = $this->text( $badges->item( 0 ) );
		self::assertStringContainsString( '4.8 out of 5, based on 400 reviews', $google );
		self::assertStringContainsString( 'Google', $google );
		self::assertStringContainsString( '3.5 out of 5, based on 10 reviews', $this->text( $badges->item( 1 ) ) );
		// Each badge has its popup button and its close button.
		self::assertCount( 2, $this->query( $html, '//button[@class="vitrine-badge__open"][@aria-haspopup="dialog"]' ) );
		self::assertCount( 1, $this->query( $html, '//button[@class="vitrine-badge__close"][@aria-label="Hide the Google rating"]' ) );
		// The popup is not in the page.
		self::assertStringNotContainsString( '<dialog', $html );
		self::assertStringNotContainsString( 'vitrine-reviews-embed', $html );
	}

	public function test_a_provider_without_figures_is_rated_from_its_reviews_and_one_with_nothing_is_left_out(): void {
		$sources = array(
			$this->source( 1, 'manual', 0.0, 0 ),
			$this->source( 2, 'facebook', 0.0, 0 ),
		);
		$reviews = array(
			$this->review( 1, 1, 'manual', 4.0 ),
			$this->review( 2, 1, 'manual', 5.0 ),
		);

		$html = $this->renderer()->render( $this->widget( 'badge' ), $reviews, $sources );

		$badges = $this->query( $html, '//div[contains(@class, "vitrine-badge ")]' );
		self::assertCount( 1, $badges );
		self::assertSame( 'manual', $badges->item( 0 )->getAttribute( 'data-provider' ) );
		self::assertStringContainsString( '4.5 out of 5, based on 2 reviews', $this->text( $badges->item( 0 ) ) );
	}

	public function test_the_badge_mode_and_position(): void {
		$sources = array( $this->source( 1, 'google', 4.0, 10 ) );

		$floating = $this->renderer()->render( $this->widget( 'badge', array( 'badge_position' => 'bottom-left' ) ), array(), $sources );
		$inline   = $this->renderer()->render( $this->widget( 'badge', array( 'badge_mode' => 'inline' ) ), array(), $sources );
		$unknown  = $this->renderer()->render( $this->widget( 'badge', array( 'badge_position' => 'top-middle"><script>' ) ), array(), $sources );

		self::assertSame( 'vitrine-badges is-floating is-bottom-left', $this->root( $floating )->getAttribute( 'class' ) );
		self::assertSame( 'vitrine-badges is-inline', $this->root( $inline )->getAttribute( 'class' ) );
		self::assertSame( 'vitrine-badges is-floating is-bottom-right', $this->root( $unknown )->getAttribute( 'class' ) );
		self::assertSame( 'badge', $this->root( $floating )->getAttribute( 'data-vitrine-floating' ) );
		self::assertSame( (string) self::WIDGET_ID, $this->root( $floating )->getAttribute( 'data-widget-id' ) );
	}

	public function test_the_summary_template_is_the_widgets_and_is_escaped(): void {
		$widget = $this->widget(
			'badge',
			array(
				'text'       => array(
					'm1' => '<script>alert(1)</script> {rating} / {count}',
					'm2' => '',
				),
				'star_color' => '#ff0000;background:url(x)',
			)
		);

		$html = $this->renderer()->render( $widget, array(), array( $this->source( 1, 'yelp', 4.5, 7 ) ) );

		self::assertStringNotContainsString( '<script>', $html );
		self::assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt; 4.5 / 7', $html );
		// An invalid colour is dropped rather than printed into a style attribute.
		self::assertStringNotContainsString( 'url(x)', $html );
	}

	public function test_a_badge_with_no_rating_at_all_renders_nothing_and_enqueues_nothing(): void {
		$html = $this->renderer()->render( $this->widget( 'badge' ), array(), array() );

		self::assertSame( '', $html );
		self::assertFalse( wp_script_is( 'vitrine-reviews-floating', 'enqueued' ) );
	}

	public function test_the_flash_card_holds_its_timings_stories_and_cards(): void {
		$widget  = $this->widget(
			'flash',
			array(
				'flash_start'     => 2.5,
				'flash_visible'   => 6,
				'flash_invisible' => 4,
				'flash_position'  => 'bottom-left',
			)
		);
		$reviews = array(
			$this->review( 1, 1, 'google', 5.0, array( 'author_name' => 'Ada' ) ),
			$this->review( 2, 1, 'google', 4.0, array( 'author_name' => 'Grace' ) ),
			$this->review( 3, 1, 'yelp', 3.0, array( 'author_name' => 'Linus' ) ),
		);

		$html = $this->renderer()->render( $widget, $reviews, array( $this->source( 1, 'google', 4.5, 3 ) ) );

		$root = $this->root( $html );
		self::assertSame( 'section', $root->nodeName );
		self::assertSame( 'flash', $root->getAttribute( 'data-vitrine-floating' ) );
		self::assertSame( 'flash:' . self::WIDGET_ID, $root->getAttribute( 'data-dismiss-key' ) );
		self::assertSame( '2500', $root->getAttribute( 'data-start' ) );
		self::assertSame( '6000', $root->getAttribute( 'data-visible' ) );
		self::assertSame( '4000', $root->getAttribute( 'data-invisible' ) );
		self::assertSame( 'Customer reviews', $root->getAttribute( 'aria-label' ) );
		self::assertTrue( $root->hasAttribute( 'hidden' ), 'The cycle starts hidden.' );
		self::assertStringContainsString( 'is-bottom-left', $root->getAttribute( 'class' ) );
		self::assertFalse( $root->hasAttribute( 'aria-live' ), 'No live region: the cycle is not announced.' );

		$stories = $this->query( $html, '//button[@class="vitrine-flash__story"]' );
		self::assertCount( 3, $stories );
		self::assertFalse( $stories->item( 0 )->hasAttribute( 'hidden' ) );
		self::assertTrue( $stories->item( 1 )->hasAttribute( 'hidden' ) );
		self::assertTrue( $stories->item( 2 )->hasAttribute( 'hidden' ) );
		self::assertSame( 'false', $stories->item( 0 )->getAttribute( 'aria-expanded' ) );
		$panel_id = $stories->item( 0 )->getAttribute( 'aria-controls' );
		self::assertStringContainsString( 'Grace', $this->text( $stories->item( 1 ) ) );
		self::assertStringContainsString( 'Rated 4.0 out of 5', $this->text( $stories->item( 1 ) ) );

		$panel = $this->query( $html, '//div[@id="' . $panel_id . '"]' );
		self::assertCount( 1, $panel );
		self::assertTrue( $panel->item( 0 )->hasAttribute( 'hidden' ) );
		$cards = $this->query( $html, '//li[@class="vitrine-flash__review"]' );
		self::assertCount( 3, $cards );
		self::assertSame( '2', $cards->item( 2 )->getAttribute( 'data-index' ) );
		// The views part's card, not a copy of it.
		self::assertStringContainsString( $this->cards()->render( $reviews[2], $widget ), $html );
		self::assertCount( 1, $this->query( $html, '//button[@class="vitrine-flash__close"]' ) );
	}

	public function test_the_flash_story_escapes_the_review_and_cuts_long_text(): void {
		$reviews = array(
			$this->review(
				1,
				1,
				'google',
				5.0,
				array(
					'author_name'   => '<img src=x onerror=alert(1)>',
					'author_avatar' => 'javascript:alert(1)',
					'text'          => str_repeat( 'Lovely <b>shop</b>. ', 20 ),
				)
			),
		);

		$html = $this->renderer()->render( $this->widget( 'flash', array( 'flash_user_photo' => true ) ), $reviews, array() );

		$story = $this->query( $html, '//button[@class="vitrine-flash__story"]' )->item( 0 );
		self::assertStringNotContainsString( '<img src=x', $html );
		self::assertStringContainsString( '<img src=x onerror=alert(1)>', $this->text( $story ) );
		self::assertStringNotContainsString( 'javascript:', $html );
		$excerpt = $this->text( $this->query( $html, '//span[@class="vitrine-flash__excerpt"]' )->item( 0 ) );
		self::assertStringEndsWith( '…', $excerpt );
		self::assertLessThanOrEqual( 91, mb_strlen( $excerpt ) );
	}

	public function test_flash_user_photo_flash_hide_logo_and_the_time_options(): void {
		$reviews = array(
			$this->review(
				1,
				1,
				'yelp',
				5.0,
				array(
					'author_avatar' => 'https://example.org/ada.jpg',
					'time'          => 1700000000,
				)
			),
		);

		$plain   = $this->renderer()->render( $this->widget( 'flash', array( 'flash_user_photo' => false ) ), $reviews, array() );
		$photo   = $this->renderer()->render(
			$this->widget(
				'flash',
				array(
					'flash_user_photo' => true,
					'flash_hide_logo'  => true,
					'time_format'      => 'date',
				)
			),
			$reviews,
			array()
		);
		$no_time = $this->renderer()->render( $this->widget( 'flash', array( 'disable_review_time' => true ) ), $reviews, array() );

		self::assertCount( 0, $this->query( $plain, '//img[@class="vitrine-flash__photo"]' ) );
		self::assertCount( 1, $this->query( $plain, '//button//*[contains(@class, "vitrine-provider-logo--yelp")]' ) );
		$time = $this->query( $plain, '//time' )->item( 0 );
		self::assertSame( '1700000000', $time->getAttribute( 'data-vitrine-time' ) );
		self::assertTrue( $time->hasAttribute( 'data-relative' ) );
		self::assertSame( gmdate( 'c', 1700000000 ), $time->getAttribute( 'datetime' ) );

		$img = $this->query( $photo, '//img[@class="vitrine-flash__photo"]' );
		self::assertCount( 1, $img );
		self::assertSame( 'https://example.org/ada.jpg', $img->item( 0 )->getAttribute( 'src' ) );
		self::assertSame( '', $img->item( 0 )->getAttribute( 'alt' ) );
		self::assertCount( 0, $this->query( $photo, '//button//*[contains(@class, "vitrine-provider-logo")]' ) );
		self::assertFalse( $this->query( $photo, '//time' )->item( 0 )->hasAttribute( 'data-relative' ) );
		self::assertSame( wp_date( (string) get_option( 'date_format' ), 1700000000 ), $this->text( $this->query( $photo, '//time' )->item( 0 ) ) );

		self::assertCount( 0, $this->query( $no_time, '//button//time' ) );
	}

	public function test_a_flash_widget_without_reviews_renders_nothing(): void {
		self::assertSame( '', $this->renderer()->render( $this->widget( 'flash' ), array(), array() ) );
	}

	public function test_the_tag_pops_up_after_its_delay_with_its_colours(): void {
		$sources = array( $this->source( 1, 'google', 4.6, 50, 'https://maps.example/place' ) );
		$widget  = $this->widget(
			'tag',
			array(
				'tag_popup'      => 4,
				'tag_color'      => '#0b5394',
				'tag_text_color' => '#fff',
				'tag_position'   => 'bottom-left',
			)
		);

		$html = $this->renderer()->render( $widget, array(), $sources );

		$root = $this->root( $html );
		self::assertSame( 'tag', $root->getAttribute( 'data-vitrine-floating' ) );
		self::assertSame( '4000', $root->getAttribute( 'data-delay' ) );
		self::assertTrue( $root->hasAttribute( 'hidden' ) );
		self::assertSame( 'sidebar', $root->getAttribute( 'data-click' ) );
		self::assertSame( '--vitrine-tag-color:#0b5394;--vitrine-tag-text-color:#fff', $root->getAttribute( 'style' ) );
		self::assertStringContainsString( 'is-bottom-left', $root->getAttribute( 'class' ) );
		$button = $this->query( $html, '//button[@class="vitrine-tag__button"][@aria-haspopup="dialog"]' );
		self::assertCount( 1, $button );
		self::assertStringContainsString( '4.6', $this->text( $button->item( 0 ) ) );
		self::assertStringContainsString( '4.6 out of 5, based on 50 reviews', $this->text( $button->item( 0 ) ) );

		$at_once = $this->root( $this->renderer()->render( $this->widget( 'tag', array( 'tag_popup' => 0 ) ), array(), $sources ) );
		self::assertFalse( $at_once->hasAttribute( 'hidden' ) );
		self::assertSame( '0', $at_once->getAttribute( 'data-delay' ) );
	}

	public function test_tag_colours_that_are_not_colours_are_dropped(): void {
		$html = $this->renderer()->render(
			$this->widget(
				'tag',
				array(
					'tag_color'      => 'red;background:url(https://evil.example/)',
					'tag_text_color' => '"><script>alert(1)</script>',
				)
			),
			array(),
			array( $this->source( 1, 'google', 4.0, 5 ) )
		);

		self::assertFalse( $this->root( $html )->hasAttribute( 'style' ) );
		self::assertStringNotContainsString( 'evil.example', $html );
		self::assertStringNotContainsString( '<script>', $html );
	}

	public function test_tag_click_link_points_at_the_providers_page_and_refuses_other_schemes(): void {
		$link   = $this->renderer()->render(
			$this->widget(
				'tag',
				array(
					'tag_click'     => 'link',
					'nofollow_link' => true,
				)
			),
			array(),
			array( $this->source( 1, 'yelp', 4.0, 5, 'https://www.yelp.example/biz/shop' ) )
		);
		$script = $this->renderer()->render(
			$this->widget( 'tag', array( 'tag_click' => 'link' ) ),
			array(),
			array( $this->source( 1, 'yelp', 4.0, 5, 'javascript:alert(1)' ) )
		);

		$anchor = $this->query( $link, '//a[@class="vitrine-tag__button"]' );
		self::assertCount( 1, $anchor );
		self::assertSame( 'https://www.yelp.example/biz/shop', $anchor->item( 0 )->getAttribute( 'href' ) );
		self::assertSame( '_blank', $anchor->item( 0 )->getAttribute( 'target' ) );
		self::assertSame( 'noopener noreferrer nofollow', $anchor->item( 0 )->getAttribute( 'rel' ) );
		self::assertSame( 'link', $this->root( $link )->getAttribute( 'data-click' ) );
		self::assertStringContainsString( 'Yelp', $this->text( $anchor->item( 0 ) ) );

		// No usable page: the tag opens the sidebar instead of a javascript: link.
		self::assertStringNotContainsString( 'javascript:', $script );
		self::assertSame( 'sidebar', $this->root( $script )->getAttribute( 'data-click' ) );
		self::assertCount( 1, $this->query( $script, '//button[@class="vitrine-tag__button"]' ) );
	}

	public function test_other_layouts_are_not_rendered_here(): void {
		self::assertSame( '', $this->renderer()->render( $this->widget( 'slider' ), array( $this->review( 1, 1, 'google', 5.0 ) ), array( $this->source( 1, 'google', 4.0, 5 ) ) ) );
		self::assertFalse( wp_script_is( 'vitrine-reviews-floating', 'enqueued' ) );
	}

	public function test_rendering_enqueues_the_bundle_with_its_settings_and_no_react(): void {
		$this->renderer()->render( $this->widget( 'badge' ), array(), array( $this->source( 1, 'google', 4.0, 5 ) ) );

		self::assertTrue( wp_script_is( 'vitrine-reviews-floating', 'enqueued' ) );
		$script = wp_scripts()->registered['vitrine-reviews-floating'];
		self::assertSame( array(), array_intersect( array( 'react', 'react-dom', 'wp-element', 'wp-api-fetch', 'wp-i18n' ), $script->deps ) );
		$before = implode( '', (array) wp_scripts()->get_data( 'vitrine-reviews-floating', 'before' ) );
		self::assertStringContainsString( 'window.vitrineSettings["reviewsFloating"]', $before );
		self::assertStringContainsString( '"ajaxUrl":"/?vitrine-ajax=%%endpoint%%"', $before );
		self::assertStringContainsString( '"justNow":"just now"', $before );
	}

	public function test_stars_round_to_halves_at_a_quarter(): void {
		self::assertSame( array( 'full', 'full', 'full', 'full', 'empty' ), Marks::star_states( 4.2 ) );
		self::assertSame( array( 'full', 'full', 'full', 'full', 'half' ), Marks::star_states( 4.25 ) );
		self::assertSame( array( 'full', 'full', 'full', 'full', 'half' ), Marks::star_states( 4.7 ) );
		self::assertSame( array( 'full', 'full', 'full', 'full', 'full' ), Marks::star_states( 4.75 ) );
		self::assertSame( array( 'empty', 'empty', 'empty', 'empty', 'empty' ), Marks::star_states( -1.0 ) );
		self::assertSame( array( 'full', 'full', 'full', 'full', 'full' ), Marks::star_states( 7.0 ) );
	}

	public function test_the_popup_is_a_labelled_dialog_of_cards(): void {
		$widget  = $this->widget( 'badge', array(), self::WIDGET_ID, 'Kind <words>' );
		$reviews = array(
			$this->review( 1, 1, 'google', 5.0, array( 'author_name' => 'Ada' ) ),
			$this->review( 2, 1, 'google', 4.0, array( 'author_name' => 'Grace' ) ),
		);

		$html = $this->renderer()->render_dialog( $widget, 'popup', $reviews, array( $this->source( 1, 'google', 4.5, 20 ) ) );

		$dialog = $this->root( $html );
		self::assertSame( 'dialog', $dialog->nodeName );
		self::assertSame( 'vitrine-reviews-embed is-popup', $dialog->getAttribute( 'class' ) );
		self::assertSame( '-1', $dialog->getAttribute( 'tabindex' ) );
		$title = $this->query( $html, '//h2[@id="' . $dialog->getAttribute( 'aria-labelledby' ) . '"]' );
		self::assertCount( 1, $title );
		self::assertSame( 'Kind <words>', $this->text( $title->item( 0 ) ) );
		self::assertStringNotContainsString( '<words>', $html );
		self::assertStringContainsString( '4.5 out of 5, based on 20 reviews', $html );
		self::assertCount( 2, $this->query( $html, '//li[@class="vitrine-reviews-embed__item"]' ) );
		self::assertStringContainsString( $this->cards()->render( $reviews[0], $widget ), $html );
		self::assertCount( 1, $this->query( $html, '//button[@data-vitrine-dialog-close][@aria-label="Close"]' ) );
	}

	public function test_the_sidebar_is_on_the_tag_sidebar_side_and_says_when_there_is_nothing(): void {
		$left  = $this->renderer()->render_dialog( $this->widget( 'tag', array( 'tag_sidebar' => 'left' ) ), 'sidebar', array(), array() );
		$right = $this->renderer()->render_dialog( $this->widget( 'tag', array( 'tag_sidebar' => 'right' ) ), 'sidebar', array(), array() );

		self::assertSame( 'vitrine-reviews-embed is-sidebar is-left', $this->root( $left )->getAttribute( 'class' ) );
		self::assertSame( 'vitrine-reviews-embed is-sidebar is-right', $this->root( $right )->getAttribute( 'class' ) );
		self::assertStringContainsString( 'No reviews yet.', $left );
		self::assertCount( 0, $this->query( $left, '//ul' ) );
		self::assertNotSame(
			$this->root( $left )->getAttribute( 'id' ),
			$this->root( $this->renderer()->render_dialog( $this->widget( 'tag' ), 'popup', array(), array() ) )->getAttribute( 'id' ),
			'The popup and the sidebar of one widget can be in one page.'
		);
	}

	public function test_an_unknown_view_mode_is_refused(): void {
		$this->expectException( \InvalidArgumentException::class );
		$this->expectExceptionMessage( 'Unknown view mode slider: use popup or sidebar.' );

		$this->renderer()->render_embed( $this->widget( 'badge' ), 'slider' );
	}

	public function test_an_unknown_view_mode_is_refused_for_reviews_already_read(): void {
		$this->expectException( \InvalidArgumentException::class );

		$this->renderer()->render_dialog( $this->widget( 'badge' ), '<script>', array(), array() );
	}

	private function renderer(): FloatingRenderer {
		return $this->floating_renderer();
	}
}
