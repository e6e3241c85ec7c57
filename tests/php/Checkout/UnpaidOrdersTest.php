<?php
/**
 * Unpaid orders hold their stock only for the hold time, then are cancelled and give it back.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Checkout\UnpaidOrders;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Plugin;
use Vitrine\Tests\Orders\OrderTestCase;
use Vitrine\Tests\ParallelChildren;

require_once dirname( __DIR__ ) . '/Orders/OrderTestCase.php';

final class UnpaidOrdersTest extends OrderTestCase {

	private const PROCESSES = 4;

	private UnpaidOrders $unpaid;

	protected function setUp(): void {
		parent::setUp();
		$this->unpaid = $this->services()->get( UnpaidOrders::class );
	}

	public function test_an_old_unpaid_order_is_cancelled_with_a_note_and_gives_its_stock_back_and_a_fresh_one_is_kept(): void {
		$this->configure( 60, 0 );
		$mug   = $this->product();
		$old   = $this->held( array( $mug => 2 ), 61 );
		$fresh = $this->held( array( $mug => 3 ), 59 );
		$paid  = $this->orders->service->payment_complete( $this->held( array( $mug => 1 ), 120 ) );
		self::assertSame( 4, $this->stock( $mug ) );

		self::assertSame( 1, $this->unpaid->run() );

		$old = $this->reader->find( $old->id );
		self::assertSame( OrderStatus::CANCELLED, $old?->status );
		self::assertFalse( $old->stock_reduced );
		self::assertContains( 'Order status changed from Pending payment to Cancelled. Unpaid order cancelled: its stock was held for 60 minutes.', $this->note_texts( $old->id ) );
		self::assertContains( 'Stock levels increased: Mug 4→6.', $this->note_texts( $old->id ) );
		self::assertSame( 6, $this->stock( $mug ), 'The old order’s two units are back.' );
		self::assertSame( OrderStatus::PENDING, $this->reader->find( $fresh->id )?->status, 'A fresh order keeps its stock.' );
		self::assertSame( OrderStatus::PROCESSING, $this->reader->find( $paid->id )?->status, 'A paid order is never cancelled.' );

		self::assertSame( 0, $this->unpaid->run(), 'A second run finds nothing more.' );
		self::assertSame( 1, $this->unpaid->run( time() + 2 * MINUTE_IN_SECONDS ), 'Once its time is over, the fresh one goes too.' );
		self::assertSame( 9, $this->stock( $mug ) );
	}

	public function test_a_failed_order_is_cancelled_too_and_an_order_that_holds_no_stock_is_left_alone(): void {
		$this->configure( 60, 0 );
		$mug    = $this->product();
		$failed = $this->orders->service->transition( $this->held( array( $mug => 1 ), 90 ), OrderStatus::FAILED );
		$manual = $this->aged( $this->place( array( $mug => 1 ) ), 90 ); // Made by hand: it took no stock.

		self::assertSame( 1, $this->unpaid->run() );

		self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $failed->id )?->status );
		self::assertSame( OrderStatus::PENDING, $this->reader->find( $manual->id )?->status );
		self::assertSame( 10, $this->stock( $mug ) );
	}

	public function test_zero_holds_for_ever_and_offline_orders_on_hold_follow_their_own_setting(): void {
		$mug      = $this->product();
		$pending  = $this->held( array( $mug => 1 ), 60 * 24 * 10 );
		$transfer = $this->on_hold( $this->held( array( $mug => 1 ), 60 * 24 * 3, 'bacs' ) );
		$other    = $this->on_hold( $this->held( array( $mug => 1 ), 60 * 24 * 3, 'someone-elses-gateway' ) );

		$this->configure( 0, 0 );
		self::assertSame( 0, $this->unpaid->run(), '0: the stock is held until paid or cancelled.' );

		$this->configure( 0, 2 );
		self::assertSame( 1, $this->unpaid->run() );
		self::assertSame( OrderStatus::PENDING, $this->reader->find( $pending->id )?->status );
		self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $transfer->id )?->status );
		self::assertContains( 'Order status changed from On hold to Cancelled. Unpaid order cancelled: no payment arrived within 2 days.', $this->note_texts( $transfer->id ) );
		self::assertSame( OrderStatus::ON_HOLD, $this->reader->find( $other->id )?->status, 'Only offline methods wait for a payment that may never come.' );
		self::assertSame( 8, $this->stock( $mug ) );
	}

	public function test_the_hold_time_setting_accepts_empty_for_zero_and_refuses_what_is_not_minutes(): void {
		$settings = Plugin::instance()->settings;
		self::assertSame( 60, $settings->get( UnpaidOrders::MINUTES_SETTING ), 'An hour by default.' );
		self::assertIsArray( $settings->update( array( UnpaidOrders::MINUTES_SETTING => '' ) ) );
		self::assertSame( 0, $settings->get( UnpaidOrders::MINUTES_SETTING ) );
		self::assertIsArray( $settings->update( array( UnpaidOrders::MINUTES_SETTING => 15 ) ) );
		self::assertSame( 15, $settings->get( UnpaidOrders::MINUTES_SETTING ) );
		foreach ( array( -1, 'soon', 525601 ) as $bad ) {
			self::assertNotTrue( is_array( $settings->update( array( UnpaidOrders::MINUTES_SETTING => $bad ) ) ), (string) wp_json_encode( $bad ) );
		}
		self::assertSame( 15, $settings->get( UnpaidOrders::MINUTES_SETTING ) );
	}

	public function test_the_event_exists_while_a_hold_time_is_set_and_goes_on_deactivation(): void {
		$this->unpaid->unschedule();
		$this->configure( 60, 0 );
		$this->unpaid->schedule();
		self::assertNotFalse( wp_next_scheduled( UnpaidOrders::HOOK ) );
		self::assertSame( UnpaidOrders::SCHEDULE, wp_get_schedule( UnpaidOrders::HOOK ) );
		self::assertSame( 300, wp_get_schedules()[ UnpaidOrders::SCHEDULE ]['interval'] ?? null );
		self::assertTrue( has_action( UnpaidOrders::HOOK ) );

		$this->configure( 0, 0 );
		$this->unpaid->schedule();
		self::assertFalse( wp_next_scheduled( UnpaidOrders::HOOK ), 'Nothing to cancel: no event.' );

		$this->configure( 0, 3 );
		$this->unpaid->schedule();
		self::assertNotFalse( wp_next_scheduled( UnpaidOrders::HOOK ) );
		$this->unpaid->unschedule();
		self::assertFalse( wp_next_scheduled( UnpaidOrders::HOOK ) );
	}

	public function test_runs_on_several_servers_at_once_give_the_stock_back_once(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$settings = Plugin::instance()->settings;
		$before   = $settings->get( UnpaidOrders::MINUTES_SETTING );
		$product  = 0;
		$orders   = array();
		try {
			$this->configure( 60, 0 );
			$product = $this->product();
			for ( $i = 0; $i < 3; $i++ ) {
				$orders[] = $this->held( array( $product => 2 ), 61 )->id;
			}
			self::assertSame( 4, $this->stock( $product ) );

			$outputs = ParallelChildren::run( __DIR__ . '/concurrent-unpaid.php', array_fill( 0, self::PROCESSES, array() ) );

			$counts = array_map( static fn ( string $line ): int => str_starts_with( $line, 'cancelled ' ) ? (int) substr( $line, 10 ) : -1, $outputs );
			self::assertNotContains( -1, $counts, implode( ' | ', $outputs ) );
			self::assertSame( 3, array_sum( $counts ), 'Each order cancelled by one run only: ' . implode( ' | ', $outputs ) );
			wp_cache_flush();
			self::assertSame( 10, $this->stock( $product ), 'The stock came back once.' );
			foreach ( $orders as $id ) {
				self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $id )?->status );
				self::assertCount( 1, array_filter( $this->note_texts( $id ), static fn ( string $text ): bool => str_starts_with( $text, 'Stock levels increased' ) ) );
			}
		} finally {
			foreach ( $orders as $id ) {
				foreach ( self::TABLES as $table ) {
					$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . OrderTables::table( $table ) . ' WHERE order_id = %d', $id ) ); // phpcs:ignore WordPress.DB
				}
			}
			if ( $product > 0 ) {
				wp_delete_post( $product, true );
			}
			Plugin::instance()->catalog->lookup_sync->flush();
			$settings->update( array( UnpaidOrders::MINUTES_SETTING => $before ) );
			$wpdb->query( 'SET autocommit = 0' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	private function configure( int $minutes, int $offline_days ): void {
		self::assertIsArray(
			Plugin::instance()->settings->update(
				array(
					UnpaidOrders::MINUTES_SETTING      => $minutes,
					UnpaidOrders::OFFLINE_DAYS_SETTING => $offline_days,
				)
			)
		);
	}

	/**
	 * An order placed that many minutes ago that took its stock, as the checkout places them.
	 *
	 * @param array<int, int> $lines          Product id to quantity.
	 * @param int             $minutes_ago    How long ago it was placed.
	 * @param string          $payment_method Its payment method.
	 */
	private function held( array $lines, int $minutes_ago, string $payment_method = '' ): Order {
		$draft                 = $this->draft( $lines );
		$draft->payment_method = $payment_method;
		$order                 = $this->orders->service->hold_stock( $this->writer->create( $draft ) );
		return $this->aged( $order, $minutes_ago );
	}

	private function aged( Order $order, int $minutes_ago ): Order {
		global $wpdb;
		$this->store->transaction( fn () => $wpdb->query( $wpdb->prepare( 'UPDATE ' . OrderTables::table( OrderTables::ORDERS ) . ' SET created_at = %s WHERE order_id = %d', gmdate( 'Y-m-d H:i:s', time() - $minutes_ago * MINUTE_IN_SECONDS ), $order->id ) ) ); // phpcs:ignore WordPress.DB
		wp_cache_flush();
		$found = $this->reader->find( $order->id );
		self::assertNotNull( $found );
		return $found;
	}

	private function on_hold( Order $order ): Order {
		return $this->orders->service->transition( $order, OrderStatus::ON_HOLD );
	}
}
