<?php
/**
 * Orders take stock once and give it back once.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\OrderError;
use Vitrine\Orders\OrderItem;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\OrderStock;
use Vitrine\Plugin;

require_once __DIR__ . '/OrderTestCase.php';

final class OrderStockTest extends OrderTestCase {

	public function test_payment_reduces_stock_once_even_when_reported_twice(): void {
		$mug   = $this->product();
		$cap   = $this->product(
			array(
				'name'  => 'Cap',
				'stock' => 3,
			)
		);
		$order = $this->place(
			array(
				$mug => 2,
				$cap => 1,
			)
		);

		$paid  = $this->orders->service->payment_complete( $order, 'ch_1' );
		$again = $this->orders->service->payment_complete( $paid, 'ch_1' );

		self::assertSame( OrderStatus::PROCESSING, $again->status );
		self::assertSame( 'ch_1', $again->transaction_id );
		self::assertTrue( $again->stock_reduced );
		self::assertSame( 8, $this->stock( $mug ) );
		self::assertSame( 2, $this->stock( $cap ) );
		self::assertSame( array( 2, 1 ), array_map( static fn ( OrderItem $item ): int => $item->reduced_stock(), $again->line_items() ) );
		$stock_notes = array_values( array_filter( $this->note_texts( $order->id ), static fn ( string $text ): bool => str_starts_with( $text, 'Stock levels' ) ) );
		self::assertSame( array( 'Stock levels reduced: Mug 10→8, Cap 3→2.' ), $stock_notes );
		self::assertContains( 'Order status changed from Pending payment to Processing. Payment received (transaction ch_1).', $this->note_texts( $order->id ) );
	}

	public function test_an_offline_order_on_hold_takes_stock_and_payment_later_takes_none(): void {
		$mug   = $this->product();
		$order = $this->place( array( $mug => 3 ) );

		$held = $this->orders->service->transition( $order, OrderStatus::ON_HOLD, 'Awaiting the bank transfer.' );
		self::assertSame( 7, $this->stock( $mug ) );

		$this->orders->service->payment_complete( $held );
		$this->orders->service->transition( $held, OrderStatus::COMPLETED );
		self::assertSame( 7, $this->stock( $mug ) );
	}

	public function test_cancelling_gives_the_stock_back_once(): void {
		$mug   = $this->product();
		$order = $this->orders->service->payment_complete( $this->place( array( $mug => 4 ) ) );
		self::assertSame( 6, $this->stock( $mug ) );

		$cancelled = $this->orders->service->transition( $order, OrderStatus::CANCELLED );
		self::assertSame( 10, $this->stock( $mug ) );
		self::assertFalse( $cancelled->stock_reduced );
		self::assertSame( 0, $cancelled->line_items()[0]->reduced_stock() );
		self::assertContains( 'Stock levels increased: Mug 6→10.', $this->note_texts( $order->id ) );

		// Reopened and paid again, it takes the stock again; cancelled again, it gives it back again.
		$reopened = $this->orders->service->transition( $cancelled, OrderStatus::PENDING, '', true );
		$this->orders->service->payment_complete( $reopened );
		self::assertSame( 6, $this->stock( $mug ) );
		$this->orders->service->transition( $reopened, OrderStatus::CANCELLED );
		self::assertSame( 10, $this->stock( $mug ) );
	}

	public function test_cancelling_an_unpaid_order_gives_nothing_back(): void {
		$mug   = $this->product();
		$order = $this->place( array( $mug => 4 ) );

		$this->orders->service->transition( $order, OrderStatus::CANCELLED );

		self::assertSame( 10, $this->stock( $mug ), 'It never took any.' );
	}

	public function test_a_full_refund_gives_the_stock_back_and_a_partial_one_does_not(): void {
		$mug   = $this->product();
		$order = $this->orders->service->payment_complete( $this->place( array( $mug => 2 ) ) );

		$partial = $this->orders->service->refund( $order, 1000, 'Scratched', false );
		self::assertSame( 8, $this->stock( $mug ), 'A partial refund keeps the goods with the customer.' );

		$this->orders->service->refund( $partial, 1500, 'Returned', false );
		self::assertSame( 10, $this->stock( $mug ) );
		self::assertSame( OrderStatus::REFUNDED, $this->reader->find( $order->id )?->status );
	}

	public function test_placing_takes_the_stock_all_or_nothing_and_never_clamps_it(): void {
		$scarce = $this->product(
			array(
				'name'  => 'Scarce mug',
				'stock' => 2,
			)
		);
		$mug    = $this->product();
		$order  = $this->place(
			array(
				$mug    => 1,
				$scarce => 3,
			)
		);

		try {
			$this->orders->service->hold_stock( $order );
			self::fail( 'Three scarce mugs out of two were taken.' );
		} catch ( OrderError $e ) {
			self::assertSame( OrderStock::OUT_OF_STOCK, $e->error_code );
			self::assertSame( ErrorKind::CONFLICT, $e->kind );
			self::assertSame( 'Sorry, we do not have enough “Scarce mug” in stock to fulfill your order (2 available). We apologize for any inconvenience caused.', $e->getMessage() );
		}
		self::assertSame( 10, $this->stock( $mug ), 'The line before it gave its units back: all or nothing.' );
		self::assertSame( 2, $this->stock( $scarce ) );
		self::assertFalse( $this->reader->find( $order->id )?->stock_reduced );
		self::assertSame( array(), array_filter( $this->note_texts( $order->id ), static fn ( string $text ): bool => str_starts_with( $text, 'Stock levels' ) ) );

		$held = $this->orders->service->hold_stock( $this->place( array( $scarce => 2 ) ) );
		self::assertSame( OrderStatus::PENDING, $held->status, 'Holding stock keeps the order unpaid.' );
		self::assertTrue( $held->stock_reduced );
		self::assertSame( 0, $this->stock( $scarce ) );
		self::assertSame( Stock::OUT_OF_STOCK, Plugin::instance()->get( LookupTable::class )->row( $scarce )['stock_status'] ?? null );
		self::assertContains( 'Stock levels reduced: Scarce mug 2→0.', $this->note_texts( $held->id ) );
		$this->orders->service->payment_complete( $held );
		self::assertSame( 0, $this->stock( $scarce ), 'Paying takes nothing more.' );
	}

	public function test_a_payment_for_an_order_that_held_no_stock_takes_it_below_zero_instead_of_clamping(): void {
		$scarce = $this->product(
			array(
				'name'  => 'Scarce mug',
				'stock' => 1,
			)
		);
		$order  = $this->orders->service->payment_complete( $this->place( array( $scarce => 3 ) ) );

		self::assertSame( -2, $this->stock( $scarce ), 'The goods are owed: the merchant sees it.' );
		self::assertSame( 3, $order->line_items()[0]->reduced_stock() );
		self::assertContains( 'Stock levels reduced: Scarce mug 1→-2.', $this->note_texts( $order->id ) );
		self::assertSame( Stock::OUT_OF_STOCK, get_post_meta( $scarce, ProductMeta::STOCK_STATUS, true ) );
		self::assertSame( Stock::OUT_OF_STOCK, Plugin::instance()->get( LookupTable::class )->row( $scarce )['stock_status'] ?? null );

		$this->orders->service->transition( $order, OrderStatus::CANCELLED );
		self::assertSame( 1, $this->stock( $scarce ), 'What was taken comes back.' );
		self::assertSame( Stock::IN_STOCK, get_post_meta( $scarce, ProductMeta::STOCK_STATUS, true ) );
		self::assertSame( '1', Plugin::instance()->get( LookupTable::class )->row( $scarce )['stock_quantity'] ?? null );
	}

	public function test_with_backorders_stock_may_go_below_zero_and_comes_back(): void {
		$made_to_order = $this->product(
			array(
				'name'       => 'Made to order',
				'stock'      => 1,
				'backorders' => 'notify',
			)
		);
		$order         = $this->orders->service->payment_complete( $this->place( array( $made_to_order => 3 ) ) );

		self::assertSame( -2, $this->stock( $made_to_order ) );
		self::assertSame( Stock::ON_BACKORDER, get_post_meta( $made_to_order, ProductMeta::STOCK_STATUS, true ) );
		$this->orders->service->transition( $order, OrderStatus::CANCELLED );
		self::assertSame( 1, $this->stock( $made_to_order ) );
	}

	public function test_products_without_managed_stock_and_variations_are_handled(): void {
		$catalog = Plugin::instance()->catalog;
		$poster  = $catalog->writer->save_product(
			0,
			array(
				'name'          => 'Poster',
				'regular_price' => '5.00',
			)
		);
		$shirt   = $catalog->writer->save_product(
			0,
			array(
				'name'       => 'T-shirt',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Size',
						'taxonomy'  => '',
						'options'   => array( 'Small', 'Large' ),
						'visible'   => true,
						'variation' => true,
					),
				),
			)
		);
		$small   = $catalog->writer->save_variation(
			$shirt,
			0,
			array(
				'regular_price' => '20.00',
				'manage_stock'  => true,
				'stock'         => 5,
				'attributes'    => array( 'size' => 'small' ),
			)
		);
		$draft   = $this->draft( array( $poster => 2 ) );
		$draft->add_line_item(
			array(
				'product_id'   => $shirt,
				'variation_id' => $small,
				'name'         => 'T-shirt - Small',
				'quantity'     => 2,
				'subtotal'     => 4000,
				'total'        => 4000,
			)
		);

		$order = $this->orders->service->payment_complete( $this->writer->create( $draft ) );

		self::assertNull( $this->stock( $poster ), 'Unmanaged stock has no quantity to change.' );
		self::assertSame( 3, $this->stock( $small ), 'A variation\'s own stock is taken.' );
		self::assertSame( array( 0, 2 ), array_map( static fn ( OrderItem $item ): int => $item->reduced_stock(), $order->line_items() ) );
		$this->orders->service->transition( $order, OrderStatus::CANCELLED );
		self::assertSame( 5, $this->stock( $small ) );
	}

	public function test_stock_levels_adjust_only_managed_stock_of_products(): void {
		$levels = $this->orders->stock_levels;
		$page   = wp_insert_post(
			array(
				'post_title'  => 'A page',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$poster = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Poster',
				'regular_price' => '5.00',
			)
		);
		$mug    = $this->product();

		self::assertNull( $levels->adjust( (int) $page, -1 ) );
		self::assertNull( $levels->adjust( $poster, -1 ) );
		self::assertSame(
			array(
				'before' => 10,
				'after'  => 7,
			),
			$levels->adjust( $mug, -3 )
		);
		self::assertSame(
			array(
				'before' => 7,
				'after'  => 0,
			),
			$levels->adjust( $mug, -9 )
		);
		self::assertSame( '0', Plugin::instance()->get( LookupTable::class )->row( $mug )['stock_quantity'] ?? null );
		self::assertSame(
			array(
				'before' => 0,
				'after'  => 4,
			),
			$levels->adjust( $mug, 4 )
		);
		self::assertSame( 4, Plugin::instance()->catalog->products->find( $mug )?->stock->quantity, 'Reads after an adjustment see it.' );
	}

	public function test_payment_completes_an_order_that_ships_nothing_and_the_filter_decides_otherwise(): void {
		$ebook = $this->product(
			array(
				'name'    => 'E-book',
				'virtual' => true,
			)
		);
		$order = $this->orders->service->payment_complete( $this->place( array( $ebook => 1 ) ) );
		self::assertSame( OrderStatus::COMPLETED, $order->status );
		self::assertNotNull( $order->completed_at );

		$keep   = static fn (): string => OrderStatus::PROCESSING;
		add_filter( 'vitrine_order_payment_complete_status', $keep );
		$second = $this->orders->service->payment_complete( $this->place( array( $ebook => 1 ) ) );
		remove_filter( 'vitrine_order_payment_complete_status', $keep );
		self::assertSame( OrderStatus::PROCESSING, $second->status );
	}

	public function test_a_cancelled_order_cannot_be_paid(): void {
		$mug   = $this->product();
		$order = $this->orders->service->transition( $this->place( array( $mug => 1 ) ), OrderStatus::CANCELLED );

		$error = $this->assertRefused( 'vitrine_order_not_payable', 409, fn () => $this->orders->service->payment_complete( $order, 'ch_late' ) );

		self::assertSame( sprintf( 'Order #%d is Cancelled and cannot be paid.', $order->id ), $error->getMessage() );
		self::assertSame( 10, $this->stock( $mug ) );
		self::assertSame( '', $this->reader->find( $order->id )?->transaction_id );
	}
}
