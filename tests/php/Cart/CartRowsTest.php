<?php
/**
 * A cart row exists only while it holds something: requests that add nothing make none, and a
 * cart emptied of everything is deleted.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\Cart;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\CartUi\FormHandler;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Plugin;

require_once __DIR__ . '/CartTestCase.php';

final class CartRowsTest extends CartTestCase {

	public function test_cookie_less_requests_that_add_nothing_create_no_cart_row(): void {
		$product = $this->simple_product();
		$ajax    = Plugin::instance()->ajax;
		$before  = $this->cart_rows();

		$statuses = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$_COOKIE    = array();
			$statuses[] = $ajax->dispatch( 'get_refreshed_fragments', 'POST', array(), '' )->status;
			$_COOKIE    = array();
			$statuses[] = $ajax->dispatch(
				'add_to_cart',
				'POST',
				array(
					'product_id' => 999999,
					'quantity'   => 1,
				),
				wp_create_nonce( Cart::NONCE_ACTION )
			)->status;
			$_COOKIE    = array();
			$statuses[] = $ajax->dispatch(
				'add_to_cart',
				'POST',
				array(
					'product_id' => $product,
					'quantity'   => 0,
				),
				wp_create_nonce( Cart::NONCE_ACTION )
			)->status;
			$_COOKIE    = array();
			$statuses[] = $ajax->dispatch( 'remove_from_cart', 'POST', array( 'cart_item_key' => 'nothing' ), wp_create_nonce( Cart::NONCE_ACTION ) )->status;
			$_COOKIE    = array();
			$statuses[] = $ajax->dispatch( 'apply_coupon', 'POST', array( 'coupon_code' => 'GUESS' ), wp_create_nonce( CheckoutForm::NONCE_ACTION ) )->status;
			$_COOKIE    = array();
			$statuses[] = $ajax->dispatch( 'update_order_review', 'POST', array( 'country' => 'DE' ), wp_create_nonce( CheckoutForm::NONCE_ACTION ) )->status;
			$_COOKIE    = array();
			$statuses[] = $this->rest( 'GET', '/vitrine/v1/cart' )->get_status();
			$_COOKIE    = array();
			$statuses[] = $this->rest( 'POST', '/vitrine/v1/cart/update-customer', array( 'billing_address' => array( 'country' => 'DE' ) ), $this->nonce_header() )->get_status();
			$_COOKIE    = array();
			$statuses[] = $this->rest( 'POST', '/vitrine/v1/cart/select-shipping-rate', array( 'rate_id' => 'flat_rate:1' ), $this->nonce_header() )->get_status();
			$_COOKIE    = array();
			Plugin::instance()->container->get( FormHandler::class )->route( 'GET', array(), array() );
		}

		self::assertSame( $before, $this->cart_rows(), 'statuses: ' . implode( ',', $statuses ) );
		self::assertNotContains( 500, $statuses );
	}

	public function test_removing_the_last_item_deletes_a_cart_that_holds_nothing_else_and_its_cookies(): void {
		$item   = $this->service()->add_item( $this->simple_product(), 1 );
		$before = $this->cart_rows();
		self::assertNotNull( $this->stored_guest_cart() );

		$cart = $this->service()->remove_item( $item->key );

		self::assertTrue( $cart->is_empty() );
		self::assertSame( $before - 1, $this->cart_rows(), 'the row is gone' );
		self::assertSame( 1, $this->last_cookie( CartSession::TOKEN_COOKIE )['expires'] ?? null, 'the token cookie is deleted' );
		self::assertSame( 1, $this->last_cookie( CartSession::HASH_COOKIE )['expires'] ?? null, 'the hash cookie is deleted' );
		self::assertNull( $this->cart->session->token() );

		$again = $this->service()->add_item( $this->simple_product(), 1 );
		self::assertSame( 1, $again->quantity, 'a later add makes a new cart' );
		self::assertSame( $before, $this->cart_rows() );
	}

	public function test_an_emptied_cart_that_keeps_a_location_or_a_coupon_stays(): void {
		$item = $this->service()->add_item( $this->simple_product(), 1 );
		$this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_locations( array( 'country' => 'DE' ), array(), false ) );
		$rows = $this->cart_rows();

		$this->service()->remove_item( $item->key );

		self::assertSame( $rows, $this->cart_rows() );
		self::assertSame( array( 'country' => 'DE' ), $this->stored_guest_cart()?->checkout->billing );
	}

	public function test_a_customers_emptied_cart_is_deleted_too(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$item = $this->service()->add_item( $this->simple_product(), 2 );
		$rows = $this->cart_rows();

		$this->service()->update_item( $item->key, 1 );
		self::assertSame( $rows, $this->cart_rows() );
		$this->service()->remove_item( $item->key );

		self::assertSame( $rows - 1, $this->cart_rows() );
		self::assertNull( $this->cart->store->find_by_customer( get_current_user_id() ) );
	}
}
