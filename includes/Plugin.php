<?php
/**
 * The composition root: builds every service once and lets each module add its hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine;

use Vitrine\Account\Module as AccountModule;
use Vitrine\Cart\Cart;
use Vitrine\Cart\Module as CartModule;
use Vitrine\CartUi\CartUi;
use Vitrine\CartUi\Module as CartUiModule;
use Vitrine\Catalog\Admin\Module as CatalogAdminModule;
use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Module as CatalogModule;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Install\Installer;
use Vitrine\Core\Module as CoreModule;
use Vitrine\Core\Preferences\UserPreferences;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\ProductPage\Module as ProductPageModule;
use Vitrine\ProductReviews\Module as ProductReviewsModule;
use Vitrine\Shop\BlockTemplates;
use Vitrine\Shop\Module as ShopModule;
use Vitrine\Storefront\Module as StorefrontModule;

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
	) {
		// One BlockTemplates for every module's block templates (WordPress 6.5 has no register_block_template()).
		$block_templates = new BlockTemplates();
		$this->modules   = array(
			new CoreModule( $this->settings, $this->assets, $this->rest, $this->ajax, $this->preferences, new Installer() ),
			new StorefrontModule( $this->settings, $this->assets, $this->preferences ),
			new CatalogModule( $this->settings, $this->catalog ),
			new CatalogAdminModule( $this->catalog, $this->assets ),
			new CartModule( $this->settings, $this->rest, $this->ajax, $this->catalog->prices, $this->cart ),
			new CartUiModule( $this->settings, $this->assets, $this->catalog, $this->cart, new CartUi( $this->settings, $this->assets, $this->catalog, $this->cart ) ),
			new AccountModule( $this->assets ),
			new ShopModule( $this->settings, $this->assets, $this->catalog, $block_templates ),
			new ProductReviewsModule( $this->settings, $this->catalog ),
			new ProductPageModule( $this->settings, $this->assets, $this->catalog, $block_templates ),
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
			$settings       = new Settings();
			$catalog        = new Catalog( $settings );
			self::$instance = new self( $settings, new Assets(), new RestApi(), new AjaxRouter(), new UserPreferences(), $catalog, new Cart( $settings, $catalog ) );
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
