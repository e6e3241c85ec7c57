<?php
/**
 * What happens to an order after it is placed: status changes, payment, refunds.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Catalog\ProductRepository;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderRefunds;
use Vitrine\Orders\Storage\OrderStore;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * Every change locks the order's row, checks what is asked against the order as it is now,
 * and writes the status, the dates, the notes and the stock in one transaction (a savepoint of
 * the caller's, when there is one). A refused change throws an OrderError with a code, a
 * translated message and a kind, and writes nothing. The actions are fired after the
 * transaction is over, with the order as it is then; emails are sent from them.
 *
 * Actions:
 * - vitrine_order_status_changed( Order $order, string $from, string $to, bool $manual, bool $restored )
 * - vitrine_order_status_{$to}( Order $order, string $from )
 * - vitrine_order_refunded( Order $order, OrderRefund $refund )
 */
final class OrderService {

	/**
	 * @param OrderStore          $store           The transaction every change runs in.
	 * @param OrderReader         $reader          Reads and locks orders.
	 * @param OrderWriter         $writer          Writes their columns.
	 * @param OrderNotes          $notes           The status history and the merchant's notes.
	 * @param OrderRefunds        $refunds         The refunds recorded.
	 * @param OrderStock          $stock           Reduces and restores stock.
	 * @param ProductRepository   $products        The catalog, to know whether an order ships.
	 * @param OrderMoney          $money           Formats amounts for notes.
	 * @param PaymentRefunds|null $gateway_refunds Refunds through the payment gateways; null while
	 *                                             there are none (refunds are then manual only).
	 */
	public function __construct(
		private readonly OrderStore $store,
		private readonly OrderReader $reader,
		private readonly OrderWriter $writer,
		private readonly OrderNotes $notes,
		private readonly OrderRefunds $refunds,
		private readonly OrderStock $stock,
		private readonly ProductRepository $products,
		private readonly OrderMoney $money,
		private readonly ?PaymentRefunds $gateway_refunds = null,
	) {
	}

	/**
	 * Moves an order to another status, if that is allowed from the status it has now.
	 *
	 * Reaching processing, completed or on-hold reduces stock (once); reaching cancelled or
	 * refunded gives it back (once). Reaching refunded records what remains to refund as a manual
	 * refund. Asking for the status the order already has changes nothing.
	 *
	 * @param Order  $order  The order (its status is read again, under a lock).
	 * @param string $to     An OrderStatus constant.
	 * @param string $note   Added to the status change's note; may be empty.
	 * @param bool   $manual Whether a merchant asks (allows reopening and correcting, see OrderStatus).
	 * @return Order The order afterwards.
	 * @throws OrderError INVALID for an unknown status, NOT_FOUND for a missing order, CONFLICT for a
	 *                    transition that is not allowed, UNAVAILABLE when the database fails.
	 */
	public function transition( Order $order, string $to, string $note = '', bool $manual = false ): Order {
		return $this->change_status( $order, $to, $note, $manual, false );
	}

	/**
	 * Puts a held order back in the status it had before it was held (a payment dispute the shop
	 * won): the same checks, stock and notes as transition(), but the actions say it is a restore,
	 * so that the customer is not emailed again about a status they were told of already.
	 *
	 * @param Order  $order The order (its status is read again, under a lock).
	 * @param string $to    The status it had before, an OrderStatus constant.
	 * @param string $note  Added to the status change's note; may be empty.
	 * @return Order The order afterwards.
	 * @throws OrderError As transition().
	 */
	public function restore( Order $order, string $to, string $note = '' ): Order {
		return $this->change_status( $order, $to, $note, false, true );
	}

	/**
	 * transition() and restore(): the status checked, changed under the order's row lock, then
	 * announced.
	 *
	 * @param Order  $order    The order.
	 * @param string $to       An OrderStatus constant.
	 * @param string $note     Added to the status change's note; may be empty.
	 * @param bool   $manual   Whether a merchant asks.
	 * @param bool   $restored Whether the order goes back to a status it had.
	 * @throws OrderError As transition().
	 */
	private function change_status( Order $order, string $to, string $note, bool $manual, bool $restored ): Order {
		if ( ! OrderStatus::is_valid( $to ) ) {
			throw new OrderError(
				'vitrine_order_invalid_status',
				/* translators: %s: the status asked for. */
				sprintf( __( '“%s” is not an order status.', 'vitrine' ), $to ),
				ErrorKind::INVALID
			);
		}
		$change = $this->write(
			function () use ( $order, $to, $note, $manual ): ?array {
				$current = $this->reader->lock( $order->id ) ?? throw $this->not_found();
				return $this->apply( $current, $to, $note, $manual );
			}
		);
		return $this->announce( $order->id, $change, $manual, $restored );
	}

	/**
	 * Takes an unpaid order's stock now, as it is placed, all or nothing: a line the stock
	 * cannot cover refuses the whole order (see OrderStock). The order keeps its status; the
	 * stock is held until it is paid, or given back when it is cancelled (by the shopper, the
	 * merchant, or UnpaidOrders once the hold time is over).
	 *
	 * @return Order The order afterwards.
	 * @throws OrderError CONFLICT (OrderStock::OUT_OF_STOCK) when a line cannot be covered,
	 *                    NOT_FOUND for a missing order, UNAVAILABLE when the database fails.
	 */
	public function hold_stock( Order $order ): Order {
		$this->write(
			function () use ( $order ): void {
				$current = $this->reader->lock( $order->id ) ?? throw $this->not_found();
				$this->stock->reduce( $current, true );
			}
		);
		return $this->reader->find( $order->id ) ?? throw $this->not_found();
	}

	/**
	 * Cancels an order that is still unpaid in one of the given statuses and was created
	 * before the cutoff, giving its stock back, with a note; checked again under the order's
	 * row lock, so an order paid meanwhile stays as it is and of several servers running this
	 * at once only one cancels it (and so only one gives the stock back).
	 *
	 * @param int          $order_id       The order.
	 * @param list<string> $statuses       Statuses it may be in.
	 * @param int          $created_before Unix time it must have been created before.
	 * @param string       $note           The reason, added to the status note.
	 * @return bool Whether this call cancelled it.
	 * @throws OrderError UNAVAILABLE when the database fails.
	 */
	public function cancel_unpaid( int $order_id, array $statuses, int $created_before, string $note ): bool {
		$change = $this->write(
			function () use ( $order_id, $statuses, $created_before, $note ): ?array {
				$current = $this->reader->lock( $order_id );
				if ( null === $current || ! in_array( $current->status, $statuses, true ) || null !== $current->paid_at || $current->created_at >= $created_before ) {
					return null;
				}
				return $this->apply( $current, OrderStatus::CANCELLED, $note, false );
			}
		);
		if ( null === $change ) {
			return false;
		}
		$this->announce( $order_id, $change, false );
		return true;
	}

	/**
	 * Records a payment: the transaction id, the payment date, and the order moves to
	 * processing, or to completed when nothing in it ships (filter
	 * vitrine_order_payment_complete_status). An order already paid is left as it is, so a
	 * gateway's webhook and the shopper's return may both call this.
	 *
	 * @param Order  $order          The order.
	 * @param string $transaction_id The gateway's id of the payment, if any.
	 * @return Order The order afterwards.
	 * @throws OrderError NOT_FOUND for a missing order, CONFLICT when the order cannot be paid
	 *                    (cancelled, refunded), UNAVAILABLE when the database fails.
	 */
	public function payment_complete( Order $order, string $transaction_id = '' ): Order {
		$change = $this->write(
			function () use ( $order, $transaction_id ): ?array {
				$current = $this->reader->lock( $order->id ) ?? throw $this->not_found();
				if ( $current->is_paid() ) {
					return null;
				}
				if ( ! in_array( $current->status, array( OrderStatus::PENDING, OrderStatus::FAILED, OrderStatus::ON_HOLD ), true ) ) {
					throw new OrderError(
						'vitrine_order_not_payable',
						/* translators: 1: order number, 2: order status such as Cancelled. */
						sprintf( __( 'Order #%1$s is %2$s and cannot be paid.', 'vitrine' ), $current->number(), OrderStatus::label( $current->status ) ),
						ErrorKind::CONFLICT
					);
				}
				$transaction_id = sanitize_text_field( $transaction_id );
				if ( '' !== $transaction_id ) {
					$this->writer->update_fields( $current->id, array( 'transaction_id' => $transaction_id ) );
				}
				$note = '' !== $transaction_id
					/* translators: %s: the payment gateway's transaction id. */
					? sprintf( __( 'Payment received (transaction %s).', 'vitrine' ), $transaction_id )
					: __( 'Payment received.', 'vitrine' );
				return $this->apply( $current, $this->payment_complete_status( $current ), $note, false );
			}
		);
		return $this->announce( $order->id, $change, false );
	}

	/**
	 * Refunds part or all of a paid order, through its payment gateway or manually (the
	 * merchant gives the money back some other way). A refund of everything that remains moves
	 * the order to refunded, which gives its stock back.
	 *
	 * The refund is recorded before the gateway is asked, so that two refunds at once cannot
	 * together exceed the total; it is taken back when the gateway refuses.
	 *
	 * @param Order  $order           The order.
	 * @param int    $amount_minor    How much, in minor units; at most what remains refundable.
	 * @param string $reason          The merchant's reason, may be empty.
	 * @param bool   $through_gateway Whether the gateway sends the money back.
	 * @return Order The order afterwards.
	 * @throws OrderError INVALID for a wrong amount or a gateway that cannot refund, NOT_FOUND for a
	 *                    missing order, CONFLICT for an order that is not paid, PROVIDER_FAILED when the
	 *                    gateway refuses, UNAVAILABLE when the database fails.
	 */
	public function refund( Order $order, int $amount_minor, string $reason, bool $through_gateway ): Order {
		if ( $amount_minor <= 0 ) {
			throw new OrderError( 'vitrine_refund_invalid_amount', __( 'Enter a refund amount greater than zero.', 'vitrine' ), ErrorKind::INVALID );
		}
		$gateway = null;
		if ( $through_gateway ) {
			$gateway = $this->refund_gateway_title( $order );
			if ( null === $gateway || null === $this->gateway_refunds ) {
				throw new OrderError(
					'vitrine_refund_not_supported',
					/* translators: %s: payment method title. */
					sprintf( __( '%s cannot refund automatically. Refund the money yourself and record a manual refund.', 'vitrine' ), '' !== $order->payment_method_title ? $order->payment_method_title : __( 'The payment method', 'vitrine' ) ),
					ErrorKind::INVALID
				);
			}
		}
		$reason = sanitize_textarea_field( $reason );

		list( $before, $refund ) = $this->write(
			function () use ( $order, $amount_minor, $reason, $through_gateway ): array {
				$current = $this->reader->lock( $order->id ) ?? throw $this->not_found();
				$this->check_refundable( $current, $amount_minor );
				return array( $current, $this->refunds->add_refund( $current->id, $amount_minor, $reason, $through_gateway, get_current_user_id() ) );
			}
		);

		if ( null !== $gateway ) {
			try {
				$result = $this->gateway_refunds->refund( $before, $amount_minor, $reason );
			} catch ( \Throwable $e ) {
				error_log( 'Vitrine refund: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
				$result = array(
					'success'   => false,
					'reference' => '',
					'message'   => __( 'The payment gateway could not be reached.', 'vitrine' ),
				);
			}
			if ( ! $result['success'] ) {
				$this->write( fn () => $this->refunds->delete_refund( $refund ) );
				throw new OrderError(
					'vitrine_refund_failed',
					/* translators: 1: payment method title, 2: the gateway's message. */
					sprintf( __( 'The refund through %1$s failed: %2$s Nothing was refunded.', 'vitrine' ), $gateway, '' !== $result['message'] ? $result['message'] : __( 'no reason given.', 'vitrine' ) ),
					ErrorKind::PROVIDER_FAILED
				);
			}
			$refund = $this->write( fn (): OrderRefund => $this->refunds->set_refund_reference( $refund, $result['reference'] ) );
		}

		$amount = $this->money->format( $refund->amount, $before );
		if ( null !== $gateway ) {
			$text = '' !== $refund->gateway_reference
				/* translators: 1: amount, 2: payment method, 3: the gateway's refund id. */
				? sprintf( __( 'Refunded %1$s through %2$s (refund %3$s).', 'vitrine' ), $amount, $gateway, $refund->gateway_reference )
				/* translators: 1: amount, 2: payment method. */
				: sprintf( __( 'Refunded %1$s through %2$s.', 'vitrine' ), $amount, $gateway );
		} else {
			/* translators: %s: amount. */
			$text = sprintf( __( 'Refunded %s manually.', 'vitrine' ), $amount );
		}
		return $this->refunded( $before, $refund, $text, $reason );
	}

	/**
	 * Records a refund that the payment provider made already, outside the shop (in its own
	 * dashboard, say, and learnt by a webhook): an order refund made through the gateway, with its
	 * reference, noted as made there, not manually; nothing is asked of the gateway. Like refund(),
	 * a refund of everything that remains moves the order to refunded.
	 *
	 * @param Order  $order        The order.
	 * @param int    $amount_minor How much, in minor units; at most what remains refundable.
	 * @param string $reference    The provider's refund id.
	 * @param string $provider     Where it was refunded, such as Stripe (a name, not translated).
	 * @return Order The order afterwards.
	 * @throws OrderError As refund().
	 */
	public function record_provider_refund( Order $order, int $amount_minor, string $reference, string $provider ): Order {
		if ( $amount_minor <= 0 ) {
			throw new OrderError( 'vitrine_refund_invalid_amount', __( 'Enter a refund amount greater than zero.', 'vitrine' ), ErrorKind::INVALID );
		}
		$reference = sanitize_text_field( $reference );

		list( $before, $refund ) = $this->write(
			function () use ( $order, $amount_minor, $reference ): array {
				$current = $this->reader->lock( $order->id ) ?? throw $this->not_found();
				$this->check_refundable( $current, $amount_minor );
				$refund = $this->refunds->add_refund( $current->id, $amount_minor, '', true, get_current_user_id() );
				return array( $current, '' !== $reference ? $this->refunds->set_refund_reference( $refund, $reference ) : $refund );
			}
		);

		$text = sprintf(
			/* translators: 1: amount, 2: where it was refunded such as Stripe, 3: the provider's refund id. */
			__( 'Refunded %1$s in %2$s (refund %3$s).', 'vitrine' ),
			$this->money->format( $refund->amount, $before ),
			$provider,
			$reference
		);
		return $this->refunded( $before, $refund, $text, '' );
	}

	/**
	 * Notes a refund recorded (and made), tells the listeners, and moves the order to refunded
	 * when nothing remains to refund.
	 *
	 * @param Order       $before The order before the refund.
	 * @param OrderRefund $refund The refund.
	 * @param string      $text   The note.
	 * @param string      $reason The merchant's reason, may be empty.
	 * @throws OrderError NOT_FOUND when the order is gone.
	 */
	private function refunded( Order $before, OrderRefund $refund, string $text, string $reason ): Order {
		if ( '' !== $reason ) {
			/* translators: %s: the merchant's reason. */
			$text .= ' ' . sprintf( __( 'Reason: %s', 'vitrine' ), $reason );
		}
		$this->write( fn () => $this->notes->add_note( $before->id, $text, false, get_current_user_id() ) );

		$after = $this->reader->find( $before->id ) ?? throw $this->not_found();
		/**
		 * Fires after a refund was recorded (and, through a gateway, made).
		 *
		 * @param Order       $order  The order afterwards.
		 * @param OrderRefund $refund The refund.
		 */
		do_action( 'vitrine_order_refunded', $after, $refund );

		if ( 0 === $after->remaining_refundable_minor() && OrderStatus::REFUNDED !== $after->status ) {
			return $this->transition( $after, OrderStatus::REFUNDED );
		}
		return $after;
	}

	/**
	 * The status an order reaches when paid: processing, or completed when none of its products
	 * ships (all virtual).
	 */
	public function payment_complete_status( Order $order ): string {
		$ships = false;
		foreach ( $order->line_items() as $item ) {
			$product = $this->products->find( $item->product_id );
			if ( null === $product || ! $product->virtual ) {
				$ships = true;
				break;
			}
		}
		/**
		 * Filters the status a paid order moves to.
		 *
		 * @param string $status processing, or completed when nothing in the order ships.
		 * @param Order  $order  The order.
		 */
		$status = (string) apply_filters( 'vitrine_order_payment_complete_status', $ships ? OrderStatus::PROCESSING : OrderStatus::COMPLETED, $order );
		return in_array( $status, array( OrderStatus::PROCESSING, OrderStatus::COMPLETED, OrderStatus::ON_HOLD ), true ) ? $status : OrderStatus::PROCESSING;
	}

	/**
	 * The title of the order's gateway, if it can refund through it.
	 */
	public function refund_gateway_title( Order $order ): ?string {
		return '' === $order->payment_method ? null : $this->gateway_refunds?->gateway_title( $order );
	}

	/**
	 * The change itself, inside the transaction, with the order locked.
	 *
	 * @param Order  $current The order as locked.
	 * @param string $to      The new status.
	 * @param string $note    The caller's note.
	 * @param bool   $manual  Whether a merchant asks.
	 * @return array{from: string, to: string, refund: OrderRefund|null}|null Null when nothing changed.
	 * @throws OrderError When the transition is not allowed.
	 */
	private function apply( Order $current, string $to, string $note, bool $manual ): ?array {
		$from = $current->status;
		if ( $from === $to ) {
			return null;
		}
		if ( ! OrderStatus::can_transition( $from, $to, $manual ) ) {
			throw new OrderError(
				'vitrine_order_invalid_transition',
				sprintf(
					/* translators: 1: order number, 2: current status, 3: status asked for. */
					__( 'Order #%1$s cannot change from %2$s to %3$s.', 'vitrine' ),
					$current->number(),
					OrderStatus::label( $from ),
					OrderStatus::label( $to )
				),
				ErrorKind::CONFLICT,
				array(
					'from'    => $from,
					'to'      => $to,
					'allowed' => OrderStatus::allowed_from( $from, $manual ),
				)
			);
		}
		$now    = time();
		$fields = array( 'status' => $to );
		if ( in_array( $to, OrderStatus::paid(), true ) && null === $current->paid_at ) {
			$fields['paid_at'] = $now;
		}
		if ( OrderStatus::COMPLETED === $to ) {
			$fields['completed_at'] = $now;
		}
		$this->writer->update_fields( $current->id, $fields );

		$user   = get_current_user_id();
		$refund = null;
		if ( OrderStatus::REFUNDED === $to && $current->remaining_refundable_minor() > 0 ) {
			// The merchant marked the order refunded: what remains is recorded as refunded by hand.
			$refund = $this->refunds->add_refund( $current->id, $current->remaining_refundable_minor(), $note, false, $user );
			/* translators: %s: amount. */
			$this->notes->add_note( $current->id, sprintf( __( 'Refunded %s manually.', 'vitrine' ), $this->money->format( $refund->amount, $current ) ), false, $user );
		}

		/* translators: 1: status before, 2: status after. */
		$text = sprintf( __( 'Order status changed from %1$s to %2$s.', 'vitrine' ), OrderStatus::label( $from ), OrderStatus::label( $to ) );
		$note = sanitize_textarea_field( $note );
		$this->notes->add_note( $current->id, '' !== $note ? $text . ' ' . $note : $text, false, $user, $from, $to );

		// The order is still locked by the caller and its lines are as read: the writes above
		// change its columns, notes and refunds only, so it is not read again for the stock.
		if ( in_array( $to, OrderStatus::holding_stock(), true ) ) {
			$this->stock->reduce( $current );
		} elseif ( in_array( $to, OrderStatus::releasing_stock(), true ) ) {
			$this->stock->restore( $current );
		}
		return array(
			'from'   => $from,
			'to'     => $to,
			'refund' => $refund,
		);
	}

	/**
	 * Fires the actions of a change, once its transaction is over, and answers the order.
	 *
	 * @param int                                                              $order_id The order.
	 * @param array{from: string, to: string, refund: OrderRefund|null}|null $change   What apply() answered.
	 * @param bool                                                             $manual   Whether a merchant asked.
	 * @param bool                                                             $restored Whether the order went back to a status it had (restore()).
	 * @throws OrderError NOT_FOUND when the order is gone.
	 */
	private function announce( int $order_id, ?array $change, bool $manual, bool $restored = false ): Order {
		$order = $this->reader->find( $order_id ) ?? throw $this->not_found();
		if ( null === $change ) {
			return $order;
		}
		/**
		 * Fires after an order's status changed (the change and its notes are saved).
		 *
		 * @param Order  $order    The order afterwards.
		 * @param string $from     The status before.
		 * @param string $to       The status after.
		 * @param bool   $manual   Whether a merchant changed it.
		 * @param bool   $restored Whether the order went back to a status it had before it was held
		 *                         (OrderService::restore(), a dispute won): its customer was told then.
		 */
		do_action( 'vitrine_order_status_changed', $order, $change['from'], $change['to'], $manual, $restored );
		/**
		 * Fires after an order reached a status; the hook name ends with it (vitrine_order_status_processing).
		 *
		 * @param Order  $order The order afterwards.
		 * @param string $from  The status before.
		 */
		do_action( 'vitrine_order_status_' . $change['to'], $order, $change['from'] );
		if ( null !== $change['refund'] ) {
			/** This action is documented in OrderService::refund(). */
			do_action( 'vitrine_order_refunded', $order, $change['refund'] );
		}
		return $order;
	}

	/**
	 * @throws OrderError When the order cannot be refunded by that much.
	 */
	private function check_refundable( Order $order, int $amount_minor ): void {
		if ( ! $order->is_paid() ) {
			throw new OrderError(
				'vitrine_order_not_refundable',
				/* translators: 1: order number, 2: order status. */
				sprintf( __( 'Order #%1$s is %2$s: only paid orders (processing or completed) can be refunded.', 'vitrine' ), $order->number(), OrderStatus::label( $order->status ) ),
				ErrorKind::CONFLICT
			);
		}
		$remaining = $order->remaining_refundable_minor();
		if ( $amount_minor > $remaining ) {
			throw new OrderError(
				'vitrine_refund_too_large',
				/* translators: %s: the most that can be refunded, with currency. */
				sprintf( __( 'You can refund at most %s, what remains of this order’s total.', 'vitrine' ), $this->money->format( $remaining, $order ) ),
				ErrorKind::INVALID,
				array( 'remaining' => $remaining )
			);
		}
	}

	/**
	 * Runs a change in a transaction; the database's failures become an UNAVAILABLE OrderError.
	 *
	 * @template T
	 * @param \Closure(): T $work The change.
	 * @return T
	 * @throws OrderError What the work threw, or UNAVAILABLE.
	 */
	private function write( \Closure $work ): mixed {
		try {
			return $this->store->transaction( $work );
		} catch ( DomainError $e ) {
			throw $e;
		} catch ( OrderStoreException | \RuntimeException $e ) {
			// The database's own words go to the log, not to the merchant or the shopper.
			error_log( 'Vitrine orders: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			throw new OrderError( 'vitrine_order_unavailable', __( 'The order could not be saved just now. Nothing was changed; please try again.', 'vitrine' ), ErrorKind::UNAVAILABLE );
		}
	}

	private function not_found(): OrderError {
		return new OrderError( 'vitrine_order_not_found', __( 'This order does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
	}
}
