<?php
/**
 * The stock history and the stock emails: what orders and edits write, what crosses a line.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Inventory;

use Vitrine\Catalog\Import\ProductRowWriter;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\StockLevels;
use Vitrine\Inventory\Admin\StockHistoryBox;
use Vitrine\Inventory\StockAlerts;
use Vitrine\Inventory\StockHistory;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrderTestCase.php';

final class StockHistoryAndAlertsTest extends OrderTestCase {

	private StockHistory $history;

	private StockAlerts $alerts;

	protected function setUp(): void {
		parent::setUp();
		$this->history = Plugin::instance()->get( StockHistory::class );
		$this->alerts  = Plugin::instance()->get( StockAlerts::class );
		$this->alerts->flush();
		$this->mails = array();
		Plugin::instance()->settings->update( array( 'low_stock_threshold' => 2 ) );
	}

	protected function tearDown(): void {
		$this->alerts->flush();
		parent::tearDown();
	}

	/**
	 * @return list<array{0: int, 1: int, 2: string, 3: int}> before, after, source, order id; oldest first.
	 */
	private function changes( int $product ): array {
		return array_reverse(
			array_map(
				static fn ( array $change ): array => array( $change['before'], $change['after'], $change['source'], $change['order_id'] ),
				$this->history->for_product( $product )
			)
		);
	}

	/**
	 * The stock emails sent (the orders send their own too).
	 *
	 * @return list<array{to: string|string[], subject: string, message: string, headers: string|string[]}>
	 */
	private function stock_mails(): array {
		return array_values( array_filter( $this->mails, static fn ( array $mail ): bool => 1 === preg_match( '/Product (low in|out of|back in) stock/', (string) $mail['subject'] ) ) );
	}

	public function test_orders_and_edits_are_written_to_the_products_history(): void {
		$mug   = $this->product();
		$order = $this->orders->service->payment_complete( $this->place( array( $mug => 3 ) ) );
		$this->orders->service->transition( $order, OrderStatus::CANCELLED );
		wp_set_current_user( 1 );
		Plugin::instance()->catalog->writer->save_product( $mug, array( 'stock' => 25 ) );
		// A save that leaves the stock as it was writes nothing.
		Plugin::instance()->catalog->writer->save_product( $mug, array( 'name' => 'Big mug' ) );

		self::assertSame(
			array(
				array( 0, 10, StockLevels::SOURCE_EDIT, 0 ),
				array( 10, 7, StockLevels::SOURCE_ORDER, $order->id ),
				array( 7, 10, StockLevels::SOURCE_RESTORE, $order->id ),
				array( 10, 25, StockLevels::SOURCE_EDIT, 0 ),
			),
			$this->changes( $mug )
		);
		self::assertSame( 1, $this->history->for_product( $mug )[0]['user_id'] );
	}

	public function test_an_imports_change_is_said_to_be_the_imports(): void {
		wp_set_current_user( 1 );
		$rows = Plugin::instance()->get( ProductRowWriter::class );
		$mug  = $rows->write(
			array(
				'kind'   => 'product',
				'fields' => array(
					'name'          => 'Imported mug',
					'type'          => 'simple',
					'regular_price' => '9',
					'manage_stock'  => true,
					'stock'         => 12,
				),
			),
			0
		);
		// The merchant's own edit afterwards is theirs again.
		Plugin::instance()->catalog->writer->save_product( $mug, array( 'stock' => 11 ) );

		self::assertSame(
			array(
				array( 0, 12, StockLevels::SOURCE_IMPORT, 0 ),
				array( 12, 11, StockLevels::SOURCE_EDIT, 0 ),
			),
			$this->changes( $mug )
		);
		ob_start();
		( new StockHistoryBox( $this->history ) )->render( get_post( $mug ) );
		$box = (string) ob_get_clean();
		self::assertStringContainsString( 'Imported by ' . get_userdata( 1 )->display_name, $box );
		self::assertStringContainsString( 'Set by ' . get_userdata( 1 )->display_name, $box );
	}

	public function test_a_variations_changes_are_listed_on_its_product(): void {
		$writer    = Plugin::instance()->catalog->writer;
		$product   = $writer->save_product(
			0,
			array(
				'name' => 'Shirt',
				'type' => 'variable',
			)
		);
		$variation = $writer->save_variation(
			$product,
			0,
			array(
				'regular_price' => '20',
				'manage_stock'  => true,
				'stock'         => 4,
			)
		);

		$history = $this->history->for_product( $product );
		self::assertCount( 1, $history );
		self::assertSame( $variation, $history[0]['product_id'] );

		ob_start();
		( new StockHistoryBox( $this->history ) )->render( get_post( $product ) );
		$box = (string) ob_get_clean();
		self::assertStringContainsString( 'Variation #' . $variation, $box );
		self::assertStringContainsString( '0 → 4', $box );
		self::assertStringContainsString( 'Set by', $box );
	}

	public function test_a_sale_under_the_threshold_sends_one_low_stock_email_and_the_last_one_out_of_stock(): void {
		$mug = $this->product(
			array(
				'name'  => 'Blue mug',
				'stock' => 4,
				'sku'   => 'MUG-B',
			)
		);
		$this->orders->service->payment_complete( $this->place( array( $mug => 2 ) ) );
		self::assertSame( array(), $this->stock_mails(), 'Sent at the end of the request, not during the order.' );
		self::assertSame( array( 'low_stock:' . $mug ), $this->alerts->flush() );
		$mail = $this->stock_mails()[0];
		self::assertStringContainsString( 'Product low in stock', $mail['subject'] );
		self::assertStringContainsString( 'Blue mug (MUG-B) is low in stock: 2 left.', $mail['message'] );
		self::assertStringContainsString( 'post.php?post=' . $mug . '&action=edit', $mail['message'] );
		self::assertSame( get_option( 'admin_email' ), $mail['to'] );

		// Under the line already: the next sale sends nothing, the last one out of stock.
		$this->orders->service->payment_complete( $this->place( array( $mug => 1 ) ) );
		self::assertSame( array(), $this->alerts->flush() );
		$this->orders->service->payment_complete( $this->place( array( $mug => 1 ) ) );
		self::assertSame( array( 'out_of_stock:' . $mug ), $this->alerts->flush() );
		self::assertStringContainsString( 'Blue mug (MUG-B) is out of stock.', $this->stock_mails()[1]['message'] );
	}

	public function test_the_products_own_threshold_wins(): void {
		$mug = $this->product( array( 'stock' => 12 ) );
		update_post_meta( $mug, ProductMeta::LOW_STOCK, '10' );

		$this->orders->service->payment_complete( $this->place( array( $mug => 2 ) ) );

		self::assertSame( array( 'low_stock:' . $mug ), $this->alerts->flush() );
	}

	public function test_a_variations_own_threshold_wins_over_its_products(): void {
		$writer    = Plugin::instance()->catalog->writer;
		$product   = $writer->save_product(
			0,
			array(
				'name'      => 'Shirt',
				'type'      => 'variable',
				'low_stock' => '1',
			)
		);
		$variation = $writer->save_variation(
			$product,
			0,
			array(
				'regular_price' => '20',
				'manage_stock'  => true,
				'stock'         => 12,
				'low_stock'     => '10',
			)
		);
		$this->alerts->flush();

		$writer->save_variation( $product, $variation, array( 'stock' => 9 ) );
		self::assertSame( array( 'low_stock:' . $variation ), $this->alerts->flush() );

		// Emptied: the product's threshold (1) again, so 5 is not low.
		$writer->save_variation(
			$product,
			$variation,
			array(
				'stock'     => 12,
				'low_stock' => '',
			)
		);
		$this->alerts->flush();
		$writer->save_variation( $product, $variation, array( 'stock' => 5 ) );
		self::assertSame( array(), $this->alerts->flush() );
	}

	public function test_back_in_stock_is_sent_only_when_the_merchant_asks_for_it(): void {
		$mug = $this->product( array( 'stock' => 1 ) );
		$this->orders->service->payment_complete( $this->place( array( $mug => 1 ) ) );
		$this->alerts->flush();
		$this->mails = array();

		Plugin::instance()->catalog->writer->save_product( $mug, array( 'stock' => 5 ) );
		self::assertSame( array(), $this->alerts->flush(), 'Off by default.' );

		Plugin::instance()->settings->update( array( StockAlerts::SETTINGS[ StockAlerts::BACK ] => true ) );
		Plugin::instance()->catalog->writer->save_product( $mug, array( 'stock' => 0 ) );
		self::assertSame( array( 'out_of_stock:' . $mug ), $this->alerts->flush() );
		Plugin::instance()->catalog->writer->save_product( $mug, array( 'stock' => 6 ) );
		self::assertSame( array( 'back_in_stock:' . $mug ), $this->alerts->flush() );
		$mails = $this->stock_mails();
		self::assertStringContainsString( 'is back in stock: 6 available.', (string) end( $mails )['message'] );

		// Out and back within one request: only what still holds at its end is sent.
		Plugin::instance()->catalog->writer->save_product( $mug, array( 'stock' => 0 ) );
		Plugin::instance()->catalog->writer->save_product( $mug, array( 'stock' => 2 ) );
		self::assertSame( array( 'back_in_stock:' . $mug ), $this->alerts->flush() );
	}

	public function test_a_change_that_does_not_hold_at_the_end_of_the_request_sends_nothing(): void {
		$mug = $this->product( array( 'stock' => 3 ) );
		// Stock taken, then rolled back (as a refused order's transaction is; a savepoint, since
		// the test itself runs in a transaction).
		global $wpdb;
		$wpdb->query( 'SAVEPOINT refused_order' );
		Plugin::instance()->get( StockLevels::class )->take( $mug, 3 );
		$wpdb->query( 'ROLLBACK TO SAVEPOINT refused_order' );

		self::assertSame( array(), $this->alerts->flush() );
		self::assertSame( array(), $this->stock_mails() );
	}

	public function test_an_email_switched_off_is_not_sent(): void {
		Plugin::instance()->settings->update( array( StockAlerts::SETTINGS[ StockAlerts::LOW ] => false ) );
		$mug = $this->product( array( 'stock' => 3 ) );

		$this->orders->service->payment_complete( $this->place( array( $mug => 1 ) ) );

		self::assertSame( array(), $this->alerts->flush() );
		Plugin::instance()->settings->update( array( StockAlerts::SETTINGS[ StockAlerts::LOW ] => true ) );
	}
}
