<?php
/**
 * GET /vitrine/v1/woo-migration.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Migration\Woo\WooMigration;
use WP_REST_Server;

/**
 * What WooCommerce's data holds (items per kind, where the orders are) and the migration under
 * way or last done, so that a reload resumes it.
 */
final class WooMigrationRoute extends AbstractRoute {

	public function __construct( private readonly WooMigration $migration ) {
	}

	public function get_path(): string {
		return WooMigrationSchema::PATH;
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'show' ),
				'permission' => WooMigrationSchema::permission(),
				'args'       => array(),
			),
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function show(): array {
		$job = $this->migration->job();
		return $this->migration->found() + array( 'job' => null === $job ? null : WooMigration::status( $job ) );
	}

	protected function get_response_schema(): array {
		return WooMigrationSchema::found();
	}
}
