<?php
/**
 * A guest's cart joins the customer's stored cart on login.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\CartSession;
use Vitrine\Plugin;

require_once __DIR__ . '/CartTestCase.php';

final class CartMergeTest extends CartTestCase {

	private int $customer;

	protected function setUp(): void {
		parent::setUp();
		$this->customer = $this->create_user( 'subscriber' );
	}

	public function test_guest_items_are_added_to_the_customers_cart_and_the_guest_cart_is_deleted(): void {
		$mug  = $this->simple_product();
		$bowl = $this->simple_product( array( 'name' => 'Bowl' ) );
		$cup  = $this->simple_product( array( 'name' => 'Cup' ) );
		$this->customer_cart(
			array(
				$mug  => 1,
				$bowl => 2,
			)
		);
		$this->service()->add_item( $mug, 2 );
		$this->service()->add_item( $cup, 1 );
		$guest = $this->stored_guest_cart();
		self::assertNotNull( $guest );

		$cart = $this->service()->merge_guest_cart( $this->customer );

		$expected = array(
			$mug  => 3,
			$bowl => 2,
			$cup  => 1,
		);
		ksort( $expected );
		self::assertSame( $expected, $this->quantities( $cart->items ) );
		self::assertNull( $this->cart->store->find_by_token( $guest->token ), 'The guest row is deleted.' );
		self::assertArrayNotHasKey( CartSession::TOKEN_COOKIE, $_COOKIE, 'The guest token is forgotten.' );
		self::assertSame( '', $this->last_cookie( CartSession::TOKEN_COOKIE )['value'] ?? null );
		self::assertSame( $cart->hash, $this->last_cookie( CartSession::HASH_COOKIE )['value'] ?? null, 'The hash cookie follows the customer cart.' );

		wp_set_current_user( $this->customer );
		self::assertSame( $cart->hash, $this->service()->get()->hash );
		self::assertSame( 6, $this->service()->get()->count() );
	}

	public function test_merged_quantities_are_capped_by_the_stock(): void {
		$mug = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 4,
			)
		);
		$this->customer_cart( array( $mug => 3 ) );
		$this->service()->add_item( $mug, 3 );

		$cart = $this->service()->merge_guest_cart( $this->customer );

		self::assertSame( array( $mug => 4 ), $this->quantities( $cart->items ) );
	}

	public function test_guest_lines_that_can_no_longer_be_bought_are_dropped(): void {
		$mug  = $this->simple_product();
		$gone = $this->simple_product( array( 'name' => 'Gone' ) );
		$this->service()->add_item( $mug, 1 );
		$this->service()->add_item( $gone, 1 );
		Plugin::instance()->catalog->writer->save_product( $gone, array( 'status' => 'draft' ) );

		$cart = $this->service()->merge_guest_cart( $this->customer );

		self::assertSame( array( $mug => 1 ), $this->quantities( $cart->items ) );
	}

	public function test_without_a_stored_cart_the_guest_lines_become_the_customers(): void {
		$mug = $this->simple_product();
		$this->service()->add_item( $mug, 2 );
		$guest = $this->stored_guest_cart();

		$cart = $this->service()->merge_guest_cart( $this->customer );

		self::assertSame( array( $mug => 2 ), $this->quantities( $cart->items ) );
		$stored = $this->cart->store->find_by_customer( $this->customer );
		self::assertNotNull( $stored );
		self::assertNotSame( $guest?->token, $stored->token, 'The customer cart has a token of its own, never sent.' );
		self::assertNull( $this->cart->store->find_by_token( (string) $guest?->token ) );
	}

	public function test_without_a_guest_cart_the_hash_cookie_follows_the_stored_cart(): void {
		$mug = $this->simple_product();
		$this->customer_cart( array( $mug => 1 ) );
		$this->cookies = array();

		$cart = $this->service()->merge_guest_cart( $this->customer );

		self::assertSame( 1, $cart->count() );
		self::assertSame( $cart->hash, $this->last_cookie( CartSession::HASH_COOKIE )['value'] ?? null );
	}

	public function test_logging_in_merges_and_logging_out_leaves_the_browser_without_a_cart(): void {
		$service = Plugin::instance()->cart->service;
		$mug     = $this->simple_product();
		$service->add_item( $mug, 1 );
		$token = Plugin::instance()->cart->session->token();
		self::assertNotNull( $token );

		do_action( 'wp_login', get_userdata( $this->customer )->user_login, get_userdata( $this->customer ) );

		self::assertNull( $this->cart->store->find_by_token( $token ) );
		self::assertSame( 1, count( $this->cart->store->find_by_customer( $this->customer )->lines ?? array() ) );
		self::assertArrayHasKey( CartSession::HASH_COOKIE, $_COOKIE );

		do_action( 'wp_logout', $this->customer );

		self::assertArrayNotHasKey( CartSession::TOKEN_COOKIE, $_COOKIE );
		self::assertArrayNotHasKey( CartSession::HASH_COOKIE, $_COOKIE );
		self::assertNotNull( $this->cart->store->find_by_customer( $this->customer ), 'The stored cart waits for the next login.' );
	}

	/**
	 * Fills the customer's stored cart.
	 *
	 * @param array<int, int> $quantities Product id to quantity.
	 */
	private function customer_cart( array $quantities ): void {
		wp_set_current_user( $this->customer );
		foreach ( $quantities as $product => $quantity ) {
			$this->service()->add_item( $product, $quantity );
		}
		wp_set_current_user( 0 );
	}

	/**
	 * @param list<\Vitrine\Cart\CartItem> $items Items.
	 * @return array<int, int> Product id to quantity.
	 */
	private function quantities( array $items ): array {
		$quantities = array();
		foreach ( $items as $item ) {
			$quantities[ $item->product_id ] = $item->quantity;
		}
		ksort( $quantities );
		return $quantities;
	}
}
