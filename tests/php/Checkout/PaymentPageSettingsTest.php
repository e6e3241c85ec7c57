<?php
/**
 * The payment context a gateway's script reads on each page: checkout, pay-for-order,
 * add-payment-method and the my-account payment methods.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Checkout\PaymentPageSettings;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Orders\Order;
use Vitrine\Plugin;
use Vitrine\Tests\Account\TokenGateway;

require_once __DIR__ . '/CheckoutTestCase.php';
require_once dirname( __DIR__ ) . '/Account/TokenGateway.php';

final class PaymentPageSettingsTest extends CheckoutTestCase {

	private const FLAGS = array( 'isCheckout', 'isOrderPay', 'isAddPaymentMethod', 'isMyAccount' );

	private TokenGateway $token_gateway;

	private \Closure $add_gateway;

	protected function setUp(): void {
		parent::setUp();
		$this->token_gateway = new TokenGateway();
		$gateway             = $this->token_gateway;
		$this->add_gateway   = static fn ( array $gateways ): array => array_merge( $gateways, array( $gateway ) );
		add_filter( 'vitrine_payment_gateways', $this->add_gateway );
		$this->reset_gateways();
		$this->context_filters = isset( $GLOBALS['wp_filter']['vitrine_payment_context'] ) ? clone $GLOBALS['wp_filter']['vitrine_payment_context'] : null;
	}

	/** The callbacks of vitrine_payment_context before the test. */
	private ?\WP_Hook $context_filters = null;

	protected function tearDown(): void {
		unset( $_GET['key'], $_POST['billing_email'] );
		remove_filter( 'vitrine_payment_gateways', $this->add_gateway );
		remove_all_filters( 'vitrine_payment_context' );
		// The modules' own callbacks (Stripe's) come back for the tests that follow.
		if ( null !== $this->context_filters ) {
			$GLOBALS['wp_filter']['vitrine_payment_context'] = $this->context_filters; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring what setUp() kept.
		}
		parent::tearDown();
		$this->reset_gateways();
	}

	/**
	 * The registry reads the filter once; these tests add a gateway to it.
	 */
	private function reset_gateways(): void {
		$property = new \ReflectionProperty( Plugin::instance()->gateways, 'gateways' );
		$property->setValue( Plugin::instance()->gateways, null );
	}

	/**
	 * @param array<string, mixed> $context A built context.
	 * @return array<string, bool>
	 */
	private static function flags( array $context ): array {
		return array_intersect_key( $context, array_flip( self::FLAGS ) );
	}

	/**
	 * A guest order placed by bank transfer, then back to pending as a refused card leaves it.
	 */
	private function pending_order(): Order {
		$this->service()->add_item( $this->simple_product(), 2 );
		$result = $this->checkout->service->place( $this->request() );
		$orders = Plugin::instance()->orders;
		$order  = $orders->reader->find( $result->order_id );
		self::assertNotNull( $order );
		$order = $orders->service->transition( $order, 'cancelled', '', true );
		return $orders->service->transition( $order, 'pending', '', true );
	}

	public function test_the_checkout_context_carries_the_carts_total_country_and_gateways(): void {
		$this->service()->add_item( $this->simple_product(), 2 );
		$cart   = $this->locate();
		$totals = $this->checkout->totals->calculate( $cart );

		$context = $this->checkout->view->payment_context( $cart );

		self::assertSame( 'checkout', $context['context'] );
		self::assertSame(
			array(
				'isCheckout'         => true,
				'isOrderPay'         => false,
				'isAddPaymentMethod' => false,
				'isMyAccount'        => false,
			),
			self::flags( $context )
		);
		// 2 × 12.50 + 19 % VAT + 4.90 shipping + its VAT, as the totals say.
		self::assertSame( 2500 + 475 + 490 + 93, $context['total'] );
		self::assertSame( $totals->total, $context['total'] );
		self::assertSame( 'EUR', $context['currency'] );
		self::assertSame( 2, $context['currencyDecimals'] );
		self::assertSame( 'DE', $context['country'] );
		self::assertTrue( $context['needsShipping'] );
		self::assertFalse( $context['isChangingPayment'] );
		self::assertFalse( $context['isLoggedIn'] );
		self::assertTrue( $context['isSignupOnCheckoutAllowed'] );
		// The token gateway pays products too; the offline ones come first.
		self::assertSame( array( 'bacs', 'cod', 'tokencard' ), $context['gateways'] );
		self::assertSame( Plugin::instance()->settings->get( 'checkout_error_message' ), $context['genericErrorMessage'] );
		self::assertSame( 'en-US', $context['locale'] );
		self::assertStringEndsWith( '/vitrine/v1/checkout', $context['api']['checkout'] );
		self::assertSame( '', $context['api']['payForOrder'] );
		self::assertSame( 1, wp_verify_nonce( $context['api']['nonce'], 'wp_rest' ) );
		self::assertNull( $context['order'] );
	}

	public function test_the_checkout_context_falls_back_to_the_customers_then_the_shops_country(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$cart = $this->service()->get();
		self::assertSame( 'DE', $this->checkout->view->payment_context( $cart )['country'], 'the shop’s country' );

		$user = $this->create_user( 'customer' );
		update_user_meta( $user, 'vitrine_billing_country', 'FR' );
		wp_set_current_user( $user );
		$context = $this->checkout->view->payment_context( $cart );

		self::assertSame( 'FR', $context['country'] );
		self::assertTrue( $context['isLoggedIn'] );
	}

	public function test_a_customers_saved_address_locates_the_cart_on_the_first_checkout(): void {
		$user = $this->create_user( 'customer' );
		foreach ( array(
			'country'  => 'DE',
			'postcode' => '10117',
			'city'     => 'Berlin',
		) as $key => $value ) {
			update_user_meta( $user, 'vitrine_billing_' . $key, $value );
		}
		wp_set_current_user( $user );
		$this->service()->add_item( $this->simple_product(), 2 );
		$cart = $this->service()->get();
		self::assertSame( array(), $cart->checkout->billing );
		self::assertSame( array(), $this->checkout->totals->calculate( $cart )->shipping_rates, 'no location, no rates' );

		$located = $this->checkout->view->with_account_location( $cart );

		self::assertSame( 'DE', $this->service()->get()->checkout->billing['country'] ?? '', 'kept with the cart' );
		self::assertSame( '10117', $located->checkout->billing['postcode'] ?? '' );
		$context = $this->checkout->view->payment_context( $located );
		self::assertSame( 2500 + 475 + 490 + 93, $context['total'], 'the parcel rate is in the total' );

		// A location the shopper typed since is not overwritten.
		$moved = $this->locate( array( 'country' => 'AT' ) );
		self::assertSame( 'AT', $this->checkout->view->with_account_location( $moved )->checkout->billing['country'] );
	}

	public function test_an_order_review_update_answers_the_new_context(): void {
		Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 );

		$response = Plugin::instance()->ajax->dispatch(
			'update_order_review',
			'POST',
			array(
				'country'   => 'AT',
				'postcode'  => '1010',
				'city'      => 'Wien',
				's_country' => 'AT',
			),
			wp_create_nonce( CheckoutForm::NONCE_ACTION )
		);

		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		$payment = (array) $response->body['payment'];
		self::assertTrue( $payment['isCheckout'] );
		self::assertSame( 'AT', $payment['country'] );
		// No zone covers Austria and no tax rate either: the item alone.
		self::assertSame( 1250, $payment['total'] );
	}

	public function test_the_pay_for_order_context_has_the_orders_details(): void {
		$order = $this->pending_order();

		$context = $this->checkout->payment_settings->for_pay_for_order( $order );

		self::assertSame( 'order-pay', $context['context'] );
		self::assertSame(
			array(
				'isCheckout'         => false,
				'isOrderPay'         => true,
				'isAddPaymentMethod' => false,
				'isMyAccount'        => false,
			),
			self::flags( $context )
		);
		self::assertSame( $order->total, $context['total'] );
		self::assertSame( 'EUR', $context['currency'] );
		self::assertSame( 'DE', $context['country'] );
		self::assertTrue( $context['needsShipping'] );
		// The token gateway cannot pay an existing order (no FEATURE_PAY_FOR_ORDER).
		self::assertSame( array( 'bacs', 'cod' ), $context['gateways'] );
		$details = $context['order'];
		self::assertSame( $order->id, $details['id'] );
		self::assertSame( $order->key, $details['key'] );
		self::assertSame( 'ada@example.org', $details['billingEmail'] );
		self::assertSame( $order->total, $details['total'] );
		self::assertSame( 2, $details['currencyDecimals'] );
		self::assertSame( 'Ada', $details['billingAddress']['first_name'] );
		self::assertSame( '+49 30 123456', $details['billingAddress']['phone'] );
		self::assertSame( 'Unter den Linden 1', $details['shippingAddress']['address_1'] );
		self::assertArrayNotHasKey( 'email', $details['shippingAddress'] );
		self::assertStringContainsString( '/order-received/' . $order->id . '/', $details['orderReceivedUrl'] );
		self::assertStringContainsString( '/vitrine/v1/checkout/' . $order->id . '?', $context['api']['payForOrder'] );
		self::assertStringContainsString( 'key=' . rawurlencode( $order->key ), $context['api']['payForOrder'] );
		self::assertStringContainsString( 'billing_email=ada%40example.org', $context['api']['payForOrder'] );
	}

	public function test_a_virtual_order_has_no_shipping_address(): void {
		$this->service()->add_item( $this->simple_product( array( 'virtual' => true ) ), 1 );
		$this->settings( array( 'payment_cod_accept_virtual' => false ) );
		$result = $this->checkout->service->place( $this->request() );
		$orders = Plugin::instance()->orders;
		$order  = $orders->reader->find( $result->order_id );
		self::assertNotNull( $order );
		$order = $orders->service->transition( $orders->service->transition( $order, 'cancelled', '', true ), 'pending', '', true );

		$context = $this->checkout->payment_settings->for_pay_for_order( $order );

		self::assertFalse( $context['needsShipping'] );
		self::assertNull( $context['order']['shippingAddress'] );
		self::assertSame( array( 'bacs' ), $context['gateways'], 'cash on delivery wants something to deliver' );
	}

	public function test_the_pay_for_order_page_tells_nothing_of_the_order_until_the_shopper_may_pay(): void {
		$order = $this->pending_order();
		$page  = $this->checkout->pay_page;

		$_GET['key'] = 'wrong';
		self::assertNull( $page->payable( $order->id ), 'a wrong key' );
		$_GET['key'] = $order->key;
		self::assertNotNull( $page->payable( $order->id ), 'the browser that placed it is not asked for the email' );
		$_COOKIE = array();
		self::assertNull( $page->payable( $order->id ), 'a guest order before its billing email is given' );
		$_POST['billing_email'] = 'eve@example.org';
		self::assertNull( $page->payable( $order->id ), 'another email' );
		$_POST['billing_email'] = 'ADA@example.org';
		self::assertSame( $order->id, $page->payable( $order->id )?->id );

		$context = $this->checkout->payment_settings->for_pay_for_order( null );
		self::assertTrue( $context['isOrderPay'] );
		self::assertNull( $context['order'] );
		self::assertSame( 0, $context['total'] );
		self::assertSame( '', $context['api']['payForOrder'] );
	}

	public function test_a_paid_order_is_not_payable(): void {
		$order                  = $this->pending_order();
		$_GET['key']            = $order->key;
		$_POST['billing_email'] = 'ada@example.org';
		Plugin::instance()->orders->service->transition( $order, 'processing', '', true );

		self::assertNull( $this->checkout->pay_page->payable( $order->id ) );
	}

	public function test_the_add_payment_method_context_offers_the_gateways_that_save_methods(): void {
		$user = $this->create_user( 'customer' );
		update_user_meta( $user, 'vitrine_billing_country', 'NL' );
		wp_set_current_user( $user );

		$context = $this->checkout->payment_settings->for_add_payment_method( $user );

		self::assertSame( 'add-payment-method', $context['context'] );
		self::assertSame(
			array(
				'isCheckout'         => false,
				'isOrderPay'         => false,
				'isAddPaymentMethod' => true,
				'isMyAccount'        => true,
			),
			self::flags( $context )
		);
		self::assertSame( 0, $context['total'] );
		self::assertSame( 'EUR', $context['currency'] );
		self::assertSame( 'NL', $context['country'] );
		self::assertSame( array( 'tokencard' ), $context['gateways'] );
		self::assertTrue( $context['isLoggedIn'] );
		self::assertNull( $context['order'] );
	}

	public function test_the_payment_methods_context_lists_the_gateways_keeping_methods(): void {
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );

		$context                      = $this->checkout->payment_settings->for_payment_methods( $user );
		$this->token_gateway->enabled = false;
		$none                         = $this->checkout->payment_settings->for_payment_methods( $user );

		self::assertSame( 'payment-methods', $context['context'] );
		self::assertSame(
			array(
				'isCheckout'         => false,
				'isOrderPay'         => false,
				'isAddPaymentMethod' => false,
				'isMyAccount'        => true,
			),
			self::flags( $context )
		);
		self::assertSame( 'DE', $context['country'], 'no saved address: the shop’s country' );
		self::assertSame( array( 'tokencard' ), $context['gateways'] );
		self::assertSame( array(), $none['gateways'] );
	}

	public function test_the_context_is_filterable_with_its_page_and_order(): void {
		$order = $this->pending_order();
		$seen  = array();
		add_filter(
			'vitrine_payment_context',
			static function ( array $context, string $page, ?Order $for ) use ( &$seen ): array {
				$seen[]            = array( $page, $for?->id );
				$context['mygate'] = array( 'publishableKey' => 'pk_test' );
				return $context;
			},
			10,
			3
		);

		$pay = $this->checkout->payment_settings->for_pay_for_order( $order );
		$add = $this->checkout->payment_settings->for_add_payment_method( 0 );

		self::assertSame( array( array( 'order-pay', $order->id ), array( 'add-payment-method', null ) ), $seen );
		self::assertSame( 'pk_test', $pay['mygate']['publishableKey'] );
		self::assertSame( 'pk_test', $add['mygate']['publishableKey'] );
	}

	public function test_attach_prints_the_context_before_the_script(): void {
		wp_register_script( 'vitrine-test-payment-context', 'https://example.org/x.js', array(), '1', true );
		$context = $this->checkout->payment_settings->for_add_payment_method( 0 );

		$this->checkout->payment_settings->attach( 'vitrine-test-payment-context', $context );

		$before = implode( "\n", (array) wp_scripts()->get_data( 'vitrine-test-payment-context', 'before' ) );
		self::assertStringContainsString( 'window.vitrineSettings["' . PaymentPageSettings::SETTINGS_KEY . '"]=', $before );
		self::assertStringContainsString( '"isAddPaymentMethod":true', $before );
		self::assertStringContainsString( '"total":0', $before, 'numbers stay numbers' );
	}
}
