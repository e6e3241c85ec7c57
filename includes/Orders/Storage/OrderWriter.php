<?php
/**
 * Writes orders: a new one with its rows, then its columns and its stock flag.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\OrderError;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\OrderStoreException;

/**
 * create() writes the order, its addresses, lines and meta in one transaction (a savepoint of
 * the caller's transaction when there is one, so that the checkout's placement transaction holds
 * everything): a failure on any row leaves nothing. The other writes are for OrderService and
 * run inside its transaction.
 */
final class OrderWriter {

	/** When an order's personal data was removed (anonymize()). */
	public const ANONYMIZED_META = '_vitrine_anonymized';

	private const ORDER_FIELDS = array(
		'status'               => '%s',
		'payment_method'       => '%s',
		'payment_method_title' => '%s',
		'transaction_id'       => '%s',
		'customer_note'        => '%s',
		'customer_id'          => '%d',
		'paid_at'              => '%s',
		'completed_at'         => '%s',
	);

	public function __construct(
		private readonly OrderStore $store,
		private readonly OrderReader $reader,
		private readonly OrderItems $items,
		private readonly OrderMeta $meta,
	) {
	}

	/**
	 * A new random order key: vitrine_order_ and 20 letters and digits.
	 */
	public static function new_key(): string {
		return 'vitrine_order_' . substr( bin2hex( random_bytes( 10 ) ), 0, 20 );
	}

	/**
	 * Saves a new order as pending, with every line, address and meta value, all or nothing.
	 *
	 * @throws \InvalidArgumentException When the draft is incomplete or wrong; nothing was written.
	 * @throws OrderError                CONFLICT vitrine_order_duplicate when an order with the same
	 *                                   idempotency key exists; nothing was written.
	 * @throws OrderStoreException       When the database refuses a row; nothing was written.
	 */
	public function create( OrderDraft $draft ): Order {
		$problems = $draft->problems();
		if ( array() !== $problems ) {
			throw new \InvalidArgumentException( esc_html( implode( ' ', $problems ) ) );
		}
		foreach ( array_keys( $draft->meta ) as $meta_key ) {
			OrderMeta::check_meta_key( (string) $meta_key );
		}
		$lines = $draft->lines();

		try {
			$id = $this->store->transaction( fn (): int => $this->insert_order( $draft, $lines ) );
		} catch ( OrderStoreException $e ) {
			if ( null !== $draft->idempotency_key && str_contains( $e->getMessage(), 'Duplicate entry' ) ) {
				$existing = $this->reader->find_by_idempotency_key( $draft->idempotency_key );
				throw new OrderError(
					'vitrine_order_duplicate',
					__( 'This order has already been placed.', 'vitrine' ),
					ErrorKind::CONFLICT,
					array( 'order_id' => null === $existing ? 0 : $existing->id )
				);
			}
			throw $e;
		}
		$order = $this->reader->fresh( $id );
		if ( null === $order ) {
			throw new OrderStoreException( 'The order just written cannot be read.' );
		}
		return $order;
	}

	/**
	 * Replaces an unpaid order's lines (products, shipping, coupons, fees, taxes) and amounts with
	 * the draft's, all or nothing; the rest of the order (addresses, status, key, notes) stays.
	 * The caller decides whether the order may still change (a paid one may not) and holds its
	 * row lock; its stock must have been given back first (OrderStock::restore()).
	 *
	 * @param int        $id    The order.
	 * @param OrderDraft $draft The new lines and amounts.
	 * @throws \InvalidArgumentException When the draft is incomplete or wrong; nothing was written.
	 * @throws OrderStoreException       When the database refuses a row; nothing was written.
	 */
	public function replace_items( int $id, OrderDraft $draft ): void {
		global $wpdb;
		$problems = $draft->problems();
		if ( array() !== $problems ) {
			throw new \InvalidArgumentException( esc_html( implode( ' ', $problems ) ) );
		}
		$lines = $draft->lines();
		$this->store->transaction(
			function () use ( $wpdb, $id, $draft, $lines ): void {
				$items  = OrderTables::table( OrderTables::ITEMS );
				$orders = OrderTables::table( OrderTables::ORDERS );
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				$this->store->run( $wpdb->prepare( "DELETE FROM {$items} WHERE order_id = %d", $id ) );
				$this->items->insert( $id, $lines );
				$this->store->run(
					$wpdb->prepare(
						// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
						"UPDATE {$orders} SET prices_include_tax = %d, subtotal = %d, discount_total = %d, discount_tax = %d, shipping_total = %d, shipping_tax = %d, total_tax = %d, total = %d, updated_at = %s WHERE order_id = %d",
						$draft->prices_include_tax ? 1 : 0,
						$draft->subtotal,
						$draft->discount_total,
						$draft->discount_tax,
						$draft->shipping_total,
						$draft->shipping_tax,
						$draft->total_tax,
						$draft->total,
						gmdate( 'Y-m-d H:i:s' ),
						$id
					)
				);
				$this->store->touch( $id );
			}
		);
	}

	/**
	 * Changes some of an order's columns (see ORDER_FIELDS); updated_at follows.
	 *
	 * @param int                         $id     The order.
	 * @param array<string, string|int|null> $fields Column to value; dates as Unix times or null.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function update_fields( int $id, array $fields ): void {
		global $wpdb;
		$sets   = array();
		$values = array();
		foreach ( $fields as $column => $value ) {
			if ( ! isset( self::ORDER_FIELDS[ $column ] ) ) {
				throw new \InvalidArgumentException( sprintf( 'Orders have no writable column %s.', esc_html( $column ) ) );
			}
			if ( in_array( $column, array( 'paid_at', 'completed_at' ), true ) ) {
				$sets[]   = "{$column} = NULLIF(%s, '')";
				$values[] = null === $value ? '' : gmdate( 'Y-m-d H:i:s', (int) $value );
				continue;
			}
			$sets[]   = $column . ' = ' . self::ORDER_FIELDS[ $column ];
			$values[] = $value;
		}
		$sets[]   = 'updated_at = %s';
		$values[] = gmdate( 'Y-m-d H:i:s' );
		$values[] = $id;
		$table    = OrderTables::table( OrderTables::ORDERS );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table and columns; values prepared.
		$this->store->run( $wpdb->prepare( "UPDATE {$table} SET " . implode( ', ', $sets ) . ' WHERE order_id = %d', $values ) );
		$this->store->touch( $id );
	}

	/**
	 * Removes an order's personal data, for a privacy erasure request: names, company, street,
	 * city, postcode, phone and email of both addresses, the customer's note, the link to the
	 * account, the browser and the origin; the IP address keeps its network part
	 * (wp_privacy_anonymize_ip). What the shop's books need stays: items, amounts, taxes, dates,
	 * status, payment, and the addresses' country and state (the tax was worked out from them).
	 * All or nothing, in one transaction.
	 *
	 * @param int $id The order.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function anonymize( int $id ): void {
		global $wpdb;
		$deleted = 'deleted@site.invalid';
		$this->store->transaction(
			function () use ( $wpdb, $id, $deleted ): void {
				$orders    = OrderTables::table( OrderTables::ORDERS );
				$addresses = OrderTables::table( OrderTables::ADDRESSES );
				$origins   = OrderTables::table( OrderTables::ORIGINS );
				// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables; values prepared.
				$ip = (string) $wpdb->get_var( $wpdb->prepare( "SELECT customer_ip FROM {$orders} WHERE order_id = %d", $id ) );
				$this->store->run( $wpdb->prepare( "UPDATE {$orders} SET billing_email = %s, customer_id = 0, customer_note = '', customer_ip = %s, user_agent = '', updated_at = %s WHERE order_id = %d", $deleted, '' !== $ip ? wp_privacy_anonymize_ip( $ip ) : '', gmdate( 'Y-m-d H:i:s' ), $id ) );
				$this->store->run( $wpdb->prepare( "UPDATE {$addresses} SET first_name = '', last_name = '', company = '', address_1 = '', address_2 = '', city = '', postcode = '', phone = '', email = IF(email = '', '', %s) WHERE order_id = %d", $deleted, $id ) );
				$this->store->run( $wpdb->prepare( "DELETE FROM {$origins} WHERE order_id = %d", $id ) );
				// phpcs:enable
				$this->meta->update_meta( $id, self::ANONYMIZED_META, time() );
			}
		);
		$this->store->touch( $id );
	}

	/**
	 * Marks the order as holding stock, if it did not already: one conditional UPDATE, so of
	 * two requests racing only one gets true.
	 *
	 * @return bool Whether this call marked it (and so must reduce the stock).
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function claim_stock_reduction( int $id ): bool {
		return $this->flip_stock_flag( $id, 0, 1 );
	}

	/**
	 * Marks the order as no longer holding stock, if it did.
	 *
	 * @return bool Whether this call cleared it (and so must restore the stock).
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function release_stock_reduction( int $id ): bool {
		return $this->flip_stock_flag( $id, 1, 0 );
	}

	/**
	 * Writes the order and its rows; inside a transaction.
	 *
	 * @param OrderDraft                 $draft The draft.
	 * @param list<array<string, mixed>> $lines Its lines.
	 * @return int The new order's id.
	 * @throws OrderStoreException When a row is refused.
	 */
	private function insert_order( OrderDraft $draft, array $lines ): int {
		global $wpdb;
		$now     = gmdate( 'Y-m-d H:i:s' );
		$billing = self::clean_address( $draft->billing );
		$orders  = OrderTables::table( OrderTables::ORDERS );
		$this->store->run(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				"INSERT INTO {$orders} (order_key, status, currency, currency_decimals, prices_include_tax, customer_id, billing_email, payment_method, payment_method_title, transaction_id, customer_note, created_via, idempotency_key, stock_reduced, subtotal, discount_total, discount_tax, shipping_total, shipping_tax, total_tax, total, refunded_total, created_at, updated_at, customer_ip, user_agent)
				VALUES (%s, %s, %s, %d, %d, %d, %s, %s, %s, '', %s, %s, NULLIF(%s, ''), 0, %d, %d, %d, %d, %d, %d, %d, 0, %s, %s, %s, %s)",
				self::new_key(),
				OrderStatus::PENDING,
				$draft->currency,
				$draft->currency_decimals,
				$draft->prices_include_tax ? 1 : 0,
				$draft->customer_id,
				$billing['email'],
				sanitize_key( $draft->payment_method ),
				sanitize_text_field( $draft->payment_method_title ),
				sanitize_textarea_field( $draft->customer_note ),
				sanitize_key( $draft->created_via ),
				(string) $draft->idempotency_key,
				$draft->subtotal,
				$draft->discount_total,
				$draft->discount_tax,
				$draft->shipping_total,
				$draft->shipping_tax,
				$draft->total_tax,
				$draft->total,
				$now,
				$now,
				sanitize_text_field( $draft->customer_ip ),
				sanitize_text_field( $draft->user_agent )
			)
		);
		$id = (int) $wpdb->insert_id;

		$addresses = array( 'billing' => $billing );
		if ( '' !== implode( '', $draft->shipping ) ) {
			$addresses['shipping'] = self::clean_address( $draft->shipping );
		}
		// One statement per table, whatever the number of rows (docs/decisions.md, "Queries of the cart calls").
		$this->insert_addresses( $id, $addresses );
		$this->items->insert( $id, $lines );
		$this->meta->write_many( $id, $draft->meta );
		$this->store->touch( $id );
		return $id;
	}

	/**
	 * @param int                                  $order_id  The order.
	 * @param array<string, array<string, string>> $addresses Type (billing, shipping) => cleaned fields.
	 * @throws OrderStoreException When a row is refused.
	 */
	private function insert_addresses( int $order_id, array $addresses ): void {
		global $wpdb;
		$rows = array();
		foreach ( $addresses as $type => $address ) {
			$rows[] = $wpdb->prepare(
				'(%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)',
				$order_id,
				(string) $type,
				$address['first_name'],
				$address['last_name'],
				$address['company'],
				$address['address_1'],
				$address['address_2'],
				$address['city'],
				$address['state'],
				$address['postcode'],
				$address['country'],
				$address['email'],
				$address['phone']
			);
		}
		if ( array() === $rows ) {
			return;
		}
		$table = OrderTables::table( OrderTables::ADDRESSES );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; each row prepared above.
		$this->store->run( "INSERT INTO {$table} (order_id, type, first_name, last_name, company, address_1, address_2, city, state, postcode, country, email, phone) VALUES " . implode( ', ', $rows ) );
	}

	/**
	 * @throws OrderStoreException When the database refuses it.
	 */
	private function flip_stock_flag( int $id, int $from, int $to ): bool {
		global $wpdb;
		$table = OrderTables::table( OrderTables::ORDERS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$changed = $this->store->run( $wpdb->prepare( "UPDATE {$table} SET stock_reduced = %d WHERE order_id = %d AND stock_reduced = %d", $to, $id, $from ) );
		$this->store->touch( $id );
		return 1 === $changed;
	}

	/**
	 * Every address field, sanitized.
	 *
	 * @param array<string, string> $address The fields given.
	 * @return array<string, string>
	 */
	private static function clean_address( array $address ): array {
		$clean = array();
		foreach ( OrderDraft::ADDRESS_FIELDS as $field ) {
			$value           = (string) ( $address[ $field ] ?? '' );
			$clean[ $field ] = match ( $field ) {
				'email'   => sanitize_email( $value ),
				'country' => strtoupper( substr( sanitize_text_field( $value ), 0, 2 ) ),
				default   => sanitize_text_field( $value ),
			};
		}
		return $clean;
	}
}
