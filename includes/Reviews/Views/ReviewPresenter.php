<?php
/**
 * A review as the browser reads it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\Reviews\Storage\Review;

/**
 * The spec's "Customer review" object (author_name, author_avatar, author_url, time, rating,
 * provider, text, media, reply) with the widget's hide_name / hide_avatar applied, so that what
 * a widget hides never reaches the page, and with every URL checked to be http(s).
 */
final class ReviewPresenter {

	/**
	 * @param Review               $review  The review.
	 * @param array<string, mixed> $options The widget's options.
	 * @return array{id: int, author_name: string, author_avatar: string, author_url: string, time: int, rating: float, provider: string, text: string, media: list<array{googleUrl: string, thumbnailUrl: string}>, reply: string}
	 */
	public static function to_client( Review $review, array $options ): array {
		$hide_name = ! empty( $options['hide_name'] );
		$media     = array();
		foreach ( $review->media as $item ) {
			$thumbnail = self::url( $item['thumbnailUrl'] );
			if ( '' !== $thumbnail ) {
				$media[] = array(
					'googleUrl'    => self::url( $item['googleUrl'] ),
					'thumbnailUrl' => $thumbnail,
				);
			}
		}
		return array(
			'id'            => $review->id,
			'author_name'   => $hide_name ? '' : $review->author_name,
			'author_avatar' => ! empty( $options['hide_avatar'] ) ? '' : self::url( $review->author_avatar ),
			'author_url'    => $hide_name ? '' : self::url( $review->author_url ),
			'time'          => $review->time,
			'rating'        => $review->rating,
			'provider'      => $review->provider,
			'text'          => $review->text,
			'media'         => $media,
			'reply'         => ! array_key_exists( 'show_reply', $options ) || ! empty( $options['show_reply'] ) ? $review->reply : '',
		);
	}

	/**
	 * The URL when it is http(s), else '' (a javascript: or data: link never reaches a page).
	 */
	public static function url( string $url ): string {
		$url = trim( $url );
		return '' !== $url && in_array( strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) ), array( 'http', 'https' ), true ) ? esc_url_raw( $url ) : '';
	}
}
