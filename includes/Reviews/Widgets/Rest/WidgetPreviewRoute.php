<?php
/**
 * POST /vitrine/v1/review-widgets/preview.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Views\WidgetRenderer;
use Vitrine\Reviews\Widgets\Widget;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The admin screen's live preview: the widget rendered by the views, exactly as a page shows
 * it, with options that are not saved. Nothing is written; the bundle the renderer enqueues
 * in this request is never printed.
 */
final class WidgetPreviewRoute extends AbstractRoute {

	public function __construct(
		private readonly WidgetPayload $payload,
		private readonly WidgetRenderer $renderer,
	) {
	}

	public function get_path(): string {
		return '/review-widgets/preview';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'preview' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(
					'options' => WidgetPayload::options_arg( true ),
					'title'   => array(
						'type'      => 'string',
						'maxLength' => WidgetPayload::TITLE_MAX,
						'default'   => '',
					),
				),
			),
		);
	}

	/**
	 * The widget's markup.
	 */
	protected function get_response_schema(): array {
		return Schema::titled( 'ReviewWidgetPreview', Schema::object( array( 'html' => Schema::string() ) ) );
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return array{html: string}
	 */
	public function preview( WP_REST_Request $request ): array {
		$options = $this->payload->options( $request->get_param( 'options' ) );
		$widget  = new Widget( 0, sanitize_text_field( (string) $request->get_param( 'title' ) ), $options );
		return array( 'html' => $this->renderer->render( $widget ) );
	}
}
