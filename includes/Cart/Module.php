<?php
/**
 * The cart module: the stored cart, its ajax endpoints and REST routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Adds the cart's setting, endpoints, routes, the login merge, the logout clean-up and the
 * daily removal of expired carts.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param Settings            $settings  The settings.
	 * @param RestApi             $rest      The REST routes.
	 * @param AjaxRouter          $ajax      The ajax endpoints.
	 * @param Cart                $cart      The cart's services.
	 * @param list<AjaxEndpoint>  $endpoints add_to_cart, remove_from_cart, get_refreshed_fragments, refresh_cart_nonce.
	 * @param list<AbstractRoute> $routes    /cart and its items.
	 */
	public function __construct(
		private readonly Settings $settings,
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		private readonly Cart $cart,
		private readonly array $endpoints,
		private readonly array $routes,
	) {
	}

	public function register(): void {
		$this->register_settings();

		foreach ( $this->endpoints as $endpoint ) {
			$this->ajax->add_endpoint( $endpoint );
		}
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}

		$service = $this->cart->service;

		// The guest cart joins the customer's stored cart on login; a logout leaves this browser without a cart.
		add_action( 'wp_login', fn ( string $login, \WP_User $user ) => $service->merge_guest_cart( $user->ID ), 10, 2 );
		add_action( 'wp_logout', array( $this->cart->session, 'forget' ), 10, 0 );
		add_action( 'deleted_user', array( $this->cart->store, 'delete_for_customer' ), 10, 1 );

		add_action( CartCleanup::HOOK, array( $this->cart->cleanup, 'run' ), 10, 0 );
		add_action( 'init', array( $this->cart->cleanup, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( $this->cart->cleanup, 'unschedule' ) );
	}

	private function register_settings(): void {
		$this->settings->add_section( 'cart', __( 'Cart', 'vitrine' ), '', SectionPosition::CART );
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
