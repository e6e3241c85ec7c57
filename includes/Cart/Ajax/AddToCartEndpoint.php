<?php
/**
 * POST ?vitrine-ajax=add_to_cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Ajax;

use Vitrine\Cart\Cart;
use Vitrine\Cart\CartService;
use Vitrine\Cart\Fragments;
use Vitrine\Core\Ajax\AjaxEndpoint;

/**
 * Adds a product from an add-to-cart button or a product form: product_id, quantity,
 * variation_id and one attribute_<key> field per chosen variation value. The button's other
 * data attributes (product_sku...) may come along; they are ignored. Answers the fragments,
 * cart_hash and cart_count, or an error with product_url when the shopper should see the
 * product page (to choose options, say).
 */
final class AddToCartEndpoint implements AjaxEndpoint {

	private const ATTRIBUTE_FIELD = 'attribute_';

	public function __construct(
		private readonly CartService $service,
		private readonly Fragments $fragments,
	) {
	}

	public function name(): string {
		return 'add_to_cart';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return Cart::NONCE_ACTION;
	}

	public function args(): array {
		return array(
			'product_id'                => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
			'quantity'                  => array(
				'type'    => 'integer',
				'minimum' => 1,
				'default' => 1,
			),
			'variation_id'              => array(
				'type'    => 'integer',
				'minimum' => 0,
				'default' => 0,
			),
			// The variation choices, attribute_<key>, one per variation attribute.
			self::ATTRIBUTE_FIELD . '*' => array(
				'type'      => 'string',
				'maxLength' => 200,
			),
		);
	}

	public function handle( array $args ): array {
		$attributes = array();
		foreach ( $args as $name => $value ) {
			if ( str_starts_with( (string) $name, self::ATTRIBUTE_FIELD ) && '' !== $value ) {
				$attributes[ substr( (string) $name, strlen( self::ATTRIBUTE_FIELD ) ) ] = (string) $value;
			}
		}
		return CartPayload::of( $this->service->add( (int) $args['product_id'], (int) $args['quantity'], (int) $args['variation_id'], $attributes ), $this->fragments );
	}
}
