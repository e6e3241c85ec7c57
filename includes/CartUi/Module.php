<?php
/**
 * The cart's front end: add-to-cart buttons, mini-cart (block and widget), cart page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\Cart;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartSnapshot;
use Vitrine\CartUi\Widget\MiniCartWidget;
use Vitrine\Catalog\Catalog;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Blocks;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Declares the cart page settings and the two cart bundles' settings, registers the mini-cart
 * and cart-count fragments, the shortcodes and the widget, and the no-JS handlers.
 *
 * Bundles: add-to-cart (listings, product pages, any page with a mini-cart: buttons, mini-cart,
 * fragments; no React, no api-fetch), cart (the cart page: the same plus the cart form) and
 * mini-cart-drawer (the header's cart button and its drawer).
 */
final class Module implements \Vitrine\Module {

	public const ADD_TO_CART_ENTRY = 'add-to-cart';
	public const CART_ENTRY        = 'cart';
	public const DRAWER_ENTRY      = 'mini-cart-drawer';
	public const SETTINGS_KEY      = 'cart';

	/** The blocks whose render.php gets the cart UI's services. */
	private const BLOCKS = array( 'vitrine/mini-cart', 'vitrine/cart' );

	/**
	 * @param Settings                      $settings The settings.
	 * @param Assets                        $assets   The bundles.
	 * @param Catalog                       $catalog  The catalog.
	 * @param Cart                          $cart     The cart's services.
	 * @param CartUi                        $ui       The cart UI's services.
	 * @param \Closure(): MiniCartWidget    $widget   Builds the classic widget when widgets_init asks.
	 * @param HeaderCart                    $header   The cart button in the site's header.
	 */
	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly Catalog $catalog,
		private readonly Cart $cart,
		private readonly CartUi $ui,
		private readonly \Closure $widget,
		private readonly HeaderCart $header,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		$this->register_settings();

		$this->assets->define_settings( self::ADD_TO_CART_ENTRY, self::SETTINGS_KEY, fn (): array => $this->script_settings( false ) );
		$this->assets->define_settings( self::CART_ENTRY, self::SETTINGS_KEY, fn (): array => $this->script_settings( true ) );

		$mini_cart = $this->ui->mini_cart;
		$this->cart->fragments->register( MiniCart::CONTENTS_SELECTOR, static fn ( CartSnapshot $cart ): string => $mini_cart->contents( $cart ) );
		$this->cart->fragments->register( MiniCart::COUNT_SELECTOR, static fn ( CartSnapshot $cart ): string => $mini_cart->count( $cart ) );
		$this->cart->fragments->register( MiniCart::BUTTON_SELECTOR, static fn ( CartSnapshot $cart ): string => $mini_cart->button_count( $cart ) );
		$this->cart->fragments->register( MiniCart::TOTAL_SELECTOR, static fn ( CartSnapshot $cart ): string => $mini_cart->total( $cart ) );

		// The header's cart button: block themes through the Block Hooks API, classic themes in the primary menu.
		add_filter( 'hooked_block_types', array( $this->header, 'hooked_block_types' ), 10, 4 );
		add_filter( 'hooked_block_' . HeaderCart::BLOCK, array( $this->header, 'hooked_block' ) );
		add_filter( 'wp_nav_menu_items', array( $this->header, 'menu_items' ), 10, 2 );

		add_shortcode( CartPage::SHORTCODE, array( $this->ui->cart_page, 'render_shortcode' ) );
		add_shortcode( AddToCartShortcode::TAG, array( $this->ui->shortcode, 'render' ) );
		add_action( 'widgets_init', fn () => register_widget( ( $this->widget )() ) );
		foreach ( self::BLOCKS as $block ) {
			$this->blocks->render_file_with( $block, $this->ui );
		}

		// After the ajax router (wp_loaded, 20), before WordPress parses the query.
		add_action( 'wp_loaded', array( $this->ui->form_handler, 'handle' ), 30 );
		add_action( 'template_redirect', array( $this->ui->cart_page, 'prevent_caching' ) );
		add_action( 'wp', array( $this, 'register_bundles' ) );
		add_action( 'wp_body_open', array( $this, 'print_notice' ) );
		add_action( 'wp_footer', array( $this, 'print_notice' ) );
		add_action( 'wp_footer', array( $this, 'dedupe_bundles' ), 1 );
	}

	/**
	 * Registers the add-to-cart bundle on front-end pages, so that the button markup
	 * (AddToCartButton::render()) can enqueue it by handle wherever it is printed.
	 */
	public function register_bundles(): void {
		if ( ! is_admin() ) {
			$this->assets->register_bundle( self::ADD_TO_CART_ENTRY );
		}
	}

	/**
	 * The cart bundle holds everything of the add-to-cart bundle: a page that has both (a
	 * mini-cart on the cart page) loads only the cart bundle.
	 */
	public function dedupe_bundles(): void {
		if ( wp_script_is( Assets::HANDLE_PREFIX . self::CART_ENTRY, 'enqueued' ) ) {
			wp_dequeue_script( AddToCartButton::SCRIPT_HANDLE );
			wp_dequeue_style( AddToCartButton::SCRIPT_HANDLE );
		}
	}

	/**
	 * The notice of a no-JS cart action, at the top of the page (the cart shows its own).
	 */
	public function print_notice(): void {
		if ( ! $this->ui->cart_page->is_cart_page() ) {
			$this->ui->notices->print();
		}
	}

	/**
	 * The settings object of both cart bundles (window.vitrineSettings.cart).
	 *
	 * @param bool $cart_page Whether it is for the cart page's bundle.
	 * @return array<string, mixed>
	 */
	private function script_settings( bool $cart_page ): array {
		$settings = array(
			'ajaxUrl'          => AjaxRouter::url_template(),
			'cartUrl'          => $this->ui->cart_page->url(),
			'isCart'           => $this->ui->cart_page->is_cart_page(),
			'redirectAfterAdd' => (bool) $this->settings->get( 'cart_redirect_after_add' ),
			// For a logged-out visitor the same for everyone, so the page stays cacheable; the script
			// fetches a fresh one (refresh_cart_nonce) when the server refuses it.
			'nonce'            => wp_create_nonce( Cart::NONCE_ACTION ),
			'hashCookie'       => CartSession::HASH_COOKIE,
			'storageKey'       => 'vitrine_fragments_' . substr( md5( home_url( '/' ) ), 0, 10 ),
			'i18n'             => array(
				'viewCart' => __( 'View cart', 'vitrine' ),
				/* translators: %s: product name. */
				'removed'  => __( '“%s” has been removed from your cart.', 'vitrine' ),
				'error'    => __( 'Sorry, your cart could not be updated. Please try again.', 'vitrine' ),
			),
		);
		if ( $cart_page ) {
			$settings['rest']            = array(
				'url'   => esc_url_raw( rest_url( RestApi::NAMESPACE . '/' ) ),
				'nonce' => wp_create_nonce( 'wp_rest' ),
			);
			$settings['price']           = $this->price_format();
			$settings['i18n']['updated'] = __( 'Cart updated.', 'vitrine' );
			$settings['totals']          = $this->ui->cart_page->totals_settings();
		}
		return $settings;
	}

	/**
	 * How the cart page's script writes amounts, the way PriceFormatter does: the pattern is the
	 * formatted zero with its number replaced by %s (currency sign and its position kept).
	 *
	 * @return array{pattern: string, decimals: int, decimalSeparator: string, thousandSeparator: string}
	 */
	private function price_format(): array {
		$prices   = $this->catalog->prices;
		$decimals = $prices->decimals();
		$decimal  = (string) $this->settings->get( 'decimal_separator' );
		$zero     = '0' . ( $decimals > 0 ? $decimal . str_repeat( '0', $decimals ) : '' );
		$pattern  = $prices->format_minor( 0 );
		$position = strrpos( $pattern, $zero );
		return array(
			'pattern'           => false === $position ? '%s' : substr_replace( $pattern, '%s', $position, strlen( $zero ) ),
			'decimals'          => $decimals,
			'decimalSeparator'  => $decimal,
			'thousandSeparator' => (string) $this->settings->get( 'thousand_separator' ),
		);
	}

	private function register_settings(): void {
		// The cart module owns the "cart" section; these come after its own fields.
		$this->settings->add_field(
			new SettingField(
				'cart_page_id',
				'cart',
				__( 'Cart page', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'default' => 0,
				),
				__( 'The id of the page that shows the cart (with the [vitrine_cart] shortcode or the Cart block); 0 for none. "View cart" links lead there.', 'vitrine' ),
				'number'
			),
			Settings::FIELDS_ADDED
		);
		$this->settings->add_field(
			SettingField::toggle(
				'cart_redirect_after_add',
				'cart',
				__( 'Go to the cart after adding a product', 'vitrine' ),
				false,
				__( 'Shoppers are taken to the cart page after each product they add, instead of staying where they are.', 'vitrine' )
			),
			Settings::FIELDS_ADDED
		);
		$this->settings->add_field(
			SettingField::toggle(
				HeaderCart::SETTING,
				'cart',
				__( 'Show the cart button in the site header', 'vitrine' ),
				true,
				__( 'A button with the item count that opens the cart in a drawer: after the navigation of a block theme\'s header (the site editor can move or remove it), or at the end of a classic theme\'s primary menu.', 'vitrine' )
			),
			Settings::FIELDS_ADDED
		);
	}
}
