<?php
/**
 * Reviews: the widgets part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Blocks;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;

/**
 * The widget post type, its admin routes, its placements (block, shortcode, classic widget) and
 * the two review calls of the spec.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param RestApi             $rest      The REST routes.
	 * @param AjaxRouter          $ajax      The ajax endpoints.
	 * @param Shortcode           $shortcode [vitrine_reviews].
	 * @param ReviewsBlock        $block     The reviews block.
	 * @param list<AbstractRoute> $routes    The widgets' routes.
	 * @param list<AjaxEndpoint>  $endpoints The widgets' ajax calls.
	 */
	public function __construct(
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		private readonly Shortcode $shortcode,
		private readonly ReviewsBlock $block,
		private readonly array $routes,
		private readonly array $endpoints,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		add_action( 'init', array( WidgetRepository::class, 'register_post_type' ) );
		add_shortcode( Shortcode::TAG, array( $this->shortcode, 'render' ) );
		$this->blocks->render_file_with( ReviewsBlock::NAME, $this->block );
		ClassicWidget::use_shortcode( $this->shortcode );
		add_action(
			'widgets_init',
			static function (): void {
				register_widget( ClassicWidget::class );
			}
		);

		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
		foreach ( $this->endpoints as $endpoint ) {
			$this->ajax->add_endpoint( $endpoint );
		}
	}
}
