<?php
/**
 * WooCommerce's orders, from its order tables (HPOS) or from posts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

/**
 * Reads an order into one shape whatever the storage: HPOS keeps it in {prefix}wc_orders (the
 * row), wc_order_addresses, wc_order_operational_data (dates paid and completed, shipping and
 * discount totals, stock flag) and wc_orders_meta, refunds being rows of type
 * shop_order_refund; the older storage keeps it in a post shop_order (status wc-*, the
 * customer's note in the excerpt) and its meta (_billing_*, _order_total…), refunds being
 * posts shop_order_refund. Both keep items in {prefix}woocommerce_order_items and their meta,
 * and notes as comments of type order_note.
 */
final class WooOrders {

	public function __construct( private readonly WooSource $source ) {
	}

	public function count(): int {
		global $wpdb;
		if ( ! $this->source->hpos() ) {
			return $this->source->count_posts( 'shop_order' );
		}
		$table = $this->source->table( 'wc_orders' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- WooCommerce's table; no input.
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE type = 'shop_order' AND status NOT IN ('trash', 'auto-draft')" );
	}

	/**
	 * @return list<int>
	 */
	public function ids( int $after, int $limit ): array {
		global $wpdb;
		if ( ! $this->source->hpos() ) {
			return $this->source->post_ids( 'shop_order', $after, $limit );
		}
		$table = $this->source->table( 'wc_orders' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- WooCommerce's table; values prepared.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE type = 'shop_order' AND status NOT IN ('trash', 'auto-draft') AND id > %d ORDER BY id LIMIT %d", $after, $limit ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * An order; null when it is not there.
	 *
	 * @return array<string, mixed>|null status (without wc-), currency, customer_id, created, paid,
	 *         completed (Unix times, 0 for none), billing, shipping (field => value), payment_method,
	 *         payment_method_title, transaction_id, ip, user_agent, customer_note, prices_include_tax,
	 *         shipping_total, shipping_tax, discount_total, discount_tax, total_tax, total (amounts as
	 *         WooCommerce's decimal strings), stock_reduced, items, notes, refunds.
	 */
	public function read( int $id ): ?array {
		$order = $this->source->hpos() ? $this->hpos( $id ) : $this->post( $id );
		if ( null === $order ) {
			return null;
		}
		$order['items']   = $this->items( $id );
		$order['notes']   = $this->notes( $id );
		$order['refunds'] = $this->source->hpos() ? $this->hpos_refunds( $id ) : $this->post_refunds( $id );
		return $order;
	}

	/**
	 * @return array<string, mixed>|null
	 */
	private function hpos( int $id ): ?array {
		global $wpdb;
		$orders      = $this->source->table( 'wc_orders' );
		$addresses   = $this->source->table( 'wc_order_addresses' );
		$operational = $this->source->table( 'wc_order_operational_data' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- WooCommerce's tables; values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$orders} WHERE id = %d AND type = 'shop_order'", $id ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		$data = (array) $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$operational} WHERE order_id = %d", $id ), ARRAY_A );
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$addresses} WHERE order_id = %d", $id ), ARRAY_A );
		// phpcs:enable
		$address = array(
			'billing'  => array(),
			'shipping' => array(),
		);
		foreach ( $rows as $type_row ) {
			$type = (string) $type_row['address_type'];
			if ( isset( $address[ $type ] ) ) {
				$address[ $type ] = self::address( static fn ( string $field ): string => (string) ( $type_row[ $field ] ?? '' ) );
			}
		}
		return array(
			'status'               => (string) preg_replace( '/^wc-/', '', (string) $row['status'] ),
			'currency'             => (string) $row['currency'],
			'customer_id'          => (int) $row['customer_id'],
			'created'              => self::time( (string) $row['date_created_gmt'] ),
			'paid'                 => self::time( (string) ( $data['date_paid_gmt'] ?? '' ) ),
			'completed'            => self::time( (string) ( $data['date_completed_gmt'] ?? '' ) ),
			'billing'              => $address['billing'],
			'shipping'             => $address['shipping'],
			'payment_method'       => (string) $row['payment_method'],
			'payment_method_title' => (string) $row['payment_method_title'],
			'transaction_id'       => (string) $row['transaction_id'],
			'ip'                   => (string) $row['ip_address'],
			'user_agent'           => (string) $row['user_agent'],
			'customer_note'        => (string) $row['customer_note'],
			'prices_include_tax'   => ! empty( $data['prices_include_tax'] ),
			'shipping_total'       => (string) ( $data['shipping_total_amount'] ?? '0' ),
			'shipping_tax'         => (string) ( $data['shipping_tax_amount'] ?? '0' ),
			'discount_total'       => (string) ( $data['discount_total_amount'] ?? '0' ),
			'discount_tax'         => (string) ( $data['discount_tax_amount'] ?? '0' ),
			'total_tax'            => (string) $row['tax_amount'],
			'total'                => (string) $row['total_amount'],
			'stock_reduced'        => ! empty( $data['order_stock_reduced'] ),
		);
	}

	/**
	 * @return array<string, mixed>|null
	 */
	private function post( int $id ): ?array {
		$post = $this->source->post( $id, 'shop_order' );
		if ( null === $post ) {
			return null;
		}
		$meta = $this->source->post_meta( $id );
		$get  = static fn ( string $key ): string => (string) ( $meta[ $key ] ?? '' );
		$tax  = (float) $get( '_order_tax' ) + (float) $get( '_order_shipping_tax' );
		return array(
			'status'               => (string) preg_replace( '/^wc-/', '', $post['post_status'] ),
			'currency'             => $get( '_order_currency' ),
			'customer_id'          => (int) $get( '_customer_user' ),
			'created'              => self::time( $post['post_date_gmt'] ),
			'paid'                 => (int) $get( '_date_paid' ),
			'completed'            => (int) $get( '_date_completed' ),
			'billing'              => self::address( static fn ( string $field ): string => $get( '_billing_' . $field ) ),
			'shipping'             => self::address( static fn ( string $field ): string => $get( '_shipping_' . $field ) ),
			'payment_method'       => $get( '_payment_method' ),
			'payment_method_title' => $get( '_payment_method_title' ),
			'transaction_id'       => $get( '_transaction_id' ),
			'ip'                   => $get( '_customer_ip_address' ),
			'user_agent'           => $get( '_customer_user_agent' ),
			'customer_note'        => $post['post_excerpt'],
			'prices_include_tax'   => 'yes' === $get( '_prices_include_tax' ),
			'shipping_total'       => $get( '_order_shipping' ),
			'shipping_tax'         => $get( '_order_shipping_tax' ),
			'discount_total'       => $get( '_cart_discount' ),
			'discount_tax'         => $get( '_cart_discount_tax' ),
			'total_tax'            => (string) $tax,
			'total'                => $get( '_order_total' ),
			'stock_reduced'        => in_array( $get( '_order_stock_reduced' ), array( 'yes', '1' ), true ),
		);
	}

	/**
	 * An address's fields, empty ones left out.
	 *
	 * @param \Closure(string): string $get A field's value.
	 * @return array<string, string>
	 */
	private static function address( \Closure $get ): array {
		$address = array();
		foreach ( array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'email', 'phone' ) as $field ) {
			$value = trim( $get( $field ) );
			if ( '' !== $value ) {
				$address[ $field ] = $value;
			}
		}
		return $address;
	}

	/**
	 * The order's items with their meta.
	 *
	 * @return list<array{id: int, type: string, name: string, meta: array<string, string>}>
	 */
	private function items( int $order_id ): array {
		global $wpdb;
		if ( ! $this->source->has_table( 'woocommerce_order_items' ) ) {
			return array();
		}
		$items = $this->source->table( 'woocommerce_order_items' );
		$meta  = $this->source->table( 'woocommerce_order_itemmeta' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- WooCommerce's tables; values prepared.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT order_item_id, order_item_name, order_item_type FROM {$items} WHERE order_id = %d ORDER BY order_item_id", $order_id ), ARRAY_A );
		$metas = (array) $wpdb->get_results( $wpdb->prepare( "SELECT m.order_item_id, m.meta_key, m.meta_value FROM {$meta} m JOIN {$items} i ON i.order_item_id = m.order_item_id WHERE i.order_id = %d ORDER BY m.meta_id", $order_id ), ARRAY_A );
		// phpcs:enable
		$by_item = array();
		foreach ( $metas as $row ) {
			$by_item[ (int) $row['order_item_id'] ][ (string) $row['meta_key'] ] = (string) $row['meta_value'];
		}
		$list = array();
		foreach ( $rows as $row ) {
			$list[] = array(
				'id'   => (int) $row['order_item_id'],
				'type' => (string) $row['order_item_type'],
				'name' => (string) $row['order_item_name'],
				'meta' => $by_item[ (int) $row['order_item_id'] ] ?? array(),
			);
		}
		return $list;
	}

	/**
	 * The order's notes (comments of type order_note), oldest first.
	 *
	 * @return list<array{content: string, customer: bool, created: int}>
	 */
	private function notes( int $order_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's notes; get_comments() hides them without WooCommerce's filters.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT c.comment_content, c.comment_date_gmt, (SELECT meta_value FROM {$wpdb->commentmeta} m WHERE m.comment_id = c.comment_ID AND m.meta_key = 'is_customer_note' LIMIT 1) AS customer FROM {$wpdb->comments} c WHERE c.comment_post_ID = %d AND c.comment_type = 'order_note' ORDER BY c.comment_date_gmt, c.comment_ID", $order_id ), ARRAY_A );
		$notes = array();
		foreach ( $rows as $row ) {
			$notes[] = array(
				'content'  => (string) $row['comment_content'],
				'customer' => ! empty( $row['customer'] ),
				'created'  => self::time( (string) $row['comment_date_gmt'] ),
			);
		}
		return $notes;
	}

	/**
	 * @return list<array{amount: string, reason: string, by: int, created: int}>
	 */
	private function hpos_refunds( int $order_id ): array {
		global $wpdb;
		$orders = $this->source->table( 'wc_orders' );
		$meta   = $this->source->table( 'wc_orders_meta' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- WooCommerce's tables; values prepared.
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( "SELECT o.id, o.total_amount, o.date_created_gmt, (SELECT meta_value FROM {$meta} m WHERE m.order_id = o.id AND m.meta_key = '_refund_amount' LIMIT 1) AS amount, (SELECT meta_value FROM {$meta} m WHERE m.order_id = o.id AND m.meta_key = '_refund_reason' LIMIT 1) AS reason, (SELECT meta_value FROM {$meta} m WHERE m.order_id = o.id AND m.meta_key = '_refunded_by' LIMIT 1) AS by_user FROM {$orders} o WHERE o.parent_order_id = %d AND o.type = 'shop_order_refund' ORDER BY o.id", $order_id ), ARRAY_A );
		$refunds = array();
		foreach ( $rows as $row ) {
			$refunds[] = array(
				'amount'  => null !== $row['amount'] && '' !== $row['amount'] ? (string) $row['amount'] : ltrim( (string) $row['total_amount'], '-' ),
				'reason'  => (string) $row['reason'],
				'by'      => (int) $row['by_user'],
				'created' => self::time( (string) $row['date_created_gmt'] ),
			);
		}
		return $refunds;
	}

	/**
	 * @return list<array{amount: string, reason: string, by: int, created: int}>
	 */
	private function post_refunds( int $order_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's refunds of one order.
		$ids     = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'shop_order_refund' AND post_parent = %d ORDER BY ID", $order_id ) );
		$refunds = array();
		foreach ( $ids as $id ) {
			$meta      = $this->source->post_meta( (int) $id );
			$refunds[] = array(
				'amount'  => '' !== ( $meta['_refund_amount'] ?? '' ) ? $meta['_refund_amount'] : ltrim( (string) ( $meta['_order_total'] ?? '0' ), '-' ),
				'reason'  => (string) ( $meta['_refund_reason'] ?? '' ),
				'by'      => (int) ( $meta['_refunded_by'] ?? 0 ),
				'created' => self::time( (string) get_post_field( 'post_date_gmt', (int) $id ) ),
			);
		}
		return $refunds;
	}

	/**
	 * A GMT datetime as a Unix time; 0 for none.
	 */
	private static function time( string $datetime ): int {
		if ( '' === $datetime || str_starts_with( $datetime, '0000' ) ) {
			return 0;
		}
		$time = strtotime( $datetime . ' UTC' );
		return false === $time ? 0 : $time;
	}
}
