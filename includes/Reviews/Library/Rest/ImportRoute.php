<?php
/**
 * POST /vitrine/v1/reviews/import.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Rest;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Library\Import\Importer;
use Vitrine\Reviews\ReviewsError;
use WP_REST_Request;
use WP_REST_Server;

/**
 * A multipart upload: the CSV or JSON file in `file`, and `source_id` (a manual source; the
 * default one when left out). Answers { imported, updated }; a file with a bad row stores
 * nothing and answers 400 with every bad row (see Importer).
 */
final class ImportRoute extends AbstractRoute {

	public function __construct( private readonly Importer $importer ) {
	}

	public function get_path(): string {
		return '/reviews/import';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'import' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(
					'source_id' => array(
						'description' => __( 'A source of reviews added by hand; the default one when left out.', 'vitrine' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
			),
		);
	}

	/**
	 * How many reviews were added, and how many stored before were updated.
	 */
	protected function get_response_schema(): array {
		return Schema::titled(
			'ReviewImport',
			Schema::object(
				array(
					'imported' => Schema::integer(),
					'updated'  => Schema::integer(),
				)
			)
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return array{imported: int, updated: int}
	 * @throws ReviewsError When there is no file, or it cannot be imported.
	 */
	public function import( WP_REST_Request $request ): array {
		/** @var mixed $file One uploaded file, as WordPress's stubs say; or nothing, or a list (file[]). */
		$file = $request->get_file_params()['file'] ?? null;
		if ( null === $file && (int) $request->get_header( 'Content-Length' ) > Importer::MAX_BYTES ) {
			// Larger than PHP's post_max_size: PHP dropped the whole body, the file with it.
			throw Importer::too_large();
		}
		if ( ! is_array( $file ) || ! is_string( $file['tmp_name'] ?? null ) || ! is_string( $file['name'] ?? null ) ) {
			throw new ReviewsError( 'vitrine_import_no_file', __( 'Choose a CSV or JSON file of reviews to import.', 'vitrine' ), ErrorKind::INVALID, array( 'params' => array( 'file' => __( 'Choose a CSV or JSON file of reviews to import.', 'vitrine' ) ) ) );
		}
		$error = (int) ( $file['error'] ?? UPLOAD_ERR_OK );
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
			throw Importer::too_large();
		}
		if ( UPLOAD_ERR_NO_FILE === $error ) {
			throw new ReviewsError( 'vitrine_import_no_file', __( 'Choose a CSV or JSON file of reviews to import.', 'vitrine' ), ErrorKind::INVALID );
		}
		if ( UPLOAD_ERR_OK !== $error || ! is_readable( $file['tmp_name'] ) ) {
			/* translators: %d: PHP's upload error code. */
			throw new ReviewsError( 'vitrine_import_upload_failed', sprintf( __( 'The file did not arrive (upload error %d). Please try again.', 'vitrine' ), $error ), ErrorKind::INVALID );
		}
		// The size is checked before reading, so a huge file is never loaded into memory. The
		// path is PHP's own temporary file from $_FILES, which a client cannot choose.
		$size = filesize( $file['tmp_name'] );
		if ( false === $size || $size > Importer::MAX_BYTES ) {
			throw Importer::too_large();
		}
		$contents  = (string) file_get_contents( $file['tmp_name'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local temporary file.
		$source_id = $request->get_param( 'source_id' );
		return $this->importer->import( sanitize_file_name( $file['name'] ), $contents, null === $source_id ? null : (int) $source_id );
	}
}
