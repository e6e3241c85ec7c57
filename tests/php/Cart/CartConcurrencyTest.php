<?php
/**
 * Twenty parallel add-to-cart requests on one cart lose no item.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Plugin;
use Vitrine\Tests\ParallelChildren;

require_once __DIR__ . '/CartTestCase.php';

/**
 * Runs 20 real PHP processes, each loading the test WordPress and adding a different product to
 * the same cart, released together. Child processes cannot see this test's uncommitted rows, so
 * it leaves the per-test transaction, commits its products and cart, and deletes them after.
 */
final class CartConcurrencyTest extends CartTestCase {

	private const PROCESSES = 20;

	/** @var list<int> */
	private array $products = array();

	public function test_twenty_parallel_adds_to_one_cart_lose_no_item(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		try {
			$writer = Plugin::instance()->catalog->writer;
			for ( $i = 1; $i <= self::PROCESSES + 1; $i++ ) {
				$this->products[] = $writer->save_product(
					0,
					array(
						'name'          => "Parallel product {$i}",
						'regular_price' => '1.00',
					)
				);
			}
			$this->service()->add_item( $this->products[0], 1 );
			$token = (string) $this->cart->session->token();
			self::assertNotSame( '', $token );

			$outputs = ParallelChildren::run( __DIR__ . '/concurrent-add.php', array_map( static fn ( int $product ): array => array( $token, (string) $product ), array_slice( $this->products, 1 ) ) );
			self::assertSame( array_fill( 0, self::PROCESSES, 'added' ), $outputs, 'Every child added its product.' );

			$cart = $this->cart->store->find_by_token( $token );
			self::assertNotNull( $cart );
			$in_cart = array_map( static fn ( $line ): int => $line->product_id, array_values( $cart->lines ) );
			sort( $in_cart );
			self::assertSame( $this->products, $in_cart, 'Every parallel add is in the cart. Child output: ' . implode( ' | ', $outputs ) );
			self::assertSame( self::PROCESSES + 1, $this->service()->get()->count() );
		} finally {
			$this->clean_up();
		}
	}

	/**
	 * Deletes what the test committed, then opens a transaction again for TestCase::tearDown().
	 */
	private function clean_up(): void {
		global $wpdb;
		$token = $this->cart->session->token();
		$cart  = null === $token ? null : $this->cart->store->find_by_token( $token );
		if ( null !== $cart ) {
			$this->cart->store->delete( $cart->cart_id );
		}
		foreach ( $this->products as $product ) {
			wp_delete_post( $product, true );
		}
		Plugin::instance()->catalog->lookup_sync->flush();
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
	}
}
