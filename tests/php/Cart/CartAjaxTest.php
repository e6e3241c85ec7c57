<?php
/**
 * The cart's ajax endpoints, through the router as a request reaches them.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\Ajax\CartPayload;
use Vitrine\Cart\Cart;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\Fragments;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Plugin;

require_once __DIR__ . '/CartTestCase.php';

final class CartAjaxTest extends CartTestCase {

	private const SELECTOR = 'div.vitrine-test-count';

	private \Closure $fragment_filter;

	protected function setUp(): void {
		parent::setUp();
		$this->fragment_filter = static function ( array $fragments, CartSnapshot $cart ): array {
			$fragments[ self::SELECTOR ] = '<div class="vitrine-test-count">' . $cart->count() . '</div>';
			return $fragments;
		};
		add_filter( 'vitrine_cart_fragments', $this->fragment_filter, 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'vitrine_cart_fragments', $this->fragment_filter, 10 );
		parent::tearDown();
	}

	public function test_add_to_cart_answers_fragments_hash_and_count(): void {
		$mug = $this->simple_product();

		$response = $this->call(
			'add_to_cart',
			'POST',
			array(
				'product_id'  => (string) $mug,
				'quantity'    => '2',
				'product_sku' => 'MUG-1',
			)
		);

		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		self::assertSame( 2, $response->body['cart_count'] );
		self::assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $response->body['cart_hash'] );
		self::assertSame( $response->body['cart_hash'], $_COOKIE[ CartSession::HASH_COOKIE ] ?? null );
		self::assertSame( '<div class="vitrine-test-count">2</div>', ( (array) $response->body['fragments'] )[ self::SELECTOR ] );
		self::assertSame( 2, Plugin::instance()->cart->service->get()->count() );
	}

	public function test_add_to_cart_takes_the_quantity_default_and_attribute_fields(): void {
		$shirt = $this->variable_product();

		$response = $this->call(
			'add_to_cart',
			'POST',
			array(
				'product_id'       => $shirt['product'],
				'attribute_colour' => 'red',
				'attribute_size'   => 'large',
			)
		);

		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		$item = Plugin::instance()->cart->service->get()->items[0];
		self::assertSame( $shirt['red_any'], $item->variation_id );
		self::assertSame( 1, $item->quantity );
		self::assertSame( 'large', $item->attributes['size'] );
	}

	public function test_a_refused_add_answers_the_error_with_product_url_at_the_top(): void {
		$shirt = $this->variable_product();

		$response = $this->call( 'add_to_cart', 'POST', array( 'product_id' => $shirt['product'] ) );

		self::assertSame( 400, $response->status );
		self::assertTrue( $response->body['error'] );
		self::assertSame( 'vitrine_cart_choose_options', $response->body['code'] );
		self::assertSame( get_permalink( $shirt['product'] ), $response->body['product_url'] );
		self::assertSame( 400, $response->body['data']['status'] );

		$unknown = $this->call( 'add_to_cart', 'POST', array( 'product_id' => 999999 ) );
		self::assertSame( 404, $unknown->status );
		self::assertSame( 'vitrine_cart_unknown_product', $unknown->body['code'] );
		self::assertArrayNotHasKey( 'product_url', $unknown->body );
	}

	/**
	 * @dataProvider bad_add_input
	 *
	 * @param array<string, mixed> $params The fields.
	 * @param string               $field  The field blamed.
	 */
	public function test_add_to_cart_with_bad_input_answers_400( array $params, string $field ): void {
		$response = $this->call( 'add_to_cart', 'POST', $params );

		self::assertSame( 400, $response->status );
		self::assertSame( 'vitrine_ajax_invalid_param', $response->body['code'] );
		self::assertArrayHasKey( $field, $response->body['data']['params'] );
		self::assertTrue( Plugin::instance()->cart->service->get()->is_empty() );
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function bad_add_input(): array {
		return array(
			'no product'           => array( array( 'quantity' => 1 ), 'product_id' ),
			'product not a number' => array( array( 'product_id' => 'mug' ), 'product_id' ),
			'zero quantity'        => array(
				array(
					'product_id' => 5,
					'quantity'   => 0,
				),
				'quantity',
			),
			'negative quantity'    => array(
				array(
					'product_id' => 5,
					'quantity'   => -2,
				),
				'quantity',
			),
			'fractional quantity'  => array(
				array(
					'product_id' => 5,
					'quantity'   => '1.5',
				),
				'quantity',
			),
		);
	}

	public function test_add_to_cart_needs_the_cart_nonce(): void {
		$mug = $this->simple_product();

		$missing = Plugin::instance()->ajax->dispatch( 'add_to_cart', 'POST', array( 'product_id' => $mug ), '' );
		$wrong   = Plugin::instance()->ajax->dispatch( 'add_to_cart', 'POST', array( 'product_id' => $mug ), wp_create_nonce( 'wp_rest' ) );

		foreach ( array( $missing, $wrong ) as $response ) {
			self::assertSame( 403, $response->status );
			self::assertSame( 'vitrine_ajax_invalid_nonce', $response->body['code'] );
		}
		self::assertTrue( Plugin::instance()->cart->service->get()->is_empty() );
	}

	public function test_add_to_cart_is_post_only(): void {
		$response = $this->call( 'add_to_cart', 'GET', array( 'product_id' => $this->simple_product() ) );

		self::assertSame( 405, $response->status );
		self::assertSame( 'POST', $response->headers['Allow'] );
	}

	public function test_remove_from_cart_removes_the_line(): void {
		$mug  = $this->simple_product();
		$bowl = $this->simple_product( array( 'name' => 'Bowl' ) );
		$key  = Plugin::instance()->cart->service->add_item( $mug, 1 )->key;
		Plugin::instance()->cart->service->add_item( $bowl, 3 );

		$response = $this->call( 'remove_from_cart', 'POST', array( 'cart_item_key' => $key ) );

		self::assertSame( 200, $response->status );
		self::assertSame( 3, $response->body['cart_count'] );
		self::assertSame( Plugin::instance()->cart->service->get()->hash, $response->body['cart_hash'] );
		self::assertSame( '<div class="vitrine-test-count">3</div>', ( (array) $response->body['fragments'] )[ self::SELECTOR ] );
	}

	public function test_remove_from_cart_with_an_unknown_key_answers_404(): void {
		Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 );

		$response = $this->call( 'remove_from_cart', 'POST', array( 'cart_item_key' => str_repeat( 'f', 32 ) ) );

		self::assertSame( 404, $response->status );
		self::assertSame( 'vitrine_cart_unknown_item', $response->body['code'] );
		self::assertSame( 1, Plugin::instance()->cart->service->get()->count() );
	}

	public function test_remove_from_cart_checks_input_nonce_and_method(): void {
		$key = Plugin::instance()->cart->service->add_item( $this->simple_product(), 1 )->key;

		self::assertSame( 400, $this->call( 'remove_from_cart', 'POST', array() )->status );
		self::assertSame( 400, $this->call( 'remove_from_cart', 'POST', array( 'cart_item_key' => 'not-a-key' ) )->status );
		self::assertSame( 403, Plugin::instance()->ajax->dispatch( 'remove_from_cart', 'POST', array( 'cart_item_key' => $key ), '' )->status );
		self::assertSame( 403, Plugin::instance()->ajax->dispatch( 'remove_from_cart', 'POST', array( 'cart_item_key' => $key ), 'abcdef0123' )->status );
		self::assertSame( 405, $this->call( 'remove_from_cart', 'GET', array( 'cart_item_key' => $key ) )->status );
		self::assertSame( 1, Plugin::instance()->cart->service->get()->count() );
	}

	public function test_get_refreshed_fragments_needs_no_nonce(): void {
		Plugin::instance()->cart->service->add_item( $this->simple_product(), 2 );

		$response = Plugin::instance()->ajax->dispatch( 'get_refreshed_fragments', 'GET', array(), '' );

		self::assertSame( 200, $response->status );
		self::assertSame( 2, $response->body['cart_count'] );
		self::assertSame( Plugin::instance()->cart->service->get()->hash, $response->body['cart_hash'] );
		self::assertSame( '<div class="vitrine-test-count">2</div>', ( (array) $response->body['fragments'] )[ self::SELECTOR ] );
		self::assertSame( 405, Plugin::instance()->ajax->dispatch( 'get_refreshed_fragments', 'POST', array(), '' )->status );
	}

	public function test_get_refreshed_fragments_without_a_cart_deletes_a_stale_hash_cookie(): void {
		$_COOKIE[ CartSession::HASH_COOKIE ] = str_repeat( 'e', 32 );

		$response = Plugin::instance()->ajax->dispatch( 'get_refreshed_fragments', 'GET', array(), '' );

		self::assertSame( 200, $response->status );
		self::assertSame( '', $response->body['cart_hash'] );
		self::assertSame( 0, $response->body['cart_count'] );
		self::assertArrayNotHasKey( CartSession::HASH_COOKIE, $_COOKIE );
	}

	public function test_fragments_are_a_json_object_even_when_there_are_none(): void {
		remove_filter( 'vitrine_cart_fragments', $this->fragment_filter, 10 );

		self::assertSame( '{"fragments":{},"cart_hash":"","cart_count":0}', wp_json_encode( CartPayload::of( new CartSnapshot(), new Fragments() ) ) );
	}

	public function test_refresh_cart_nonce_hands_out_a_valid_cart_nonce(): void {
		$response = Plugin::instance()->ajax->dispatch( 'refresh_cart_nonce', 'GET', array(), '' );

		self::assertSame( 200, $response->status );
		self::assertSame( 1, wp_verify_nonce( $response->body['nonce'], Cart::NONCE_ACTION ) );
		self::assertSame( 405, Plugin::instance()->ajax->dispatch( 'refresh_cart_nonce', 'POST', array(), '' )->status );
	}

	public function test_fragments_render_each_registered_part(): void {
		$fragments = new Fragments();
		$fragments->register( '.count', static fn ( CartSnapshot $cart ): string => '<span class="count">' . $cart->count() . '</span>' );
		$fragments->register( '.total', static fn ( CartSnapshot $cart ): string => '<span class="total">' . $cart->subtotal_minor . '</span>' );

		self::assertSame(
			array(
				'.count'       => '<span class="count">0</span>',
				'.total'       => '<span class="total">0</span>',
				self::SELECTOR => '<div class="vitrine-test-count">0</div>',
			),
			$fragments->render( new CartSnapshot() )
		);
	}

	/**
	 * A call with a valid cart nonce.
	 *
	 * @param string               $endpoint Endpoint.
	 * @param string               $method   HTTP method.
	 * @param array<string, mixed> $params   Fields.
	 */
	private function call( string $endpoint, string $method, array $params ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch( $endpoint, $method, $params, wp_create_nonce( Cart::NONCE_ACTION ) );
	}
}
