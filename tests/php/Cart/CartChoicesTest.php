<?php
/**
 * CartService::set_choices(): a choice that changes nothing in the cart as read writes nothing.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CartStore;
use Vitrine\Cart\CheckoutState;

require_once __DIR__ . '/CartTestCase.php';

final class CartChoicesTest extends CartTestCase {

	private const BERLIN = array(
		'country'  => 'DE',
		'postcode' => '10117',
		'city'     => 'Berlin',
	);

	public function test_the_same_choice_again_writes_nothing(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );
		$this->mark_row();

		$this->service()->get();
		$cart = $this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );

		self::assertSame( 'marked', $this->row_mark(), 'The row was not written again.' );
		self::assertSame( 'flat_rate:1', $cart->checkout->shipping_rate );
		self::assertSame( self::BERLIN, $cart->checkout->destination() );
	}

	public function test_another_choice_is_written(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );
		$this->mark_row();

		$this->service()->get();
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'local_pickup:3' ) );

		self::assertNotSame( 'marked', $this->row_mark() );
		self::assertSame( 'local_pickup:3', $this->stored_guest_cart()?->checkout->shipping_rate );
	}

	public function test_without_a_read_in_this_request_the_choice_is_written(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );
		$this->mark_row();

		// The last thing read was under the row's lock: nothing unlocked to compare with.
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );

		self::assertNotSame( 'marked', $this->row_mark() );
	}

	public function test_a_change_after_the_read_is_not_answered_from_the_read(): void {
		$product = $this->simple_product();
		$this->service()->add_item( $product, 1 );
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );
		$this->service()->get();

		$this->service()->add_item( $product, 2 );
		$cart = $this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );

		self::assertSame( 3, $cart->items[0]->quantity, 'The cart as it is after the add, not as first read.' );
	}

	public function test_a_cart_whose_expiry_was_pushed_back_over_an_hour_ago_is_written_to_push_it_again(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );
		$lifetime = $this->cart->session->lifetime();
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . CartStore::name() . ' SET expires_at = %s', gmdate( 'Y-m-d H:i:s', time() + $lifetime - 7200 ) ) ); // phpcs:ignore WordPress.DB

		$this->service()->get();
		$this->service()->set_choices( self::ship_to( self::BERLIN, 'flat_rate:1' ) );

		self::assertGreaterThan( time() + $lifetime - 60, $this->stored_guest_cart()?->expires_at );
	}

	/**
	 * @param array<string, string> $location Where to.
	 * @param string                $rate     The rate chosen.
	 */
	private static function ship_to( array $location, string $rate ): \Closure {
		return static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_locations( $location, $location, false )->with_shipping_rate( $rate );
	}

	/** Sets the row's updated_at to a time no write would give it. */
	private function mark_row(): void {
		global $wpdb;
		$wpdb->query( 'UPDATE ' . CartStore::name() . " SET updated_at = '2001-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB
	}

	private function row_mark(): string {
		global $wpdb;
		$at = (string) $wpdb->get_var( 'SELECT updated_at FROM ' . CartStore::name() . ' LIMIT 1' ); // phpcs:ignore WordPress.DB
		return '2001-01-01 00:00:00' === $at ? 'marked' : $at;
	}
}
