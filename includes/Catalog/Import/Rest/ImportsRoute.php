<?php
/**
 * POST /vitrine/v1/products/imports: upload a file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import\Rest;

use Vitrine\Catalog\Import\ImportError;
use Vitrine\Catalog\Import\ImportRunner;
use Vitrine\Core\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Starts an import from the file sent as multipart `file`, as the text `content` with its `name`,
 * or from the sample file shipped with the plugin (`sample`: true). Answers 201 with the job,
 * its header and the guessed mapping.
 */
final class ImportsRoute extends AbstractRoute {

	public function __construct(
		private readonly ImportRunner $runner,
		private readonly string $sample_file,
	) {
	}

	public function get_path(): string {
		return '/products/imports';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'create' ),
				'permission' => ImportSchema::permission(),
				'args'       => array(
					'content' => array(
						'type'      => 'string',
						'maxLength' => 50 * 1024 * 1024,
					),
					'name'    => array(
						'type'      => 'string',
						'maxLength' => 200,
						'default'   => 'products.csv',
					),
					'sample'  => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
			),
		);
	}

	/**
	 * @throws ImportError INVALID when no file was sent.
	 */
	public function create( WP_REST_Request $request ): WP_REST_Response {
		$files = $request->get_file_params();
		if ( true === $request['sample'] ) {
			$contents = (string) file_get_contents( $this->sample_file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$name     = basename( $this->sample_file );
		} elseif ( isset( $files['file']['tmp_name'] ) && is_uploaded_file( (string) $files['file']['tmp_name'] ) ) {
			$contents = (string) file_get_contents( (string) $files['file']['tmp_name'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- PHP's upload.
			$name     = (string) $files['file']['name'];
		} elseif ( is_string( $request['content'] ) ) {
			$contents = $request['content'];
			$name     = (string) $request['name'];
		} else {
			throw ImportError::invalid( 'vitrine_import_no_file', __( 'Choose a CSV file to import.', 'vitrine' ), array( 'file' => __( 'Choose a CSV file.', 'vitrine' ) ) );
		}
		return new WP_REST_Response( ImportRunner::status( $this->runner->upload( $contents, $name ) ), 201 );
	}

	protected function get_response_schema(): array {
		return ImportSchema::job();
	}
}
