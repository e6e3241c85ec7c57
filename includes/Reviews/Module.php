<?php
/**
 * Customer-review widgets: the shared services and the parts' modules.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Reviews\Sources\Refresher;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Views\WidgetRenderer;

/**
 * Builds the review storage and the widget renderer once, and registers the parts that share
 * them (see docs/reviews.md): sources, library, widgets and the admin screens. The views have
 * no hooks of their own: the widgets part places them, and the renderer enqueues their bundles.
 */
final class Module implements \Vitrine\Module {

	/** @var list<\Vitrine\Module> */
	private array $parts;

	public function __construct( Settings $settings, Assets $assets, RestApi $rest, AjaxRouter $ajax ) {
		$reviews   = new ReviewRepository();
		$sources   = new SourceRepository();
		$refresher = new Refresher( $settings, $reviews, $sources );
		$renderer  = new WidgetRenderer( $settings, $assets, $reviews, $sources );

		$this->parts = array(
			new Sources\Module( $settings, $rest, $reviews, $sources, $refresher ),
			new Library\Module( $settings, $rest, $reviews, $sources, $refresher ),
			new Widgets\Module( $settings, $rest, $ajax, $reviews, $sources, $renderer ),
			new Admin\Module( $settings, $assets ),
		);
	}

	public function register(): void {
		foreach ( $this->parts as $part ) {
			$part->register();
		}
	}
}
