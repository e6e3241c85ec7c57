<?php
/**
 * The checkout module: the checkout page, its order-received and pay-for-order endpoints, the
 * checkout's ajax calls and REST routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Cart\Cart;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Checkout\Rest\CartTotalsSchema;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Blocks;
use Vitrine\Core\ExtensionData\ExtensionData;
use Vitrine\Core\ExtensionData\ExtensionDataRegistry;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Adds the checkout's settings, shortcode, block, endpoints, routes and its bundle.
 */
final class Module implements \Vitrine\Module {

	public const ENTRY        = 'checkout';
	public const SETTINGS_KEY = 'checkout';

	/**
	 * @param Settings            $settings      The settings.
	 * @param Assets              $assets        The bundles.
	 * @param RestApi             $rest          The REST routes.
	 * @param AjaxRouter          $ajax          The ajax endpoints.
	 * @param Cart                $cart          The cart's services.
	 * @param Checkout            $checkout      The checkout's services.
	 * @param CartTotalsSchema    $totals_schema Adds the totals to the cart's REST answers.
	 * @param list<AjaxEndpoint>  $endpoints     update_order_review, checkout, the coupons, refresh_checkout_nonce.
	 * @param list<AbstractRoute>   $routes         /checkout, pay-for-order and the cart's checkout routes.
	 * @param ExtensionDataRegistry $extension_data The namespaces the checkout accepts.
	 * @param list<ExtensionData>   $extensions     The checkout's own: order attribution.
	 * @param UnpaidOrders          $unpaid         Cancels unpaid orders once their stock was held long enough.
	 */
	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		private readonly Cart $cart,
		private readonly Checkout $checkout,
		private readonly CartTotalsSchema $totals_schema,
		private readonly array $endpoints,
		private readonly array $routes,
		private readonly ExtensionDataRegistry $extension_data,
		private readonly array $extensions,
		private readonly UnpaidOrders $unpaid,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		$this->register_settings();
		$this->assets->define_settings( self::ENTRY, self::SETTINGS_KEY, fn (): array => $this->script_settings() );

		$checkout = $this->checkout;
		add_shortcode( CheckoutPages::SHORTCODE, array( $checkout->view, 'render' ) );
		// The Checkout block renders through the same view as the shortcode; its wrapper carries its
		// alignment: a checkout set wide may leave the content width.
		$view = $checkout->view;
		$this->blocks->render_with( CheckoutPages::BLOCK, static fn (): string => '<div ' . get_block_wrapper_attributes() . '>' . $view->render() . '</div>' );
		add_action( 'init', array( $checkout->pages, 'add_endpoints' ) );
		add_action( 'template_redirect', array( $this, 'prepare_page' ) );

		foreach ( $this->endpoints as $endpoint ) {
			$this->ajax->add_endpoint( $endpoint );
		}
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
		foreach ( $this->extensions as $extension ) {
			$this->extension_data->register( $extension );
		}
		$unpaid = $this->unpaid;
		add_filter( 'cron_schedules', array( $unpaid, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval.ChangeDetected -- five minutes, on purpose: see UnpaidOrders.
		add_action( UnpaidOrders::HOOK, array( $unpaid, 'run' ), 10, 0 );
		add_action( 'init', array( $unpaid, 'schedule' ) );
		register_deactivation_hook( VITRINE_FILE, array( $unpaid, 'unschedule' ) );

		$totals_schema = $this->totals_schema;
		add_filter( 'vitrine_rest_cart', static fn ( array $data, CartSnapshot $cart ): array => $totals_schema->add( $data, $cart ), 10, 2 );
		add_filter( 'vitrine_rest_cart_schema', array( CartTotalsSchema::class, 'extend_schema' ) );
	}

	/**
	 * template_redirect: on the checkout page, no caching, the bundle, and a form posted without
	 * JavaScript; on its endpoints, the order-received or pay-for-order page's own preparation.
	 */
	public function prepare_page(): void {
		if ( ! $this->checkout->pages->is_checkout() ) {
			return;
		}
		nocache_headers();
		$endpoint = $this->checkout->pages->current_endpoint();
		if ( null === $endpoint ) {
			// An empty cart's checkout says so and needs no script.
			$cart = $this->cart->service->get();
			if ( ! $cart->is_empty() ) {
				$cart   = $this->checkout->view->with_account_location( $cart );
				$handle = $this->assets->enqueue( self::ENTRY );
				$this->checkout->payment_settings->attach( $handle, $this->checkout->view->payment_context( $cart ) );
			}
			$this->checkout->form_handler->handle();
			return;
		}
		list( $name, $order_id ) = $endpoint;
		if ( CheckoutPages::ORDER_RECEIVED === $name ) {
			// The receipt's layout needs the checkout's styles, not its script.
			wp_enqueue_style( $this->assets->register_bundle( self::ENTRY ) );
			$this->checkout->received->prepare( $order_id );
			return;
		}
		$handle = $this->assets->enqueue( self::ENTRY );
		$this->checkout->pay_page->prepare( $order_id );
		$this->checkout->payment_settings->attach( $handle, $this->checkout->payment_settings->for_pay_for_order( $this->checkout->pay_page->payable( $order_id ) ) );
	}

	/**
	 * window.vitrineSettings.checkout.
	 *
	 * @return array<string, mixed>
	 */
	private function script_settings(): array {
		return array(
			'ajaxUrl' => AjaxRouter::url_template(),
			'nonce'   => wp_create_nonce( CheckoutForm::NONCE_ACTION ),
			'i18n'    => array(
				'checkoutError' => (string) $this->settings->get( 'checkout_error_message' ),
				/* translators: %s: the field's label, such as "Billing ZIP Code". */
				'required'      => __( '%s is a required field.', 'vitrine' ),
				/* translators: %s: the field's label, such as "Email address". */
				'invalidEmail'  => __( '%s is not a valid email address.', 'vitrine' ),
				/* translators: %s: the field's label, such as "Phone". */
				'invalidPhone'  => __( '%s is not a valid phone number.', 'vitrine' ),
				'mustAccept'    => __( 'Please read and accept the terms and conditions to proceed with your order.', 'vitrine' ),
				'processing'    => __( 'Placing your order…', 'vitrine' ),
				'updated'       => __( 'Your order’s totals have been updated.', 'vitrine' ),
			),
		);
	}

	private function register_settings(): void {
		$this->settings->add_section( 'checkout', __( 'Checkout', 'vitrine' ), __( 'The checkout page and who may check out.', 'vitrine' ), SectionPosition::CHECKOUT );
		$page = static fn ( string $key, string $label, string $help ): SettingField => new SettingField(
			$key,
			'checkout',
			$label,
			array(
				'type'    => 'integer',
				'minimum' => 0,
				'default' => 0,
			),
			$help,
			'number'
		);
		$this->settings->add_field( $page( 'checkout_page_id', __( 'Checkout page', 'vitrine' ), __( 'The id of the page with the [vitrine_checkout] shortcode or the Checkout block; 0 for none. The order-received and pay-for-order pages are addresses below it.', 'vitrine' ) ) );
		$this->settings->add_field( $page( 'terms_page_id', __( 'Terms and conditions page', 'vitrine' ), __( 'The id of your terms page; 0 for none. With one, shoppers must accept the terms to place an order.', 'vitrine' ) ) );
		$this->settings->add_field( SettingField::toggle( 'checkout_guest', 'checkout', __( 'Allow guests to check out', 'vitrine' ), true, __( 'Off: shoppers must log in or create an account to place an order.', 'vitrine' ) ) );
		$this->settings->add_field( SettingField::toggle( 'checkout_signup', 'checkout', __( 'Allow shoppers to create an account at checkout', 'vitrine' ), true ) );
		$this->settings->add_field(
			new SettingField(
				'checkout_error_message',
				'checkout',
				__( 'Message when an order could not be placed', 'vitrine' ),
				array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => 500,
					'default'   => __( 'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.', 'vitrine' ),
				),
				__( 'Shown when placing an order fails without a more precise reason.', 'vitrine' ),
				'textarea'
			)
		);
		$this->settings->add_field(
			new SettingField(
				UnpaidOrders::MINUTES_SETTING,
				'checkout',
				__( 'Hold stock (minutes)', 'vitrine' ),
				array(
					// Empty is allowed and means 0, as the field's help says.
					'type'    => array( 'integer', 'string' ),
					'minimum' => 0,
					'maximum' => 525600,
					'pattern' => '^$',
					'default' => 60,
				),
				__( 'A placed order takes its stock at once. An order still unpaid (pending payment, or failed) this many minutes later is cancelled and its stock given back. 0 or empty: keep the stock until the order is paid or cancelled.', 'vitrine' ),
				'number',
				static fn ( mixed $value ): int => (int) $value,
				/* translators: %s: the setting's label. */
				__( '%s: enter a number of minutes from 0 to 525600, or leave the field empty.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			new SettingField(
				UnpaidOrders::OFFLINE_DAYS_SETTING,
				'checkout',
				__( 'Hold stock of orders awaiting an offline payment (days)', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 365,
					'default' => 0,
				),
				__( 'Orders on hold for a bank transfer or a cheque that has not arrived this many days later are cancelled and their stock given back. 0: they keep it until you cancel them.', 'vitrine' ),
				'number'
			)
		);
	}
}
