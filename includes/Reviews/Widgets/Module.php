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
 * Adds the widgets part's hooks.
 */
final class Module implements \Vitrine\Module {

	public function __construct( Settings $settings, RestApi $rest, AjaxRouter $ajax, ReviewRepository $reviews, SourceRepository $sources, WidgetRenderer $renderer ) {
	}

	public function register(): void {
	}
}
