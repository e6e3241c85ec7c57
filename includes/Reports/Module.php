<?php
/**
 * Reports: the hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Reports\Admin\DashboardWidget;
use Vitrine\Reports\Admin\ReportsPage;

/**
 * Vitrine > Reports and its route, and the dashboard widget. Nothing of it runs on the front end but the route.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param RestApi             $rest   The REST API.
	 * @param ReportsPage         $page   The screen.
	 * @param list<AbstractRoute> $routes The routes.
	 * @param DashboardWidget     $widget The dashboard's widget.
	 */
	public function __construct(
		private readonly RestApi $rest,
		private readonly ReportsPage $page,
		private readonly array $routes,
		private readonly DashboardWidget $widget,
	) {
	}

	public function register(): void {
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
		if ( is_admin() ) {
			$this->page->register();
			$this->widget->register();
		}
	}
}
