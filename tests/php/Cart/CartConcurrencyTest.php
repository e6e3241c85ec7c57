<?php
/**
 * Twenty parallel add-to-cart requests on one cart lose no item.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Plugin;

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

			$outputs = $this->run_children( $token, array_slice( $this->products, 1 ) );

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
	 * Starts one child per product, waits until all have loaded WordPress, releases them at once
	 * and waits for them to end (a minute at most, so that a stuck child fails the test rather
	 * than hanging the run).
	 *
	 * @param string    $token    The cart token.
	 * @param list<int> $products One product per child.
	 * @return list<string> Each child's output, for the failure message.
	 */
	private function run_children( string $token, array $products ): array {
		$children = array();
		foreach ( $products as $product ) {
			$pipes = array();
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test's point: real parallel processes.
			$process = proc_open(
				array( PHP_BINARY, __DIR__ . '/concurrent-add.php', $token, (string) $product ),
				array(
					0 => array( 'pipe', 'r' ),
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes
			);
			self::assertIsResource( $process );
			$children[] = array( $process, $pipes );
		}
		$deadline = time() + 60;
		foreach ( $children as list( , $pipes ) ) {
			self::assertSame( 'ready', $this->read_line( $pipes[1], $deadline ), 'A child did not load WordPress in time.' );
		}
		foreach ( $children as list( , $pipes ) ) {
			fwrite( $pipes[0], "go\n" );
			fflush( $pipes[0] );
		}
		$outputs = array();
		$failed  = 0;
		foreach ( $children as list( $process, $pipes ) ) {
			$result = $this->read_line( $pipes[1], $deadline );
			if ( 'added' !== $result ) {
				++$failed;
				proc_terminate( $process );
				$result .= ' ' . stream_get_contents( $pipes[2] );
			}
			foreach ( $pipes as $pipe ) {
				fclose( $pipe );
			}
			proc_close( $process );
			$outputs[] = trim( $result );
		}
		self::assertSame( 0, $failed, 'Every child added its product: ' . implode( ' | ', $outputs ) );
		return $outputs;
	}

	/**
	 * One line of a child's output, '' at its end or once the deadline has passed.
	 *
	 * @param resource $pipe     The child's standard output.
	 * @param int      $deadline Unix time.
	 */
	private function read_line( $pipe, int $deadline ): string {
		$read  = array( $pipe );
		$none  = null;
		$ready = stream_select( $read, $none, $none, max( 0, $deadline - time() ) );
		$line  = $ready > 0 ? fgets( $pipe ) : false;
		return false === $line ? '' : trim( $line );
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
