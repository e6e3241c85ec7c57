<?php
/**
 * The cart UI's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\Cart;
use Vitrine\Catalog\Catalog;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;

/**
 * What the cart UI's module, its blocks (render.php) and other modules use: the cart page,
 * the mini-cart, the no-JS form handler and the notices they show.
 */
final class CartUi {

	public readonly Notices $notices;
	public readonly CartPage $cart_page;
	public readonly MiniCart $mini_cart;
	public readonly FormHandler $form_handler;
	public readonly AddToCartShortcode $shortcode;

	public function __construct( Settings $settings, Assets $assets, Catalog $catalog, Cart $cart ) {
		$this->notices      = new Notices();
		$this->cart_page    = new CartPage( $settings, $cart->service, $catalog->prices, $assets, $this->notices );
		$this->mini_cart    = new MiniCart( $assets, $catalog->prices, $this->cart_page );
		$this->form_handler = new FormHandler( $cart->service, $this->cart_page, $this->notices, $settings );
		$this->shortcode    = new AddToCartShortcode( $catalog->products, $catalog->prices );
	}
}
