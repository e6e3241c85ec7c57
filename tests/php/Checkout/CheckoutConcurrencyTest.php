<?php
/**
 * Ten parallel submits of one cart make one order.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Plugin;
use Vitrine\Tests\Cart\CartTestCase;
use Vitrine\Tests\ParallelChildren;

require_once dirname( __DIR__ ) . '/Cart/CartTestCase.php';

final class CheckoutConcurrencyTest extends CartTestCase {

	private const PROCESSES = 10;

	public function test_ten_parallel_submits_of_one_cart_make_one_order_and_take_the_stock_once(): void {
		global $wpdb;
		// The children see only committed data: this test commits, and cleans up after itself.
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$settings = Plugin::instance()->settings;
		$before   = $settings->all();
		$product  = 0;
		$orders   = $this->order_ids();
		try {
			self::assertIsArray( $settings->update( array( 'payment_bacs_enabled' => true ) ) );
			$product = Plugin::instance()->catalog->writer->save_product(
				0,
				array(
					'name'          => 'Parallel mug',
					'regular_price' => '12.50',
					'virtual'       => true,
					'manage_stock'  => true,
					'stock'         => 10,
				)
			);
			$this->service()->add_item( $product, 2 );
			$token = (string) $this->cart->session->token();
			self::assertNotSame( '', $token );

			$outputs = ParallelChildren::run( __DIR__ . '/concurrent-checkout.php', array_fill( 0, self::PROCESSES, array( $token ) ) );

			$new = array_values( array_diff( $this->order_ids(), $orders ) );
			self::assertCount( 1, $new, 'One order for ten submits. Children: ' . implode( ' | ', $outputs ) );
			self::assertSame( array_fill( 0, self::PROCESSES, 'order ' . $new[0] ), $outputs, 'every submit answers with that order' );
			wp_cache_flush();
			self::assertSame( 8, Plugin::instance()->catalog->products->find( $product )?->stock->quantity, 'the stock was taken once' );
		} finally {
			foreach ( array_diff( $this->order_ids(), $orders ) as $id ) {
				foreach ( array( 'vitrine_order_items', 'vitrine_order_addresses', 'vitrine_order_meta', 'vitrine_order_notes' ) as $table ) {
					$wpdb->delete( $wpdb->prefix . $table, array( 'order_id' => $id ) ); // phpcs:ignore WordPress.DB
				}
				$wpdb->delete( $wpdb->prefix . 'vitrine_orders', array( 'order_id' => $id ) ); // phpcs:ignore WordPress.DB
			}
			$token = $this->cart->session->token();
			if ( null !== $token ) {
				$wpdb->delete( $wpdb->prefix . 'vitrine_carts', array( 'token' => $token ) ); // phpcs:ignore WordPress.DB
			}
			if ( $product > 0 ) {
				wp_delete_post( $product, true );
			}
			$settings->update( array( 'payment_bacs_enabled' => (bool) ( $before['payment_bacs_enabled'] ?? false ) ) );
		}
	}

	/**
	 * @return list<int>
	 */
	private function order_ids(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( "SELECT order_id FROM {$wpdb->prefix}vitrine_orders" ) ); // phpcs:ignore WordPress.DB
	}
}
