<?php
/**
 * Reads and writes the notes of orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Orders\OrderNote;
use Vitrine\Orders\OrderStoreException;

/**
 * The rows of vitrine_order_notes: the merchant's, the customer's and the status changes.
 */
final class OrderNotes {

	public function __construct( private readonly OrderStore $store ) {
	}

	/**
	 * The order's notes, newest first.
	 *
	 * @return list<OrderNote>
	 */
	public function notes( int $order_id ): array {
		global $wpdb;
		$rows = $this->store->uncommitted( $order_id ) ? false : wp_cache_get( 'notes_' . $order_id, OrderTables::CACHE_GROUP );
		if ( ! is_array( $rows ) ) {
			$table = OrderTables::table( OrderTables::NOTES );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d ORDER BY created_at DESC, note_id DESC", $order_id ), ARRAY_A );
			if ( ! $this->store->uncommitted( $order_id ) ) {
				wp_cache_set( 'notes_' . $order_id, $rows, OrderTables::CACHE_GROUP );
			}
		}
		return array_values( array_map( array( self::class, 'note_from_row' ), $rows ) );
	}

	/**
	 * Adds a note.
	 *
	 * @param int         $order_id         The order.
	 * @param string      $content          The text (plain text; line breaks kept).
	 * @param bool        $is_customer_note Whether the customer may read it.
	 * @param int         $added_by         The user, 0 for the system.
	 * @param string|null $status_from      For a status change: the status before.
	 * @param string|null $status_to        For a status change: the status after.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function add_note( int $order_id, string $content, bool $is_customer_note = false, int $added_by = 0, ?string $status_from = null, ?string $status_to = null ): OrderNote {
		global $wpdb;
		$table = OrderTables::table( OrderTables::NOTES );
		$now   = time();
		$this->store->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$table} (order_id, content, is_customer_note, added_by, status_from, status_to, created_at) VALUES (%d, %s, %d, %d, NULLIF(%s, ''), NULLIF(%s, ''), %s)",
				$order_id,
				sanitize_textarea_field( $content ),
				$is_customer_note ? 1 : 0,
				max( 0, $added_by ),
				(string) $status_from,
				(string) $status_to,
				gmdate( 'Y-m-d H:i:s', $now )
			)
		);
		$this->store->touch( $order_id );
		return new OrderNote( (int) $wpdb->insert_id, $order_id, sanitize_textarea_field( $content ), $is_customer_note, max( 0, $added_by ), $status_from, $status_to, $now );
	}

	/**
	 * @param array<string, mixed> $row A notes row.
	 */
	private static function note_from_row( array $row ): OrderNote {
		return new OrderNote(
			(int) $row['note_id'],
			(int) $row['order_id'],
			(string) $row['content'],
			'1' === (string) $row['is_customer_note'],
			(int) $row['added_by'],
			null === $row['status_from'] ? null : (string) $row['status_from'],
			null === $row['status_to'] ? null : (string) $row['status_to'],
			OrderTables::time( (string) $row['created_at'] ) ?? 0
		);
	}
}
