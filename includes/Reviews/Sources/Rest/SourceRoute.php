<?php
/**
 * GET, PUT and DELETE /vitrine/v1/review-sources/{id}.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Rest;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Storage\Source;
use Vitrine\Reviews\Storage\SourceRepository;
use WP_REST_Request;
use WP_REST_Server;

/**
 * One source: read it, change it (a new reference or new credentials are checked by a fetch
 * first, 400 with the provider's message and nothing changed when it refuses), remove it
 * (`delete_reviews=1` removes its reviews too).
 */
final class SourceRoute extends AbstractRoute {

	public function __construct(
		private readonly SourceService $service,
		private readonly SourceRepository $sources,
		private readonly SourceView $view,
	) {
	}

	public function get_path(): string {
		return '/review-sources/(?P<id>\d+)';
	}

	protected function get_endpoints(): array {
		$id = array(
			'id' => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
		);
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => fn ( WP_REST_Request $request ): array => $this->view->to_array( $this->source( $request ) ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => $id,
			),
			array(
				'methods'    => 'PUT, PATCH',
				'handler'    => array( $this, 'update' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => $id + SourceService::args( false ),
			),
			array(
				'methods'    => WP_REST_Server::DELETABLE,
				'handler'    => array( $this, 'delete' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => $id + array(
					'delete_reviews' => array(
						'description' => __( 'Remove the source’s reviews too.', 'vitrine' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
			),
		);
	}

	/**
	 * GET and PUT answer the source, DELETE the source as it was with what was deleted.
	 */
	protected function get_response_schema(): array {
		return Schema::one_of( 'ReviewSourceAnswer', array( SourceView::schema(), SourceView::deleted_schema() ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function update( WP_REST_Request $request ): array {
		$input = array();
		foreach ( array( 'name', 'external_ref', 'credentials' ) as $key ) {
			if ( null !== $request[ $key ] ) {
				$input[ $key ] = $request[ $key ];
			}
		}
		return $this->view->to_array( $this->service->update( $this->source( $request ), $input ) );
	}

	/**
	 * @return array<string, mixed> The source as it was, with deleted and reviews_deleted.
	 */
	public function delete( WP_REST_Request $request ): array {
		$source  = $this->source( $request );
		$answer  = $this->view->to_array( $source );
		$deleted = $this->service->delete( $source, (bool) $request['delete_reviews'] );
		return array_merge(
			$answer,
			array(
				'deleted'         => true,
				'reviews_deleted' => $deleted,
			)
		);
	}

	/**
	 * @throws ReviewsError NOT_FOUND when there is no such source.
	 */
	private function source( WP_REST_Request $request ): Source {
		$source = $this->sources->find( (int) $request['id'] );
		if ( null === $source ) {
			throw new ReviewsError( 'vitrine_review_source_not_found', __( 'There is no such review source.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		return $source;
	}
}
