<?php
/**
 * The composition root: builds every service once and lets each module add its hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Account\LoginForm;
use Vitrine\Account\Module as AccountModule;
use Vitrine\Account\MyAccount;
use Vitrine\Address\Address;
use Vitrine\Address\Module as AddressModule;
use Vitrine\Cart\Cart;
use Vitrine\Cart\Module as CartModule;
use Vitrine\CartUi\CartUi;
use Vitrine\CartUi\Module as CartUiModule;
use Vitrine\Catalog\Admin\Module as CatalogAdminModule;
use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Module as CatalogModule;
use Vitrine\Checkout\Checkout;
use Vitrine\Checkout\Module as CheckoutModule;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Install\Installer;
use Vitrine\Core\Module as CoreModule;
use Vitrine\Core\Preferences\UserPreferences;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\Coupons;
use Vitrine\Coupons\Module as CouponsModule;
use Vitrine\Orders\Module as OrdersModule;
use Vitrine\Orders\Orders;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\Module as PaymentsModule;
use Vitrine\ProductPage\Module as ProductPageModule;
use Vitrine\ProductReviews\Module as ProductReviewsModule;
use Vitrine\Reviews\Module as ReviewsModule;
use Vitrine\Shipping\Module as ShippingModule;
use Vitrine\Shipping\Shipping;
use Vitrine\Shop\BlockTemplates;
use Vitrine\Shop\Module as ShopModule;
use Vitrine\Storefront\Module as StorefrontModule;
use Vitrine\Storefront\PasswordField;
use Vitrine\Tax\Module as TaxModule;
use Vitrine\Tax\Tax;

/**
 * Builds the shared services and the modules, and registers each module's hooks.
 *
 * Services are plain objects passed through constructors; this class is the only place
 * that knows how they are wired, so there is one dependency graph for the whole plugin.
 */
final class Plugin {

	private static ?Plugin $instance = null;

	/** @var list<Module> */
	private array $modules;

	private function __construct(
		public readonly Settings $settings,
		public readonly Assets $assets,
		public readonly RestApi $rest,
		public readonly AjaxRouter $ajax,
		public readonly UserPreferences $preferences,
		public readonly Catalog $catalog,
		public readonly Cart $cart,
		public readonly Tax $tax,
		public readonly Shipping $shipping,
		public readonly Coupons $coupons,
		public readonly Gateways $gateways,
		public readonly Orders $orders,
		public readonly Address $address,
		public readonly CustomerAccounts $accounts,
		public readonly Checkout $checkout,
	) {
		// One BlockTemplates for every module's block templates (WordPress 6.5 has no register_block_template()).
		$block_templates = new BlockTemplates();
		$this->modules   = array(
			new CoreModule( $this->settings, $this->assets, $this->rest, $this->ajax, $this->preferences, new Installer() ),
			new StorefrontModule( $this->settings, $this->assets, $this->preferences ),
			new CatalogModule( $this->settings, $this->catalog ),
			// After the catalog: the shop address fields go into its "store" section.
			new TaxModule( $this->tax ),
			new CatalogAdminModule( $this->catalog, $this->assets ),
			new CartModule( $this->settings, $this->rest, $this->ajax, $this->catalog->prices, $this->cart ),
			new CartUiModule( $this->settings, $this->assets, $this->catalog, $this->cart, new CartUi( $this->settings, $this->assets, $this->catalog, $this->cart ) ),
			new ShopModule( $this->settings, $this->assets, $this->catalog, $block_templates ),
			new ProductReviewsModule( $this->settings, $this->catalog ),
			new ProductPageModule( $this->settings, $this->assets, $this->catalog, $block_templates ),
			new ShippingModule( $this->shipping ),
			new CouponsModule( $this->settings, $this->assets, $this->catalog, $this->coupons ),
			new OrdersModule( $this->settings, $this->orders ),
			new AddressModule( $this->settings ),
			new PaymentsModule( $this->gateways, $this->orders->service, $this->checkout->pages ),
			new CheckoutModule( $this->settings, $this->assets, $this->rest, $this->ajax, $this->cart, $this->orders, $this->catalog->prices, $this->checkout ),
			// After the checkout, so that the "Customer accounts" settings follow the checkout's.
			new AccountModule( $this->settings, new MyAccount( $this->settings, $this->assets, $this->accounts, $this->orders, $this->address, $this->gateways, $this->checkout ) ),
			new ReviewsModule( $this->settings, $this->assets, $this->rest, $this->ajax ),
		);
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
			$settings = new Settings();
			$assets   = new Assets();
			$catalog  = new Catalog( $settings );
			$cart     = new Cart( $settings, $catalog );
			$tax      = new Tax( $settings );
			$shipping = new Shipping( $settings );
			$coupons  = new Coupons( $settings, $catalog );
			$gateways = new Gateways( $settings );
			$orders   = new Orders( $settings, $catalog, array( $gateways, 'get' ) );
			$address  = new Address( $settings );
			$accounts = new CustomerAccounts();
			$checkout = new Checkout( $settings, $catalog, $cart, $tax, $shipping, $coupons, $orders, $address, $gateways, $accounts, new LoginForm( new PasswordField( $assets ) ) );

			self::$instance = new self( $settings, $assets, new RestApi(), new AjaxRouter(), new UserPreferences(), $catalog, $cart, $tax, $shipping, $coupons, $gateways, $orders, $address, $accounts, $checkout );
		}
		return self::$instance;
	}

	private function register(): void {
		load_plugin_textdomain( 'vitrine', false, dirname( plugin_basename( VITRINE_FILE ) ) . '/languages' );
		foreach ( $this->modules as $module ) {
			$module->register();
		}
		/**
		 * Fires once every Vitrine module has added its hooks.
		 *
		 * @param Plugin $plugin The plugin instance, for extensions that need its services.
		 */
		do_action( 'vitrine_loaded', $this );
	}
}
