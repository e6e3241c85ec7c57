<?php
/**
 * A webhook, the shopper's return and reconciliation telling the same intent at the same moment
 * pay the order once.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Orders;

use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Plugin;
use Vitrine\Tests\Orders\OrderTestCase;
use Vitrine\Tests\ParallelChildren;

require_once dirname( __DIR__, 2 ) . '/Orders/OrderTestCase.php';

/**
 * Real PHP processes, released together, each applying the same intent to one order: half of
 * them as succeeded, half as processing (a late event). Child processes cannot see this test's
 * uncommitted rows, so it leaves the per-test transaction, commits its product and order, and
 * deletes them after.
 */
final class IntentOutcomeConcurrencyTest extends OrderTestCase {

	private const PROCESSES = 8;

	private int $product = 0;

	private int $order = 0;

	public function test_parallel_outcomes_of_one_intent_pay_the_order_once_and_never_move_it_back(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		try {
			$this->product = $this->product();
			$this->order   = $this->place( array( $this->product => 2 ) )->id;
			$this->meta->update_meta( $this->order, 'stripe_intent_id', 'pi_parallel' );

			$args = array();
			for ( $i = 0; $i < self::PROCESSES; $i++ ) {
				$args[] = array( (string) $this->order, 'pi_parallel', 0 === $i % 2 ? 'succeeded' : 'processing' );
			}
			$outputs = ParallelChildren::run( __DIR__ . '/concurrent-intent.php', $args );
			self::assertSame( array_fill( 0, self::PROCESSES, 'done' ), $outputs, 'Every child applied its intent.' );

			wp_cache_flush();
			$order = $this->reader->fresh( $this->order );
			self::assertNotNull( $order );
			$notes = $this->note_texts( $this->order );
			self::assertSame( OrderStatus::PROCESSING, $order->status, implode( ' | ', $notes ) );
			self::assertSame( 'ch_pi_parallel', $order->transaction_id );
			self::assertSame( 8, $this->stock( $this->product ), 'Stock was taken once.' );
			self::assertCount( 1, array_filter( $notes, static fn ( string $text ): bool => 'Stripe charge ch_pi_parallel succeeded (Visa ending 4242).' === $text ), implode( ' | ', $notes ) );
			self::assertCount( 1, array_filter( $notes, static fn ( string $text ): bool => str_starts_with( $text, 'Order status changed from ' ) && str_contains( $text, ' to Processing.' ) ), implode( ' | ', $notes ) );
			self::assertLessThanOrEqual( 1, count( array_filter( $notes, static fn ( string $text ): bool => str_contains( $text, 'Stripe is processing the payment' ) ) ), implode( ' | ', $notes ) );
		} finally {
			$this->clean_up();
		}
	}

	/**
	 * Deletes what the test committed, then opens a transaction again for TestCase::tearDown().
	 */
	private function clean_up(): void {
		global $wpdb;
		if ( $this->order > 0 ) {
			foreach ( self::TABLES as $table ) {
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
