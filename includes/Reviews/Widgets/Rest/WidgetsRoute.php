<?php
/**
 * GET and POST /vitrine/v1/review-widgets.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Widgets\WidgetRepository;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The list of reviews widgets, and creating one. Creating is for administrators; the list is
 * also for whoever edits posts, since the block editor's reviews block picks from it.
 */
final class WidgetsRoute extends AbstractRoute {

	public function __construct(
		private readonly WidgetRepository $widgets,
		private readonly WidgetPayload $payload,
	) {
	}

	public function get_path(): string {
		return '/review-widgets';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'list' ),
				'permission' => Permissions::nonce_and_capability( 'edit_posts' ),
			),
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'create' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(
					'title'   => WidgetPayload::title_arg( true ),
					'options' => WidgetPayload::options_arg( false ),
				),
			),
		);
	}

	/**
	 * GET answers the list of summaries, POST the widget created.
	 */
	protected function get_response_schema(): array {
		return Schema::one_of(
			'ReviewWidgetsAnswer',
			array(
				Schema::titled( 'ReviewWidgetList', Schema::list_of( WidgetPayload::summary_schema() ) ),
				WidgetPayload::full_schema(),
			)
		);
	}

	/**
	 * Every widget, newest first.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function list(): array {
		return array_map( array( WidgetPayload::class, 'summary' ), $this->widgets->all() );
	}

	/**
	 * Creates a widget; nothing is written when its title or an option is wrong.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function create( WP_REST_Request $request ): WP_REST_Response {
		$title   = $this->payload->title( $request->get_param( 'title' ) );
		$options = $this->payload->options( $request->get_param( 'options' ) ?? array() );
		$widget  = $this->payload->save( 0, $title, $options );
		return new WP_REST_Response( WidgetPayload::full( $widget ), 201 );
	}
}
