<?php
/**
 * A customer's own orders.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderNote;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStoreException;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderQuery;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderStore;

/**
 * What the account's orders section reads and does: a page of the customer's orders, one of them
 * (never another customer's), the notes meant for the customer, and cancelling an order that is
 * still unpaid.
 */
final class CustomerOrders {

	/** Orders per page of the list, unless the vitrine_account_orders_per_page filter says otherwise. */
	public const PER_PAGE = 10;

	public function __construct(
		private readonly OrderStore $store,
		private readonly OrderReader $reader,
		private readonly OrderNotes $notes,
		private readonly OrderQuery $lists,
		private readonly OrderService $service,
	) {
	}

	/**
	 * A page of the customer's orders, newest first.
	 *
	 * @param int $user_id The customer.
	 * @param int $page    From 1.
	 * @return array{orders: list<Order>, total: int, pages: int}
	 */
	public function page( int $user_id, int $page ): array {
		/**
		 * Filters how many orders a page of the account's order list shows.
		 *
		 * @param int $per_page From 1 to 100.
		 */
		$per_page = max( 1, min( 100, (int) apply_filters( 'vitrine_account_orders_per_page', self::PER_PAGE ) ) );
		$result   = $this->lists->query(
			array(
				'customer_id' => $user_id,
				'page'        => max( 1, $page ),
				'per_page'    => $per_page,
				'orderby'     => 'date',
				'order'       => 'DESC',
			)
		);
		return array(
			'orders' => $result['orders'],
			'total'  => $result['total'],
			'pages'  => (int) ceil( $result['total'] / $per_page ),
		);
	}

	/**
	 * The order when it is the customer's, else null (another's and a missing one alike).
	 */
	public function find_own( int $user_id, int $order_id ): ?Order {
		if ( $user_id <= 0 || $order_id <= 0 ) {
			return null;
		}
		$order = $this->reader->find( $order_id );
		return null !== $order && $order->customer_id === $user_id ? $order : null;
	}

	/**
	 * The notes the customer may read, newest first.
	 *
	 * @return list<OrderNote>
	 */
	public function customer_notes( Order $order ): array {
		return array_values( array_filter( $this->notes->notes( $order->id ), static fn ( OrderNote $note ): bool => $note->is_customer_note ) );
	}

	/**
	 * The statuses in which customers may cancel their order: not paid yet.
	 *
	 * @return list<string>
	 */
	public static function cancellable_statuses(): array {
		return array( OrderStatus::PENDING, OrderStatus::FAILED );
	}

	/**
	 * Whether the customer may cancel the order now.
	 */
	public function can_cancel( Order $order ): bool {
		return in_array( $order->status, self::cancellable_statuses(), true );
	}

	/**
	 * Cancels the customer's unpaid order (its stock, if taken, goes back).
	 *
	 * The status is checked again under the order's row lock, in the same transaction as the
	 * change: a payment that arrives meanwhile (processing may also move to cancelled) is never
	 * cancelled by a click on an old page.
	 *
	 * @param int $user_id  The customer.
	 * @param int $order_id The order.
	 * @return Order The order afterwards.
	 * @throws AccountError NOT_FOUND vitrine_order_not_found when it is not the customer's order;
	 *                      CONFLICT vitrine_order_not_cancellable when it is paid, on hold or over;
	 *                      UNAVAILABLE when the database fails. Nothing is written.
	 */
	public function cancel( int $user_id, int $order_id ): Order {
		$order = $this->find_own( $user_id, $order_id );
		if ( null === $order ) {
			throw new AccountError( 'vitrine_order_not_found', __( 'This order does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		try {
			return $this->store->transaction(
				function () use ( $order ): Order {
					$current = $this->reader->lock( $order->id );
					if ( null === $current || ! $this->can_cancel( $current ) ) {
						throw new AccountError(
							'vitrine_order_not_cancellable',
							__( 'Your order can no longer be cancelled. Please contact us if you need assistance.', 'vitrine' ),
							ErrorKind::CONFLICT
						);
					}
					return $this->service->transition( $current, OrderStatus::CANCELLED, __( 'Order cancelled by customer.', 'vitrine' ) );
				}
			);
		} catch ( OrderStoreException $e ) {
			// The database's own words go to the log, not to the customer.
			error_log( 'Vitrine account: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			throw new AccountError( 'vitrine_order_unavailable', __( 'The order could not be saved just now. Nothing was changed; please try again.', 'vitrine' ), ErrorKind::UNAVAILABLE );
		}
	}
}
