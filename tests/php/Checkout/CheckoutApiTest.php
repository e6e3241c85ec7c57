<?php
/**
 * The checkout's REST routes and ajax calls: nonces, types, refusals, and totals the browser
 * cannot change.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Plugin;

require_once __DIR__ . '/CheckoutTestCase.php';

final class CheckoutApiTest extends CheckoutTestCase {

	/**
	 * Puts a product in the cart of this request's visitor (the plugin's own cart, whose cookies
	 * land in $_COOKIE).
	 */
	private function cart_with( int $quantity = 2 ): int {
		$product = $this->simple_product();
		Plugin::instance()->cart->service->add_item( $product, $quantity );
		return $product;
	}

	/**
	 * @param array<string, mixed> $changes Payload fields to change.
	 * @return array<string, mixed>
	 */
	private function payload( array $changes = array() ): array {
		return $changes + array(
			'billing_address' => $this->billing(),
			'payment_method'  => 'bacs',
		);
	}

	/**
	 * @param array<string, mixed> $params Form fields.
	 */
	private function ajax( string $endpoint, array $params, ?string $nonce = null ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch( $endpoint, 'POST', $params, $nonce ?? wp_create_nonce( CheckoutForm::NONCE_ACTION ) );
	}

	public function test_the_checkout_route_places_the_order_at_the_servers_prices(): void {
		$this->cart_with( 2 );

		$response = $this->rest(
			'POST',
			'/vitrine/v1/checkout',
			$this->payload(
				array(
					// Whatever the browser claims, the server decides.
					'total'  => '0.01',
					'totals' => array( 'total_price' => '0.01' ),
				)
			),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		self::assertSame( 'success', $data['payment_result']['payment_status'] );
		self::assertStringContainsString( '/order-received/', $data['payment_result']['redirect_url'] );
		self::assertSame( 'on-hold', $data['status'] );
		$order = Plugin::instance()->orders->reader->find( (int) $data['order_id'] );
		self::assertSame( 2500 + 475 + 490 + 93, $order?->total );
		self::assertSame( 'rest', $order?->created_via );
	}

	public function test_the_checkout_route_needs_a_nonce_and_typed_input(): void {
		$this->cart_with();
		$orders = $this->order_count();

		$no_nonce   = $this->rest( 'POST', '/vitrine/v1/checkout', $this->payload() );
		$wrong_type = $this->rest( 'POST', '/vitrine/v1/checkout', $this->payload( array( 'billing_address' => 'Berlin' ) ), $this->nonce_header() );
		$extra_key  = $this->rest( 'POST', '/vitrine/v1/checkout', $this->payload( array( 'billing_address' => $this->billing() + array( 'total' => '0.01' ) ) ), $this->nonce_header() );

		self::assertSame( 403, $no_nonce->get_status() );
		self::assertSame( 'vitrine_rest_invalid_nonce', $no_nonce->get_data()['code'] );
		self::assertSame( 400, $wrong_type->get_status() );
		self::assertSame( 'rest_invalid_param', $wrong_type->get_data()['code'] );
		self::assertSame( 400, $extra_key->get_status(), 'an address takes only address fields' );
		self::assertSame( $orders, $this->order_count() );
	}

	public function test_a_refused_checkout_names_each_field(): void {
		$this->cart_with();

		$response = $this->rest( 'POST', '/vitrine/v1/checkout', $this->payload( array( 'billing_address' => $this->billing( array( 'postcode' => '' ) ) ) ), $this->nonce_header() );

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_checkout_invalid', $response->get_data()['code'] );
		self::assertArrayHasKey( 'billing_postcode', $response->get_data()['data']['params'] );
		self::assertStringContainsString( 'Billing Postcode is a required field.', $response->get_data()['message'] );
	}

	public function test_the_cart_routes_apply_and_remove_coupons_and_choose_the_rate(): void {
		$this->cart_with();
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'SAVE5',
				'discount_type' => 'fixed_cart',
				'amount'        => '5',
			)
		);

		$unknown = $this->rest( 'POST', '/vitrine/v1/cart/apply-coupon', array( 'code' => 'NOPE' ), $this->nonce_header() );
		$applied = $this->rest( 'POST', '/vitrine/v1/cart/apply-coupon', array( 'code' => 'save5' ), $this->nonce_header() );
		$located = $this->rest( 'POST', '/vitrine/v1/cart/update-customer', array( 'billing_address' => array( 'country' => 'DE' ) ), $this->nonce_header() );

		self::assertSame( 400, $unknown->get_status() );
		self::assertSame( 'vitrine_coupon_not_found', $unknown->get_data()['code'] );
		self::assertSame( 200, $applied->get_status(), (string) wp_json_encode( $applied->get_data() ) );
		self::assertSame( 'save5', $applied->get_data()['coupons'][0]['code'] );
		self::assertSame( '5.00', $applied->get_data()['totals']['total_discount'] );
		self::assertSame( 200, $located->get_status() );
		$rate = $located->get_data()['shipping_rates'][0];
		self::assertTrue( $rate['selected'] );
		self::assertSame( '4.90', $rate['price'] );

		$bad_rate = $this->rest( 'POST', '/vitrine/v1/cart/select-shipping-rate', array( 'rate_id' => '<b>' ), $this->nonce_header() );
		self::assertSame( 400, $bad_rate->get_status() );

		$removed = $this->rest( 'POST', '/vitrine/v1/cart/remove-coupon', array( 'code' => 'SAVE5' ), $this->nonce_header() );
		$again   = $this->rest( 'POST', '/vitrine/v1/cart/remove-coupon', array( 'code' => 'SAVE5' ), $this->nonce_header() );
		self::assertSame( array(), $removed->get_data()['coupons'] );
		self::assertSame( 404, $again->get_status() );
		self::assertSame( 'vitrine_coupon_not_applied', $again->get_data()['code'] );
	}

	public function test_pay_for_order_needs_the_key_and_the_billing_email(): void {
		$this->cart_with();
		$placed = $this->rest(
			'POST',
			'/vitrine/v1/checkout',
			$this->payload(),
			$this->nonce_header()
		)->get_data();
		// A pending order is what pay-for-order is for: a refused card leaves one.
		$orders = Plugin::instance()->orders;
		$order  = $orders->reader->find( (int) $placed['order_id'] );
		self::assertNotNull( $order );
		$orders->service->transition( $order, 'cancelled', '', true );
		$order = $orders->service->transition( $orders->reader->find( $order->id ) ?? $order, 'pending', '', true );
		$route = '/vitrine/v1/checkout/' . $order->id;
		$pay   = array(
			'payment_method' => 'cheque',
		);
		$this->settings( array( 'payment_cheque_enabled' => true ) );

		$wrong_key   = $this->rest( 'POST', $route . '?key=wrong&billing_email=ada@example.org', $pay, $this->nonce_header() );
		$wrong_email = $this->rest( 'POST', $route . '?key=' . $order->key . '&billing_email=eve@example.org', $pay, $this->nonce_header() );
		$right       = $this->rest( 'POST', $route . '?key=' . $order->key . '&billing_email=ada@example.org', $pay, $this->nonce_header() );

		self::assertSame( 404, $wrong_key->get_status() );
		self::assertArrayNotHasKey( 'order_id', $wrong_key->get_data() );
		self::assertSame( 403, $wrong_email->get_status() );
		self::assertSame( 200, $right->get_status(), (string) wp_json_encode( $right->get_data() ) );
		self::assertSame( 'on-hold', $right->get_data()['status'] );
		self::assertSame( 'cheque', $orders->reader->find( $order->id )?->payment_method );
	}

	public function test_a_guest_needs_no_email_to_pay_an_order_placed_in_the_same_browser(): void {
		$this->cart_with();
		$placed = $this->rest( 'POST', '/vitrine/v1/checkout', $this->payload(), $this->nonce_header() )->get_data();
		$order  = Plugin::instance()->orders->reader->find( (int) $placed['order_id'] );
		self::assertNotNull( $order );
		$access = $this->services()->get( \Vitrine\Checkout\OrderAccess::class );

		// This browser's cart placed it (3-D Secure or a wallet's step sends it to the pay page).
		self::assertTrue( $access->is_customer( $order, '' ) );
		self::assertFalse( $access->is_customer( $order, 'eve@example.org' ), 'An email given is checked.' );

		// Another browser: no cart, or a cart that placed nothing.
		$mine    = $_COOKIE;
		$_COOKIE = array();
		self::assertFalse( $access->is_customer( $order, '' ) );
		$_COOKIE[ \Vitrine\Cart\CartSession::TOKEN_COOKIE ] = str_repeat( 'a', 32 );
		self::assertFalse( $access->is_customer( $order, '' ) );
		self::assertTrue( $access->is_customer( $order, 'ada@example.org' ) );

		// The express checkout's own cart counts as this browser's too.
		$_COOKIE = array( \Vitrine\Cart\CartSession::EXPRESS_TOKEN_COOKIE => $mine[ \Vitrine\Cart\CartSession::TOKEN_COOKIE ] ?? '' );
		self::assertTrue( $access->is_customer( $order, '' ) );
	}

	public function test_the_ajax_checkout_answers_the_specs_shape(): void {
		$this->cart_with();
		$fields = array();
		foreach ( $this->billing() as $key => $value ) {
			$fields[ 'billing_' . $key ] = $value;
		}

		$refused = $this->ajax( 'checkout', array( 'billing_first_name' => '' ) + $fields + array( 'payment_method' => 'bacs' ) );
		$nonce   = $this->ajax( 'checkout', $fields, 'wrong' );
		$placed  = $this->ajax(
			'checkout',
			$fields + array(
				'payment_method'  => 'bacs',
				'shipping_method' => array( 'flat_rate:1' ),
			)
		);

		self::assertSame( 400, $refused->status );
		self::assertSame( 'failure', $refused->body['result'] );
		self::assertStringContainsString( 'data-id="billing_first_name"', $refused->body['messages'] );
		self::assertSame( 'vitrine_checkout_invalid', $refused->body['code'] );
		self::assertSame( 403, $nonce->status );
		self::assertSame( 200, $placed->status, (string) wp_json_encode( $placed->body ) );
		self::assertSame( 'success', $placed->body['result'] );
		self::assertStringContainsString( '/order-received/', $placed->body['redirect'] );
	}

	public function test_update_order_review_keeps_the_location_and_answers_the_fragments(): void {
		$this->cart_with();

		$response = $this->ajax(
			'update_order_review',
			array(
				'country'   => 'DE',
				'postcode'  => '10117',
				'city'      => 'Berlin',
				's_country' => 'DE',
				'post_data' => 'billing_email=ada%40example.org',
			)
		);

		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		self::assertSame( 'success', $response->body['result'] );
		$fragments = (array) $response->body['fragments'];
		self::assertStringContainsString( 'Parcel', (string) $fragments['.vitrine-checkout-review-order-table'] );
		self::assertStringContainsString( 'payment_method_bacs', (string) $fragments['.vitrine-checkout-payment'] );
		self::assertSame(
			array(
				'country'  => 'DE',
				'postcode' => '10117',
				'city'     => 'Berlin',
			),
			Plugin::instance()->cart->service->get()->checkout->billing
		);
	}

	public function test_apply_coupon_answers_the_notice_or_the_refusal(): void {
		$this->cart_with();

		$refused = $this->ajax( 'apply_coupon', array( 'coupon_code' => 'NOPE' ) );

		self::assertSame( 400, $refused->status );
		self::assertSame( 'vitrine_coupon_not_found', $refused->body['code'] );
		self::assertStringContainsString( 'data-id="coupon_code"', (string) $refused->body['html'] );
	}

	public function test_apply_and_remove_coupon_answer_the_order_review_before_any_address(): void {
		$this->cart_with();
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'SAVE5',
				'discount_type' => 'fixed_cart',
				'amount'        => '5',
			)
		);
		// No update_order_review yet: the cart has no location, the address is not complete.
		self::assertSame( array(), Plugin::instance()->cart->service->get()->checkout->billing );

		$applied = $this->ajax(
			'apply_coupon',
			array(
				'coupon_code'    => 'save5',
				'payment_method' => 'cod',
			)
		);

		self::assertSame( 200, $applied->status, (string) wp_json_encode( $applied->body ) );
		self::assertStringContainsString( 'Coupon code applied successfully.', (string) $applied->body['html'] );
		$review = (string) $applied->body['fragments']['.vitrine-checkout-review-order-table'];
		self::assertStringContainsString( 'Coupon: save5', $review );
		self::assertMatchesRegularExpression( '/value="cod" checked/', (string) $applied->body['fragments']['.vitrine-checkout-payment'] );
		self::assertSame( '', $applied->body['messages'] );
		$with_coupon = (int) $applied->body['payment']['total'];

		$removed = $this->ajax( 'remove_coupon', array( 'coupon' => 'SAVE5' ) );

		self::assertSame( 200, $removed->status, (string) wp_json_encode( $removed->body ) );
		self::assertStringNotContainsString( 'Coupon: save5', (string) $removed->body['fragments']['.vitrine-checkout-review-order-table'] );
		self::assertGreaterThan( $with_coupon, (int) $removed->body['payment']['total'] );
	}
}
