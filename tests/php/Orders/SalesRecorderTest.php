<?php
/**
 * Paid orders count as sales, once, where listings sort by popularity.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Catalog\LookupTable;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;

require_once __DIR__ . '/OrderTestCase.php';

final class SalesRecorderTest extends OrderTestCase {

	public function test_a_paid_order_counts_its_units_once_and_an_unpaid_one_never(): void {
		$mug = $this->product();
		$cup = $this->product();

		$order = $this->place(
			array(
				$mug => 2,
				$cup => 1,
			)
		);
		$paid  = $this->orders->service->payment_complete( $order );
		$this->orders->service->transition( $paid, OrderStatus::COMPLETED );
		$unpaid = $this->place( array( $mug => 5 ) );
		$this->orders->service->transition( $unpaid, OrderStatus::CANCELLED );

		self::assertSame( 2, $this->sales_in_lookup( $mug ), 'processing then completed counts once' );
		self::assertSame( 1, $this->sales_in_lookup( $cup ) );
		self::assertSame( 2, Plugin::instance()->catalog->products->find( $mug )?->total_sales );
	}

	private function sales_in_lookup( int $product_id ): int {
		global $wpdb;
		$table = $wpdb->prefix . LookupTable::TABLE;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT total_sales FROM {$table} WHERE product_id = %d", $product_id ) ); // phpcs:ignore WordPress.DB
	}
}
