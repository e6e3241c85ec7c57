<?php
/**
 * GET /vitrine/v1/products/imports/<id>: where an import stands.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Rest;

use Vitrine\Catalog\Import\ImportJobs;
use Vitrine\Catalog\Import\ImportRunner;
use Vitrine\Core\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The job: its header and mapping, rows done, counts and skipped rows (the screen reads it after
 * a reload to resume).
 */
final class ImportRoute extends AbstractRoute {

	public function __construct( private readonly ImportJobs $jobs ) {
	}

	public function get_path(): string {
		return ImportSchema::JOB_PATH;
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'read' ),
				'permission' => ImportSchema::permission(),
				'args'       => ImportSchema::id_arg(),
			),
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function read( WP_REST_Request $request ): array {
		return ImportRunner::status( $this->jobs->get( (string) $request['id'] ) );
	}

	protected function get_response_schema(): array {
		return ImportSchema::job();
	}
}
