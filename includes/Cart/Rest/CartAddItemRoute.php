<?php
/**
 * POST /vitrine/v1/cart/add-item.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Rest;

use WP_REST_Request;
use WP_REST_Server;

/**
 * Adds a product: {id, quantity, variation_id?, variation?: {attribute key: value}}.
 */
final class CartAddItemRoute extends AbstractCartRoute {

	public function get_path(): string {
		return '/cart/add-item';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'add' ),
				'permission' => self::nonce(),
				'args'       => array(
					'id'           => array(
						'description' => __( 'The product.', 'vitrine' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'quantity'     => array(
						'description' => __( 'How many to add.', 'vitrine' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'default'     => 1,
					),
					'variation_id' => array(
						'description' => __( 'The variation of a variable product; found from the chosen values when left out.', 'vitrine' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'default'     => 0,
					),
					'variation'    => array(
						'description'          => __( 'The chosen variation values, attribute key to value.', 'vitrine' ),
						'type'                 => 'object',
						'additionalProperties' => array(
							'type'      => 'string',
							'maxLength' => 200,
						),
						'default'              => array(),
					),
				),
			),
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	public function add( WP_REST_Request $request ): array {
		return $this->schema->cart(
			$this->service->add(
				(int) $request->get_param( 'id' ),
				(int) $request->get_param( 'quantity' ),
				(int) $request->get_param( 'variation_id' ),
				array_map( 'strval', (array) $request->get_param( 'variation' ) )
			)
		);
	}
}
