<?php
/**
 * The customers summary table follows the order writes, and a rebuild gives the same rows.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Customers;

use Vitrine\Core\Install\Migrations\Migration0021CustomerSummary;
use Vitrine\Customers\CustomerList;
use Vitrine\Customers\CustomerSummary;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Plugin;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrderTestCase.php';

final class CustomerSummaryTest extends OrderTestCase {

	private CustomerSummary $summary;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		Plugin::instance()->settings->update(
			array(
				'currency'       => 'EUR',
				'price_decimals' => 2,
			)
		);
		$this->summary = Plugin::instance()->get( CustomerSummary::class );
		$this->summary->flush();
		foreach ( array( OrderTables::ADDRESSES, OrderTables::ORDERS, CustomerSummary::TABLE, CustomerSummary::ORDERS_TABLE ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . $wpdb->prefix . $table ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table names.
		}
		delete_option( CustomerSummary::REBUILD_OPTION );
	}

	/**
	 * The table's rows, by customer key, without the time they were written.
	 *
	 * @return array<string, array<string, string>>
	 */
	private function table(): array {
		global $wpdb;
		$this->summary->flush();
		$rows = array();
		foreach ( (array) $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}vitrine_customers ORDER BY customer_key", ARRAY_A ) as $row ) {
			unset( $row['refreshed_at'] );
			$rows[ (string) $row['customer_key'] ] = $row;
		}
		return $rows;
	}

	/**
	 * A guest's order of a 25.00 mug, in a status.
	 */
	private function order_for( string $email, string $status = 'processing', int $customer_id = 0 ): Order {
		$draft                   = $this->draft( array( $this->product() => 2 ) );
		$draft->billing['email'] = $email;
		$draft->customer_id      = $customer_id;
		$order                   = $this->writer->create( $draft );
		return 'pending' === $status ? $order : $this->force_status( $order, $status );
	}

	public function test_a_new_order_and_its_status_changes_are_counted_at_once(): void {
		$order = $this->order_for( 'Grace@Example.org', 'pending' );
		$rows  = $this->table();
		self::assertSame( array( 'e:grace@example.org' ), array_keys( $rows ) );
		self::assertSame( '0', $rows['e:grace@example.org']['orders'], 'A pending order is not a sale.' );
		self::assertSame( (string) $order->id, $rows['e:grace@example.org']['last_order_id'] );
		self::assertSame( 'Ada Lovelace', $rows['e:grace@example.org']['name'] );
		self::assertSame( 'GB', $rows['e:grace@example.org']['country'] );

		$this->force_status( $order, 'processing' );
		$rows = $this->table();
		self::assertSame( '1', $rows['e:grace@example.org']['orders'] );
		self::assertSame( '2500', $rows['e:grace@example.org']['spent'] );

		$second = $this->order_for( 'grace@example.org', 'completed' );
		self::assertSame( '2', $this->table()['e:grace@example.org']['orders'] );
		self::assertSame( '5000', $this->table()['e:grace@example.org']['spent'] );
		self::assertSame( (string) $second->id, $this->table()['e:grace@example.org']['last_order_id'] );

		$this->force_status( $order, 'cancelled' );
		$rows = $this->table();
		self::assertSame( '1', $rows['e:grace@example.org']['orders'], 'A cancelled sale is no longer counted.' );
		self::assertSame( '2500', $rows['e:grace@example.org']['spent'] );

		// The list reads the table, and sees this request's writes without a flush.
		$this->force_status( $second, 'cancelled' );
		$list = Plugin::instance()->get( CustomerList::class )->query( array() );
		self::assertSame( 1, $list['total'] );
		self::assertSame( 0, $list['customers'][0]['orders'] );
		self::assertSame( 0, $list['customers'][0]['spent'] );
	}

	public function test_a_refund_lowers_the_total_spent(): void {
		$order = $this->order_for( 'ada@example.org', 'completed' );
		self::assertSame( '2500', $this->table()['e:ada@example.org']['spent'] );
		$this->orders->service->refund( $order, 600, 'Chipped', false );
		$rows = $this->table();
		self::assertSame( '1900', $rows['e:ada@example.org']['spent'] );
		self::assertSame( '1', $rows['e:ada@example.org']['orders'] );
	}

	public function test_an_order_whose_email_changes_leaves_its_old_customer(): void {
		global $wpdb;
		$kept  = $this->order_for( 'ada@example.org', 'completed' );
		$moved = $this->order_for( 'ada@example.org', 'completed' );
		self::assertSame( '2', $this->table()['e:ada@example.org']['orders'] );

		// As an editor of the billing address would: the order's row, then touch().
		$wpdb->update( $wpdb->prefix . 'vitrine_orders', array( 'billing_email' => 'countess@example.org' ), array( 'order_id' => $moved->id ) );
		$this->store->touch( $moved->id );
		$rows = $this->table();
		self::assertSame( '1', $rows['e:ada@example.org']['orders'], 'The old email no longer counts the order.' );
		self::assertSame( '2500', $rows['e:ada@example.org']['spent'] );
		self::assertSame( (string) $kept->id, $rows['e:ada@example.org']['last_order_id'] );
		self::assertSame( '1', $rows['e:countess@example.org']['orders'] );

		// Erasure (privacy) takes the last order away: the customer's row goes.
		$this->writer->anonymize( $kept->id );
		$rows = $this->table();
		self::assertArrayNotHasKey( 'e:ada@example.org', $rows );
		self::assertSame( '1', $rows['e:deleted@site.invalid']['orders'] );
	}

	public function test_a_guest_order_given_to_an_account_moves_to_the_account(): void {
		$user  = $this->create_user( 'customer' );
		$guest = $this->order_for( 'lin@example.org', 'processing' );
		$this->order_for( 'lin@example.org', 'processing', $user );
		$rows = $this->table();
		self::assertSame( '1', $rows['e:lin@example.org']['orders'] );
		self::assertSame( '1', $rows[ 'u:' . $user ]['orders'] );

		$this->store->transaction( fn () => $this->writer->update_fields( $guest->id, array( 'customer_id' => $user ) ) );
		$rows = $this->table();
		self::assertArrayNotHasKey( 'e:lin@example.org', $rows );
		self::assertSame( '2', $rows[ 'u:' . $user ]['orders'] );
		self::assertSame( '5000', $rows[ 'u:' . $user ]['spent'] );
		self::assertSame( (string) $user, $rows[ 'u:' . $user ]['user_id'] );
		self::assertStringContainsString( 'lin@example.org', $rows[ 'u:' . $user ]['search_text'] );
	}

	public function test_a_rebuild_gives_the_rows_the_writes_gave(): void {
		global $wpdb;
		$user  = $this->create_user( 'customer' );
		$first = $this->order_for( 'a@example.org', 'completed' );
		$this->order_for( 'A@example.org', 'on-hold' );
		$this->order_for( 'b@example.org', 'failed' );
		$this->order_for( 'c@example.org', 'processing', $user );
		$this->order_for( 'c@example.org', 'refunded', $user );
		$this->orders->service->refund( $first, 100, '', false );
		$moved = $this->order_for( 'd@example.org', 'completed' );
		$this->store->transaction( fn () => $this->writer->update_fields( $moved->id, array( 'customer_id' => $user ) ) );
		$incremental = $this->table();
		self::assertCount( 3, $incremental );
		$map = $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}vitrine_customer_orders ORDER BY order_id", ARRAY_A );

		// From nothing, and over a stale row of a customer who has no order any more.
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customers" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customer_orders" );
		$wpdb->insert(
			$wpdb->prefix . 'vitrine_customers',
			array(
				'customer_key'  => 'e:gone@example.org',
				'orders'        => 3,
				'last_order_at' => '2020-01-01 00:00:00',
				'search_text'   => '',
				'refreshed_at'  => '2020-01-01 00:00:00',
			)
		);
		self::assertSame( 3, $this->summary->rebuild() );
		self::assertFalse( $this->summary->rebuilding() );
		self::assertSame( $incremental, $this->table() );
		self::assertSame( $map, $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}vitrine_customer_orders ORDER BY order_id", ARRAY_A ) );
	}

	public function test_an_upgrade_fills_the_table_in_batches_on_wp_cron(): void {
		global $wpdb;
		$this->order_for( 'a@example.org', 'completed' );
		$this->order_for( 'b@example.org', 'completed' );
		$expected = $this->table();
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customers" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customer_orders" );
		wp_clear_scheduled_hook( CustomerSummary::REBUILD_HOOK );

		( new Migration0021CustomerSummary() )->up();
		self::assertTrue( $this->summary->rebuilding() );
		self::assertNotFalse( wp_next_scheduled( CustomerSummary::REBUILD_HOOK ) );
		wp_clear_scheduled_hook( CustomerSummary::REBUILD_HOOK );

		do_action( CustomerSummary::REBUILD_HOOK );
		self::assertFalse( $this->summary->rebuilding() );
		self::assertSame( $expected, $this->table() );
	}
}
