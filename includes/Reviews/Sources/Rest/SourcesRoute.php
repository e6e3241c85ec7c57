<?php
/**
 * GET and POST /vitrine/v1/review-sources.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Storage\SourceRepository;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Lists the sources, and connects a new one (fetched once first: a provider's refusal answers
 * 400 vitrine_review_provider_error with its message, and nothing is stored). manage_options and
 * X-WP-Nonce on both: the list carries credential hints.
 */
final class SourcesRoute extends AbstractRoute {

	public function __construct(
		private readonly SourceService $service,
		private readonly SourceRepository $sources,
		private readonly SourceView $view,
	) {
	}

	public function get_path(): string {
		return '/review-sources';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'list' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
			),
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'connect' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => SourceService::args( true ),
			),
		);
	}

	/**
	 * GET answers every source, POST the source connected.
	 */
	protected function get_response_schema(): array {
		return Schema::one_of(
			'ReviewSourcesAnswer',
			array(
				Schema::titled( 'ReviewSourceList', Schema::list_of( SourceView::schema() ) ),
				SourceView::schema(),
			)
		);
	}

	/**
	 * @return list<array<string, mixed>>
	 */
	public function list(): array {
		return array_map( array( $this->view, 'to_array' ), $this->sources->all() );
	}

	public function connect( WP_REST_Request $request ): WP_REST_Response {
		$source = $this->service->connect(
			array(
				'provider'     => $request['provider'],
				'name'         => $request['name'],
				'external_ref' => $request['external_ref'],
				'credentials'  => $request['credentials'],
			)
		);
		return new WP_REST_Response( $this->view->to_array( $source ), 201 );
	}
}
