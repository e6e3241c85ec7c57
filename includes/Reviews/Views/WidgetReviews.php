<?php
/**
 * The reviews and sources a widget shows.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\Source;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Widgets\Widget;

/**
 * One reading of a widget's filters (sources, min_rating, only_with_text, trans, sort,
 * max_reviews) for every layout and for the get_reviews call, so a page and the reviews loaded
 * later agree.
 */
final class WidgetReviews {

	/** The most reviews one page of a widget holds when max_reviews sets no limit. */
	public const PAGE_LIMIT = 100;

	public function __construct(
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
	) {
	}

	/**
	 * The widget's sources: those it names, or every source when it names none.
	 *
	 * @return list<Source>
	 */
	public function sources( Widget $widget ): array {
		$ids = array_map( 'intval', (array) ( $widget->options['sources'] ?? array() ) );
		return array_values(
			array_filter(
				$this->sources->all(),
				static fn ( Source $source ): bool => array() === $ids || in_array( $source->id, $ids, true )
			)
		);
	}

	/**
	 * A page of the widget's reviews, and how many it has in all (max_reviews counted).
	 *
	 * @return array{reviews: list<\Vitrine\Reviews\Storage\Review>, total: int}
	 */
	public function page( Widget $widget, int $offset, int $limit ): array {
		$sources = $this->sources( $widget );
		if ( array() === $sources ) {
			// Its sources were removed: an empty source_ids would mean every source.
			return array(
				'reviews' => array(),
				'total'   => 0,
			);
		}
		$options = $widget->options;
		$max     = (int) ( $options['max_reviews'] ?? 0 );
		if ( $max > 0 ) {
			$limit = max( 0, min( $limit, $max - $offset ) );
			if ( 0 === $limit ) {
				return array(
					'reviews' => array(),
					'total'   => $this->total( $widget, $sources, $max ),
				);
			}
		}
		$result = $this->reviews->query( $this->query( $widget, $sources, $offset, $limit ) );
		return array(
			'reviews' => $result['reviews'],
			'total'   => $max > 0 ? min( $max, $result['total'] ) : $result['total'],
		);
	}

	/**
	 * @param Widget       $widget  The widget.
	 * @param list<Source> $sources Its sources.
	 */
	private function total( Widget $widget, array $sources, int $max ): int {
		return min( $max, $this->reviews->query( $this->query( $widget, $sources, 0, 1 ) )['total'] );
	}

	/**
	 * @param Widget       $widget  The widget.
	 * @param list<Source> $sources Its sources.
	 */
	private function query( Widget $widget, array $sources, int $offset, int $limit ): ReviewQuery {
		$options = $widget->options;
		$sort    = (string) ( $options['sort'] ?? 'newest' );
		return new ReviewQuery(
			source_ids: array_map( static fn ( Source $source ): int => $source->id, $sources ),
			min_rating: (int) ( $options['min_rating'] ?? 0 ),
			only_with_text: ! empty( $options['only_with_text'] ),
			language: ! empty( $options['trans'] ) ? substr( determine_locale(), 0, 2 ) : '',
			orderby: in_array( $sort, ReviewQuery::ORDERS, true ) ? $sort : 'newest',
			offset: $offset,
			limit: $limit,
		);
	}
}
