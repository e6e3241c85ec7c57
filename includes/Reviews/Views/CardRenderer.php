<?php
/**
 * One review card, as every layout shows it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Views\Floating\Marks;
use Vitrine\Reviews\Widgets\Widget;

/**
 * The card of one review, escaped, readable without JavaScript: the script only turns the date
 * into a relative time and wires "Read more". src/reviews/card.ts builds the same markup for
 * reviews that arrive later (the slider's on-demand pages).
 */
final class CardRenderer {

	/** The leave-a-review window and the photo window of the spec, in px. */
	public const PHOTO_WINDOW = '800x600';

	public function render( Review $review, Widget $widget ): string {
		$options = $widget->options;
		$client  = ReviewPresenter::to_client( $review, $options );
		return sprintf(
			'<article class="vitrine-review" data-review-id="%1$d" data-provider="%2$s"><header class="vitrine-review__header">%3$s<div class="vitrine-review__meta">%4$s%5$s%6$s</div>%7$s</header>%8$s%9$s%10$s</article>',
			$review->id,
			esc_attr( $review->provider ),
			empty( $options['hide_avatar'] ) ? $this->avatar( $client['author_avatar'], $client['author_name'], $options ) : '',
			$this->author( $client['author_name'], $client['author_url'], $options ),
			CardStars::html( $review->rating ),
			empty( $options['disable_review_time'] ) ? $this->time( $review->time, (string) $options['time_format'] ) : '',
			'<span class="vitrine-review__provider">' . Marks::provider_mark( $review->provider ) . '<span class="screen-reader-text">' . esc_html(
				/* translators: %s: Google, Facebook, Yelp... */
				sprintf( __( 'Review on %s', 'vitrine' ), Marks::provider_label( $review->provider ) )
			) . '</span></span>',
			$this->text( $review->text, (int) $options['text_size'] ),
			$this->media( $client['media'], $client['author_name'], $options ),
			! empty( $options['show_reply'] ) && '' !== trim( $review->reply ) ? $this->reply( $review->reply ) : ''
		);
	}

	/**
	 * The photo, or the name's initial on a tint when there is none (no request to anyone).
	 *
	 * @param array<string, mixed> $options The widget's options.
	 */
	private function avatar( string $url, string $name, array $options ): string {
		$size = (int) $options['avatar_size'];
		if ( '' !== $url ) {
			return sprintf(
				'<img class="vitrine-review__avatar" src="%1$s" alt="" width="%2$d" height="%2$d"%3$s decoding="async">',
				esc_url( $url ),
				$size,
				empty( $options['lazy_load_img'] ) ? '' : ' loading="lazy"'
			);
		}
		$initial = '' !== $name ? mb_strtoupper( mb_substr( $name, 0, 1 ) ) : '?';
		return '<span class="vitrine-review__avatar vitrine-review__avatar--initial" aria-hidden="true">' . esc_html( $initial ) . '</span>';
	}

	/**
	 * The reviewer's name, linked to their profile when there is one and it is http(s).
	 *
	 * @param array<string, mixed> $options The widget's options.
	 */
	private function author( string $name, string $url, array $options ): string {
		$name = '' !== $name ? $name : __( 'A customer', 'vitrine' );
		if ( '' === $url ) {
			return '<span class="vitrine-review__author">' . esc_html( $name ) . '</span>';
		}
		return '<a class="vitrine-review__author" href="' . esc_url( $url ) . '"' . self::link_attributes( $options ) . '>' . esc_html( $name ) . '</a>';
	}

	/**
	 * The date: absolute in the page (cached pages stay true), made relative by the script.
	 */
	private function time( int $time, string $format ): string {
		return sprintf(
			'<time class="vitrine-review__time" datetime="%1$s" data-vitrine-time="%2$d"%3$s>%4$s</time>',
			esc_attr( gmdate( 'c', $time ) ),
			$time,
			'relative' === $format ? ' data-relative' : '',
			esc_html( self::date_text( $time, $format ) )
		);
	}

	/**
	 * The review's date in the site's date format (and time format, for time_format
	 * datetime): the card's text before the script makes it relative. get_reviews answers it
	 * as each review's `date`, so that the cards drawn by the script read the same.
	 */
	public static function date_text( int $time, string $format ): string {
		$site_format = (string) get_option( 'date_format' ) . ( 'datetime' === $format ? ' ' . get_option( 'time_format' ) : '' );
		return (string) wp_date( $site_format, $time );
	}

	/**
	 * The text, cut at text_size characters (on a word boundary when one is near) with the
	 * rest kept in the page for "Read more".
	 */
	private function text( string $text, int $size ): string {
		$text = trim( $text );
		if ( '' === $text ) {
			return '';
		}
		list( $shown, $rest ) = self::cut( $text, $size );
		if ( '' === $rest ) {
			return '<div class="vitrine-review__text"><p>' . nl2br( esc_html( $shown ) ) . '</p></div>';
		}
		return sprintf(
			'<div class="vitrine-review__text"><p>%1$s<span class="vitrine-review__ellipsis" aria-hidden="true">…</span><span class="vitrine-review__rest" hidden>%2$s</span></p><button type="button" class="vitrine-review__read-more" aria-expanded="false">%3$s</button></div>',
			nl2br( esc_html( $shown ) ),
			nl2br( esc_html( $rest ) ),
			esc_html__( 'Read more', 'vitrine' )
		);
	}

	/**
	 * The text split at $size characters (multibyte safe), back to the last space within the
	 * last 20 characters so a word is not cut in two. 0 never cuts.
	 *
	 * @return array{0: string, 1: string} What shows and the rest.
	 */
	public static function cut( string $text, int $size ): array {
		if ( $size < 1 || mb_strlen( $text ) <= $size ) {
			return array( $text, '' );
		}
		$shown = mb_substr( $text, 0, $size );
		$space = mb_strrpos( $shown, ' ' );
		if ( false !== $space && $space >= $size - 20 ) {
			$shown = mb_substr( $text, 0, $space );
		}
		return array( $shown, mb_substr( $text, mb_strlen( $shown ) ) );
	}

	/**
	 * The review's photos, each a link to the full image that the script opens in an 800 x 600
	 * window.
	 *
	 * @param list<array{googleUrl: string, thumbnailUrl: string}> $media   Photos.
	 * @param string                                               $name    The reviewer.
	 * @param array<string, mixed>                                 $options The widget's options.
	 */
	private function media( array $media, string $name, array $options ): string {
		$items = '';
		foreach ( $media as $index => $item ) {
			if ( '' === $item['thumbnailUrl'] ) {
				continue;
			}
			$items .= sprintf(
				'<li><a href="%1$s" data-vitrine-window="%2$s"%3$s><img src="%4$s" alt="%5$s" width="64" height="64"%6$s decoding="async"></a></li>',
				esc_url( '' !== $item['googleUrl'] ? $item['googleUrl'] : $item['thumbnailUrl'] ),
				esc_attr( self::PHOTO_WINDOW ),
				self::link_attributes( $options ),
				esc_url( $item['thumbnailUrl'] ),
				/* translators: 1: photo number, 2: the reviewer's name. */
				esc_attr( sprintf( __( 'Photo %1$d by %2$s', 'vitrine' ), $index + 1, '' !== $name ? $name : __( 'a customer', 'vitrine' ) ) ),
				empty( $options['lazy_load_img'] ) ? '' : ' loading="lazy"'
			);
		}
		return '' === $items ? '' : '<ul class="vitrine-review__media">' . $items . '</ul>';
	}

	private function reply( string $reply ): string {
		return sprintf(
			'<div class="vitrine-review__reply"><p class="vitrine-review__reply-title">%1$s</p><p>%2$s</p></div>',
			esc_html__( 'Response from the owner', 'vitrine' ),
			nl2br( esc_html( trim( $reply ) ) )
		);
	}

	/**
	 * target and rel of the widget's links, by open_link and nofollow_link.
	 *
	 * @param array<string, mixed> $options The widget's options.
	 */
	public static function link_attributes( array $options ): string {
		$rel = array( 'noopener' );
		if ( ! empty( $options['nofollow_link'] ) ) {
			$rel[] = 'nofollow';
		}
		return ( empty( $options['open_link'] ) ? '' : ' target="_blank"' ) . ' rel="' . esc_attr( implode( ' ', $rel ) ) . '"';
	}
}
