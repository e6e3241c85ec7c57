<?php
/**
 * The merchant's notes on a customer.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

/**
 * Rows of vitrine_customer_notes (Migration0019CustomerNotes), keyed by the customer's key, so a
 * guest's notes follow their email. Plain text: escaped when printed.
 */
final class CustomerNotes {

	public const MAX_LENGTH = 5000;

	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_customer_notes';
	}

	/**
	 * Adds a note; answers its id.
	 *
	 * @throws CustomerError When the note is empty or too long.
	 */
	public function add( CustomerKey $customer, string $content, int $author ): int {
		global $wpdb;
		$content = trim( sanitize_textarea_field( $content ) );
		if ( '' === $content ) {
			throw CustomerError::empty_note();
		}
		if ( mb_strlen( $content ) > self::MAX_LENGTH ) {
			throw CustomerError::note_too_long( self::MAX_LENGTH );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- our table.
		$ok = $wpdb->insert(
			self::table(),
			array(
				'customer_key' => (string) $customer,
				'content'      => $content,
				'added_by'     => $author,
				'created_at'   => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%s', '%s', '%d', '%s' )
		);
		if ( false === $ok ) {
			throw new \RuntimeException( 'Could not add the customer note: ' . esc_html( $wpdb->last_error ) );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Deletes one of the customer's notes.
	 *
	 * @throws CustomerError When the customer has no such note.
	 */
	public function delete( CustomerKey $customer, int $note_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		$deleted = $wpdb->delete(
			self::table(),
			array(
				'note_id'      => $note_id,
				'customer_key' => (string) $customer,
			),
			array( '%d', '%s' )
		);
		if ( 1 !== $deleted ) {
			throw CustomerError::note_not_found();
		}
	}

	/**
	 * The customer's notes, newest first.
	 *
	 * @return list<array{id: int, content: string, added_by: int, created_at: int}>
	 */
	public function for_customer( CustomerKey $customer ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; read fresh after each change.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT note_id, content, added_by, created_at FROM {$table} WHERE customer_key = %s ORDER BY created_at DESC, note_id DESC", (string) $customer ), ARRAY_A );
		return array_map(
			static fn ( array $row ): array => array(
				'id'         => (int) $row['note_id'],
				'content'    => (string) $row['content'],
				'added_by'   => (int) $row['added_by'],
				'created_at' => (int) strtotime( $row['created_at'] . ' UTC' ),
			),
			(array) $rows
		);
	}
}
