<?php
/**
 * Product import and export: the hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Catalog\Import\Admin\ExportPage;
use Vitrine\Catalog\Import\Admin\ImportPage;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;

/**
 * Products > Import and Products > Export, the import's routes, and the daily deletion of old
 * import jobs.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param RestApi             $rest   The REST API.
	 * @param ExportPage          $export The export screen and download.
	 * @param ImportPage          $import The import screen.
	 * @param list<AbstractRoute> $routes  The import's routes.
	 * @param ImportCleanup       $cleanup The daily deletion of old jobs.
	 */
	public function __construct(
		private readonly RestApi $rest,
		private readonly ExportPage $export,
		private readonly ImportPage $import,
		private readonly array $routes,
		private readonly ImportCleanup $cleanup,
	) {
	}

	public function register(): void {
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
		add_action( ImportCleanup::HOOK, array( $this->cleanup, 'run' ), 10, 0 );
		add_action( 'init', array( $this->cleanup, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( $this->cleanup, 'unschedule' ) );
		if ( is_admin() ) {
			add_action( 'admin_menu', array( $this->import, 'add_menu' ) );
			add_action( 'admin_menu', array( $this->export, 'add_menu' ) );
			add_action( 'admin_post_' . ExportPage::ACTION, array( $this->export, 'download' ) );
			add_action( 'admin_enqueue_scripts', array( $this->import, 'enqueue' ) );
			$this->import->register();
		}
	}
}
