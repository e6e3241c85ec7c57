<?php
/**
 * Customers: the hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

use Vitrine\Customers\Admin\CustomersPage;

/**
 * Vitrine > Customers, in wp-admin only.
 */
final class Module implements \Vitrine\Module {

	public function __construct( private readonly CustomersPage $page ) {
	}

	public function register(): void {
		if ( is_admin() ) {
			$this->page->register();
		}
	}
}
