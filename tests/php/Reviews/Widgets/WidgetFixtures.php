<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Widgets;

use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Reviews\Widgets\WidgetRepository;

/**
 * A stored source with reviews and stored widgets, through the project's own repositories.
 */
trait WidgetFixtures {

	/**
	 * A Google source with $count reviews: review n is "Reviewer n", rated 5 - n % 3, written n
	 * hours before 2026-01-15 (so "newest" orders them 1, 2, 3...).
	 *
	 * @param array<int, array<string, mixed>> $fields Fields of review n over the defaults.
	 * @return array{source: int, reviews: array<int, int>} The source's id and the reviews' ids by n.
	 */
	private function source_with_reviews( int $count, array $fields = array() ): array {
		$source = ( new SourceRepository() )->create(
			array(
				'provider'         => 'google',
				'name'             => 'Widgets test café',
				'external_ref'     => 'place-' . wp_generate_password( 8, false ),
				'rating'           => 4.5,
				'review_count'     => 120,
				'profile_url'      => 'https://maps.example.org/place',
				'write_review_url' => 'https://search.example.org/writereview',
			)
		);
		$rows   = array();
		for ( $n = 1; $n <= $count; $n++ ) {
			$rows[] = array_merge(
				array(
					'external_id' => 'widgets-' . $source . '-' . $n,
					'author_name' => 'Reviewer ' . $n,
					'time'        => gmmktime( 0, 0, 0, 1, 15, 2026 ) - $n * HOUR_IN_SECONDS,
					'rating'      => 5 - $n % 3,
					'text'        => 'Review number ' . $n . '.',
					'language'    => 'en',
				),
				$fields[ $n ] ?? array()
			);
		}
		$repository = new ReviewRepository();
		$repository->upsert_many( $source, 'google', $rows );
		$ids = array();
		foreach ( $repository->query( new \Vitrine\Reviews\Storage\ReviewQuery( source_ids: array( $source ), include_hidden: true ) )['reviews'] as $review ) {
			$ids[ (int) substr( $review->external_id, strrpos( $review->external_id, '-' ) + 1 ) ] = $review->id;
		}
		return array(
			'source'  => $source,
			'reviews' => $ids,
		);
	}

	/**
	 * A stored widget.
	 *
	 * @param array<string, mixed> $options Options over the defaults.
	 */
	private function stored_widget( array $options = array(), string $title = 'Home page reviews' ): int {
		$clean = ( new WidgetOptions( new SourceRepository() ) )->validate( $options );
		self::assertIsArray( $clean );
		$id = ( new WidgetRepository() )->save( 0, $title, $clean );
		self::assertGreaterThan( 0, $id );
		return $id;
	}

	private function widget_count(): int {
		return count(
			get_posts(
				array(
					'post_type'      => WidgetRepository::POST_TYPE,
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);
	}
}
