<?php
/**
 * The dates of an order brought from another shop.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Orders\OrderStoreException;

/**
 * OrderWriter, OrderNotes and OrderRefunds date what they write now; an order copied from
 * another shop (the WooCommerce migration) keeps the dates it had there: when it was placed,
 * and when each of its notes and refunds was made. Runs inside the caller's transaction.
 */
final class ImportedDates {

	public function __construct( private readonly OrderStore $store ) {
	}

	/**
	 * @param int                   $order_id The order.
	 * @param int                   $created  When it was placed (Unix time).
	 * @param array<int, int>       $notes    Note id => when it was written.
	 * @param array<int, int>       $refunds  Refund id => when it was made.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function set( int $order_id, int $created, array $notes = array(), array $refunds = array() ): void {
		global $wpdb;
		$orders = OrderTables::table( OrderTables::ORDERS );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables; values prepared.
		$this->store->run( $wpdb->prepare( "UPDATE {$orders} SET created_at = %s WHERE order_id = %d", gmdate( 'Y-m-d H:i:s', $created ), $order_id ) );
		$table = OrderTables::table( OrderTables::NOTES );
		foreach ( $notes as $note_id => $time ) {
			$this->store->run( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE note_id = %d AND order_id = %d", gmdate( 'Y-m-d H:i:s', $time ), $note_id, $order_id ) );
		}
		$table = OrderTables::table( OrderTables::REFUNDS );
		foreach ( $refunds as $refund_id => $time ) {
			$this->store->run( $wpdb->prepare( "UPDATE {$table} SET created_at = %s WHERE refund_id = %d AND order_id = %d", gmdate( 'Y-m-d H:i:s', $time ), $refund_id, $order_id ) );
		}
		// phpcs:enable
		$this->store->touch( $order_id );
	}
}
