<?php
/**
 * Server rendering of the badge, flash and tag widgets, and of the popup and sidebar that the
 * reviews_embed call answers with (see docs/reviews.md, section "Floating").
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views\Floating;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\Source;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Views\CardRenderer;
use Vitrine\Reviews\Views\ReviewPresenter;
use Vitrine\Reviews\Widgets\Widget;

/**
 * Renders the three floating layouts. Each is complete HTML, escaped here; the
 * reviews-floating bundle (no React) adds the behaviour: the flash cycle, closing for the
 * session, the tag's delay, and the popup or sidebar, which is not in the page: the bundle
 * fetches it through reviews_embed when it is first opened, to keep pages light.
 */
final class FloatingRenderer {

	/** The bundle of the three layouts. */
	public const BUNDLE = 'reviews-floating';

	/** The bundle's key in window.vitrineSettings. */
	public const SETTINGS_KEY = 'reviewsFloating';

	/** The view modes of reviews_embed: the badge's popup and the tag's sidebar. */
	public const VIEW_MODES = array( 'popup', 'sidebar' );

	/** The most reviews a popup or sidebar holds, so that one answer stays small. */
	public const EMBED_LIMIT = 50;

	/** The characters of a review a flash story shows before cutting it. */
	private const STORY_LENGTH = 90;

	public function __construct(
		private readonly Assets $assets,
		private readonly CardRenderer $cards,
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
	) {
	}

	/**
	 * One badge, flash or tag widget, and its bundle enqueued.
	 *
	 * @param Widget       $widget  The widget; its layout is badge, flash or tag.
	 * @param list<Review> $reviews The widget's reviews, filtered and sorted by its options.
	 * @param list<Source> $sources The widget's sources (its `sources` option; all when empty).
	 * @return string The HTML; '' for another layout or when there is nothing to show.
	 */
	public function render( Widget $widget, array $reviews, array $sources ): string {
		$layout = (string) ( $widget->options['layout'] ?? '' );
		switch ( $layout ) {
			case 'badge':
				$html = $this->badge( $widget, $reviews, $sources );
				break;
			case 'flash':
				$html = $this->flash( $widget, $reviews );
				break;
			case 'tag':
				$html = $this->tag( $widget, $reviews, $sources );
				break;
			default:
				$html = '';
		}
		if ( '' !== $html ) {
			$this->enqueue();
		}
		return $html;
	}

	/**
	 * The HTML of reviews_embed: a <dialog> of the widget's reviews, the badge's popup or the
	 * tag's sidebar. The bundle adds it to the page and shows it as a modal.
	 *
	 * @param Widget $widget    The widget.
	 * @param string $view_mode popup or sidebar.
	 * @throws \InvalidArgumentException For another view mode.
	 */
	public function render_embed( Widget $widget, string $view_mode ): string {
		if ( ! in_array( $view_mode, self::VIEW_MODES, true ) ) {
			throw new \InvalidArgumentException( esc_html( $this->unknown_mode( $view_mode ) ) );
		}
		$sources = $this->widget_sources( $widget );
		return $this->render_dialog( $widget, $view_mode, $this->widget_reviews( $widget, $sources ), $sources );
	}

	/**
	 * The popup or sidebar <dialog> for reviews already read (render_embed reads them).
	 *
	 * @param Widget       $widget    The widget.
	 * @param string       $view_mode popup or sidebar.
	 * @param list<Review> $reviews   The reviews to show.
	 * @param list<Source> $sources   The widget's sources, for the summary.
	 * @throws \InvalidArgumentException For another view mode.
	 */
	public function render_dialog( Widget $widget, string $view_mode, array $reviews, array $sources ): string {
		if ( ! in_array( $view_mode, self::VIEW_MODES, true ) ) {
			throw new \InvalidArgumentException( esc_html( $this->unknown_mode( $view_mode ) ) );
		}
		$overall = ProviderRating::overall( $sources, $reviews );
		$title   = '' !== trim( $widget->title ) ? $widget->title : __( 'Customer reviews', 'vitrine' );
		$id      = sprintf( 'vitrine-reviews-embed-%d-%s', $widget->id, $view_mode );

		$classes = array( 'vitrine-reviews-embed', 'is-' . $view_mode );
		if ( 'sidebar' === $view_mode ) {
			$classes[] = 'is-' . ( 'left' === ( $widget->options['tag_sidebar'] ?? 'right' ) ? 'left' : 'right' );
		}

		$items = '';
		foreach ( $reviews as $review ) {
			$items .= '<li class="vitrine-reviews-embed__item">' . $this->cards->render( $review, $widget ) . '</li>';
		}
		$body = '' === $items
			? '<p class="vitrine-reviews-embed__empty">' . esc_html__( 'No reviews yet.', 'vitrine' ) . '</p>'
			: '<ul class="vitrine-reviews-embed__list">' . $items . '</ul>';

		$summary = $overall->count > 0
			? '<p class="vitrine-reviews-embed__summary">' . Marks::stars( $overall->rating ) . ' ' . esc_html( $this->summary_text( $widget, $overall ) ) . '</p>'
			: '';

		return sprintf(
			'<dialog class="%1$s" id="%2$s" aria-labelledby="%2$s-title" tabindex="-1" data-widget-id="%3$d"%4$s>'
				. '<div class="vitrine-reviews-embed__header"><div><h2 class="vitrine-reviews-embed__title" id="%2$s-title">%5$s</h2>%6$s</div>'
				. '<button type="button" class="vitrine-reviews-embed__close" data-vitrine-dialog-close aria-label="%7$s"><span aria-hidden="true">&times;</span></button></div>'
				// The body scrolls: focusable so that keyboard users can scroll it too.
				. '<div class="vitrine-reviews-embed__body" tabindex="0" role="region" aria-labelledby="%2$s-title">%8$s</div></dialog>',
			esc_attr( implode( ' ', $classes ) ),
			esc_attr( $id ),
			$widget->id,
			$this->style_attribute( $widget ),
			esc_html( $title ),
			$summary, // Built from escaped parts above.
			esc_attr__( 'Close', 'vitrine' ),
			$body // Escaped by the card renderer and above.
		);
	}

	/**
	 * The message of a refused view mode.
	 *
	 * @param string $view_mode The view mode asked for.
	 */
	private function unknown_mode( string $view_mode ): string {
		return sprintf(
			/* translators: %s: the view mode asked for. */
			__( 'Unknown view mode %s: use popup or sidebar.', 'vitrine' ),
			$view_mode
		);
	}

	/**
	 * The settings of the bundle.
	 *
	 * @return array{ajaxUrl: string, locale: string, i18n: array{justNow: string}}
	 */
	public function settings(): array {
		return array(
			'ajaxUrl' => AjaxRouter::url_template(),
			'locale'  => determine_locale(),
			'i18n'    => array(
				'justNow' => __( 'just now', 'vitrine' ),
			),
		);
	}

	/**
	 * Enqueues the bundle with its settings; safe to call for every widget on the page.
	 */
	public function enqueue(): void {
		$this->assets->define_settings( self::BUNDLE, self::SETTINGS_KEY, fn (): array => $this->settings(), loads_chunks: true );
		$this->assets->enqueue( self::BUNDLE );
	}

	/**
	 * One badge per provider of the widget's sources.
	 *
	 * @param Widget       $widget  The widget.
	 * @param list<Review> $reviews Its reviews.
	 * @param list<Source> $sources Its sources.
	 */
	private function badge( Widget $widget, array $reviews, array $sources ): string {
		$badges = '';
		foreach ( ProviderRating::per_provider( $sources, $reviews ) as $rating ) {
			$label   = Marks::provider_label( $rating->provider );
			$badges .= sprintf(
				'<div class="vitrine-badge vitrine-badge--%1$s" data-provider="%1$s" data-dismiss-key="%2$s">'
					. '<button type="button" class="vitrine-badge__open" aria-haspopup="dialog" aria-expanded="false">'
					. '<span class="vitrine-badge__provider">%3$s<span class="vitrine-badge__name">%4$s</span></span>'
					. '<span class="vitrine-badge__rating" aria-hidden="true">%5$s</span>%6$s'
					. '<span class="vitrine-badge__count">%7$s</span></button>'
					. '<button type="button" class="vitrine-badge__close" aria-label="%8$s"><span aria-hidden="true">&times;</span></button></div>',
				esc_attr( sanitize_html_class( $rating->provider ) ),
				esc_attr( sprintf( 'badge:%d:%s', $widget->id, $rating->provider ) ),
				Marks::provider_mark( $rating->provider ),
				esc_html( $label ),
				esc_html( number_format_i18n( $rating->rating, 1 ) ),
				Marks::stars( $rating->rating ),
				esc_html( $this->summary_text( $widget, $rating ) ),
				esc_attr(
					sprintf(
						/* translators: %s: a review provider, such as Google. */
						__( 'Hide the %s rating', 'vitrine' ),
						$label
					)
				)
			);
		}
		if ( '' === $badges ) {
			return '';
		}
		$mode    = 'inline' === ( $widget->options['badge_mode'] ?? 'floating' ) ? 'inline' : 'floating';
		$classes = array( 'vitrine-badges', 'is-' . $mode );
		if ( 'floating' === $mode ) {
			$classes[] = 'is-' . $this->corner( $widget->options['badge_position'] ?? '' );
		}
		return sprintf(
			'<div class="%1$s" data-vitrine-floating="badge" data-widget-id="%2$d" role="group" aria-label="%3$s"%4$s>%5$s</div>',
			esc_attr( implode( ' ', $classes ) ),
			$widget->id,
			esc_attr__( 'Review ratings', 'vitrine' ),
			$this->style_attribute( $widget ),
			$badges
		);
	}

	/**
	 * The flash card: one story per review (one shown at a time) and, hidden until the story is
	 * clicked, the reviews' cards.
	 *
	 * @param Widget       $widget  The widget.
	 * @param list<Review> $reviews Its reviews.
	 */
	private function flash( Widget $widget, array $reviews ): string {
		if ( array() === $reviews ) {
			return '';
		}
		$options = $widget->options;
		$panel   = sprintf( 'vitrine-flash-%d-reviews', $widget->id );
		$stories = '';
		$cards   = '';
		foreach ( $reviews as $index => $review ) {
			$stories .= $this->story( $widget, $review, $index, $panel );
			$cards   .= sprintf(
				'<li class="vitrine-flash__review" data-index="%1$d">%2$s</li>',
				$index,
				$this->cards->render( $review, $widget )
			);
		}
		return sprintf(
			'<section class="vitrine-flash is-%1$s" data-vitrine-floating="flash" data-widget-id="%2$d" data-dismiss-key="%3$s"'
				. ' data-start="%4$d" data-visible="%5$d" data-invisible="%6$d" aria-label="%7$s"%8$s hidden>'
				. '<div class="vitrine-flash__card"><div class="vitrine-flash__stories">%9$s</div>'
				. '<button type="button" class="vitrine-flash__close" aria-label="%10$s"><span aria-hidden="true">&times;</span></button></div>'
				. '<div class="vitrine-flash__reviews" id="%11$s" tabindex="0" role="region" aria-label="%13$s" hidden><ul class="vitrine-flash__list">%12$s</ul></div></section>',
			esc_attr( $this->corner( $options['flash_position'] ?? '' ) ),
			$widget->id,
			esc_attr( sprintf( 'flash:%d', $widget->id ) ),
			$this->milliseconds( $options['flash_start'] ?? 3 ),
			$this->milliseconds( $options['flash_visible'] ?? 5 ),
			$this->milliseconds( $options['flash_invisible'] ?? 5 ),
			esc_attr__( 'Customer reviews', 'vitrine' ),
			$this->style_attribute( $widget ),
			$stories,
			esc_attr__( 'Close the reviews card for this visit', 'vitrine' ),
			esc_attr( $panel ),
			$cards, // Escaped by the card renderer.
			esc_attr__( 'All reviews', 'vitrine' )
		);
	}

	/**
	 * One review's story in the flash card: photo (flash_user_photo), name, stars, the start of
	 * the text, the time and the provider's mark (unless flash_hide_logo).
	 *
	 * @param Widget $widget The widget.
	 * @param Review $review The review.
	 * @param int    $index  Its place among the widget's reviews.
	 * @param string $panel  The id of the cards' panel the story expands.
	 */
	private function story( Widget $widget, Review $review, int $index, string $panel ): string {
		$options = $widget->options;
		// The presenter applies hide_name and hide_avatar, as for the get_reviews call.
		$client = ReviewPresenter::to_client( $review, $options );
		$name   = (string) $client['author_name'];
		$avatar = (string) $client['author_avatar'];

		$photo  = '';
		$avatar = esc_url( $avatar, array( 'http', 'https' ) );
		if ( ! empty( $options['flash_user_photo'] ) && '' !== $avatar ) {
			// The name beside it says who it is: the photo is decoration.
			$photo = sprintf(
				'<img class="vitrine-flash__photo" src="%s" alt="" width="40" height="40" loading="lazy" decoding="async">',
				$avatar
			);
		}
		$logo = empty( $options['flash_hide_logo'] ) ? Marks::provider_mark( $review->provider ) : '';

		$text = trim( (string) preg_replace( '/\s+/u', ' ', $review->text ) );
		if ( mb_strlen( $text ) > self::STORY_LENGTH ) {
			$text = rtrim( mb_substr( $text, 0, self::STORY_LENGTH ) ) . '…';
		}

		return sprintf(
			'<button type="button" class="vitrine-flash__story" data-index="%1$d" aria-expanded="false" aria-controls="%2$s"%3$s>'
				. '%4$s<span class="vitrine-flash__author">%5$s</span>'
				. '<span class="vitrine-flash__rating">%6$s<span class="vitrine-floating-sr">%7$s</span></span>'
				. '<span class="vitrine-flash__excerpt">%8$s</span>'
				. '<span class="vitrine-flash__meta">%9$s%10$s</span></button>',
			$index,
			esc_attr( $panel ),
			0 === $index ? '' : ' hidden',
			$photo,
			esc_html( '' !== $name ? $name : __( 'A customer', 'vitrine' ) ),
			Marks::stars( $review->rating ),
			esc_html( $this->rated_text( $review->rating ) ),
			esc_html( $text ),
			$logo,
			$this->time( $widget, $review )
		);
	}

	/**
	 * The rating tag: pops up after tag_popup seconds; opens the sidebar, or the provider's
	 * page in the 800 x 600 window when tag_click is link and a page is known.
	 *
	 * @param Widget       $widget  The widget.
	 * @param list<Review> $reviews Its reviews.
	 * @param list<Source> $sources Its sources.
	 */
	private function tag( Widget $widget, array $reviews, array $sources ): string {
		$options = $widget->options;
		$rating  = ProviderRating::overall( $sources, $reviews );
		$delay   = $this->milliseconds( $options['tag_popup'] ?? 0 );
		$url     = esc_url( $rating->profile_url, array( 'http', 'https' ) );
		$link    = 'link' === ( $options['tag_click'] ?? 'sidebar' ) && '' !== $url;

		$label   = '' !== $rating->provider && 0 < $rating->count
			? Marks::provider_label( $rating->provider )
			: __( 'Reviews', 'vitrine' );
		$content = sprintf(
			'<span class="vitrine-tag__star" aria-hidden="true">★</span><span class="vitrine-tag__rating">%1$s</span><span class="vitrine-tag__label">%2$s</span><span class="vitrine-floating-sr">%3$s</span>',
			esc_html( $rating->count > 0 ? number_format_i18n( $rating->rating, 1 ) : '' ),
			esc_html( $label ),
			esc_html(
				$rating->count > 0 ? ', ' . $this->summary_text( $widget, $rating ) : ''
			)
		);

		if ( $link ) {
			$control = sprintf(
				'<a class="vitrine-tag__button" href="%1$s" target="_blank" rel="noopener noreferrer%2$s">%3$s<span class="vitrine-floating-sr">%4$s</span></a>',
				$url,
				empty( $options['nofollow_link'] ) ? '' : ' nofollow',
				$content,
				esc_html__( '(opens in a new window)', 'vitrine' )
			);
		} else {
			$control = sprintf(
				'<button type="button" class="vitrine-tag__button" aria-haspopup="dialog" aria-expanded="false">%s</button>',
				$content
			);
		}

		$tag_color  = sanitize_hex_color( (string) ( $options['tag_color'] ?? '' ) );
		$text_color = sanitize_hex_color( (string) ( $options['tag_text_color'] ?? '' ) );
		$style      = array();
		if ( $tag_color ) {
			$style[] = '--vitrine-tag-color:' . $tag_color;
		}
		if ( $text_color ) {
			$style[] = '--vitrine-tag-text-color:' . $text_color;
		}

		return sprintf(
			'<div class="vitrine-tag is-%1$s" data-vitrine-floating="tag" data-widget-id="%2$d" data-delay="%3$d" data-click="%4$s"%5$s%6$s>%7$s</div>',
			esc_attr( $this->corner( $options['tag_position'] ?? '' ) ),
			$widget->id,
			$delay,
			$link ? 'link' : 'sidebar',
			array() === $style ? '' : ' style="' . esc_attr( implode( ';', $style ) ) . '"',
			$delay > 0 ? ' hidden' : '',
			$control
		);
	}

	/**
	 * The review's time: a <time> with the date, which the bundle rewrites as "3 days ago" in
	 * relative mode (the page may be cached; the visitor's clock decides). '' when
	 * disable_review_time is on.
	 *
	 * @param Widget $widget The widget.
	 * @param Review $review The review.
	 */
	private function time( Widget $widget, Review $review ): string {
		$options = $widget->options;
		if ( ! empty( $options['disable_review_time'] ) || $review->time <= 0 ) {
			return '';
		}
		$format = (string) ( $options['time_format'] ?? 'relative' );
		$date   = (string) get_option( 'date_format', 'Y-m-d' );
		if ( 'datetime' === $format ) {
			$date .= ' ' . (string) get_option( 'time_format', 'H:i' );
		}
		return sprintf(
			'<time class="vitrine-flash__time" datetime="%1$s" data-vitrine-time="%2$d"%3$s>%4$s</time>',
			esc_attr( gmdate( 'c', $review->time ) ),
			$review->time,
			'relative' === $format ? ' data-relative' : '',
			esc_html( (string) wp_date( $date, $review->time ) )
		);
	}

	/**
	 * The widget's summary sentence (its m1 template): "4.7 out of 5, based on 120 reviews".
	 *
	 * @param Widget         $widget The widget.
	 * @param ProviderRating $rating The rating.
	 */
	private function summary_text( Widget $widget, ProviderRating $rating ): string {
		$templates = is_array( $widget->options['text'] ?? null ) ? $widget->options['text'] : array();
		$template  = trim( (string) ( $templates['m1'] ?? '' ) );
		if ( '' === $template ) {
			/* translators: {rating} and {count} stay as they are: the rating and the number of reviews. */
			$template = __( '{rating} out of 5, based on {count} reviews', 'vitrine' );
		}
		return strtr(
			$template,
			array(
				'{rating}' => number_format_i18n( $rating->rating, 1 ),
				'{count}'  => number_format_i18n( $rating->count ),
			)
		);
	}

	/**
	 * "Rated 4.5 out of 5", what a screen reader hears for a review's stars.
	 */
	private function rated_text( float $rating ): string {
		return sprintf(
			/* translators: %s: a rating such as 4.5. */
			__( 'Rated %s out of 5', 'vitrine' ),
			number_format_i18n( $rating, 1 )
		);
	}

	/**
	 * A corner option: bottom-left or bottom-right (read as the start and end corners).
	 *
	 * @param mixed $value The option.
	 */
	private function corner( mixed $value ): string {
		return 'bottom-left' === $value ? 'bottom-left' : 'bottom-right';
	}

	/**
	 * An option in seconds, in ms for the script; never negative.
	 *
	 * @param mixed $seconds The option.
	 */
	private function milliseconds( mixed $seconds ): int {
		return is_numeric( $seconds ) ? max( 0, (int) round( (float) $seconds * 1000 ) ) : 0;
	}

	/**
	 * The style options the floating widgets follow (star_color), as custom properties.
	 *
	 * @param Widget $widget The widget.
	 */
	private function style_attribute( Widget $widget ): string {
		$star = sanitize_hex_color( (string) ( $widget->options['star_color'] ?? '' ) );
		return $star ? ' style="' . esc_attr( '--vitrine-star-color:' . $star ) . '"' : '';
	}

	/**
	 * The widget's sources: those its `sources` option lists, every one when it is empty.
	 *
	 * @param Widget $widget The widget.
	 * @return list<Source>
	 */
	private function widget_sources( Widget $widget ): array {
		$ids = array_map( 'intval', (array) ( $widget->options['sources'] ?? array() ) );
		return array_values(
			array_filter(
				$this->sources->all(),
				static fn ( Source $source ): bool => array() === $ids || in_array( $source->id, $ids, true )
			)
		);
	}

	/**
	 * The widget's reviews for a popup or sidebar, by its filters and sort, at most EMBED_LIMIT.
	 *
	 * @param Widget       $widget  The widget.
	 * @param list<Source> $sources Its sources.
	 * @return list<Review>
	 */
	private function widget_reviews( Widget $widget, array $sources ): array {
		$options = $widget->options;
		if ( array() === $sources ) {
			// No source left (its sources were removed): an empty source_ids would mean all.
			return array();
		}
		$max    = (int) ( $options['max_reviews'] ?? 0 );
		$sort   = (string) ( $options['sort'] ?? 'newest' );
		$result = $this->reviews->query(
			new ReviewQuery(
				source_ids: array_map( static fn ( Source $source ): int => $source->id, $sources ),
				min_rating: (int) ( $options['min_rating'] ?? 0 ),
				only_with_text: ! empty( $options['only_with_text'] ),
				language: ! empty( $options['trans'] ) ? substr( determine_locale(), 0, 2 ) : '',
				orderby: in_array( $sort, array( 'newest', 'oldest', 'highest', 'lowest' ), true ) ? $sort : 'newest',
				limit: $max > 0 ? min( $max, self::EMBED_LIMIT ) : self::EMBED_LIMIT,
			)
		);
		return $result['reviews'];
	}
}
