<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Views;

use Vitrine\Reviews\Views\SliderRenderer;
use Vitrine\Reviews\Widgets\Widget;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Tests\TestCase;

/**
 * The slider's markup: the WAI-ARIA carousel pattern, its controls by option, the options the
 * script reads, and the column count as CSS for the first paint.
 */
final class SliderRendererTest extends TestCase {

	public function test_the_markup_is_a_carousel_region_of_labelled_slides(): void {
		$html = $this->render( array(), 'Our "best" <reviews>' );

		self::assertStringContainsString( 'aria-roledescription="carousel" aria-label="Our &quot;best&quot; &lt;reviews&gt;"', $html );
		self::assertStringContainsString( 'data-total="14"', $html );
		self::assertStringContainsString( '<div class="vitrine-reviews__item" role="group" aria-roledescription="slide" aria-label="2 of 14">', $html );
		self::assertStringContainsString( 'id="vitrine-reviews-5-1-items" role="group" tabindex="0" aria-label="Reviews" aria-live="off"', $html, 'Autoplay on: the slides are no live region while they move.' );
		self::assertMatchesRegularExpression( '#<button type="button" class="vitrine-slider__play vitrine-slider__control" aria-controls="vitrine-reviews-5-1-items" data-playing="true"><span class="screen-reader-text">Stop automatic slide show</span></button>#', $html );
		self::assertStringContainsString( '<span class="screen-reader-text">Previous reviews</span>', $html );
		self::assertStringContainsString( '<span class="screen-reader-text">Next reviews</span>', $html );
		self::assertStringContainsString( 'class="vitrine-slider__dots vitrine-slider__control" role="group" aria-label="Choose reviews to show"', $html );
		self::assertStringContainsString( '<div class="vitrine-slider__bar"><button type="button" class="vitrine-slider__play', $html, 'Play/pause, previous and next share the bar.' );
		self::assertLessThan( strpos( $html, 'class="vitrine-slider__viewport"' ), strpos( $html, 'vitrine-slider__next' ), 'The controls come before the slides, outside the row.' );
		self::assertLessThan( strpos( $html, 'vitrine-slider__prev' ), strpos( $html, 'vitrine-slider__play' ) );
		self::assertLessThan( strpos( $html, 'vitrine-slider__next' ), strpos( $html, 'vitrine-slider__prev' ) );
	}

	public function test_controls_follow_their_options(): void {
		$html = $this->render(
			array(
				'autoplay' => false,
				'nextprev' => false,
				'pagin'    => false,
			)
		);

		self::assertStringNotContainsString( 'vitrine-slider__play', $html );
		self::assertStringNotContainsString( 'vitrine-slider__prev', $html );
		self::assertStringNotContainsString( 'vitrine-slider__dots', $html );
		self::assertStringNotContainsString( 'vitrine-slider__bar', $html, 'No empty bar.' );
		self::assertStringContainsString( 'aria-live="polite"', $html );
	}

	public function test_the_script_options_are_json_in_data_slider(): void {
		$html = $this->render(
			array(
				'speed'         => 7,
				'effect'        => 'fade',
				'swipe_step'    => 2,
				'swipe_per_btn' => true,
				'text_size'     => 90,
				'hide_avatar'   => true,
			)
		);
		self::assertSame( 1, preg_match( '/data-slider="([^"]*)"/', $html, $match ) );
		$options = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );

		self::assertSame( 7, $options['speed'] );
		self::assertSame( 'fade', $options['effect'] );
		self::assertSame( 2, $options['step'] );
		self::assertTrue( $options['perButton'] );
		self::assertSame( 6, $options['shown'] );
		self::assertSame( 14, $options['total'] );
		self::assertSame( 6, $options['batch'] );
		self::assertSame( 90, $options['card']['textSize'] );
		self::assertTrue( $options['card']['hideAvatar'] );
		self::assertStringContainsString( 'vitrine-reviews--slider is-fade', $html );
	}

	public function test_device_pairs_are_container_queries_on_the_slider_width_narrowest_first(): void {
		$css = SliderRenderer::columns_css(
			'vitrine-reviews-5-1',
			array_merge(
				WidgetOptions::defaults(),
				array(
					'count'             => 4,
					'space'             => 16,
					'desktopBreakpoint' => 1280,
					'desktopCount'      => 3,
					'tabletBreakpoint'  => 0,
					'mobileBreakpoint'  => 500,
					'mobileCount'       => 1,
				)
			)
		);

		self::assertSame(
			'#vitrine-reviews-5-1 .vitrine-slider__viewport{container:vitrine-slider/inline-size}'
			. '#vitrine-reviews-5-1 .vitrine-reviews__items{--vitrine-reviews-columns:1}'
			. '@container vitrine-slider (width>500px){#vitrine-reviews-5-1 .vitrine-reviews__items{--vitrine-reviews-columns:2}}'
			. '@container vitrine-slider (width>=692px){#vitrine-reviews-5-1 .vitrine-reviews__items{--vitrine-reviews-columns:3}}'
			. '@container vitrine-slider (width>1280px){#vitrine-reviews-5-1 .vitrine-reviews__items{--vitrine-reviews-columns:4}}',
			$css,
			'A breakpoint of 0 is unused; above 500 px the desktop count of 3 would make cards under 220 px, so 2 until 3 fit (3 x 220 + 2 x 16 = 692).'
		);
		self::assertStringNotContainsString( '@media', $css, 'Nothing follows the window.' );
	}

	public function test_a_card_is_never_narrower_than_the_minimum(): void {
		$css = SliderRenderer::columns_css(
			'w',
			array_merge(
				WidgetOptions::defaults(),
				array(
					'count'             => 6,
					'space'             => 0,
					'desktopBreakpoint' => 0,
					'tabletBreakpoint'  => 0,
					'mobileBreakpoint'  => 0,
				)
			)
		);

		self::assertSame( 220, SliderRenderer::MIN_CARD_WIDTH );
		self::assertSame(
			'#w .vitrine-slider__viewport{container:vitrine-slider/inline-size}#w .vitrine-reviews__items{--vitrine-reviews-columns:1}'
			. '@container vitrine-slider (width>=440px){#w .vitrine-reviews__items{--vitrine-reviews-columns:2}}'
			. '@container vitrine-slider (width>=660px){#w .vitrine-reviews__items{--vitrine-reviews-columns:3}}'
			. '@container vitrine-slider (width>=880px){#w .vitrine-reviews__items{--vitrine-reviews-columns:4}}'
			. '@container vitrine-slider (width>=1100px){#w .vitrine-reviews__items{--vitrine-reviews-columns:5}}'
			. '@container vitrine-slider (width>=1320px){#w .vitrine-reviews__items{--vitrine-reviews-columns:6}}',
			$css,
			'Six columns by default, but only as many as fit at 220 px; one without container queries.'
		);
	}

	public function test_slider_breakpoints_are_container_queries_on_the_slider_width(): void {
		$css = SliderRenderer::columns_css(
			'w',
			array_merge(
				WidgetOptions::defaults(),
				array(
					'slider_breakpoints' => '900:3, 500:2, junk, 0:4, 500:1',
					'mobileCount'        => 1,
					'space'              => 16,
				)
			)
		);

		self::assertSame(
			'#w .vitrine-slider__viewport{container:vitrine-slider/inline-size}#w .vitrine-reviews__items{--vitrine-reviews-columns:1}'
			. '@container vitrine-slider (width>=900px){#w .vitrine-reviews__items{--vitrine-reviews-columns:3}}',
			$css,
			'Malformed and non-positive entries are left out; a later entry for a width wins.'
		);

		$css = SliderRenderer::columns_css(
			'w',
			array_merge(
				WidgetOptions::defaults(),
				array(
					'slider_breakpoints' => '300:2, 2000:5',
					'mobileCount'        => 1,
					'space'              => 16,
				)
			)
		);
		self::assertSame(
			'#w .vitrine-slider__viewport{container:vitrine-slider/inline-size}#w .vitrine-reviews__items{--vitrine-reviews-columns:1}'
			. '@container vitrine-slider (width>=456px){#w .vitrine-reviews__items{--vitrine-reviews-columns:2}}'
			. '@container vitrine-slider (width>=2000px){#w .vitrine-reviews__items{--vitrine-reviews-columns:5}}',
			$css,
			'Two columns from 300 px wait until two cards of 220 px fit.'
		);
	}

	public function test_the_batch_is_two_screens_of_the_widest_count(): void {
		$options = WidgetOptions::defaults();
		self::assertSame( 6, SliderRenderer::batch_size( $options ) );
		self::assertSame( 10, SliderRenderer::batch_size( array_merge( $options, array( 'count' => 5 ) ) ) );
		self::assertSame( 12, SliderRenderer::batch_size( array_merge( $options, array( 'slider_breakpoints' => '1500:6' ) ) ) );
		self::assertSame(
			6,
			SliderRenderer::batch_size(
				array_merge(
					$options,
					array(
						'count'        => 1,
						'desktopCount' => 1,
					)
				)
			)
		);
	}

	/**
	 * A slider of 6 cards shown out of 14.
	 *
	 * @param array<string, mixed> $options Options over the defaults.
	 */
	private function render( array $options, string $title = 'Our reviews' ): string {
		$widget = new Widget( 5, $title, array_merge( WidgetOptions::defaults(), array( 'layout' => 'slider' ), $options ) );
		$items  = '';
		for ( $index = 0; $index < 6; $index++ ) {
			$items .= SliderRenderer::item( '<article class="vitrine-review"></article>', $index, 14 );
		}
		return ( new SliderRenderer() )->render( $widget, 'vitrine-reviews-5-1', $title, ' style="--x:1"', '', $items, 6, 14 );
	}
}
