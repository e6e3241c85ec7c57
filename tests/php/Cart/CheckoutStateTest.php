<?php
/**
 * What the cart keeps for checkout: coupons, chosen shipping, location, the placed order.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\CartError;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Core\Errors\ErrorKind;

require_once __DIR__ . '/CartTestCase.php';

final class CheckoutStateTest extends CartTestCase {

	public function test_the_state_is_kept_with_the_cart_and_read_back(): void {
		$this->service()->add_item( $this->simple_product(), 1 );

		$this->service()->update_checkout(
			static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout
				->with_coupons( array( 'summer', 'summer', 'vip' ) )
				->with_shipping_rate( 'flat_rate:3' )
				->with_locations(
					array(
						'country'  => 'DE',
						'postcode' => '10115',
						'evil'     => 'dropped',
					),
					array( 'country' => 'FR' ),
					true
				)
		);

		$state = $this->service()->get()->checkout;
		self::assertSame( array( 'summer', 'vip' ), $state->coupons );
		self::assertSame( 'flat_rate:3', $state->shipping_rate );
		self::assertSame(
			array(
				'country'  => 'DE',
				'postcode' => '10115',
			),
			$state->billing
		);
		self::assertSame( array( 'country' => 'FR' ), $state->destination() );
	}

	public function test_changing_the_lines_keeps_the_state(): void {
		$item = $this->service()->add_item( $this->simple_product(), 1 );
		$this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( 'summer' ) ) );

		$this->service()->update_item( $item->key, 3 );

		self::assertSame( array( 'summer' ), $this->service()->get()->checkout->coupons );
	}

	public function test_an_empty_cart_keeps_no_state(): void {
		try {
			$this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( 'summer' ) ) );
			self::fail( 'An empty cart took a coupon.' );
		} catch ( CartError $e ) {
			self::assertSame( 'vitrine_cart_empty', $e->error_code );
			self::assertSame( ErrorKind::CONFLICT, $e->kind );
		}
	}

	public function test_a_refused_change_changes_nothing(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( 'summer' ) ) );

		try {
			$this->service()->update_checkout(
				static function (): CheckoutState {
					throw new CartError( 'vitrine_test_refused', 'No.', ErrorKind::INVALID );
				}
			);
			self::fail( 'The refusal did not come through.' );
		} catch ( CartError $e ) {
			self::assertSame( 'vitrine_test_refused', $e->error_code );
		}

		self::assertSame( array( 'summer' ), $this->service()->get()->checkout->coupons );
	}

	public function test_placing_an_order_remembers_it_and_paying_empties_the_cart(): void {
		$this->service()->add_item( $this->simple_product(), 2 );
		$this->service()->update_checkout(
			static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( 'summer' ) )->with_locations( array( 'country' => 'DE' ), array(), false )
		);

		$seen   = null;
		$result = $this->service()->place_order(
			static function ( CartSnapshot $cart ) use ( &$seen ): array {
				$seen = $cart;
				return array( $cart->checkout->with_placed_order( 42, 'key-1' ), 'placed' );
			}
		);

		self::assertSame( 'placed', $result );
		self::assertInstanceOf( CartSnapshot::class, $seen );
		self::assertSame( 2, $seen->count(), 'the work sees the cart as it was' );
		$placed = $this->service()->get();
		self::assertSame( 2, $placed->count(), 'the lines stay until the order is paid' );
		self::assertSame( 42, $placed->checkout->placed_order_id );
		self::assertSame( 'key-1', $placed->checkout->placed_key );

		self::assertFalse( $this->service()->clear_after_order( 41 ), 'another order leaves the cart alone' );
		self::assertSame( 2, $this->service()->get()->count() );

		self::assertTrue( $this->service()->clear_after_order( 42 ) );
		$paid = $this->service()->get();
		self::assertTrue( $paid->is_empty() );
		self::assertSame( array(), $paid->checkout->coupons, 'the order used the coupons' );
		self::assertSame( array( 'country' => 'DE' ), $paid->checkout->billing, 'the location stays for next time' );
		self::assertSame( 42, $paid->checkout->placed_order_id );
		self::assertSame( $placed->checkout->generation + 1, $paid->checkout->generation, 'the next purchase from this cart is a new one' );
		self::assertFalse( $this->service()->clear_after_order( 42 ), 'a second clear does nothing' );
	}

	public function test_a_failed_placement_leaves_the_cart_as_it_was(): void {
		$this->service()->add_item( $this->simple_product(), 2 );

		try {
			$this->service()->place_order(
				static function (): array {
					throw new CartError( 'vitrine_test_failed', 'Out of stock.', ErrorKind::CONFLICT );
				}
			);
			self::fail( 'The failure did not come through.' );
		} catch ( CartError $e ) {
			self::assertSame( 'vitrine_test_failed', $e->error_code );
		}

		$after = $this->service()->get();
		self::assertSame( 2, $after->count() );
		self::assertSame( 0, $after->checkout->placed_order_id );
	}

	public function test_stored_state_that_is_not_json_reads_as_empty(): void {
		self::assertEquals( new CheckoutState(), CheckoutState::from_json( '{oops' ) );
		self::assertEquals( new CheckoutState(), CheckoutState::from_json( null ) );
		self::assertSame( array( 'a' ), CheckoutState::from_json( '{"coupons":["a",3,""]}' )->coupons );
	}
}
