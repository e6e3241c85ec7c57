<?php
/**
 * Reconciliation running on several servers at once asks about each order once.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Reconciliation;

use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Plugin;
use Vitrine\Tests\ParallelChildren;
use Vitrine\Tests\Stripe\Webhooks\WebhookTestCase;

require_once dirname( __DIR__ ) . '/Webhooks/WebhookTestCase.php';

/**
 * Real PHP processes, released together, each running the job over the same orders. Child
 * processes cannot see this test's uncommitted rows, so it leaves the per-test transaction,
 * commits its orders, and deletes them after.
 */
final class ReconciliationConcurrencyTest extends WebhookTestCase {

	private const PROCESSES = 3;

	private const ORDERS = 6;

	/** @var list<int> */
	private array $order_ids = array();

	private int $product = 0;

	private string $file = '';

	public function test_parallel_runs_ask_about_each_order_once_and_pay_each_once(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		try {
			$now           = time();
			$this->product = $this->product( array( 'stock' => 100 ) );
			$intents       = array();
			for ( $i = 0; $i < self::ORDERS; $i++ ) {
				$order = $this->writer->create( $this->draft( array( $this->product => 1 ) ) );
				$this->meta->update_meta( $order->id, 'stripe_intent_id', 'pi_parallel_' . $i );
				$this->meta->update_meta( $order->id, 'stripe_payment_attempted_at', (string) ( $now - HOUR_IN_SECONDS ) );
				$this->order_ids[] = $order->id;
				$intents[]         = $this->intent( 'pi_parallel_' . $i, 'succeeded', $order->id );
			}
			$this->file = (string) tempnam( sys_get_temp_dir(), 'vitrine-reconciliation' );
			file_put_contents( $this->file, (string) wp_json_encode( $intents ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents

			$outputs = ParallelChildren::run( __DIR__ . '/concurrent-reconciliation.php', array_fill( 0, self::PROCESSES, array( $this->file, (string) $now ) ) );
			$asked   = array();
			foreach ( $outputs as $output ) {
				$said = json_decode( $output, true );
				self::assertIsArray( $said, 'A child failed: ' . $output );
				self::assertSame( 0, $said['result']['errors'], $output );
				$asked = array_merge( $asked, $said['paths'] );
			}
			sort( $asked );
			$expected = array_map( static fn ( int $i ): string => '/v1/payment_intents/pi_parallel_' . $i, range( 0, self::ORDERS - 1 ) );
			self::assertSame( $expected, $asked, 'Each order was asked about once: ' . implode( ' | ', $outputs ) );

			wp_cache_flush();
			foreach ( $this->order_ids as $id ) {
				self::assertSame( OrderStatus::PROCESSING, $this->reader->fresh( $id )?->status );
				self::assertCount( 1, array_filter( $this->note_texts( $id ), static fn ( string $text ): bool => str_starts_with( $text, 'Stripe charge ' ) ) );
			}
		} finally {
			$this->clean_up();
		}
	}

	/**
	 * Deletes what the test committed, then opens a transaction again for TestCase::tearDown().
	 */
	private function clean_up(): void {
		global $wpdb;
		foreach ( $this->order_ids as $id ) {
			foreach ( self::TABLES as $table ) {
				$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . OrderTables::table( $table ) . ' WHERE order_id = %d', $id ) ); // phpcs:ignore WordPress.DB
			}
		}
		if ( $this->product > 0 ) {
			wp_delete_post( $this->product, true );
		}
		if ( '' !== $this->file ) {
			wp_delete_file( $this->file );
		}
		Plugin::instance()->catalog->lookup_sync->flush();
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
	}
}
