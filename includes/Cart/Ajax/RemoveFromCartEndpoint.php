<?php
/**
 * POST ?vitrine-ajax=remove_from_cart.
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
 * Removes the line with the given cart_item_key (a mini-cart's remove link). An unknown key
 * answers 404.
 */
final class RemoveFromCartEndpoint implements AjaxEndpoint {

	public function __construct(
		private readonly CartService $service,
		private readonly Fragments $fragments,
	) {
	}

	public function name(): string {
		return 'remove_from_cart';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return Cart::NONCE_ACTION;
	}

	public function args(): array {
		return array(
			'cart_item_key' => array(
				'type'     => 'string',
				'pattern'  => '^[a-f0-9]{32}$',
				'required' => true,
			),
		);
	}

	public function handle( array $args ): array {
		return CartPayload::of( $this->service->remove_item( (string) $args['cart_item_key'] ), $this->fragments );
	}
}
