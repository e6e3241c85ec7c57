<?php
/**
 * Placing orders: validation, totals from the server, stock, coupons, accounts, repeated
 * submits, and nothing half-written.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Checkout\CheckoutRefused;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Coupons\Coupon;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;

require_once __DIR__ . '/CheckoutTestCase.php';

final class CheckoutServiceTest extends CheckoutTestCase {

	public function test_a_guest_order_with_bank_transfer_is_placed_on_hold_with_the_servers_totals(): void {
		$mug = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 5,
			)
		);
		$this->service()->add_item( $mug, 2 );

		$result = $this->checkout->service->place( $this->request( array( 'customer_note' => 'Ring twice' ) ) );

		self::assertTrue( $result->success );
		self::assertSame( OrderStatus::ON_HOLD, $result->status );
		self::assertStringContainsString( '/order-received/' . $result->order_id . '/', $result->redirect );
		self::assertStringContainsString( 'key=' . rawurlencode( $result->order_key ), $result->redirect );
		$order = Plugin::instance()->orders->reader->find( $result->order_id );
		self::assertNotNull( $order );
		self::assertSame( 2500 + 475 + 490 + 93, $order->total );
		self::assertSame( 475 + 93, $order->total_tax );
		self::assertSame( 'bacs', $order->payment_method );
		self::assertSame( 'Ring twice', $order->customer_note );
		self::assertSame( 'ada@example.org', $order->billing_email() );
		self::assertSame( 'Unter den Linden 1', $order->shipping['address_1'], 'shipping goes to the billing address' );
		self::assertCount( 1, $order->line_items() );
		self::assertSame( 2, $order->line_items()[0]->quantity );
		self::assertCount( 1, $order->shipping_lines() );
		self::assertSame( 3, Plugin::instance()->catalog->products->find( $mug )?->stock->quantity, 'on-hold takes the stock' );
		self::assertTrue( $this->service()->get()->is_empty(), 'an on-hold order empties the cart' );
	}

	public function test_every_problem_is_refused_at_once_and_nothing_is_written(): void {
		$this->settings(
			array(
				'terms_page_id' => wp_insert_post(
					array(
						'post_type'   => 'page',
						'post_status' => 'publish',
						'post_title'  => 'Terms',
					)
				),
			)
		);
		$this->service()->add_item( $this->simple_product(), 1 );
		$orders = $this->order_count();

		try {
			$this->checkout->service->place(
				$this->request(
					array(
						'billing'        => $this->billing(
							array(
								'first_name' => '',
								'email'      => 'not-an-email',
								'phone'      => '030 CALL ME',
							)
						),
						'payment_method' => 'nope',
					)
				)
			);
			self::fail( 'The order was placed.' );
		} catch ( CheckoutRefused $e ) {
			self::assertSame( 400, ErrorMapper::status( $e->kind ) );
			self::assertArrayHasKey( 'billing_first_name', $e->fields );
			self::assertArrayHasKey( 'billing_email', $e->fields );
			self::assertArrayHasKey( 'billing_phone', $e->fields );
			self::assertArrayHasKey( 'terms', $e->fields );
			self::assertArrayHasKey( 'payment_method', $e->fields );
		}
		self::assertSame( $orders, $this->order_count() );
		self::assertSame( 1, $this->service()->get()->count() );
	}

	public function test_stock_that_ran_out_before_submit_gives_a_clear_error_and_no_order(): void {
		$mug = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 3,
			)
		);
		$this->service()->add_item( $mug, 3 );
		Plugin::instance()->catalog->writer->save_product(
			$mug,
			array(
				'name'          => 'Mug',
				'regular_price' => '12.50',
				'manage_stock'  => true,
				'stock'         => 1,
			)
		);
		$orders = $this->order_count();

		try {
			$this->checkout->service->place( $this->request() );
			self::fail( 'The order was placed.' );
		} catch ( CheckoutRefused $e ) {
			self::assertStringContainsString( 'we do not have enough “Mug” in stock to fulfill your order (1 available)', $e->getMessage() );
		}
		self::assertSame( $orders, $this->order_count() );
		self::assertSame( 1, Plugin::instance()->catalog->products->find( $mug )?->stock->quantity );
	}

	public function test_a_repeated_submit_answers_with_the_same_order(): void {
		$this->settings(
			array(
				'payment_bacs_enabled' => false,
				'payment_cod_enabled'  => true,
			)
		);
		$this->service()->add_item( $this->simple_product(), 1 );
		$before = $this->order_count();

		$first  = $this->checkout->service->place( $this->request( array( 'payment_method' => 'cod' ) ) );
		$second = $this->checkout->service->place( $this->request( array( 'payment_method' => 'cod' ) ) );

		self::assertSame( $first->order_id, $second->order_id );
		self::assertTrue( $second->success );
		self::assertSame( $before + 1, $this->order_count() );
		self::assertSame( OrderStatus::PROCESSING, $second->status, 'cash on delivery goes straight to processing' );
	}

	public function test_buying_the_same_again_after_a_paid_order_is_a_new_order(): void {
		$mug = $this->simple_product();
		$this->service()->add_item( $mug, 1 );
		$first = $this->checkout->service->place( $this->request() );
		self::assertTrue( $this->service()->get()->is_empty() );

		$this->service()->add_item( $mug, 1 );
		$second = $this->checkout->service->place( $this->request() );

		self::assertNotSame( $first->order_id, $second->order_id );
	}

	public function test_coupons_are_used_once_and_their_limit_is_checked_at_placement(): void {
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'ONCE',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '5',
				'usage_limit'   => 1,
			)
		);
		$coupon = Plugin::instance()->coupons->repository->find_by_code( 'once' );
		self::assertNotNull( $coupon );
		$this->service()->add_item( $this->simple_product(), 2 );
		$this->checkout->coupons->apply( 'ONCE', '' );

		$result = $this->checkout->service->place( $this->request() );

		$order = Plugin::instance()->orders->reader->find( $result->order_id );
		self::assertNotNull( $order );
		self::assertSame( 500, $order->discount_total, 'a fixed 5.00 off prices without tax' );
		self::assertSame( 95, $order->discount_tax );
		self::assertCount( 1, $order->coupon_lines() );
		self::assertSame( 1, Plugin::instance()->coupons->usage->count( $coupon ) );

		// A second cart with the used-up coupon: refused with the coupon's reason, nothing written.
		$this->service()->add_item( $this->simple_product( array( 'name' => 'Bowl' ) ), 1 );
		$this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( 'once' ) ) );
		$orders = $this->order_count();
		try {
			$this->checkout->service->place( $this->request( array( 'billing' => $this->billing( array( 'email' => 'grace@example.org' ) ) ) ) );
			self::fail( 'A used-up coupon was accepted.' );
		} catch ( CheckoutRefused $e ) {
			self::assertTrue( $e->refresh, 'the page refreshes its totals' );
			self::assertStringContainsString( 'usage limit', strtolower( $e->getMessage() ) );
		}
		self::assertSame( $orders, $this->order_count() );
	}

	public function test_a_guest_can_create_an_account_with_the_order(): void {
		$this->service()->add_item( $this->simple_product(), 1 );

		$result = $this->checkout->service->place(
			$this->request(
				array(
					'billing'          => $this->billing( array( 'email' => 'new.customer@example.org' ) ),
					'create_account'   => true,
					'account_password' => 'correct horse battery',
				)
			)
		);

		$user = get_user_by( 'email', 'new.customer@example.org' );
		self::assertInstanceOf( \WP_User::class, $user );
		self::assertContains( 'customer', $user->roles );
		self::assertTrue( wp_check_password( 'correct horse battery', $user->user_pass, $user->ID ) );
		$order = Plugin::instance()->orders->reader->find( $result->order_id );
		self::assertSame( $user->ID, $order?->customer_id );
		self::assertSame( 'Berlin', Plugin::instance()->accounts->address( $user->ID, 'billing' )['city'] ?? '', 'the address is saved to the account' );
	}

	public function test_an_account_with_a_taken_email_or_a_short_password_is_refused_without_any_order_or_user(): void {
		// admin@example.org is the site administrator's email.
		$this->service()->add_item( $this->simple_product(), 1 );
		$users  = count_users()['total_users'];
		$orders = $this->order_count();

		try {
			$this->checkout->service->place(
				$this->request(
					array(
						'billing'          => $this->billing( array( 'email' => 'admin@example.org' ) ),
						'create_account'   => true,
						'account_password' => 'short',
					)
				)
			);
			self::fail( 'The account was made.' );
		} catch ( CheckoutRefused $e ) {
			self::assertArrayHasKey( 'billing_email', $e->fields );
			self::assertArrayHasKey( 'account_password', $e->fields );
		}
		self::assertSame( $users, count_users()['total_users'] );
		self::assertSame( $orders, $this->order_count() );
	}

	public function test_an_empty_cart_places_nothing(): void {
		try {
			$this->checkout->service->place( $this->request() );
			self::fail( 'An empty cart was checked out.' );
		} catch ( CheckoutRefused $e ) {
			self::assertSame( 'vitrine_checkout_empty_cart', $e->error_code );
			self::assertSame( 409, ErrorMapper::status( $e->kind ) );
		}
	}
}
