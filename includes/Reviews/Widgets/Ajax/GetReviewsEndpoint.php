<?php
/**
 * POST ?vitrine-ajax=get_reviews&id=&offset=&size=.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Reviews\Storage\Review;
use Vitrine\Reviews\Views\CardRenderer;
use Vitrine\Reviews\Views\ReviewPresenter;
use Vitrine\Reviews\Views\WidgetReviews;
use Vitrine\Reviews\Widgets\WidgetRepository;

/**
 * A page of a widget's reviews for the slider's on-demand loading (spec, section 7: a JSON POST
 * with no body, its arguments in the address). Read-only and the same for every visitor, so it
 * needs no nonce and works on page-cached pages; hidden reviews and what the widget hides never
 * leave the server.
 */
final class GetReviewsEndpoint implements AjaxEndpoint {

	/** The most reviews one call returns. */
	public const MAX_SIZE = 50;

	public function __construct(
		private readonly WidgetRepository $widgets,
		private readonly WidgetReviews $reviews,
		private readonly RateLimiter $limits,
	) {
	}

	public function name(): string {
		return 'get_reviews';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): ?string {
		return null;
	}

	public function args(): array {
		return array(
			'id'     => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
			'offset' => array(
				'type'    => 'integer',
				'minimum' => 0,
				'maximum' => 100000,
				'default' => 0,
			),
			'size'   => array(
				'type'    => 'integer',
				'minimum' => 1,
				'maximum' => self::MAX_SIZE,
				'default' => 10,
			),
		);
	}

	/**
	 * One review as the slider's cards read it: the spec's review, and its date as the server's
	 * card writes it (CardRenderer::date_text()), so that both cards read the same.
	 *
	 * @param Review               $review  The review.
	 * @param array<string, mixed> $options The widget's options.
	 * @return array<string, mixed>
	 */
	public static function review( Review $review, array $options ): array {
		return ReviewPresenter::to_client( $review, $options ) + array(
			'date' => CardRenderer::date_text( $review->time, (string) ( $options['time_format'] ?? 'relative' ) ),
		);
	}

	public function handle( array $args ): array {
		// No nonce and served to page-cached pages: the one brake on a client that asks without end.
		$this->limits->consume( Limits::REVIEWS_WIDGET );
		$widget = $this->widgets->find( (int) $args['id'] );
		if ( null === $widget ) {
			throw new ReviewsError( 'vitrine_reviews_unknown_widget', __( 'There is no such reviews widget.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		$page = $this->reviews->page( $widget, (int) $args['offset'], (int) $args['size'] );
		return array(
			'reviews' => array_map( static fn ( $review ): array => self::review( $review, $widget->options ), $page['reviews'] ),
			'total'   => $page['total'],
		);
	}
}
