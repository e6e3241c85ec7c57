<?php
/**
 * POST /vitrine/v1/woo-migration/runs/<id>/batch.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Migration\MigrationError;
use Vitrine\Migration\Woo\WooMigration;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Does the next items of the migration and answers it; calling it again after a timeout resumes
 * from the last item saved. 404 for an id that is not the migration's (another one was started
 * since, or none).
 */
final class WooMigrationBatchRoute extends AbstractRoute {

	public function __construct( private readonly WooMigration $migration ) {
	}

	public function get_path(): string {
		return WooMigrationSchema::PATH . '/runs/(?P<id>[a-z0-9]{12})/batch';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'run' ),
				'permission' => WooMigrationSchema::permission(),
				'args'       => array(
					'id' => array(
						'type'     => 'string',
						'pattern'  => '^[a-z0-9]{12}$',
						'required' => true,
					),
				),
			),
		);
	}

	/**
	 * @return array<string, mixed>
	 * @throws MigrationError NOT_FOUND for another id than the migration's.
	 */
	public function run( WP_REST_Request $request ): array {
		$job = $this->migration->job();
		if ( null === $job || $job['id'] !== (string) $request['id'] ) {
			throw MigrationError::not_found( 'vitrine_woo_no_job', __( 'This copy from WooCommerce is not the one under way: reload the page.', 'vitrine' ) );
		}
		return WooMigration::status( $this->migration->batch() );
	}

	protected function get_response_schema(): array {
		return WooMigrationSchema::job();
	}
}
