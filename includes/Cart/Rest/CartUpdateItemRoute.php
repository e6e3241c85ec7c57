<?php
/**
 * POST /vitrine/v1/cart/update-item.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Rest;

use WP_REST_Request;
use WP_REST_Server;

/**
 * Sets a line's quantity: {key, quantity}.
 */
final class CartUpdateItemRoute extends AbstractCartRoute {

	public function get_path(): string {
		return '/cart/update-item';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'update' ),
				'permission' => self::nonce(),
				'args'       => array(
					'key'      => array(
						'description' => __( 'The cart item key.', 'vitrine' ),
						'type'        => 'string',
						'pattern'     => self::KEY_PATTERN,
						'required'    => true,
					),
					'quantity' => array(
						'description' => __( 'The new quantity.', 'vitrine' ),
						'type'        => 'integer',
						'minimum'     => 1,
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
	public function update( WP_REST_Request $request ): array {
		return $this->schema->cart( $this->service->update_item( (string) $request->get_param( 'key' ), (int) $request->get_param( 'quantity' ) ) );
	}
}
