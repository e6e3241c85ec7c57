<?php
/**
 * The cart UI's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

/**
 * What the cart UI's module, its blocks (render.php) and other modules use: the cart page,
 * the mini-cart, the no-JS form handler and the notices they show.
 */
final class CartUi {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly Notices $notices,
		public readonly CartPage $cart_page,
		public readonly MiniCart $mini_cart,
		public readonly FormHandler $form_handler,
		public readonly AddToCartShortcode $shortcode,
	) {
	}
}
