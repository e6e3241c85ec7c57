<?php

declare(strict_types=1);

namespace Vitrine\Tests\Migration;

use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderRefunds;
use Vitrine\Orders\Order;

require_once __DIR__ . '/WooTestCase.php';

final class WooOrdersTest extends WooTestCase {

	/**
	 * @return array<string, array{0: bool}>
	 */
	public static function storages(): array {
		return array(
			'HPOS'  => array( true ),
			'posts' => array( false ),
		);
	}

	/**
	 * @dataProvider storages
	 */
	public function test_orders_are_copied_with_items_addresses_notes_refunds_and_statuses( bool $hpos ): void {
		$shop = $this->fill( $hpos );
		self::assertSame( $hpos ? 'hpos' : 'posts', $this->source()->order_storage() );

		$job = $this->run_all();

		self::assertSame(
			array(
				'created'   => 3,
				'updated'   => 0,
				'unchanged' => 0,
				'skipped'   => 1,
			),
			$job['counts']['orders']
		);
		self::assertSame( array( 'Order #' . $shop->ids['order_draft'] . ': It is a checkout that was never placed (status checkout-draft).' ), self::skips( $job, 'orders' ) );

		$order = $this->order( $shop->ids['order_processing'] );
		self::assertSame( 'processing', $order->status );
		self::assertSame( 'GBP', $order->currency );
		self::assertSame( $shop->ids['customer'], $order->customer_id );
		self::assertSame( 'ada@example.org', $order->billing['email'] );
		self::assertSame( '12 Analytical Road', $order->billing['address_1'] );
		self::assertSame( '3 Engine Lane', $order->shipping['address_1'] );
		self::assertSame( 'Leave at the door.', $order->customer_note );
		self::assertSame( 'bacs', $order->payment_method );
		self::assertSame( 3200, $order->total );
		self::assertSame( 500, $order->total_tax );
		self::assertSame( 500, $order->shipping_total );
		self::assertSame( 100, $order->shipping_tax );
		self::assertSame( 2000, $order->subtotal );
		self::assertSame( strtotime( '2025-03-01 10:00:00 UTC' ), $order->created_at );
		self::assertSame( strtotime( '2025-03-01 10:05:00 UTC' ), $order->paid_at );
		self::assertTrue( $order->stock_reduced );
		$line = $order->line_items()[0];
		self::assertSame( 'Woo Mug', $line->name );
		self::assertSame( self::copied_post( $shop->ids['mug'] ), $line->product_id );
		self::assertSame( 2, $line->quantity );
		self::assertSame( 2000, $line->subtotal );
		self::assertSame( 400, $line->total_tax );
		self::assertSame( 'Flat rate', $order->shipping_lines()[0]->name );
		self::assertSame( 500, $order->shipping_lines()[0]->total );
		self::assertSame( 'Gift wrap', $order->fee_lines()[0]->name );
		self::assertSame( 200, $order->fee_lines()[0]->total );
		self::assertSame( 'VAT', $order->tax_lines()[0]->name );
		self::assertSame( 400, $order->tax_lines()[0]->total );
		$notes = $this->services()->get( OrderNotes::class )->notes( $order->id );
		self::assertCount( 2, $notes );
		$customer_notes = array_values( array_filter( $notes, static fn ( $note ): bool => $note->is_customer_note ) );
		self::assertSame( 'Your parcel has left.', $customer_notes[0]->content );
		self::assertSame( strtotime( '2025-03-01 10:00:00 UTC' ), $notes[0]->created_at );

		$completed = $this->order( $shop->ids['order_completed'] );
		self::assertSame( 'completed', $completed->status );
		self::assertSame( strtotime( '2025-04-03 12:00:00 UTC' ), $completed->completed_at );
		self::assertSame( self::copied_post( $shop->ids['shirt_blue_large'] ), $completed->line_items()[0]->variation_id );
		self::assertSame(
			array(
				'Colour' => 'Blue',
				'size'   => 'Large',
			),
			$completed->line_items()[0]->attributes()
		);
		self::assertSame( 500, $completed->refunded_total );
		$refunds = $this->services()->get( OrderRefunds::class )->refunds( $completed->id );
		self::assertCount( 1, $refunds );
		self::assertSame( 'Damaged', $refunds[0]->reason );
		self::assertSame( strtotime( '2025-04-05 10:00:00 UTC' ), $refunds[0]->created_at );

		$cancelled = $this->order( $shop->ids['order_cancelled'] );
		self::assertSame( 'cancelled', $cancelled->status );
		self::assertSame( 0, $cancelled->customer_id );
		self::assertSame( 'grace@example.org', $cancelled->billing['email'] );
		self::assertNull( $cancelled->paid_at );
		self::assertFalse( $cancelled->has_shipping_address() );
	}

	/**
	 * @dataProvider storages
	 */
	public function test_the_dry_run_writes_no_order_and_a_second_run_copies_none_again( bool $hpos ): void {
		$shop = $this->fill( $hpos );

		$dry = $this->run_all( 'dry' );

		self::assertSame( 3, $dry['counts']['orders']['created'] );
		self::assertSame( 0, self::orders() );

		$this->run_all();
		$count = self::orders();
		$job   = $this->run_all();

		self::assertSame(
			array(
				'created'   => 0,
				'updated'   => 0,
				'unchanged' => 3,
				'skipped'   => 1,
			),
			$job['counts']['orders']
		);
		self::assertSame( $count, self::orders() );
		self::assertSame( 500, $this->order( $shop->ids['order_completed'] )->refunded_total, 'The refund is not added twice.' );
	}

	public function test_an_order_written_before_its_batch_was_lost_is_not_copied_again(): void {
		$this->fill( true );
		$migration = $this->migration();
		$job       = $migration->start( 'run' );
		for ( $i = 0; $i < 20 && 0 === $job['done']['orders']; $i++ ) {
			$job = $migration->batch( 1 );
		}
		self::assertSame( 1, self::orders() );
		// The process dies after the order was written but before the cursor was saved.
		$job                      = get_option( 'vitrine_woo_migration' );
		$job['cursors']['orders'] = 0;
		update_option( 'vitrine_woo_migration', $job, false );

		for ( $i = 0; $i < 20 && 'running' === $job['status']; $i++ ) {
			$job = $migration->batch( 2 );
		}

		self::assertSame( 'done', $job['status'] );
		self::assertSame( 3, self::orders() );
		self::assertSame( 1, $job['counts']['orders']['unchanged'] );
	}

	public function test_the_option_says_which_storage_is_read(): void {
		$this->fill( true );
		update_option( 'woocommerce_custom_orders_table_enabled', 'no' );
		$this->source()->forget();

		self::assertSame( '', $this->source()->order_storage(), 'The HPOS orders are not read when the posts are authoritative.' );
		self::assertSame( 0, $this->migration()->found()['counts']['orders'] );
	}

	private function order( int $woo_id ): Order {
		$ids = $this->services()->get( OrderMeta::class )->find_ids_by_meta( '_vitrine_woo_id', (string) $woo_id );
		self::assertCount( 1, $ids );
		$order = $this->services()->get( OrderReader::class )->fresh( $ids[0] );
		self::assertNotNull( $order );
		return $order;
	}

	private static function orders(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_orders" );
	}
}
