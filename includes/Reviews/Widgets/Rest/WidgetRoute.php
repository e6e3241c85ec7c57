<?php
/**
 * GET, PUT and DELETE /vitrine/v1/review-widgets/{id}.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets\Rest;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Reviews\Widgets\WidgetRepository;
use WP_REST_Request;
use WP_REST_Server;

/**
 * One widget: read it, change its title or some of its options (the others are kept), delete
 * it. Administrators only.
 */
final class WidgetRoute extends AbstractRoute {

	public function __construct(
		private readonly WidgetRepository $widgets,
		private readonly WidgetPayload $payload,
	) {
	}

	public function get_path(): string {
		return '/review-widgets/(?P<id>\d+)';
	}

	protected function get_endpoints(): array {
		$id         = array(
			'id' => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
		);
		$permission = Permissions::nonce_and_capability( 'manage_options' );
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'read' ),
				'permission' => $permission,
				'args'       => $id,
			),
			array(
				'methods'    => WP_REST_Server::EDITABLE,
				'handler'    => array( $this, 'update' ),
				'permission' => $permission,
				'args'       => $id + array(
					'title'   => WidgetPayload::title_arg( false ),
					'options' => WidgetPayload::options_arg( false ),
				),
			),
			array(
				'methods'    => WP_REST_Server::DELETABLE,
				'handler'    => array( $this, 'delete' ),
				'permission' => $permission,
				'args'       => $id,
			),
		);
	}

	/**
	 * Every method answers the widget (DELETE: as it was).
	 */
	protected function get_response_schema(): array {
		return WidgetPayload::full_schema();
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	public function read( WP_REST_Request $request ): array {
		return WidgetPayload::full( $this->payload->find( (int) $request->get_param( 'id' ) ) );
	}

	/**
	 * Changes what was sent: the title, and options merged over the saved ones. Everything is
	 * checked before anything is written.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	public function update( WP_REST_Request $request ): array {
		$widget  = $this->payload->find( (int) $request->get_param( 'id' ) );
		$title   = $request->has_param( 'title' ) ? $this->payload->title( $request->get_param( 'title' ) ) : $widget->title;
		$options = $request->has_param( 'options' ) ? $this->payload->options( $request->get_param( 'options' ), $widget->options ) : $widget->options;
		return WidgetPayload::full( $this->payload->save( $widget->id, $title, $options ) );
	}

	/**
	 * Deletes the widget and answers it as it was; pages that place it then show nothing.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 * @throws ReviewsError FAILED when WordPress did not delete it.
	 */
	public function delete( WP_REST_Request $request ): array {
		$widget = $this->payload->find( (int) $request->get_param( 'id' ) );
		$answer = WidgetPayload::full( $widget );
		if ( ! $this->widgets->delete( $widget->id ) ) {
			throw new ReviewsError( 'vitrine_widget_not_deleted', __( 'The widget could not be deleted. Try again.', 'vitrine' ), ErrorKind::FAILED );
		}
		return $answer;
	}
}
