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

/**
 * The widget post type, its admin routes, its placements (block, shortcode, classic widget) and
 * the two review calls of the spec.
 */
final class Module implements \Vitrine\Module {

	private readonly WidgetRepository $widgets;

	private readonly WidgetOptions $options;

	public function __construct(
		Settings $settings,
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		private readonly ReviewRepository $reviews,
		SourceRepository $sources,
		private readonly WidgetRenderer $renderer,
	) {
		unset( $settings );
		$this->widgets = new WidgetRepository();
		$this->options = new WidgetOptions( $sources );
	}

	public function register(): void {
		add_action( 'init', array( WidgetRepository::class, 'register_post_type' ) );
	}
}
