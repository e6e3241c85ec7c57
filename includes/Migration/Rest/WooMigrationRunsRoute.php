<?php
/**
 * POST /vitrine/v1/woo-migration/runs.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Migration\Woo\WooMigration;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Starts a dry run (mode dry: every item checked, nothing written) or a copy (mode run),
 * answered 201 with the job; 404 when there is no WooCommerce data, 409 while a copy is under
 * way. The screen then calls the batch route until the job is done.
 */
final class WooMigrationRunsRoute extends AbstractRoute {

	public function __construct( private readonly WooMigration $migration ) {
	}

	public function get_path(): string {
		return WooMigrationSchema::PATH . '/runs';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'start' ),
				'permission' => WooMigrationSchema::permission(),
				'args'       => array(
					'mode' => array(
						'type'     => 'string',
						'enum'     => array( 'dry', 'run' ),
						'required' => true,
					),
				),
			),
		);
	}

	public function start( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( WooMigration::status( $this->migration->start( (string) $request['mode'] ) ), 201 );
	}

	protected function get_response_schema(): array {
		return WooMigrationSchema::job();
	}
}
