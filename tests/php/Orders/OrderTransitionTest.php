<?php
/**
 * Order statuses: which changes are allowed, what they record.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;

require_once __DIR__ . '/OrderTestCase.php';

final class OrderTransitionTest extends OrderTestCase {

	/**
	 * Every status to every other, with whether code (not a merchant) may make the change.
	 *
	 * @return array<string, array{0: string, 1: string, 2: bool}>
	 */
	public static function every_transition(): array {
		$allowed = array(
			'pending'    => array( 'processing', 'on-hold', 'completed', 'cancelled', 'failed' ),
			'on-hold'    => array( 'processing', 'completed', 'cancelled', 'failed' ),
			'processing' => array( 'completed', 'cancelled', 'refunded', 'on-hold' ),
			'completed'  => array( 'refunded' ),
			'failed'     => array( 'pending', 'processing', 'on-hold', 'cancelled' ),
			'cancelled'  => array(),
			'refunded'   => array(),
		);
		$cases   = array();
		foreach ( $allowed as $from => $to_list ) {
			foreach ( array_keys( $allowed ) as $to ) {
				if ( $from !== $to ) {
					$cases[ "{$from} to {$to}" ] = array( $from, $to, in_array( $to, $to_list, true ) );
				}
			}
		}
		return $cases;
	}

	/**
	 * @dataProvider every_transition
	 *
	 * @param string $from    The status before.
	 * @param string $to      The status asked for.
	 * @param bool   $allowed Whether the change is allowed.
	 */
	public function test_each_transition_is_allowed_or_refused( string $from, string $to, bool $allowed ): void {
		$order = $this->force_status( $this->place( array( $this->product() => 1 ) ), $from );
		$notes = count( $this->notes->notes( $order->id ) );

		if ( $allowed ) {
			$after = $this->orders->service->transition( $order, $to );
			self::assertSame( $to, $after->status );
			self::assertSame( $to, $this->reader->find( $order->id )?->status );
			self::assertContains(
				sprintf( 'Order status changed from %1$s to %2$s.', OrderStatus::label( $from ), OrderStatus::label( $to ) ),
				$this->note_texts( $order->id )
			);
			return;
		}

		$error = $this->assertRefused( 'vitrine_order_invalid_transition', 409, fn () => $this->orders->service->transition( $order, $to ) );
		self::assertSame(
			sprintf( 'Order #%1$d cannot change from %2$s to %3$s.', $order->id, OrderStatus::label( $from ), OrderStatus::label( $to ) ),
			$error->getMessage()
		);
		self::assertSame( OrderStatus::allowed_from( $from ), $error->data['allowed'] );
		self::assertSame( $from, $this->reader->find( $order->id )?->status, 'A refused change changes nothing.' );
		self::assertCount( $notes, $this->notes->notes( $order->id ), 'A refused change leaves no note.' );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function merchant_only_transitions(): array {
		return array(
			'completed back to processing' => array( OrderStatus::COMPLETED, OrderStatus::PROCESSING ),
			'cancelled reopened'           => array( OrderStatus::CANCELLED, OrderStatus::PENDING ),
			'refunded reopened'            => array( OrderStatus::REFUNDED, OrderStatus::PENDING ),
		);
	}

	/**
	 * @dataProvider merchant_only_transitions
	 *
	 * @param string $from The status before.
	 * @param string $to   The status asked for.
	 */
	public function test_a_merchant_may_correct_and_reopen_what_code_may_not( string $from, string $to ): void {
		$order = $this->force_status( $this->place( array( $this->product() => 1 ) ), $from );

		$this->assertRefused( 'vitrine_order_invalid_transition', 409, fn () => $this->orders->service->transition( $order, $to ) );
		self::assertSame( $to, $this->orders->service->transition( $order, $to, '', true )->status );
	}

	public function test_a_change_is_noted_with_its_note_its_author_and_both_statuses(): void {
		$merchant = $this->create_user( 'administrator' );
		wp_set_current_user( $merchant );
		$order = $this->place( array( $this->product() => 1 ) );

		$this->orders->service->transition( $order, OrderStatus::ON_HOLD, 'Awaiting the bank transfer.' );

		$status_notes = array_values( array_filter( $this->notes->notes( $order->id ), static fn ( $note ): bool => $note->is_status_change() ) );
		self::assertCount( 1, $status_notes );
		self::assertSame( 'Order status changed from Pending payment to On hold. Awaiting the bank transfer.', $status_notes[0]->content );
		self::assertSame( $merchant, $status_notes[0]->added_by );
		self::assertSame( OrderStatus::PENDING, $status_notes[0]->status_from );
		self::assertSame( OrderStatus::ON_HOLD, $status_notes[0]->status_to );
		self::assertFalse( $status_notes[0]->is_customer_note );
	}

	public function test_the_status_changed_action_fires_after_the_change_with_its_arguments(): void {
		$order = $this->place( array( $this->product() => 1 ) );
		$seen  = array();
		$spy   = static function ( Order $changed, string $from, string $to, bool $manual ) use ( &$seen ): void {
			global $wpdb;
			$table  = OrderTables::table( OrderTables::ORDERS );
			$seen[] = array( $changed->status, $from, $to, $manual, $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$table} WHERE order_id = %d", $changed->id ) ) ); // phpcs:ignore WordPress.DB
		};
		add_action( 'vitrine_order_status_changed', $spy, 10, 4 );
		$specific = 0;
		$count    = static function () use ( &$specific ): void {
			++$specific;
		};
		add_action( 'vitrine_order_status_cancelled', $count );

		$this->orders->service->transition( $order, OrderStatus::CANCELLED, '', true );
		$this->orders->service->transition( $order, OrderStatus::CANCELLED, '', true );

		remove_action( 'vitrine_order_status_changed', $spy, 10 );
		remove_action( 'vitrine_order_status_cancelled', $count );
		self::assertSame( array( array( 'cancelled', 'pending', 'cancelled', true, 'cancelled' ) ), $seen, 'Fired once, with the change saved; asking again for the same status does nothing.' );
		self::assertSame( 1, $specific );
	}

	public function test_paying_and_completing_record_their_dates(): void {
		$order = $this->place( array( $this->product() => 1 ) );

		$paid = $this->orders->service->transition( $order, OrderStatus::PROCESSING );
		self::assertNotNull( $paid->paid_at );
		self::assertEqualsWithDelta( time(), (int) $paid->paid_at, 5 );
		self::assertNull( $paid->completed_at );
		self::assertTrue( $paid->is_paid() );
		self::assertFalse( $paid->needs_payment() );

		$done = $this->orders->service->transition( $paid, OrderStatus::COMPLETED );
		self::assertNotNull( $done->completed_at );
		self::assertSame( $paid->paid_at, $done->paid_at );
	}

	public function test_an_unknown_status_or_order_is_refused(): void {
		$order = $this->place( array( $this->product() => 1 ) );
		$this->assertRefused( 'vitrine_order_invalid_status', 400, fn () => $this->orders->service->transition( $order, 'shipped' ) );
		self::assertTrue( $this->reader->find( $order->id )?->needs_payment() );

		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . OrderTables::table( OrderTables::ORDERS ) . ' WHERE order_id = %d', $order->id ) ); // phpcs:ignore WordPress.DB
		$this->store->forget( $order->id );
		$this->assertRefused( 'vitrine_order_not_found', 404, fn () => $this->orders->service->transition( $order, OrderStatus::CANCELLED ) );
	}

	public function test_statuses_have_translated_labels_and_the_documented_map(): void {
		self::assertSame( array( 'pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed' ), OrderStatus::all() );
		self::assertSame( 'Pending payment', OrderStatus::label( OrderStatus::PENDING ) );
		self::assertSame( array(), OrderStatus::allowed_from( OrderStatus::REFUNDED ) );
		self::assertSame( array( OrderStatus::PENDING ), OrderStatus::allowed_from( OrderStatus::REFUNDED, true ) );
		self::assertTrue( OrderStatus::can_transition( OrderStatus::COMPLETED, OrderStatus::PROCESSING, true ) );
		self::assertFalse( OrderStatus::can_transition( OrderStatus::COMPLETED, OrderStatus::PENDING, true ) );
	}
}
