<?php
/**
 * Reviews: the admin part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Admin;

/**
 * Vitrine > Reviews in wp-admin (only there: nothing of it runs on the front end).
 */
final class Module implements \Vitrine\Module {

	public function __construct( private readonly ReviewsPage $page ) {
	}

	public function register(): void {
		if ( ! is_admin() ) {
			return;
		}
		$this->page->register();
	}
}
