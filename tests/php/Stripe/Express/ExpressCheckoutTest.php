<?php
/**
 * An express purchase from a product page, end to end against the fake Stripe server: the
 * express cart, the checkout route's express headers, the wallet recorded on the order.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Express;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Plugin;
use Vitrine\Stripe\Express\ExpressNonces;
use Vitrine\Stripe\Express\ExpressPaymentType;
use Vitrine\Tests\Stripe\FakeStripeTestCase;

require_once dirname( __DIR__ ) . '/FakeStripeTestCase.php';

final class ExpressCheckoutTest extends FakeStripeTestCase {

	private int $mug = 0;

	private int $lamp = 0;

	protected function setUp(): void {
		parent::setUp();
		$plugin = Plugin::instance();
		$page   = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Checkout',
				'post_content' => '[vitrine_checkout]',
			)
		);
		$this->save_stripe_keys(
			array(
				'payment_stripe_enabled' => true,
				'price_decimals'         => 2,
				'currency'               => 'EUR',
				'store_country'          => 'DE',
				'tax_enabled'            => false,
				'checkout_page_id'       => $page,
			)
		);
		$zone = $plugin->shipping->zones->save_zone(
			array(
				'name'      => 'Germany',
				'regions'   => 'DE',
				'postcodes' => '',
			)
		);
		$plugin->shipping->zones->add_method(
			$zone->zone_id,
			'flat_rate',
			array(
				'title'      => 'Parcel',
				'tax_status' => 'none',
				'cost'       => '4.90',
			)
		);
		$this->mug  = $this->product( array( 'manage_stock' => false ) );
		$this->lamp = $this->product(
			array(
				'name'          => 'Lamp',
				'regular_price' => '30.00',
				'manage_stock'  => false,
			)
		);
	}

	/** The browser's next request: the session reads the shopper's cart until told otherwise. */
	private static function next_request(): void {
		self::new_request( Plugin::instance()->cart->session );
	}

	/**
	 * @param array<string, mixed> $params Form fields.
	 */
	private function ajax( string $key, array $params ): AjaxResponse {
		self::next_request();
		return Plugin::instance()->ajax->dispatch( ExpressNonces::endpoint( $key ), 'POST', $params, ExpressNonces::create( $key ) );
	}

	/**
	 * The body the express checkout posts for a wallet's confirmation.
	 *
	 * @return array<string, mixed>
	 */
	private function body( string $rate, string $type = 'google_pay' ): array {
		$address = array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'address_1'  => 'Unter den Linden 1',
			'city'       => 'Berlin',
			'postcode'   => '10117',
			'country'    => 'DE',
			'email'      => 'ada@example.org',
			'phone'      => '+493012345',
		);
		return array(
			'billing_address'  => $address,
			'shipping_address' => array_diff_key( $address, array( 'email' => true ) ) + array( 'method' => array( $rate ) ),
			'payment_method'   => 'stripe',
			'customer_note'    => '',
			'payment_data'     => array(
				array(
					'key'   => 'payment_method',
					'value' => 'stripe',
				),
				array(
					'key'   => 'vitrine-stripe-payment-method',
					'value' => 'pm_card_visa',
				),
				array(
					'key'   => 'express_payment_type',
					'value' => $type,
				),
				array(
					'key'   => 'vitrine-stripe-is-deferred-intent',
					'value' => true,
				),
			),
			'terms'            => true,
		);
	}

	/**
	 * @param array<string, string> $headers Extra headers.
	 */
	private function checkout( array $body, array $headers ): \WP_REST_Response {
		self::next_request();
		return $this->rest( 'POST', '/vitrine/v1/checkout', $body, $this->nonce_header() + $headers );
	}

	private function orders(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Vitrine\Orders\Storage\OrderTables::table( \Vitrine\Orders\Storage\OrderTables::ORDERS ) ); // phpcs:ignore WordPress.DB
	}

	public function test_a_product_page_purchase_pays_the_express_cart_and_leaves_the_shoppers_cart(): void {
		$plugin = Plugin::instance();
		$plugin->cart->service->add_item( $this->mug, 3 );
		$shopper = $plugin->cart->service->get();

		$added = $this->ajax( ExpressNonces::ADD_TO_CART, array( 'product_id' => (string) $this->lamp ) );
		self::assertSame( 200, $added->status, (string) wp_json_encode( $added->body ) );
		self::assertSame( 3000, $added->body['total']['amount'] );
		$options = $this->ajax(
			ExpressNonces::SHIPPING,
			array(
				'country'         => 'DE',
				'postcode'        => '10117',
				'is_product_page' => '1',
			)
		);
		self::assertSame( 200, $options->status, (string) wp_json_encode( $options->body ) );
		self::assertSame( 3490, $options->body['total']['amount'] );
		$rate = (string) $options->body['shipping_options'][0]['id'];

		$response = $this->checkout(
			$this->body( $rate ),
			array(
				'X-Vitrine-Express-Checkout' => 'product',
				'X-Vitrine-Express-Nonce'    => ExpressNonces::create( ExpressNonces::CHECKOUT ),
			)
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		self::assertSame( 'success', $data['payment_result']['payment_status'] );
		$order = $plugin->orders->reader->find( (int) $data['order_id'] );
		self::assertNotNull( $order );
		self::assertSame( 3490, $order->total );
		self::assertSame( 'Google Pay (Stripe)', $order->payment_method_title );
		self::assertSame( 'google_pay', $this->services()->get( \Vitrine\Orders\Storage\OrderMeta::class )->get_meta( $order->id, ExpressPaymentType::META ) );
		self::assertSame( 'express-checkout', $order->created_via );
		self::assertTrue( $order->is_paid() );
		$intents = self::$stripe->call( $this->key, 'GET', '/v1/payment_intents' )['json']['data'];
		self::assertCount( 1, $intents );
		self::assertSame( 3490, $intents[0]['amount'] );
		self::assertSame( 'succeeded', $intents[0]['status'] );

		// The express cart is empty after the order; the shopper's cart is as it was.
		self::next_request();
		$plugin->cart->session->use_express_cart();
		self::assertTrue( $plugin->cart->service->get()->is_empty() );
		self::next_request();
		$after = $plugin->cart->service->get();
		self::assertSame( $shopper->hash, $after->hash );
		self::assertSame( 3, $after->count() );
	}

	public function test_the_checkout_route_refuses_an_express_call_without_its_nonce(): void {
		$plugin = Plugin::instance();
		$plugin->cart->service->add_item( $this->mug, 1 );
		$orders = $this->orders();

		foreach ( array( '', 'abc', ExpressNonces::create( ExpressNonces::SHIPPING ), wp_create_nonce( 'wp_rest' ) ) as $nonce ) {
			$response = $this->checkout(
				$this->body( 'flat_rate:1' ),
				array_filter(
					array(
						'X-Vitrine-Express-Checkout' => 'cart',
						'X-Vitrine-Express-Nonce'    => $nonce,
					)
				)
			);
			self::assertSame( 403, $response->get_status(), $nonce );
			self::assertSame( 'vitrine_stripe_express_invalid_nonce', $response->get_data()['code'] );
		}
		$unknown = $this->checkout(
			$this->body( 'flat_rate:1' ),
			array(
				'X-Vitrine-Express-Checkout' => 'elsewhere',
				'X-Vitrine-Express-Nonce'    => ExpressNonces::create( ExpressNonces::CHECKOUT ),
			)
		);
		self::assertSame( 403, $unknown->get_status() );
		self::assertSame( $orders, $this->orders() );
	}

	public function test_a_cart_page_purchase_pays_the_shoppers_cart_and_an_unknown_wallet_is_not_recorded(): void {
		$plugin = Plugin::instance();
		$plugin->cart->service->add_item( $this->mug, 2 );
		$options = $this->ajax( ExpressNonces::SHIPPING, array( 'country' => 'DE' ) );
		self::assertSame( 2990, $options->body['total']['amount'] );

		$response = $this->checkout(
			$this->body( (string) $options->body['shipping_options'][0]['id'], 'paypal' ),
			array(
				'X-Vitrine-Express-Checkout' => 'cart',
				'X-Vitrine-Express-Nonce'    => ExpressNonces::create( ExpressNonces::CHECKOUT ),
			)
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$order = $plugin->orders->reader->find( (int) $response->get_data()['order_id'] );
		self::assertSame( 2990, $order?->total );
		self::assertNotSame( 'Google Pay (Stripe)', $order?->payment_method_title );
		self::assertStringNotContainsString( 'PayPal', (string) $order?->payment_method_title );
		self::assertNull( $this->services()->get( \Vitrine\Orders\Storage\OrderMeta::class )->get_meta( (int) $order?->id, ExpressPaymentType::META ) );
		self::next_request();
		self::assertTrue( $plugin->cart->service->get()->is_empty() );
	}

	public function test_an_express_order_carries_its_attribution_under_the_extension_key(): void {
		global $wpdb;
		$plugin = Plugin::instance();
		$plugin->cart->service->add_item( $this->mug, 1 );
		$options = $this->ajax( ExpressNonces::SHIPPING, array( 'country' => 'DE' ) );
		$body    = $this->body( (string) $options->body['shipping_options'][0]['id'] );
		// As src/stripe-express/attribution.ts sends it: the fields without the form's prefix.
		$body['extensions'] = array(
			\Vitrine\Checkout\OrderAttribution::EXTENSION_NAMESPACE => array(
				'source_type'   => 'referral',
				'utm_source'    => 'example.com',
				'utm_medium'    => 'referral',
				'referrer'      => 'https://example.com/post',
				'session_entry' => 'https://shop.test/mug/',
				'session_pages' => '2',
				'user_agent'    => 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
			),
		);

		$response = $this->checkout(
			$body,
			array(
				'X-Vitrine-Express-Checkout' => 'cart',
				'X-Vitrine-Express-Nonce'    => ExpressNonces::create( ExpressNonces::CHECKOUT ),
			)
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id  = (int) $response->get_data()['order_id'];
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT source_type, source, medium, referrer, landing_page, device_type, session_pages FROM {$wpdb->prefix}vitrine_order_origins WHERE order_id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB
		self::assertSame(
			array(
				'source_type'   => 'referral',
				'source'        => 'example.com',
				'medium'        => 'referral',
				'referrer'      => 'https://example.com/post',
				'landing_page'  => 'https://shop.test/mug/',
				'device_type'   => 'mobile',
				'session_pages' => '2',
			),
			$row
		);
		self::assertSame( 'express-checkout', $plugin->orders->reader->find( $id )?->created_via );
	}

	public function test_pay_for_order_takes_the_express_headers_and_records_the_wallet(): void {
		$plugin = Plugin::instance();
		$plugin->cart->service->add_item( $this->mug, 1 );
		$declined                             = $this->body( 'flat_rate:1' );
		$declined['payment_data'][1]['value'] = 'pm_card_visa_chargeDeclined';
		unset( $declined['shipping_address'] );
		$placed = $this->checkout( $declined, array() );
		self::assertSame( 402, $placed->get_status(), (string) wp_json_encode( $placed->get_data() ) );
		$order = $plugin->orders->reader->find( (int) $placed->get_data()['order_id'] );
		self::assertNotNull( $order );
		$route = '/vitrine/v1/checkout/' . $order->id . '?key=' . $order->key . '&billing_email=ada@example.org';
		$pay   = array(
			'payment_method' => 'stripe',
			'payment_data'   => $this->body( 'flat_rate:1', 'apple_pay' )['payment_data'],
		);

		$refused = $this->rest(
			'POST',
			$route,
			$pay,
			$this->nonce_header() + array(
				'X-Vitrine-Express-Checkout' => 'pay_for_order',
				'X-Vitrine-Express-Nonce'    => ExpressNonces::create( ExpressNonces::SHIPPING ),
			)
		);
		self::assertSame( 403, $refused->get_status() );
		self::assertSame( 'vitrine_stripe_express_invalid_nonce', $refused->get_data()['code'] );

		$paid = $this->rest(
			'POST',
			$route,
			$pay,
			$this->nonce_header() + array(
				'X-Vitrine-Express-Checkout' => 'pay_for_order',
				'X-Vitrine-Express-Nonce'    => ExpressNonces::create( ExpressNonces::PAY_FOR_ORDER ),
			)
		);
		self::assertSame( 200, $paid->get_status(), (string) wp_json_encode( $paid->get_data() ) );
		self::assertSame( 'success', $paid->get_data()['payment_result']['payment_status'] );
		$after = $plugin->orders->reader->fresh( $order->id );
		self::assertSame( 'Apple Pay (Stripe)', $after?->payment_method_title );
		self::assertTrue( (bool) $after?->is_paid() );
	}

	public function test_link_and_amazon_pay_pay_with_methods_of_their_own_type(): void {
		$plugin = Plugin::instance();
		foreach ( array( 'link', 'amazon_pay' ) as $wallet ) {
			$plugin->cart->service->add_item( $this->mug, 1 );
			$method                           = (string) self::$stripe->call( $this->key, 'POST', '/v1/payment_methods', array( 'type' => $wallet ) )['json']['id'];
			$body                             = $this->body( 'flat_rate:1', $wallet );
			$body['payment_data'][1]['value'] = $method;

			$response = $this->checkout(
				$body,
				array(
					'X-Vitrine-Express-Checkout' => 'cart',
					'X-Vitrine-Express-Nonce'    => ExpressNonces::create( ExpressNonces::CHECKOUT ),
				)
			);

			// Stripe refuses a method whose type the intent does not allow: the intent allows the
			// wallet's own type, and the payment goes on (to the wallet's redirect, as Stripe asks).
			self::assertSame( 200, $response->get_status(), $wallet . ': ' . wp_json_encode( $response->get_data() ) );
			self::assertSame( 'success', $response->get_data()['payment_result']['payment_status'] );
			$order  = $plugin->orders->reader->find( (int) $response->get_data()['order_id'] );
			$intent = self::$stripe->call( $this->key, 'GET', '/v1/payment_intents/' . (string) $this->services()->get( \Vitrine\Orders\Storage\OrderMeta::class )->get_meta( (int) $order?->id, 'stripe_intent_id' ) )['json'];
			self::assertSame( array( $wallet ), $intent['payment_method_types'] ?? null, $wallet );
			self::assertSame( $method, $intent['payment_method'] ?? null );
			self::assertSame( ExpressPaymentType::title( $wallet ), $order?->payment_method_title );
			self::next_request();
		}
	}
}
