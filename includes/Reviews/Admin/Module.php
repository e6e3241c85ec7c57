<?php
/**
 * Reviews: the admin part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Admin;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;

/**
 * Adds the admin part's hooks.
 */
final class Module implements \Vitrine\Module {

	public function __construct( Settings $settings, Assets $assets ) {
	}

	public function register(): void {
	}
}
