<?php
/**
 * Server rendering of review widgets (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\ProductReviews\Ratings;
use Vitrine\Reviews\Views\Floating\FloatingRenderer;
use Vitrine\Reviews\Views\Floating\Marks;
use Vitrine\Reviews\Views\Floating\ProviderRating;
use Vitrine\Reviews\Widgets\Widget;

/**
 * Renders a widget of any layout, escaped and readable without JavaScript, and enqueues the one
 * bundle its layout needs: list and grid here, the slider through the SliderRenderer (its script
 * is a chunk of the same bundle), badge, flash and tag through the FloatingRenderer.
 */
final class WidgetRenderer {

	/** The bundle of list, grid and slider widgets, and its settings key. */
	public const BUNDLE = 'reviews';

	public const SETTINGS_KEY = 'reviews';

	/** The leave-a-review window of the spec, in px. */
	public const REVIEW_WINDOW = '620x500';

	private int $instances = 0;

	/**
	 * @param Assets           $assets         The bundles.
	 * @param WidgetReviews    $widget_reviews A widget's reviews and sources, by its options.
	 * @param CardRenderer     $cards          One review's card.
	 * @param FloatingRenderer $floating       The badge, flash and tag layouts.
	 * @param SliderRenderer   $slider         The slider layout.
	 */
	public function __construct(
		private readonly Assets $assets,
		public readonly WidgetReviews $widget_reviews,
		private readonly CardRenderer $cards,
		private readonly FloatingRenderer $floating,
		private readonly SliderRenderer $slider,
	) {
	}

	/**
	 * The widget's HTML ('' when there is nothing to show), its bundle enqueued.
	 */
	public function render( Widget $widget ): string {
		$layout = (string) $widget->options['layout'];
		$page   = $this->widget_reviews->page( $widget, 0, $this->first_page_size( $widget ) );
		if ( in_array( $layout, array( 'badge', 'flash', 'tag' ), true ) ) {
			return $this->floating->render( $widget, $page['reviews'], $this->widget_reviews->sources( $widget ) );
		}
		if ( array() === $page['reviews'] ) {
			return '';
		}
		$this->enqueue();
		++$this->instances;

		$label = '' !== $widget->title ? $widget->title : __( 'Customer reviews', 'vitrine' );
		$id    = 'vitrine-reviews-' . $widget->id . '-' . $this->instances;

		if ( 'slider' === $layout ) {
			$items = '';
			foreach ( $page['reviews'] as $index => $review ) {
				$items .= SliderRenderer::item( $this->cards->render( $review, $widget ), $index, $page['total'] );
			}
			return $this->slider->render( $widget, $id, $label, $this->style( $widget->options ), $this->summary( $widget ), $items, count( $page['reviews'] ), $page['total'] );
		}

		$batch = (int) $widget->options['pagination'];
		$items = '';
		foreach ( $page['reviews'] as $index => $review ) {
			$hidden = $batch > 0 && $index >= $batch ? ' hidden' : '';
			$items .= '<li class="vitrine-reviews__item"' . $hidden . '>' . $this->cards->render( $review, $widget ) . '</li>';
		}
		$more = $batch > 0 && count( $page['reviews'] ) > $batch
			? '<button type="button" class="vitrine-reviews__more" hidden>' . esc_html__( 'Show more reviews', 'vitrine' ) . '</button>'
			: '';

		return sprintf(
			'<section class="vitrine-reviews vitrine-reviews--%1$s" id="%2$s" data-vitrine-reviews="%1$s" data-widget-id="%3$d" data-batch="%4$d" aria-label="%5$s"%6$s>%7$s<ul class="vitrine-reviews__items">%8$s</ul>%9$s</section>',
			esc_attr( $layout ),
			esc_attr( $id ),
			$widget->id,
			$batch,
			esc_attr( $label ),
			$this->style( $widget->options ),
			$this->summary( $widget ),
			$items,
			$more
		);
	}

	/**
	 * The HTML of the reviews_embed call: the badge's popup or the tag's sidebar.
	 *
	 * @throws \InvalidArgumentException For a view mode other than popup or sidebar.
	 */
	public function render_embed( Widget $widget, string $view_mode ): string {
		return $this->floating->render_embed( $widget, $view_mode );
	}

	/**
	 * The view modes render_embed() takes.
	 *
	 * @return list<string>
	 */
	public static function embed_modes(): array {
		return FloatingRenderer::VIEW_MODES;
	}

	/**
	 * The bundle of list, grid and slider widgets, with its settings.
	 */
	public function enqueue(): void {
		$this->assets->define_settings( self::BUNDLE, self::SETTINGS_KEY, fn (): array => $this->script_settings(), loads_chunks: true );
		$this->assets->enqueue( self::BUNDLE );
	}

	/**
	 * What the reviews bundle needs, translated here so the page needs no wp-i18n.
	 *
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		return array(
			'ajaxUrl' => AjaxRouter::url_template(),
			'locale'  => determine_locale(),
			'i18n'    => array(
				'readMore' => __( 'Read more', 'vitrine' ),
				'readLess' => __( 'Read less', 'vitrine' ),
				'justNow'  => __( 'just now', 'vitrine' ),
				// The slider's, and its cards loaded on demand (src/reviews/slider/).
				'play'     => __( 'Start automatic slide show', 'vitrine' ),
				'pause'    => __( 'Stop automatic slide show', 'vitrine' ),
				/* translators: 1: the slide's number, 2: how many there are. */
				'slide'    => __( '%1$s of %2$s', 'vitrine' ),
				/* translators: %s: a review's number in the slider. */
				'dot'      => __( 'Show review %s', 'vitrine' ),
				/* translators: %s: a page's number in the slider. */
				'page'     => __( 'Show page %s', 'vitrine' ),
				'loading'  => __( 'Loading more reviews', 'vitrine' ),
				/* translators: %s: the rating, such as 4.5. */
				'rated'    => __( 'Rated %s out of 5', 'vitrine' ),
				/* translators: %s: Google, Facebook, Yelp... */
				'reviewOn' => __( 'Review on %s', 'vitrine' ),
				'customer' => __( 'A customer', 'vitrine' ),
				/* translators: 1: photo number, 2: the reviewer's name. */
				'photo'    => __( 'Photo %1$d by %2$s', 'vitrine' ),
				'reply'    => __( 'Response from the owner', 'vitrine' ),
				'ourShop'  => __( 'Our shop', 'vitrine' ),
				'reviews'  => __( 'Customer reviews', 'vitrine' ),
			),
		);
	}

	/**
	 * Reviews rendered in the page: up to max_reviews, at most WidgetReviews::PAGE_LIMIT; a
	 * slider holds its first batch and loads the rest on demand (get_reviews).
	 */
	private function first_page_size( Widget $widget ): int {
		$max   = (int) $widget->options['max_reviews'];
		$limit = 'slider' === $widget->options['layout'] ? SliderRenderer::batch_size( $widget->options ) : WidgetReviews::PAGE_LIMIT;
		return $max > 0 ? min( $max, $limit ) : $limit;
	}

	/**
	 * The overall rating (m1) and a leave-a-review link (m2) per source that has one.
	 */
	private function summary( Widget $widget ): string {
		$sources   = $this->widget_reviews->sources( $widget );
		$overall   = ProviderRating::overall( $sources, array() );
		$templates = (array) $widget->options['text'];
		$html      = '';
		if ( $overall->count > 0 ) {
			$text  = strtr(
				(string) ( $templates['m1'] ?? '' ),
				array(
					'{rating}' => number_format_i18n( $overall->rating, 1 ),
					'{count}'  => number_format_i18n( $overall->count ),
				)
			);
			$html .= '<p class="vitrine-reviews__rating">' . Ratings::stars_html( $overall->rating ) . ' <span>' . esc_html( $text ) . '</span></p>';
		}
		if ( ! empty( $widget->options['leave_review_link'] ) ) {
			foreach ( $sources as $source ) {
				$url = ReviewPresenter::url( $source->write_review_url );
				if ( '' === $url ) {
					continue;
				}
				$html .= sprintf(
					'<a class="vitrine-reviews__leave" href="%1$s" data-vitrine-window="%2$s" target="_blank" rel="noopener">%3$s%4$s</a>',
					esc_url( $url ),
					esc_attr( self::REVIEW_WINDOW ),
					Marks::provider_mark( $source->provider ),
					esc_html( strtr( (string) ( $templates['m2'] ?? '' ), array( '{provider}' => Marks::provider_label( $source->provider ) ) ) )
				);
			}
		}
		return '' === $html ? '' : '<header class="vitrine-reviews__summary">' . $html . '</header>';
	}

	/**
	 * Colours and sizes as custom properties on the widget; empty ones keep the theme's.
	 *
	 * @param array<string, mixed> $options The widget's options.
	 */
	private function style( array $options ): string {
		$properties = array();
		foreach ( array(
			'bg_color'   => '--vitrine-reviews-bg',
			'text_color' => '--vitrine-reviews-text',
			'link_color' => '--vitrine-reviews-link',
			'star_color' => '--vitrine-star-color',
		) as $key => $property ) {
			$color = sanitize_hex_color( (string) $options[ $key ] );
			if ( null !== $color && '' !== $color ) {
				$properties[] = $property . ':' . $color;
			}
		}
		$properties[] = '--vitrine-reviews-radius:' . (int) $options['card_radius'] . 'px';
		$properties[] = '--vitrine-reviews-avatar:' . (int) $options['avatar_size'] . 'px';
		$properties[] = '--vitrine-reviews-gap:' . (int) $options['space'] . 'px';
		$properties[] = '--vitrine-reviews-columns:' . (int) $options['count'];
		if ( (int) $options['font_size'] > 0 ) {
			$properties[] = '--vitrine-reviews-font-size:' . (int) $options['font_size'] . 'px';
		}
		return ' style="' . esc_attr( implode( ';', $properties ) ) . '"';
	}
}
