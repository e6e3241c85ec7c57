<?php
/**
 * A person's orders in WordPress's personal data export and erasure (Tools > Export / Erase
 * Personal Data).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Privacy;

use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Origins\OrderOrigins;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * The orders of an email address: those it was the billing email of, and those of the account
 * with that email.
 *
 * Export: every order with its items, addresses, contact details, IP address, browser, note and
 * origin, ten orders a page.
 *
 * Erasure: only when the merchant allows it (Settings > Customer accounts > Remove personal data
 * from orders on request; off by default, as orders are the shop's accounting records), and never
 * for an order still being dealt with (pending, processing, on hold): those are kept and listed
 * in the answer. Erased orders keep what the books need (OrderWriter::anonymize()).
 */
final class OrdersPersonalData {

	public const ERASE_SETTING = 'privacy_erase_orders';

	/** Orders a page of the export or the erasure. */
	private const PER_PAGE = 10;

	public function __construct(
		private readonly Settings $settings,
		private readonly OrderReader $reader,
		private readonly OrderWriter $writer,
		private readonly OrderNotes $notes,
		private readonly OrderOrigins $origins,
		private readonly OrderMoney $money,
	) {
	}

	/**
	 * Exporter callback.
	 *
	 * @param string $email The person's email address.
	 * @param int    $page  From 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$ids  = $this->order_ids( $email, '', self::PER_PAGE, ( max( 1, $page ) - 1 ) * self::PER_PAGE );
		$data = array();
		foreach ( $this->reader->find_many( $ids ) as $order ) {
			$data[] = array(
				'group_id'          => 'vitrine-orders',
				'group_label'       => __( 'Orders', 'vitrine' ),
				'group_description' => __( 'The orders placed with this email address or by its account.', 'vitrine' ),
				'item_id'           => 'vitrine-order-' . $order->id,
				'data'              => $this->order_data( $order ),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * Eraser callback.
	 *
	 * @param string $email The person's email address.
	 * @param int    $page  From 1.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array {
		$messages = array();
		$active   = $this->order_ids( $email, 'active', 1000, 0 );
		if ( 1 === $page ) {
			foreach ( $active as $id ) {
				/* translators: %d: an order's number. */
				$messages[] = sprintf( __( 'Order #%d is still being dealt with: its personal data was kept.', 'vitrine' ), $id );
			}
		}
		if ( ! (bool) $this->settings->get( self::ERASE_SETTING ) ) {
			$others = $this->order_ids( $email, 'closed', 1, 0 );
			if ( 1 === $page && array() !== $others ) {
				$messages[] = __( 'Orders were kept: the shop keeps personal data in orders for its records (Vitrine > Settings > Customer accounts).', 'vitrine' );
			}
			return array(
				'items_removed'  => false,
				'items_retained' => array() !== $active || array() !== $others,
				'messages'       => $messages,
				'done'           => true,
			);
		}
		// Erased orders no longer match the email, so each page takes the first ones left.
		$ids = $this->order_ids( $email, 'closed', self::PER_PAGE, 0 );
		foreach ( $ids as $id ) {
			$this->writer->anonymize( $id );
			$this->notes->add_note( $id, __( 'Personal data removed on request.', 'vitrine' ) );
		}
		return array(
			'items_removed'  => array() !== $ids,
			'items_retained' => array() !== $active,
			'messages'       => $messages,
			'done'           => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * The ids of the person's orders, oldest first.
	 *
	 * @param string $email  The email address.
	 * @param string $which  '' all, 'active' (still being dealt with) or 'closed' (the others).
	 * @param int    $limit  How many.
	 * @param int    $offset From.
	 * @return list<int>
	 */
	private function order_ids( string $email, string $which, int $limit, int $offset ): array {
		global $wpdb;
		$email = sanitize_email( $email );
		if ( '' === $email ) {
			return array();
		}
		$user    = get_user_by( 'email', $email );
		$user_id = $user instanceof \WP_User ? (int) $user->ID : 0;
		$active  = array( OrderStatus::PENDING, OrderStatus::PROCESSING, OrderStatus::ON_HOLD );
		$status  = '';
		if ( '' !== $which ) {
			$status = ( 'active' === $which ? ' AND status IN (' : ' AND status NOT IN (' ) . implode( ', ', array_fill( 0, count( $active ), '%s' ) ) . ')';
		}
		$table = OrderTables::table( OrderTables::ORDERS );
		$args  = array_merge( array( $email, $user_id, $user_id ), '' !== $which ? $active : array(), array( $limit, $offset ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders -- our table; the placeholders are counted above.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT order_id FROM {$table} WHERE (billing_email = %s OR (customer_id = %d AND %d > 0)){$status} ORDER BY order_id LIMIT %d OFFSET %d", $args ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * @return list<array{name: string, value: string}>
	 */
	private function order_data( Order $order ): array {
		$items = array();
		foreach ( $order->line_items() as $item ) {
			$items[] = sprintf( '%s × %d', $item->name, $item->quantity );
		}
		$rows   = array(
			__( 'Order number', 'vitrine' )     => $order->number(),
			__( 'Date', 'vitrine' )             => wp_date( (string) get_option( 'date_format' ), $order->created_at ),
			__( 'Status', 'vitrine' )           => OrderStatus::label( $order->status ),
			__( 'Total', 'vitrine' )            => wp_strip_all_tags( $this->money->format( $order->total, $order ) ),
			__( 'Items', 'vitrine' )            => implode( ', ', $items ),
			__( 'Billing address', 'vitrine' )  => self::address( $order->billing ),
			__( 'Shipping address', 'vitrine' ) => self::address( $order->shipping ),
			__( 'Email address', 'vitrine' )    => $order->billing_email(),
			__( 'Phone', 'vitrine' )            => (string) ( $order->billing['phone'] ?? '' ),
			__( 'IP address', 'vitrine' )       => $order->customer_ip,
			__( 'Browser', 'vitrine' )          => $order->user_agent,
			__( 'Note', 'vitrine' )             => $order->customer_note,
		);
		$origin = $this->origins->find( $order->id );
		if ( null !== $origin ) {
			$rows[ __( 'Where the order came from', 'vitrine' ) ] = implode( ' / ', array_filter( array( $origin->source_type, $origin->source, $origin->medium, $origin->campaign ) ) );
		}
		$data = array();
		foreach ( $rows as $name => $value ) {
			if ( '' !== trim( (string) $value ) ) {
				$data[] = array(
					'name'  => (string) $name,
					'value' => (string) $value,
				);
			}
		}
		return $data;
	}

	/**
	 * @param array<string, string> $address An order's address.
	 */
	private static function address( array $address ): string {
		$parts = array();
		foreach ( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'postcode', 'city', 'state', 'country' ) as $field ) {
			if ( '' !== (string) ( $address[ $field ] ?? '' ) ) {
				$parts[] = (string) $address[ $field ];
			}
		}
		return implode( ', ', $parts );
	}
}
