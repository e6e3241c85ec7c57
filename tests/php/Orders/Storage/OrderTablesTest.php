<?php
/**
 * The order tables (Migration0004Orders) and OrderTables.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders\Storage;

use Vitrine\Core\Install\Migrations\Migration0004Orders;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/OrderTestCase.php';

final class OrderTablesTest extends OrderTestCase {

	public function test_the_migration_creates_every_table_with_its_keys(): void {
		global $wpdb;
		self::assertSame( 4, ( new Migration0004Orders() )->version() );
		self::assertSame( self::TABLES, ( new Migration0004Orders() )->tables() );

		$columns = $wpdb->get_col( 'SHOW COLUMNS FROM ' . OrderTables::table( OrderTables::ORDERS ) ); // phpcs:ignore WordPress.DB
		foreach ( array( 'order_id', 'order_key', 'status', 'currency', 'currency_decimals', 'prices_include_tax', 'customer_id', 'billing_email', 'payment_method', 'payment_method_title', 'transaction_id', 'customer_note', 'created_via', 'idempotency_key', 'stock_reduced', 'subtotal', 'discount_total', 'discount_tax', 'shipping_total', 'shipping_tax', 'total_tax', 'total', 'refunded_total', 'created_at', 'updated_at', 'paid_at', 'completed_at', 'customer_ip', 'user_agent' ) as $column ) {
			self::assertContains( $column, $columns );
		}
		$unique = array();
		foreach ( (array) $wpdb->get_results( 'SHOW INDEX FROM ' . OrderTables::table( OrderTables::ORDERS ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB
			$unique[ $row['Key_name'] ] = '0' === (string) $row['Non_unique'];
		}
		self::assertTrue( $unique['order_key'] );
		self::assertTrue( $unique['idempotency_key'] );
		self::assertFalse( $unique['status_created'] );
		self::assertFalse( $unique['customer_created'] );
		self::assertFalse( $unique['billing_email'] );
		$amount_type = $wpdb->get_var( 'SHOW COLUMNS FROM ' . OrderTables::table( OrderTables::ORDERS ) . " LIKE 'total'", 1 ); // phpcs:ignore WordPress.DB
		self::assertStringStartsWith( 'bigint', (string) $amount_type, 'Amounts are integers of minor units.' );
	}
}
