<?php
/**
 * The cart's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Catalog\Catalog;
use Vitrine\Core\Settings\Settings;

/**
 * What other modules (the cart front end, checkout, express payments) use of the cart:
 * Plugin::instance()->cart->service->get(), ->fragments->register(), ->session.
 */
final class Cart {

	/**
	 * The nonce action of the cart's ajax endpoints; the page prints wp_create_nonce() of it.
	 */
	public const NONCE_ACTION = 'vitrine-cart';

	public readonly CartStore $store;
	public readonly CartSession $session;
	public readonly CartService $service;
	public readonly Fragments $fragments;
	public readonly CartCleanup $cleanup;

	/**
	 * @param Settings                                         $settings      The settings.
	 * @param Catalog                                          $catalog       The catalog the cart sells from.
	 * @param (\Closure(string, string, int, bool): void)|null $cookie_writer Sends a cookie; for tests (see CartSession).
	 */
	public function __construct( Settings $settings, Catalog $catalog, ?\Closure $cookie_writer = null ) {
		$this->store     = new CartStore( new \Vitrine\Core\Database\Transaction() );
		$this->session   = new CartSession( $settings, $cookie_writer );
		$this->service   = new CartService( $this->store, $this->session, new ProductResolver( $catalog->products ), $catalog->prices );
		$this->fragments = new Fragments();
		$this->cleanup   = new CartCleanup( $this->store );
	}
}
