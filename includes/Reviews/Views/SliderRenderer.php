<?php
/**
 * The reviews slider's markup (see docs/reviews.md, "Slider").
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\Reviews\Widgets\Widget;

/**
 * A slider is a scroll-snap row of review cards that works without JavaScript (touch, trackpad,
 * keyboard on the focusable row), in the WAI-ARIA carousel pattern: a region with the
 * "carousel" role description, each card a "slide" group labelled "n of m". Its controls
 * (play/pause, previous, next in a bar above the row, never over a card; dots below) are in the
 * page from the start, invisible until the script wires them, so nothing moves when it arrives;
 * the column count is CSS written here (container queries on the slider's own width, for the
 * mobile/tablet/desktop pairs as for slider_breakpoints, never a card narrower than
 * MIN_CARD_WIDTH), so the first paint already has the right columns. The script reads the
 * options from data-slider.
 */
final class SliderRenderer {

	/** Reviews in the page at first, and per get_reviews call, at least. */
	public const MIN_BATCH = 6;

	/** The narrowest a card gets, in px: a narrower slider shows fewer columns than configured. */
	public const MIN_CARD_WIDTH = 220;

	/**
	 * How many reviews the page holds at first and each on-demand call asks for: two screens of
	 * the widest column count the widget can show, at least MIN_BATCH, at most the call's 50.
	 *
	 * @param array<string, mixed> $options The widget's options.
	 */
	public static function batch_size( array $options ): int {
		$columns = array( (int) $options['count'], (int) $options['mobileCount'], (int) $options['tabletCount'], (int) $options['desktopCount'] );
		foreach ( self::breakpoints( (string) $options['slider_breakpoints'] ) as $count ) {
			$columns[] = $count;
		}
		return min( 50, max( self::MIN_BATCH, 2 * max( $columns ) ) );
	}

	/**
	 * The slider's HTML.
	 *
	 * @param Widget $widget  The widget.
	 * @param string $id      The section's id, unique in the page.
	 * @param string $label   The region's name.
	 * @param string $style   The style attribute (colours, sizes), escaped, with its leading space.
	 * @param string $summary The summary header, escaped.
	 * @param string $items   The cards, each an escaped div.vitrine-reviews__item (item()).
	 * @param int    $shown   How many cards $items holds.
	 * @param int    $total   How many reviews the widget has in all.
	 */
	public function render( Widget $widget, string $id, string $label, string $style, string $summary, string $items, int $shown, int $total ): string {
		$options  = $widget->options;
		$autoplay = ! empty( $options['autoplay'] ) && $total > 1;
		$list_id  = $id . '-items';

		$play   = $autoplay
			? sprintf(
				'<button type="button" class="vitrine-slider__play vitrine-slider__control" aria-controls="%1$s" data-playing="true"><span class="screen-reader-text">%2$s</span></button>',
				esc_attr( $list_id ),
				esc_html__( 'Stop automatic slide show', 'vitrine' )
			)
			: '';
		$arrows = ! empty( $options['nextprev'] )
			? sprintf(
				'<button type="button" class="vitrine-slider__prev vitrine-slider__control" aria-controls="%1$s"><span class="screen-reader-text">%2$s</span></button><button type="button" class="vitrine-slider__next vitrine-slider__control" aria-controls="%1$s"><span class="screen-reader-text">%3$s</span></button>',
				esc_attr( $list_id ),
				esc_html__( 'Previous reviews', 'vitrine' ),
				esc_html__( 'Next reviews', 'vitrine' )
			)
			: '';
		$dots   = ! empty( $options['pagin'] )
			? '<div class="vitrine-slider__dots vitrine-slider__control" role="group" aria-label="' . esc_attr__( 'Choose reviews to show', 'vitrine' ) . '"></div>'
			: '';

		$bar = '' !== $play . $arrows ? '<div class="vitrine-slider__bar">' . $play . $arrows . '</div>' : '';

		return sprintf(
			'<section class="vitrine-reviews vitrine-reviews--slider%1$s" id="%2$s" data-vitrine-reviews="slider" data-widget-id="%3$d" data-batch="0" data-total="%4$d" data-slider="%5$s" aria-roledescription="%6$s" aria-label="%7$s"%8$s><style>%9$s</style>%10$s%11$s<div class="vitrine-slider__viewport"><div class="vitrine-reviews__items" id="%12$s" role="group" tabindex="0" aria-label="%13$s" aria-live="%14$s">%15$s</div></div>%16$s</section>',
			'fade' === $options['effect'] ? ' is-fade' : '',
			esc_attr( $id ),
			$widget->id,
			$total,
			esc_attr( (string) wp_json_encode( $this->script_options( $options, $shown, $total ) ) ),
			esc_attr__( 'carousel', 'vitrine' ),
			esc_attr( $label ),
			$style,
			self::columns_css( $id, $options ),
			$summary,
			$bar,
			esc_attr( $list_id ),
			esc_attr__( 'Reviews', 'vitrine' ),
			$autoplay ? 'off' : 'polite',
			$items,
			$dots
		);
	}

	/**
	 * One card's slide, a group labelled "n of m" (a div, not a li: a list item cannot take
	 * another role).
	 *
	 * @param string $card  The card, escaped.
	 * @param int    $index Its position, from 0.
	 * @param int    $total How many reviews the widget has in all.
	 */
	public static function item( string $card, int $index, int $total ): string {
		return sprintf(
			'<div class="vitrine-reviews__item" role="group" aria-roledescription="%1$s" aria-label="%2$s">%3$s</div>',
			esc_attr__( 'slide', 'vitrine' ),
			esc_attr(
				sprintf(
					/* translators: 1: the slide's number, 2: how many there are. */
					__( '%1$s of %2$s', 'vitrine' ),
					number_format_i18n( $index + 1 ),
					number_format_i18n( $total )
				)
			),
			$card
		);
	}

	/**
	 * The column count as CSS for the list of the section $id, by the slider's own width
	 * (container queries on its viewport, the container "vitrine-slider"): `count` by default,
	 * the desktop, tablet and mobile pairs each "up to" its breakpoint (0 = unused), or, when
	 * slider_breakpoints is set, its pairs each "from" its width (below the first, mobileCount);
	 * in either case never more columns than fit at MIN_CARD_WIDTH with the `space` between
	 * them. The rules go narrowest first, one per width where the count changes, from a single
	 * column: a browser without container queries shows one column.
	 *
	 * @param string               $id      The section's id.
	 * @param array<string, mixed> $options The widget's options.
	 */
	public static function columns_css( string $id, array $options ): string {
		$section = '#' . sanitize_html_class( $id );
		$rule    = static fn ( int $columns ): string => $section . ' .vitrine-reviews__items{--vitrine-reviews-columns:' . $columns . '}';
		$gap     = max( 0, (int) $options['space'] );
		$parts   = self::breakpoints( (string) $options['slider_breakpoints'] );
		$devices = array();
		foreach ( array( 'desktop', 'tablet', 'mobile' ) as $device ) {
			$width = (int) $options[ $device . 'Breakpoint' ];
			if ( $width > 0 ) {
				$devices[] = array( $width, max( 1, (int) $options[ $device . 'Count' ] ) );
			}
		}

		// The configured count at a width, as the cascade of the old rules would give it.
		$configured = static function ( float $width ) use ( $parts, $devices, $options ): int {
			if ( array() !== $parts ) {
				$columns = (int) $options['mobileCount'];
				foreach ( $parts as $from => $count ) {
					$columns = $width >= $from ? $count : $columns;
				}
				return max( 1, $columns );
			}
			$columns = (int) $options['count'];
			foreach ( $devices as list( $up_to, $count ) ) {
				$columns = $width <= $up_to ? $count : $columns;
			}
			return max( 1, $columns );
		};
		$fitting    = static fn ( float $width ): int => max( 1, (int) floor( ( $width + $gap ) / ( self::MIN_CARD_WIDTH + $gap ) ) );

		// Where the count may change: [ query, a width just inside it ].
		$edges = array();
		foreach ( $parts as $from => $count ) {
			$edges[] = array( 'width>=' . $from . 'px', (float) $from );
		}
		if ( array() === $parts ) {
			foreach ( $devices as list( $up_to ) ) {
				$edges[] = array( 'width>' . $up_to . 'px', $up_to + 0.5 );
			}
		}
		$widest = max( array_merge( array( (int) $options['count'], (int) $options['mobileCount'] ), array_values( $parts ), array_column( $devices, 1 ) ) );
		for ( $columns = 2; $columns <= $widest; $columns++ ) {
			$from    = $columns * self::MIN_CARD_WIDTH + ( $columns - 1 ) * $gap;
			$edges[] = array( 'width>=' . $from . 'px', (float) $from );
		}
		usort( $edges, static fn ( array $a, array $b ): int => $a[1] <=> $b[1] );

		$current = 1;
		$css     = $section . ' .vitrine-slider__viewport{container:vitrine-slider/inline-size}' . $rule( $current );
		foreach ( $edges as list( $query, $width ) ) {
			$columns = min( $configured( $width ), $fitting( $width ) );
			if ( $columns !== $current ) {
				$css    .= '@container vitrine-slider (' . $query . '){' . $rule( $columns ) . '}';
				$current = $columns;
			}
		}
		return $css;
	}

	/**
	 * slider_breakpoints as width => columns, narrowest first, by the rule of
	 * src/reviews/breakpoints.ts: malformed or non-positive entries left out, a later entry for
	 * the same width winning.
	 *
	 * @return array<int, int>
	 */
	public static function breakpoints( string $text ): array {
		$parts = array();
		foreach ( explode( ',', $text ) as $entry ) {
			if ( 1 === preg_match( '/^(\d+)\s*:\s*(\d+)$/', trim( $entry ), $match ) && (int) $match[1] > 0 && (int) $match[2] > 0 ) {
				$parts[ (int) $match[1] ] = (int) $match[2];
			}
		}
		ksort( $parts );
		return $parts;
	}

	/**
	 * What the slider script reads (src/reviews/slider/options.ts).
	 *
	 * @param array<string, mixed> $options The widget's options.
	 * @return array<string, mixed>
	 */
	private function script_options( array $options, int $shown, int $total ): array {
		return array(
			'autoplay'    => ! empty( $options['autoplay'] ),
			'speed'       => (int) $options['speed'],
			'effect'      => 'fade' === $options['effect'] ? 'fade' : 'slide',
			'mousestop'   => ! empty( $options['mousestop'] ),
			'clickstop'   => ! empty( $options['clickstop'] ),
			'wheelscroll' => ! empty( $options['wheelscroll'] ),
			'step'        => max( 1, (int) $options['swipe_step'] ),
			'perButton'   => ! empty( $options['swipe_per_btn'] ),
			'perDot'      => ! empty( $options['swipe_per_dot'] ),
			'shown'       => $shown,
			'total'       => $total,
			'batch'       => self::batch_size( $options ),
			'card'        => self::card_options( $options ),
		);
	}

	/**
	 * The display options the script's cards follow (src/reviews/slider/card.ts, CardOptions).
	 *
	 * @param array<string, mixed> $options The widget's options.
	 * @return array<string, bool|int|string>
	 */
	public static function card_options( array $options ): array {
		return array(
			'hideAvatar' => ! empty( $options['hide_avatar'] ),
			'avatarSize' => (int) $options['avatar_size'],
			'hideTime'   => ! empty( $options['disable_review_time'] ),
			'timeFormat' => (string) $options['time_format'],
			'textSize'   => (int) $options['text_size'],
			'showReply'  => ! empty( $options['show_reply'] ),
			'openLink'   => ! empty( $options['open_link'] ),
			'nofollow'   => ! empty( $options['nofollow_link'] ),
			'lazy'       => ! empty( $options['lazy_load_img'] ),
		);
	}
}
