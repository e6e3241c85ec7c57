<?php
/**
 * Reads and writes the refunds of orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Orders\OrderRefund;
use Vitrine\Orders\OrderStoreException;

/**
 * The rows of vitrine_order_refunds, and the order's refunded total that follows them.
 */
final class OrderRefunds {

	public function __construct( private readonly OrderStore $store ) {
	}

	/**
	 * The order's refunds, oldest first.
	 *
	 * @return list<OrderRefund>
	 */
	public function refunds( int $order_id ): array {
		global $wpdb;
		$rows = $this->store->uncommitted( $order_id ) ? false : wp_cache_get( 'refunds_' . $order_id, OrderTables::CACHE_GROUP );
		if ( ! is_array( $rows ) ) {
			$table = OrderTables::table( OrderTables::REFUNDS );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d ORDER BY refund_id", $order_id ), ARRAY_A );
			if ( ! $this->store->uncommitted( $order_id ) ) {
				wp_cache_set( 'refunds_' . $order_id, $rows, OrderTables::CACHE_GROUP );
			}
		}
		return array_values(
			array_map(
				static fn ( array $row ): OrderRefund => new OrderRefund(
					(int) $row['refund_id'],
					(int) $row['order_id'],
					(int) $row['amount'],
					(string) $row['reason'],
					'1' === (string) $row['through_gateway'],
					(string) $row['gateway_reference'],
					(int) $row['refunded_by'],
					OrderTables::time( (string) $row['created_at'] ) ?? 0
				),
				$rows
			)
		);
	}

	/**
	 * Records a refund and adds it to the order's refunded total.
	 *
	 * @param int    $order_id        The order.
	 * @param int    $amount          Minor units.
	 * @param string $reason          The reason.
	 * @param bool   $through_gateway Whether the gateway refunds it.
	 * @param int    $refunded_by     The user.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function add_refund( int $order_id, int $amount, string $reason, bool $through_gateway, int $refunded_by ): OrderRefund {
		global $wpdb;
		$refunds = OrderTables::table( OrderTables::REFUNDS );
		$orders  = OrderTables::table( OrderTables::ORDERS );
		$now     = time();
		$reason  = sanitize_textarea_field( $reason );
		$this->store->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$refunds} (order_id, amount, reason, through_gateway, gateway_reference, refunded_by, created_at) VALUES (%d, %d, %s, %d, '', %d, %s)",
				$order_id,
				$amount,
				$reason,
				$through_gateway ? 1 : 0,
				max( 0, $refunded_by ),
				gmdate( 'Y-m-d H:i:s', $now )
			)
		);
		$refund_id = (int) $wpdb->insert_id;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->store->run( $wpdb->prepare( "UPDATE {$orders} SET refunded_total = refunded_total + %d, updated_at = %s WHERE order_id = %d", $amount, gmdate( 'Y-m-d H:i:s', $now ), $order_id ) );
		$this->store->touch( $order_id );
		return new OrderRefund( $refund_id, $order_id, $amount, $reason, $through_gateway, '', max( 0, $refunded_by ), $now );
	}

	/**
	 * Keeps the gateway's reference of a refund.
	 *
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function set_refund_reference( OrderRefund $refund, string $reference ): OrderRefund {
		global $wpdb;
		$table     = OrderTables::table( OrderTables::REFUNDS );
		$reference = sanitize_text_field( $reference );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$this->store->run( $wpdb->prepare( "UPDATE {$table} SET gateway_reference = %s WHERE refund_id = %d", $reference, $refund->id ) );
		$this->store->touch( $refund->order_id );
		return new OrderRefund( $refund->id, $refund->order_id, $refund->amount, $refund->reason, $refund->through_gateway, $reference, $refund->refunded_by, $refund->created_at );
	}

	/**
	 * Takes back a refund the gateway refused.
	 *
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function delete_refund( OrderRefund $refund ): void {
		global $wpdb;
		$refunds = OrderTables::table( OrderTables::REFUNDS );
		$orders  = OrderTables::table( OrderTables::ORDERS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$deleted = $this->store->run( $wpdb->prepare( "DELETE FROM {$refunds} WHERE refund_id = %d", $refund->id ) );
		if ( 1 === $deleted ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$this->store->run( $wpdb->prepare( "UPDATE {$orders} SET refunded_total = refunded_total - %d WHERE order_id = %d", $refund->amount, $refund->order_id ) );
		}
		$this->store->touch( $refund->order_id );
	}
}
