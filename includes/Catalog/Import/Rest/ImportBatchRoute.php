<?php
/**
 * POST /vitrine/v1/products/imports/<id>/batch.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Rest;

use Vitrine\Catalog\Import\ImportRunner;
use Vitrine\Core\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Imports the next batch of rows (rows with problems skipped with their reasons) and answers the
 * job; the screen calls it until the status is done. Calling it again after a timeout resumes
 * from the last row saved.
 */
final class ImportBatchRoute extends AbstractRoute {

	public function __construct( private readonly ImportRunner $runner ) {
	}

	public function get_path(): string {
		return ImportSchema::JOB_PATH . '/batch';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'run' ),
				'permission' => ImportSchema::permission(),
				'args'       => ImportSchema::id_arg(),
			),
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function run( WP_REST_Request $request ): array {
		return ImportRunner::status( $this->runner->run_batch( (string) $request['id'] ) );
	}

	protected function get_response_schema(): array {
		return ImportSchema::job();
	}
}
