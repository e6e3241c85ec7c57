<?php
/**
 * Products that are not for sale to this visitor (private, draft, pending, scheduled, password
 * protected) cannot be bought by any route.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\Cart;
use Vitrine\Cart\CartService;
use Vitrine\CartUi\AddToCartButton;
use Vitrine\CartUi\CartUi;
use Vitrine\CartUi\Notices;
use Vitrine\Checkout\CheckoutRefused;
use Vitrine\Plugin;
use Vitrine\Tests\Checkout\CheckoutTestCase;

require_once dirname( __DIR__ ) . '/Checkout/CheckoutTestCase.php';

final class UnpurchasableProductsTest extends CheckoutTestCase {

	protected function tearDown(): void {
		unset( $_GET[ Notices::QUERY_ARG ], $_SERVER['HTTP_REFERER'] );
		parent::tearDown();
	}

	/**
	 * The states, each with the code and status every route answers.
	 *
	 * @return array<string, array{0: array<string, string>, 1: string, 2: int}>
	 */
	public static function states(): array {
		$unknown = array( 'vitrine_cart_unknown_product', 404 );
		return array(
			'private'            => array( array( 'post_status' => 'private' ), ...$unknown ),
			'draft'              => array( array( 'post_status' => 'draft' ), ...$unknown ),
			'pending review'     => array( array( 'post_status' => 'pending' ), ...$unknown ),
			'scheduled'          => array(
				array(
					'post_status'   => 'future',
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() + 86400 ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() + 86400 ),
				),
				...$unknown,
			),
			'password protected' => array( array( 'post_password' => 'secret' ), 'vitrine_cart_product_protected', 403 ),
		);
	}

	/**
	 * @dataProvider states
	 *
	 * @param array<string, string> $post_changes What makes the product unbuyable.
	 * @param string                $code         The refusal's code.
	 * @param int                   $status       Its HTTP status.
	 */
	public function test_the_ajax_endpoint_refuses_it( array $post_changes, string $code, int $status ): void {
		$product = $this->product_in_state( $post_changes );

		$response = Plugin::instance()->ajax->dispatch( 'add_to_cart', 'POST', array( 'product_id' => (string) $product ), wp_create_nonce( Cart::NONCE_ACTION ) );

		self::assertSame( $status, $response->status );
		self::assertSame( $code, $response->body['code'] );
		self::assertNotSame( '', $response->body['message'] );
		self::assertTrue( Plugin::instance()->cart->service->get()->is_empty() );
	}

	/**
	 * @dataProvider states
	 *
	 * @param array<string, string> $post_changes What makes the product unbuyable.
	 * @param string                $code         The refusal's code.
	 * @param int                   $status       Its HTTP status.
	 */
	public function test_the_rest_route_refuses_it( array $post_changes, string $code, int $status ): void {
		$product = $this->product_in_state( $post_changes );

		$response = $this->rest( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => $product ), $this->nonce_header() );

		self::assertSame( $status, $response->get_status() );
		self::assertSame( $code, $response->get_data()['code'] );
		self::assertTrue( Plugin::instance()->cart->service->get()->is_empty() );
	}

	/**
	 * @dataProvider states
	 *
	 * @param array<string, string> $post_changes What makes the product unbuyable.
	 */
	public function test_the_form_post_refuses_it_with_a_notice( array $post_changes ): void {
		$product = $this->product_in_state( $post_changes );
		$ui      = $this->container->with( array( Notices::class => new Notices() ) )->get( CartUi::class );

		$redirect = (string) $ui->form_handler->route(
			'POST',
			array(),
			array(
				AddToCartButton::ADD_ARG     => (string) $product,
				AddToCartButton::NONCE_FIELD => wp_create_nonce( AddToCartButton::NONCE_ACTION ),
				'quantity'                   => '1',
			)
		);

		self::assertTrue( $this->service()->get()->is_empty(), 'Nothing was added.' );
		parse_str( (string) wp_parse_url( $redirect, PHP_URL_QUERY ), $query );
		$_GET[ Notices::QUERY_ARG ] = $query[ Notices::QUERY_ARG ] ?? '';
		$notice                     = ( new Notices() )->current();
		self::assertSame( Notices::ERROR, $notice['type'] ?? null );
		self::assertNotSame( '', $notice['message'] ?? '' );
		if ( 'publish' !== get_post_status( $product ) ) {
			self::assertStringNotContainsString( 'p=' . $product, $redirect, 'An unpublished product’s address is not given away.' );
		}
	}

	public function test_a_visitor_who_entered_the_password_may_buy_a_protected_product(): void {
		$product = $this->product_in_state( array( 'post_password' => 'secret' ) );
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$_COOKIE[ 'wp-postpass_' . COOKIEHASH ] = ( new \PasswordHash( 8, true ) )->HashPassword( 'secret' );

		$response = $this->rest( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => $product ), $this->nonce_header() );

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		self::assertSame( 1, Plugin::instance()->cart->service->get()->count() );
	}

	/**
	 * @dataProvider states
	 *
	 * @param array<string, string> $post_changes What makes the product unbuyable.
	 */
	public function test_a_cart_holding_one_that_became_unbuyable_places_no_order_and_says_why( array $post_changes ): void {
		$kept    = $this->simple_product( array( 'name' => 'Kept mug' ) );
		$product = $this->simple_product( array( 'name' => 'Secret mug' ) );
		$this->service()->add_item( $kept, 1 );
		$this->service()->add_item( $product, 1 );
		$this->locate();
		$orders = $this->order_count();
		wp_update_post( array( 'ID' => $product ) + $post_changes );
		wp_cache_flush();

		try {
			$this->checkout->service->place( $this->request() );
			self::fail( 'An order was placed with an item that cannot be bought.' );
		} catch ( CheckoutRefused $e ) {
			self::assertSame( CartService::ITEMS_UNAVAILABLE, $e->error_code );
			self::assertSame( 'Some items in your cart can no longer be bought and have been removed from it. Please check your cart before placing your order.', $e->getMessage() );
			self::assertStringNotContainsString( 'Secret', $e->getMessage(), 'An unpublished product is not named.' );
			self::assertTrue( $e->refresh );
		}
		self::assertSame( $orders, $this->order_count() );
		self::assertSame( array( $kept ), array_map( static fn ( $item ): int => $item->product_id, $this->service()->get()->items ), 'The cart now shows what can be bought.' );

		$result = $this->checkout->service->place( $this->request() );
		self::assertTrue( $result->success, 'The shopper, having seen the cart, can order the rest.' );
	}

	/**
	 * A simple product at 12.50, then changed to the state.
	 *
	 * @param array<string, string> $post_changes Post fields to change.
	 */
	private function product_in_state( array $post_changes ): int {
		$product = $this->simple_product();
		self::assertSame( $product, wp_update_post( array( 'ID' => $product ) + $post_changes ) );
		wp_cache_flush();
		return $product;
	}
}
