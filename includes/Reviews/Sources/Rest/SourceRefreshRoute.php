<?php
/**
 * POST /vitrine/v1/review-sources/{id}/refresh.
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
use Vitrine\Reviews\Sources\Refresher;
use Vitrine\Reviews\Storage\SourceRepository;
use WP_REST_Request;
use WP_REST_Server;

/**
 * "Refresh now": fetches and stores one source. A provider's error answers 502
 * vitrine_review_provider_error with the provider's message (and the source, its error recorded,
 * under data.source); the reviews stored before stay.
 */
final class SourceRefreshRoute extends AbstractRoute {

	public function __construct(
		private readonly Refresher $refresher,
		private readonly SourceRepository $sources,
		private readonly SourceView $view,
	) {
	}

	public function get_path(): string {
		return '/review-sources/(?P<id>\d+)/refresh';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'refresh' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			),
		);
	}

	/**
	 * The source refreshed, and how many reviews were added and updated.
	 */
	protected function get_response_schema(): array {
		return Schema::titled(
			'ReviewSourceRefresh',
			Schema::object(
				array(
					'source'  => SourceView::schema(),
					'added'   => Schema::integer(),
					'updated' => Schema::integer(),
				)
			)
		);
	}

	/**
	 * @return array{source: array<string, mixed>, added: int, updated: int}
	 * @throws ReviewsError NOT_FOUND for no such source, PROVIDER_FAILED for a provider's error.
	 */
	public function refresh( WP_REST_Request $request ): array {
		$id = (int) $request['id'];
		if ( null === $this->sources->find( $id ) ) {
			throw new ReviewsError( 'vitrine_review_source_not_found', __( 'There is no such review source.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		$result = $this->refresher->refresh( $id );
		if ( null !== $result->error ) {
			throw SourceService::provider_error( $result->error, ErrorKind::PROVIDER_FAILED, array( 'source' => $this->view->to_array( $result->source ) ) );
		}
		return array(
			'source'  => $this->view->to_array( $result->source ),
			'added'   => $result->added,
			'updated' => $result->updated,
		);
	}
}
