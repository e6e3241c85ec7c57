<?php
/**
 * Reviews: the views part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;

/**
 * Adds the views part's hooks.
 */
final class Module implements \Vitrine\Module {

	public function __construct( Settings $settings, Assets $assets, WidgetRenderer $renderer ) {
	}

	public function register(): void {
	}
}
