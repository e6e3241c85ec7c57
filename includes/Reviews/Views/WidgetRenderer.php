<?php
/**
 * Server rendering of review widgets (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Views;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * Renders a widget of any layout.
 */
final class WidgetRenderer {

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
	) {
	}
}
