<?php
/**
 * POST /vitrine/v1/cart/remove-item.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Rest;

use WP_REST_Request;
use WP_REST_Server;

/**
 * Removes a line: {key}.
 */
final class CartRemoveItemRoute extends AbstractCartRoute {

	public function get_path(): string {
		return '/cart/remove-item';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'remove' ),
				'permission' => self::nonce(),
				'args'       => array(
					'key' => array(
						'description' => __( 'The cart item key.', 'vitrine' ),
						'type'        => 'string',
						'pattern'     => self::KEY_PATTERN,
						'required'    => true,
					),
				),
			),
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	public function remove( WP_REST_Request $request ): array {
		return $this->schema->cart( $this->service->remove_item( (string) $request->get_param( 'key' ) ) );
	}
}
