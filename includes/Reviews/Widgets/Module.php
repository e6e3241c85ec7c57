<?php
/**
 * Reviews: the widgets part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Views\WidgetRenderer;
use Vitrine\Reviews\Widgets\Ajax\GetReviewsEndpoint;
use Vitrine\Reviews\Widgets\Ajax\ReviewsEmbedEndpoint;
use Vitrine\Reviews\Widgets\Rest\WidgetPayload;
use Vitrine\Reviews\Widgets\Rest\WidgetPreviewRoute;
use Vitrine\Reviews\Widgets\Rest\WidgetRoute;
use Vitrine\Reviews\Widgets\Rest\WidgetSchemaRoute;
use Vitrine\Reviews\Widgets\Rest\WidgetsRoute;

/**
 * The widget post type, its admin routes, its placements (block, shortcode, classic widget) and
 * the two review calls of the spec.
 */
final class Module implements \Vitrine\Module {

	private readonly WidgetRepository $widgets;

	private readonly Shortcode $shortcode;

	private readonly ReviewsBlock $block;

	private readonly WidgetPayload $payload;

	public function __construct(
		Settings $settings,
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		ReviewRepository $reviews,
		SourceRepository $sources,
		private readonly WidgetRenderer $renderer,
	) {
		unset( $settings, $reviews ); // Widgets read reviews through the renderer's WidgetReviews.
		$this->widgets   = new WidgetRepository();
		$this->shortcode = new Shortcode( $this->widgets, $renderer );
		$this->block     = new ReviewsBlock( $this->shortcode );
		$this->payload   = new WidgetPayload( $this->widgets, new WidgetOptions( $sources ) );
	}

	public function register(): void {
		add_action( 'init', array( WidgetRepository::class, 'register_post_type' ) );
		add_shortcode( Shortcode::TAG, array( $this->shortcode, 'render' ) );
		add_filter( 'block_type_metadata_settings', array( $this->block, 'block_settings' ), 10, 2 );
		ClassicWidget::use_shortcode( $this->shortcode );
		add_action(
			'widgets_init',
			static function (): void {
				register_widget( ClassicWidget::class );
			}
		);

		$this->rest->add_route( new WidgetSchemaRoute() );
		$this->rest->add_route( new WidgetPreviewRoute( $this->payload, $this->renderer ) );
		$this->rest->add_route( new WidgetsRoute( $this->widgets, $this->payload ) );
		$this->rest->add_route( new WidgetRoute( $this->widgets, $this->payload ) );

		$this->ajax->add_endpoint( new GetReviewsEndpoint( $this->widgets, $this->renderer->widget_reviews ) );
		$this->ajax->add_endpoint( new ReviewsEmbedEndpoint( $this->widgets, $this->renderer ) );
	}
}
