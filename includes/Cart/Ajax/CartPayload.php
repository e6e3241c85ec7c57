<?php
/**
 * The answer of the cart's ajax endpoints.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Ajax;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\Fragments;

/**
 * {"fragments": {selector: markup}, "cart_hash": "...", "cart_count": N}: what the browser needs
 * to redraw the cart's parts of the page and remember the cart's state.
 */
final class CartPayload {

	/**
	 * @return array{fragments: object, cart_hash: string, cart_count: int}
	 */
	public static function of( CartSnapshot $cart, Fragments $fragments ): array {
		return array(
			// An object even when empty: the browser iterates over selectors, not over a list.
			'fragments'  => (object) $fragments->render( $cart ),
			'cart_hash'  => $cart->hash,
			'cart_count' => $cart->count(),
		);
	}
}
