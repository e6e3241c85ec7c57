<?php
/**
 * GET /vitrine/v1/review-widgets/schema.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Reviews\Widgets\WidgetOptions;
use WP_REST_Server;

/**
 * Every widget option with its type, label, help, group, default, allowed values, range and
 * the layouts it applies to, translated: the admin screen builds its form from this.
 */
final class WidgetSchemaRoute extends AbstractRoute {

	public function get_path(): string {
		return '/review-widgets/schema';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => static fn (): array => WidgetOptions::describe(),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
			),
		);
	}

	protected function get_response_schema(): array {
		return WidgetOptions::describe_schema();
	}
}
