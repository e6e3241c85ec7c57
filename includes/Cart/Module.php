<?php
/**
 * The cart module: the stored cart, its ajax endpoints and REST routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Cart\Ajax\AddToCartEndpoint;
use Vitrine\Cart\Ajax\GetRefreshedFragmentsEndpoint;
use Vitrine\Cart\Ajax\RemoveFromCartEndpoint;
use Vitrine\Cart\Rest\CartAddItemRoute;
use Vitrine\Cart\Rest\CartRemoveItemRoute;
use Vitrine\Cart\Rest\CartRoute;
use Vitrine\Cart\Rest\CartSchema;
use Vitrine\Cart\Rest\CartUpdateItemRoute;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Ajax\RefreshNonceEndpoint;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Adds the cart's setting, endpoints, routes, the login merge, the logout clean-up and the
 * daily removal of expired carts.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		private readonly PriceFormatter $prices,
		private readonly Cart $cart,
	) {
	}

	public function register(): void {
		$this->register_settings();

		$service   = $this->cart->service;
		$fragments = $this->cart->fragments;
		$this->ajax->add_endpoint( new AddToCartEndpoint( $service, $fragments ) );
		$this->ajax->add_endpoint( new RemoveFromCartEndpoint( $service, $fragments ) );
		$this->ajax->add_endpoint( new GetRefreshedFragmentsEndpoint( $service, $this->cart->session, $fragments ) );
		$this->ajax->add_endpoint( new RefreshNonceEndpoint( 'refresh_cart_nonce', Cart::NONCE_ACTION ) );

		$schema = new CartSchema( $this->prices );
		$this->rest->add_route( new CartRoute( $service, $schema ) );
		$this->rest->add_route( new CartAddItemRoute( $service, $schema ) );
		$this->rest->add_route( new CartUpdateItemRoute( $service, $schema ) );
		$this->rest->add_route( new CartRemoveItemRoute( $service, $schema ) );

		// The guest cart joins the customer's stored cart on login; a logout leaves this browser without a cart.
		add_action( 'wp_login', fn ( string $login, \WP_User $user ) => $service->merge_guest_cart( $user->ID ), 10, 2 );
		add_action( 'wp_logout', array( $this->cart->session, 'forget' ), 10, 0 );
		add_action( 'deleted_user', array( $this->cart->store, 'delete_for_customer' ), 10, 1 );

		add_action( CartCleanup::HOOK, array( $this->cart->cleanup, 'run' ), 10, 0 );
		add_action( 'init', array( $this->cart->cleanup, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( $this->cart->cleanup, 'unschedule' ) );
	}

	private function register_settings(): void {
		$this->settings->add_section( 'cart', __( 'Cart', 'vitrine' ) );
		$this->settings->add_field(
			new SettingField(
				'cart_expiry_days',
				'cart',
				__( 'Keep carts for (days)', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => 365,
					'default' => 30,
				),
				__( 'A cart is deleted this many days after it last changed, from 1 to 365. Shoppers find their cart again after closing the browser until then.', 'vitrine' ),
				'number'
			)
		);
	}
}
