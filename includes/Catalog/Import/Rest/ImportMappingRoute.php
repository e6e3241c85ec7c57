<?php
/**
 * GET and PUT /vitrine/v1/products/imports/<id>/mapping.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Rest;

use Vitrine\Catalog\Import\CsvColumns;
use Vitrine\Catalog\Import\ImportJobs;
use Vitrine\Catalog\Import\ImportRunner;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Schema;
use WP_REST_Request;
use WP_REST_Server;

/**
 * GET: the file's columns, the mapping (guessed at upload, or as saved) and the fields a column
 * may be mapped to, with their labels. PUT: saves a mapping (one field or '' per column).
 */
final class ImportMappingRoute extends AbstractRoute {

	/** Attribute groups offered on the mapping screen. */
	public const ATTRIBUTES = 5;

	public function __construct(
		private readonly ImportJobs $jobs,
		private readonly ImportRunner $runner,
	) {
	}

	public function get_path(): string {
		return ImportSchema::JOB_PATH . '/mapping';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'read' ),
				'permission' => ImportSchema::permission(),
				'args'       => ImportSchema::id_arg(),
			),
			array(
				'methods'    => 'PUT',
				'handler'    => array( $this, 'save' ),
				'permission' => ImportSchema::permission(),
				'args'       => ImportSchema::id_arg() + array(
					'mapping' => array(
						'type'     => 'array',
						'items'    => array(
							'type'      => 'string',
							'maxLength' => 40,
						),
						'maxItems' => 500,
						'required' => true,
					),
				),
			),
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function read( WP_REST_Request $request ): array {
		return $this->answer( $this->jobs->get( (string) $request['id'] ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function save( WP_REST_Request $request ): array {
		return $this->answer( $this->runner->map( (string) $request['id'], array_values( array_map( 'strval', (array) $request['mapping'] ) ) ) );
	}

	/**
	 * @param array<string, mixed> $job The job.
	 * @return array<string, mixed>
	 */
	private function answer( array $job ): array {
		$attributes = self::ATTRIBUTES;
		foreach ( (array) $job['mapping'] as $field ) {
			if ( 1 === preg_match( '/^attribute:(\d+):/', (string) $field, $m ) ) {
				$attributes = max( $attributes, (int) $m[1] );
			}
		}
		$fields = array();
		foreach ( CsvColumns::fields( $attributes ) as $key => $label ) {
			$fields[] = array(
				'key'   => $key,
				'label' => $label,
			);
		}
		$status = ImportRunner::status( $job );
		return array(
			'id'      => $status['id'],
			'header'  => $status['header'],
			'mapping' => $status['mapping'],
			'fields'  => $fields,
		);
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'ProductImportMapping',
			Schema::object(
				array(
					'id'      => Schema::string(),
					'header'  => Schema::list_of( Schema::string() ),
					'mapping' => Schema::list_of( Schema::string() ),
					'fields'  => Schema::list_of(
						Schema::object(
							array(
								'key'   => Schema::string(),
								'label' => Schema::string(),
							)
						)
					),
				)
			)
		);
	}
}
