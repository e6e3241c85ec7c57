<?php
/**
 * The plugin: builds the container of services and registers each module's hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Address\Address;
use Vitrine\Cart\Cart;
use Vitrine\Catalog\Catalog;
use Vitrine\Checkout\Checkout;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Container;
use Vitrine\Core\Preferences\UserPreferences;
use Vitrine\Core\RequestPriming;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\Coupons;
use Vitrine\Orders\Orders;
use Vitrine\Payments\Gateways;
use Vitrine\Shipping\Shipping;
use Vitrine\Tax\Tax;

/**
 * Holds the one container (built from includes/Services.php, the only place services are
 * made), gets each module of Services::MODULES from it and calls its register().
 *
 * The public properties are the services extensions and tests used before the container:
 * Plugin::instance()->cart->service. New code asks the container: Plugin::instance()->get(
 * CartService::class ).
 */
final class Plugin {

	private static ?Plugin $instance = null;

	public readonly Settings $settings;
	public readonly Assets $assets;
	public readonly RestApi $rest;
	public readonly AjaxRouter $ajax;
	public readonly UserPreferences $preferences;
	public readonly Catalog $catalog;
	public readonly Cart $cart;
	public readonly Tax $tax;
	public readonly Shipping $shipping;
	public readonly Coupons $coupons;
	public readonly Gateways $gateways;
	public readonly Orders $orders;
	public readonly Address $address;
	public readonly CustomerAccounts $accounts;
	public readonly Checkout $checkout;

	private function __construct( public readonly Container $container ) {
		$this->settings    = $container->get( Settings::class );
		$this->assets      = $container->get( Assets::class );
		$this->rest        = $container->get( RestApi::class );
		$this->ajax        = $container->get( AjaxRouter::class );
		$this->preferences = $container->get( UserPreferences::class );
		$this->catalog     = $container->get( Catalog::class );
		$this->cart        = $container->get( Cart::class );
		$this->tax         = $container->get( Tax::class );
		$this->shipping    = $container->get( Shipping::class );
		$this->coupons     = $container->get( Coupons::class );
		$this->gateways    = $container->get( Gateways::class );
		$this->orders      = $container->get( Orders::class );
		$this->address     = $container->get( Address::class );
		$this->accounts    = $container->get( CustomerAccounts::class );
		$this->checkout    = $container->get( Checkout::class );
	}

	/**
	 * Entry point, hooked to plugins_loaded by plugin.php.
	 */
	public static function boot(): void {
		self::instance()->register();
	}

	/**
	 * The one plugin instance: for tests and for code that extends Vitrine.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self( Services::container() );
		}
		return self::$instance;
	}

	/**
	 * One of the plugin's services, by class name: Plugin::instance()->get( CartService::class ).
	 *
	 * @template T of object
	 * @param class-string<T> $id The service's class (or interface) name.
	 * @return T
	 */
	public function get( string $id ): object {
		return $this->container->get( $id );
	}

	private function register(): void {
		// Before the text domain reads the locale: WordPress's per-request options in one query.
		RequestPriming::prime_core_options();
		load_plugin_textdomain( 'vitrine', false, dirname( plugin_basename( VITRINE_FILE ) ) . '/languages' );
		foreach ( Services::MODULES as $module ) {
			$this->container->get( $module )->register();
		}
		/**
		 * Fires once every Vitrine module has added its hooks.
		 *
		 * @param Plugin $plugin The plugin instance, for extensions that need its services
		 *                       (Plugin::get(), or the properties).
		 */
		do_action( 'vitrine_loaded', $this );
	}
}
