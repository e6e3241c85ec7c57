<?php
/**
 * OrderStore: the transaction the order concerns share, and the cache rules that keep what a
 * rollback undoes out of the cache.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders\Storage;

use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/OrderTestCase.php';

final class OrderStoreTest extends OrderTestCase {

	public function test_inside_a_callers_transaction_create_joins_it_and_the_cache_holds_nothing_of_it(): void {
		global $wpdb;
		$order = $this->place( array( $this->product() => 1 ) );
		$this->reader->find( $order->id );
		$this->orders->service->transition( $order, OrderStatus::CANCELLED );
		self::assertSame( 1, $this->lists->query( array() )['total'] );

		$wpdb->query( 'ROLLBACK' ); // The caller's (the test's) transaction: had create() committed, the order would stay.

		self::assertNull( $this->reader->find( $order->id ), 'Nothing cached survives the rollback.' );
		self::assertSame( 0, $this->lists->query( array() )['total'] );
		self::assertSame( 0, array_sum( $this->lists->count_by_status() ) );
		$wpdb->query( 'START TRANSACTION' );
	}

	public function test_committed_reads_are_cached_and_writes_forget_them(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$product = 0;
		$order   = null;
		try {
			$product = $this->product();
			$order   = $this->place( array( $product => 1 ) );
			$this->reader->find( $order->id );

			$queries = $wpdb->num_queries;
			self::assertSame( $order->id, $this->reader->find( $order->id )?->id );
			self::assertSame( $queries, $wpdb->num_queries, 'A cached order costs no query.' );
			$this->lists->query( array( 'status' => OrderStatus::PENDING ) );
			$queries = $wpdb->num_queries;
			self::assertSame( 1, $this->lists->query( array( 'status' => OrderStatus::PENDING ) )['total'] );
			self::assertSame( $queries, $wpdb->num_queries, 'A cached query costs no query.' );

			$this->meta->update_meta( $order->id, '_vitrine_gateway_ref', 'pi_123' );
			self::assertSame( 'pi_123', $this->reader->find( $order->id )?->get_meta( '_vitrine_gateway_ref' ) );
			self::assertSame( 'pi_123', $this->meta->get_meta( $order->id, '_vitrine_gateway_ref' ) );
			self::assertSame( array( $order->id ), $this->meta->find_ids_by_meta( '_vitrine_gateway_ref', 'pi_123' ) );
			$this->meta->update_meta( $order->id, '_vitrine_gateway_ref', 'pi_456' );
			self::assertSame( 'pi_456', $this->reader->find( $order->id )?->get_meta( '_vitrine_gateway_ref' ), 'A meta key holds one value.' );
			$this->meta->delete_meta( $order->id, '_vitrine_gateway_ref' );
			self::assertNull( $this->reader->find( $order->id )?->get_meta( '_vitrine_gateway_ref' ) );

			$this->orders->service->transition( $order, OrderStatus::CANCELLED );
			self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $order->id )?->status, 'A change is read back at once.' );
			self::assertSame( 0, $this->lists->query( array( 'status' => OrderStatus::PENDING ) )['total'], 'A change retires cached queries.' );
			self::assertCount( 1, $this->notes->notes( $order->id ) );
			$queries = $wpdb->num_queries;
			$this->reader->find( $order->id );
			self::assertSame( $queries, $wpdb->num_queries, 'A committed change is cached again.' );

			self::assertSame( $order->id, $this->reader->find_by_key( $order->key )?->id );
			self::assertNull( $this->reader->find_by_key( 'vitrine_order_nope' ) );
			self::assertNull( $this->reader->find( $order->id + 1000 ) );
		} finally {
			if ( null !== $order ) {
				foreach ( self::TABLES as $table ) {
					$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . OrderTables::table( $table ) . ' WHERE order_id = %d', $order->id ) ); // phpcs:ignore WordPress.DB
				}
			}
			if ( $product > 0 ) {
				wp_delete_post( $product, true );
			}
			$wpdb->query( 'SET autocommit = 0' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}
