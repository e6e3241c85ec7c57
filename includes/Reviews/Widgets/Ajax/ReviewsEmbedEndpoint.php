<?php
/**
 * POST ?vitrine-ajax=reviews_embed&id=&view_mode=.
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
use Vitrine\Reviews\Views\WidgetRenderer;
use Vitrine\Reviews\Widgets\WidgetRepository;

/**
 * The HTML of a badge's popup or a tag's sidebar, loaded when first opened so the page stays
 * light (spec, section 7: `data` holds the HTML). Read-only, no nonce.
 */
final class ReviewsEmbedEndpoint implements AjaxEndpoint {

	public function __construct(
		private readonly WidgetRepository $widgets,
		private readonly WidgetRenderer $renderer,
		private readonly RateLimiter $limits,
	) {
	}

	public function name(): string {
		return 'reviews_embed';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): ?string {
		return null;
	}

	public function args(): array {
		return array(
			'id'        => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
			'view_mode' => array(
				'type'     => 'string',
				'enum'     => WidgetRenderer::embed_modes(),
				'required' => true,
			),
		);
	}

	public function handle( array $args ): array {
		// No nonce and served to page-cached pages: the one brake on a client that asks without end.
		$this->limits->consume( Limits::REVIEWS_WIDGET );
		$widget = $this->widgets->find( (int) $args['id'] );
		if ( null === $widget ) {
			throw new ReviewsError( 'vitrine_reviews_unknown_widget', __( 'There is no such reviews widget.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		return array( 'data' => $this->renderer->render_embed( $widget, (string) $args['view_mode'] ) );
	}
}
