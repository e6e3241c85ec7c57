<?php
/**
 * The order tables, as one entry point for the modules that use them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Orders\Storage\OrderItems;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderQuery;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderRefunds;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * The order storage is split by concern in Storage/: OrderReader (find, lock), OrderWriter
 * (create, columns, stock flag), OrderItems, OrderMeta, OrderNotes, OrderRefunds, OrderQuery
 * (lists and counts), all sharing one OrderStore (the transaction, and the cache rules that
 * keep a rollback out of the cache). New code takes the concern it needs (the public properties
 * below); the methods here only pass on to them, for the callers written before the split.
 */
final class OrderRepository {

	public const CACHE_GROUP = OrderTables::CACHE_GROUP;

	public const ORDERS    = OrderTables::ORDERS;
	public const ADDRESSES = OrderTables::ADDRESSES;
	public const ITEMS     = OrderTables::ITEMS;
	public const META      = OrderTables::META;
	public const NOTES     = OrderTables::NOTES;
	public const REFUNDS   = OrderTables::REFUNDS;

	/** The most orders one query() page holds. */
	public const MAX_PER_PAGE = OrderQuery::MAX_PER_PAGE;

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly OrderStore $store,
		public readonly OrderReader $reader,
		public readonly OrderWriter $writer,
		public readonly OrderItems $items,
		public readonly OrderMeta $meta,
		public readonly OrderNotes $notes,
		public readonly OrderRefunds $refunds,
		public readonly OrderQuery $lists,
	) {
	}

	/**
	 * A table's full name.
	 *
	 * @param string $table One of the table constants.
	 */
	public static function table( string $table ): string {
		return OrderTables::table( $table );
	}

	/**
	 * A new random order key (see OrderWriter::new_key()).
	 */
	public static function new_key(): string {
		return OrderWriter::new_key();
	}

	/**
	 * See OrderStore::transaction().
	 *
	 * @template T
	 * @param \Closure(): T $work The work.
	 * @return T
	 * @throws OrderStoreException When the database fails.
	 * @throws \Throwable What the work threw; nothing it wrote is kept.
	 */
	public function transaction( \Closure $work ): mixed {
		return $this->store->transaction( $work );
	}

	/**
	 * See OrderStore::forget().
	 */
	public function forget( int $order_id ): void {
		$this->store->forget( $order_id );
	}

	/**
	 * See OrderWriter::create().
	 *
	 * @throws OrderStoreException When the database refuses a row; nothing was written.
	 */
	public function create( OrderDraft $draft ): Order {
		return $this->writer->create( $draft );
	}

	/**
	 * See OrderWriter::update_fields().
	 *
	 * @param int                            $id     The order.
	 * @param array<string, string|int|null> $fields Column to value.
	 * @throws OrderStoreException When the database refuses it.
	 */
	public function update_fields( int $id, array $fields ): void {
		$this->writer->update_fields( $id, $fields );
	}

	/**
	 * See OrderWriter::claim_stock_reduction().
	 */
	public function claim_stock_reduction( int $id ): bool {
		return $this->writer->claim_stock_reduction( $id );
	}

	/**
	 * See OrderWriter::release_stock_reduction().
	 */
	public function release_stock_reduction( int $id ): bool {
		return $this->writer->release_stock_reduction( $id );
	}

	/**
	 * See OrderReader::find().
	 */
	public function find( int $id ): ?Order {
		return $this->reader->find( $id );
	}

	/**
	 * See OrderReader::find_many().
	 *
	 * @param list<int> $ids Order ids.
	 * @return array<int, Order>
	 */
	public function find_many( array $ids ): array {
		return $this->reader->find_many( $ids );
	}

	/**
	 * See OrderReader::find_by_key().
	 */
	public function find_by_key( string $key ): ?Order {
		return $this->reader->find_by_key( $key );
	}

	/**
	 * See OrderReader::find_by_idempotency_key().
	 */
	public function find_by_idempotency_key( string $key ): ?Order {
		return $this->reader->find_by_idempotency_key( $key );
	}

	/**
	 * See OrderReader::lock().
	 */
	public function lock( int $id ): ?Order {
		return $this->reader->lock( $id );
	}

	/**
	 * See OrderQuery::query().
	 *
	 * @param array<string, mixed> $args See OrderQuery::query().
	 * @return array{orders: list<Order>, total: int}
	 */
	public function query( array $args ): array {
		return $this->lists->query( $args );
	}

	/**
	 * See OrderQuery::count_by_status().
	 *
	 * @return array<string, int>
	 */
	public function count_by_status(): array {
		return $this->lists->count_by_status();
	}

	/**
	 * See OrderQuery::months().
	 *
	 * @return list<string>
	 */
	public function months(): array {
		return $this->lists->months();
	}

	/**
	 * See OrderMeta::get_meta().
	 */
	public function get_meta( int $order_id, string $key ): mixed {
		return $this->meta->get_meta( $order_id, $key );
	}

	/**
	 * See OrderMeta::update_meta().
	 */
	public function update_meta( int $order_id, string $key, mixed $value ): void {
		$this->meta->update_meta( $order_id, $key, $value );
	}

	/**
	 * See OrderMeta::delete_meta().
	 */
	public function delete_meta( int $order_id, string $key ): void {
		$this->meta->delete_meta( $order_id, $key );
	}

	/**
	 * See OrderMeta::find_ids_by_meta().
	 *
	 * @return list<int>
	 */
	public function find_ids_by_meta( string $key, string $value ): array {
		return $this->meta->find_ids_by_meta( $key, $value );
	}

	/**
	 * See OrderItems::update_item_meta().
	 *
	 * @param OrderItem            $item The item.
	 * @param array<string, mixed> $meta The new meta.
	 */
	public function update_item_meta( OrderItem $item, array $meta ): void {
		$this->items->update_item_meta( $item, $meta );
	}

	/**
	 * See OrderNotes::notes().
	 *
	 * @return list<OrderNote>
	 */
	public function notes( int $order_id ): array {
		return $this->notes->notes( $order_id );
	}

	/**
	 * See OrderNotes::add_note().
	 *
	 * @param int         $order_id         The order.
	 * @param string      $content          The text.
	 * @param bool        $is_customer_note Whether the customer may read it.
	 * @param int         $added_by         The user, 0 for the system.
	 * @param string|null $status_from      For a status change: the status before.
	 * @param string|null $status_to        For a status change: the status after.
	 */
	public function add_note( int $order_id, string $content, bool $is_customer_note = false, int $added_by = 0, ?string $status_from = null, ?string $status_to = null ): OrderNote {
		return $this->notes->add_note( $order_id, $content, $is_customer_note, $added_by, $status_from, $status_to );
	}

	/**
	 * See OrderRefunds::refunds().
	 *
	 * @return list<OrderRefund>
	 */
	public function refunds( int $order_id ): array {
		return $this->refunds->refunds( $order_id );
	}

	/**
	 * See OrderRefunds::add_refund().
	 *
	 * @param int    $order_id        The order.
	 * @param int    $amount          Minor units.
	 * @param string $reason          The reason.
	 * @param bool   $through_gateway Whether the gateway refunds it.
	 * @param int    $refunded_by     The user.
	 */
	public function add_refund( int $order_id, int $amount, string $reason, bool $through_gateway, int $refunded_by ): OrderRefund {
		return $this->refunds->add_refund( $order_id, $amount, $reason, $through_gateway, $refunded_by );
	}

	/**
	 * See OrderRefunds::set_refund_reference().
	 */
	public function set_refund_reference( OrderRefund $refund, string $reference ): OrderRefund {
		return $this->refunds->set_refund_reference( $refund, $reference );
	}

	/**
	 * See OrderRefunds::delete_refund().
	 */
	public function delete_refund( OrderRefund $refund ): void {
		$this->refunds->delete_refund( $refund );
	}
}
