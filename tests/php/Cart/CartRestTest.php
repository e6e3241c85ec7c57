<?php
/**
 * The cart's REST routes.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Plugin;

require_once __DIR__ . '/CartTestCase.php';

final class CartRestTest extends CartTestCase {

	public function test_get_cart_answers_the_empty_cart_without_a_nonce(): void {
		$response = $this->rest( 'GET', '/vitrine/v1/cart' );

		self::assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		self::assertSame( array(), $data['items'] );
		self::assertSame( 0, $data['items_count'] );
		self::assertSame( '', $data['hash'] );
		self::assertFalse( $data['needs_shipping'] );
		self::assertSame( array(), $data['coupons'] );
		self::assertSame( array(), $data['shipping_rates'] );
		// The cart's own totals, then checkout's (Vitrine\Checkout\Rest\CartTotalsSchema).
		self::assertSame(
			array(
				'subtotal'            => '0.00',
				'currency_code'       => 'EUR',
				'currency_minor_unit' => 2,
				'total_items'         => '0.00',
				'total_items_tax'     => '0.00',
				'total_discount'      => '0.00',
				'total_discount_tax'  => '0.00',
				'total_shipping'      => '0.00',
				'total_shipping_tax'  => '0.00',
				'total_tax'           => '0.00',
				'total_price'         => '0.00',
				'total_refund'        => '0.00',
				'tax_lines'           => array(),
			),
			$data['totals']
		);
	}

	public function test_add_item_answers_the_cart_with_decimal_prices(): void {
		$mug = $this->simple_product(
			array(
				'regular_price' => '12.50',
				'sale_price'    => '9.99',
			)
		);

		$response = $this->rest(
			'POST',
			'/vitrine/v1/cart/add-item',
			array(
				'id'       => $mug,
				'quantity' => 3,
			),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$cart = $response->get_data();
		self::assertSame( 3, $cart['items_count'] );
		self::assertSame( '29.97', $cart['totals']['subtotal'] );
		self::assertSame( Plugin::instance()->cart->service->get()->hash, $cart['hash'] );
		$item = $cart['items'][0];
		self::assertSame( $mug, $item['id'] );
		self::assertSame( 0, $item['variation_id'] );
		self::assertSame( 3, $item['quantity'] );
		self::assertSame( 'Mug', $item['name'] );
		self::assertSame( get_permalink( $mug ), $item['permalink'] );
		self::assertSame(
			array(
				'price'         => '9.99',
				'regular_price' => '12.50',
			),
			$item['prices']
		);
		self::assertSame(
			array(
				'line_total'          => '29.97',
				'line_subtotal'       => '29.97',
				'line_subtotal_tax'   => '0.00',
				'line_total_tax'      => '0.00',
				'currency_minor_unit' => 2,
			),
			$item['totals']
		);
		self::assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $item['key'] );
		self::assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '', 'A fresh nonce comes with every answer.' );
	}

	public function test_add_item_takes_the_variation_values(): void {
		$shirt = $this->variable_product();

		$response = $this->rest(
			'POST',
			'/vitrine/v1/cart/add-item',
			array(
				'id'        => $shirt['product'],
				'variation' => array(
					'colour' => 'blue',
					'size'   => 'small',
				),
			),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status() );
		$item = $response->get_data()['items'][0];
		self::assertSame( $shirt['blue_small'], $item['variation_id'] );
		self::assertSame( 'T-shirt – Blue, Small', $item['name'] );
		self::assertSame(
			array(
				array(
					'attribute' => 'colour',
					'value'     => 'blue',
				),
				array(
					'attribute' => 'size',
					'value'     => 'small',
				),
			),
			$item['variation']
		);
		self::assertSame( 3, $item['max_quantity'] );
	}

	public function test_add_item_reports_the_services_refusal(): void {
		$shirt = $this->variable_product();

		$response = $this->rest(
			'POST',
			'/vitrine/v1/cart/add-item',
			array(
				'id'        => $shirt['product'],
				'variation' => array(
					'colour' => 'green',
					'size'   => 'large',
				),
			),
			$this->nonce_header()
		);

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_cart_invalid_variation', $response->get_data()['code'] );
		self::assertSame( 'Sorry, this product is unavailable. Please choose a different combination.', $response->get_data()['message'] );
		self::assertSame( get_permalink( $shirt['product'] ), $response->get_data()['data']['product_url'] );
	}

	public function test_changes_need_a_nonce(): void {
		$mug = $this->simple_product();
		$key = Plugin::instance()->cart->service->add_item( $mug, 1 )->key;

		$calls = array(
			array(
				'/vitrine/v1/cart/add-item',
				array( 'id' => $mug ),
			),
			array(
				'/vitrine/v1/cart/update-item',
				array(
					'key'      => $key,
					'quantity' => 2,
				),
			),
			array(
				'/vitrine/v1/cart/remove-item',
				array( 'key' => $key ),
			),
		);
		foreach ( $calls as list( $route, $body ) ) {
			foreach ( array( array(), array( 'X-WP-Nonce' => 'abcdef0123' ) ) as $headers ) {
				$response = $this->rest( 'POST', $route, $body, $headers );
				self::assertSame( 403, $response->get_status(), $route );
				self::assertSame( 'vitrine_rest_invalid_nonce', $response->get_data()['code'] );
			}
		}
		self::assertSame( 1, Plugin::instance()->cart->service->get()->count(), 'Nothing changed.' );
	}

	/**
	 * @dataProvider wrong_types
	 *
	 * @param string               $route The route.
	 * @param array<string, mixed> $body  The body.
	 */
	public function test_a_wrong_type_answers_400( string $route, array $body ): void {
		$response = $this->rest( 'POST', $route, $body, $this->nonce_header() );

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'rest_invalid_param', $response->get_data()['code'] );
	}

	/**
	 * @return array<string, array{string, array<string, mixed>}>
	 */
	public static function wrong_types(): array {
		$key = str_repeat( 'a', 32 );
		return array(
			'add: id not a number'         => array( '/vitrine/v1/cart/add-item', array( 'id' => 'mug' ) ),
			'add: quantity zero'           => array(
				'/vitrine/v1/cart/add-item',
				array(
					'id'       => 5,
					'quantity' => 0,
				),
			),
			'add: variation not an object' => array(
				'/vitrine/v1/cart/add-item',
				array(
					'id'        => 5,
					'variation' => 'blue',
				),
			),
			'update: quantity a word'      => array(
				'/vitrine/v1/cart/update-item',
				array(
					'key'      => $key,
					'quantity' => 'two',
				),
			),
			'update: key malformed'        => array(
				'/vitrine/v1/cart/update-item',
				array(
					'key'      => 'x',
					'quantity' => 2,
				),
			),
			'remove: key not a string'     => array( '/vitrine/v1/cart/remove-item', array( 'key' => array( 1 ) ) ),
		);
	}

	public function test_update_item_sets_the_quantity(): void {
		$key = Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 )->key;

		$response = $this->rest(
			'POST',
			'/vitrine/v1/cart/update-item',
			array(
				'key'      => $key,
				'quantity' => 4,
			),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status() );
		self::assertSame( 4, $response->get_data()['items_count'] );
		self::assertSame( '50.00', $response->get_data()['totals']['subtotal'] );
	}

	public function test_update_item_of_an_unknown_key_answers_404(): void {
		$response = $this->rest(
			'POST',
			'/vitrine/v1/cart/update-item',
			array(
				'key'      => str_repeat( 'd', 32 ),
				'quantity' => 4,
			),
			$this->nonce_header()
		);

		self::assertSame( 404, $response->get_status() );
		self::assertSame( 'vitrine_cart_unknown_item', $response->get_data()['code'] );
	}

	public function test_remove_item_removes_the_line(): void {
		$key = Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 )->key;

		$response = $this->rest( 'POST', '/vitrine/v1/cart/remove-item', array( 'key' => $key ), $this->nonce_header() );

		self::assertSame( 200, $response->get_status() );
		self::assertSame( array(), $response->get_data()['items'] );
		self::assertSame( '', $response->get_data()['hash'] );
	}

	public function test_a_customer_uses_the_same_routes_with_their_own_nonce(): void {
		$customer = $this->create_user( 'subscriber' );
		wp_set_current_user( $customer );

		$response = $this->rest( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => $this->simple_product() ), $this->nonce_header() );

		self::assertSame( 200, $response->get_status() );
		self::assertNotNull( Plugin::instance()->cart->store->find_by_customer( $customer ) );
	}
}
