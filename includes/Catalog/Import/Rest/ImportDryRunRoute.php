<?php
/**
 * POST /vitrine/v1/products/imports/<id>/dry-run.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Rest;

use Vitrine\Catalog\Import\ImportRunner;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Schema;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Checks every row with the saved mapping and writes nothing: the number of rows, how many are
 * right, and every problem (row, column, message).
 */
final class ImportDryRunRoute extends AbstractRoute {

	public function __construct( private readonly ImportRunner $runner ) {
	}

	public function get_path(): string {
		return ImportSchema::JOB_PATH . '/dry-run';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'check' ),
				'permission' => ImportSchema::permission(),
				'args'       => ImportSchema::id_arg(),
			),
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function check( WP_REST_Request $request ): array {
		return $this->runner->dry_run( (string) $request['id'] );
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'ProductImportCheck',
			Schema::object(
				array(
					'rows'     => Schema::integer(),
					'valid'    => Schema::integer(),
					'problems' => Schema::list_of(
						Schema::object(
							array(
								'row'     => Schema::integer(),
								'column'  => Schema::string(),
								'message' => Schema::string(),
							)
						)
					),
				)
			)
		);
	}
}
