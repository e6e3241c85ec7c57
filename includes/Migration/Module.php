<?php
/**
 * Moving to Vitrine from another shop plugin: the hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Migration\Admin\WooMigrationPage;
use Vitrine\Migration\Woo\WooIds;

/**
 * Tools > Import from WooCommerce and its routes. A module of its own, above the modules it
 * writes through (Catalog, Coupons, Orders, Account), which know nothing of it.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param RestApi             $rest   The REST API.
	 * @param WooMigrationPage    $page   The screen.
	 * @param list<AbstractRoute> $routes The routes.
	 * @param WooIds              $ids    Where copied items went.
	 */
	public function __construct(
		private readonly RestApi $rest,
		private readonly WooMigrationPage $page,
		private readonly array $routes,
		private readonly WooIds $ids,
	) {
	}

	public function register(): void {
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
		add_action( 'deleted_post', array( $this->ids, 'forget_post' ), 10, 2 );
		if ( is_admin() ) {
			add_action( 'admin_menu', array( $this->page, 'add_menu' ) );
			add_action( 'admin_enqueue_scripts', array( $this->page, 'enqueue' ) );
			$this->page->register();
		}
	}
}
