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
 * Vitrine > Reviews in wp-admin (only there: nothing of it runs on the front end).
 */
final class Module implements \Vitrine\Module {

	private readonly ReviewsPage $page;

	public function __construct( Settings $settings, Assets $assets ) {
		unset( $settings ); // The screen reads everything through the REST routes.
		$this->page = new ReviewsPage( $assets );
	}

	public function register(): void {
		if ( ! is_admin() ) {
			return;
		}
		$this->page->register();
	}
}
