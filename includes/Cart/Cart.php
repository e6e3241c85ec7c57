<?php
/**
 * The cart's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * What other modules (the cart front end, checkout, express payments) use of the cart:
 * Plugin::instance()->cart->service->get(), ->fragments->register(), ->session.
 */
final class Cart {

	/**
	 * The nonce action of the cart's ajax endpoints; the page prints wp_create_nonce() of it.
	 */
	public const NONCE_ACTION = 'vitrine-cart';

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly CartStore $store,
		public readonly CartSession $session,
		public readonly CartService $service,
		public readonly Fragments $fragments,
		public readonly CartCleanup $cleanup,
	) {
	}
}
