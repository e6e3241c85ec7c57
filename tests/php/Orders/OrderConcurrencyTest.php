<?php
/**
 * Parallel payments (a webhook and the shopper's return, say) take stock once; parallel
 * cancellations give it back once.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Plugin;
use Vitrine\Tests\ParallelChildren;

require_once __DIR__ . '/OrderTestCase.php';

/**
 * Runs real PHP processes, each loading the test WordPress and paying (then cancelling) the
 * same order, released together. Child processes cannot see this test's uncommitted rows, so it
 * leaves the per-test transaction, commits its product and order, and deletes them after.
 */
final class OrderConcurrencyTest extends OrderTestCase {

	private const PROCESSES = 8;

	private int $product = 0;

	private int $order = 0;

	public function test_parallel_payments_take_stock_once_and_parallel_cancellations_give_it_back_once(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		try {
			$this->product = $this->product();
			$this->order   = $this->place( array( $this->product => 3 ) )->id;

			$outputs = $this->run_children( 'pay' );
			wp_cache_flush();
			$order = $this->reader->find( $this->order );
			self::assertNotNull( $order );
			self::assertSame( OrderStatus::PROCESSING, $order->status, implode( ' | ', $outputs ) );
			self::assertSame( 7, $this->stock( $this->product ), 'Stock was taken once: ' . implode( ' | ', $outputs ) );
			self::assertSame( 3, $order->line_items()[0]->reduced_stock() );
			$notes = $this->note_texts( $this->order );
			self::assertCount( 1, array_filter( $notes, static fn ( string $text ): bool => str_starts_with( $text, 'Stock levels reduced' ) ), implode( ' | ', $notes ) );
			self::assertCount( 1, array_filter( $notes, static fn ( string $text ): bool => str_starts_with( $text, 'Order status changed' ) ) );

			$outputs = $this->run_children( 'cancel' );
			wp_cache_flush();
			self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $this->order )?->status, implode( ' | ', $outputs ) );
			self::assertSame( 10, $this->stock( $this->product ), 'Stock was given back once.' );
			self::assertCount( 1, array_filter( $this->note_texts( $this->order ), static fn ( string $text ): bool => str_starts_with( $text, 'Stock levels increased' ) ) );
		} finally {
			$this->clean_up();
		}
	}

	/**
	 * Runs the children at once; each must say it is done.
	 *
	 * @param string $action pay or cancel.
	 * @return list<string> Each child's output.
	 */
	private function run_children( string $action ): array {
		$outputs = ParallelChildren::run( __DIR__ . '/concurrent-order.php', array_fill( 0, self::PROCESSES, array( $action, (string) $this->order ) ) );
		self::assertSame( array_fill( 0, self::PROCESSES, 'done' ), $outputs, "Every child could {$action}." );
		return $outputs;
	}

	/**
	 * Deletes what the test committed, then opens a transaction again for TestCase::tearDown().
	 */
	private function clean_up(): void {
		global $wpdb;
		if ( $this->order > 0 ) {
			foreach ( array( OrderTables::ORDERS, OrderTables::ADDRESSES, OrderTables::ITEMS, OrderTables::META, OrderTables::NOTES, OrderTables::REFUNDS ) as $table ) {
				$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . OrderTables::table( $table ) . ' WHERE order_id = %d', $this->order ) ); // phpcs:ignore WordPress.DB
			}
		}
		if ( $this->product > 0 ) {
			wp_delete_post( $this->product, true );
		}
		Plugin::instance()->catalog->lookup_sync->flush();
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
	}
}
