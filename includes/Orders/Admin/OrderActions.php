<?php
/**
 * What a merchant does on the Orders screens: change statuses, add notes, refund.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Admin;

use Vitrine\Core\Admin\FormStash;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Admin\AdminPost;
use Vitrine\Core\Input;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderReader;

/**
 * Each action checks the nonce and the capability, validates everything it was sent, then calls
 * OrderService (which writes all or nothing) and answers where to send the merchant
 * (post/redirect/get). What to tell them waits in their FormStash: notices, and for a refused
 * form the typed values and a message by each field.
 *
 * Forms post to admin-post.php; bulk changes come from the list's GET form (as in WordPress's
 * own lists) and are handled on the screen's load.
 */
final class OrderActions {

	public const STATUS_ACTION = 'vitrine_order_status';
	public const NOTE_ACTION   = 'vitrine_order_note';
	public const REFUND_ACTION = 'vitrine_order_refund';
	public const BULK_NONCE    = 'bulk-orders';

	public const NOTICES = 'orders_notices';

	/** The longest note a merchant may add. */
	public const MAX_NOTE = 5000;

	/** @var list<array{type: string, message: string, items: list<string>}>|null Notices added in this request. */
	private ?array $pending = null;

	/** Whether this request took the notices already (the stash then answers that again). */
	private bool $notices_taken = false;

	public function __construct(
		private readonly OrderReader $reader,
		private readonly OrderNotes $notes,
		private readonly OrderService $service,
		private readonly OrderMoney $money,
		private readonly FormStash $stash,
	) {
	}

	/**
	 * admin_post_vitrine_order_status.
	 */
	public function handle_status(): void {
		AdminPost::redirect( $this->process_status( ... ) );
	}

	/**
	 * admin_post_vitrine_order_note.
	 */
	public function handle_note(): void {
		AdminPost::redirect( $this->process_note( ... ) );
	}

	/**
	 * admin_post_vitrine_order_refund.
	 */
	public function handle_refund(): void {
		AdminPost::redirect( $this->process_refund( ... ) );
	}

	/**
	 * Changes one order's status from its screen.
	 *
	 * @param array<string, mixed> $request id, status, note, _wpnonce; unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_status( array $request ): string {
		$id    = absint( Input::raw( $request['id'] ?? '' ) );
		$back  = 0 < $id ? OrdersPage::order_url( $id ) : OrdersPage::url();
		$order = $this->check( $request, self::STATUS_ACTION . '_' . $id, $id );
		if ( null === $order ) {
			return $back;
		}
		$status = sanitize_key( Input::raw( $request['status'] ?? '' ) );
		$note   = trim( sanitize_textarea_field( Input::raw( $request['note'] ?? '' ) ) );
		if ( ! OrderStatus::is_valid( $status ) ) {
			return $this->refuse( $back, array( 'vitrine-order-status' => __( 'Choose one of the statuses in the list.', 'vitrine' ) ), 'status_' . $id, array( 'note' => $note ) );
		}
		if ( mb_strlen( $note ) > self::MAX_NOTE ) {
			/* translators: %s: the most characters allowed. */
			return $this->refuse( $back, array( 'vitrine-order-status-note' => sprintf( __( 'A note has at most %s characters.', 'vitrine' ), number_format_i18n( self::MAX_NOTE ) ) ), 'status_' . $id, array( 'note' => $note ) );
		}
		if ( $status === $order->status ) {
			/* translators: %s: order status. */
			$this->notice( 'info', sprintf( __( 'The order is already %s; nothing was changed.', 'vitrine' ), OrderStatus::label( $status ) ) );
			return $back;
		}
		try {
			$order = $this->service->transition( $order, $status, $note, true );
		} catch ( DomainError $e ) {
			return $this->refuse( $back, array( 'vitrine-order-status' => $e->getMessage() ), 'status_' . $id, array( 'note' => $note ) );
		}
		/* translators: %s: order status. */
		$this->notice( 'success', sprintf( __( 'Order status changed to %s.', 'vitrine' ), OrderStatus::label( $order->status ) ) );
		return $back;
	}

	/**
	 * Adds a private or customer note.
	 *
	 * @param array<string, mixed> $request id, note, note_type (private or customer), _wpnonce; unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_note( array $request ): string {
		$id    = absint( Input::raw( $request['id'] ?? '' ) );
		$back  = 0 < $id ? OrdersPage::order_url( $id ) : OrdersPage::url();
		$order = $this->check( $request, self::NOTE_ACTION . '_' . $id, $id );
		if ( null === $order ) {
			return $back;
		}
		$note   = trim( sanitize_textarea_field( Input::raw( $request['note'] ?? '' ) ) );
		$type   = Input::raw( $request['note_type'] ?? 'private' );
		$values = array(
			'note'      => $note,
			'note_type' => $type,
		);
		$errors = array();
		if ( '' === $note ) {
			$errors['vitrine-order-note'] = __( 'Write the note before adding it.', 'vitrine' );
		} elseif ( mb_strlen( $note ) > self::MAX_NOTE ) {
			/* translators: %s: the most characters allowed. */
			$errors['vitrine-order-note'] = sprintf( __( 'A note has at most %s characters.', 'vitrine' ), number_format_i18n( self::MAX_NOTE ) );
		}
		if ( ! in_array( $type, array( 'private', 'customer' ), true ) ) {
			$errors['vitrine-order-note-type'] = __( 'Choose whether the note is private or for the customer.', 'vitrine' );
		}
		if ( array() !== $errors ) {
			return $this->refuse( $back, $errors, 'note_' . $id, $values );
		}
		try {
			$added = $this->notes->add_note( $order->id, $note, 'customer' === $type, get_current_user_id() );
		} catch ( \RuntimeException $e ) {
			error_log( 'Vitrine orders: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			return $this->refuse( $back, array( 'vitrine-order-note' => __( 'The note could not be saved just now. Please try again.', 'vitrine' ) ), 'note_' . $id, $values );
		}
		/**
		 * Fires after a merchant added a note to an order (a customer note may be emailed).
		 *
		 * @param Order                    $order The order.
		 * @param \Vitrine\Orders\OrderNote $note  The note.
		 */
		do_action( 'vitrine_order_note_added', $order, $added );
		$this->notice( 'success', 'customer' === $type ? __( 'Note for the customer added.', 'vitrine' ) : __( 'Private note added.', 'vitrine' ) );
		return $back;
	}

	/**
	 * Refunds part or all of an order, through its gateway or manually.
	 *
	 * @param array<string, mixed> $request id, amount, reason, method (gateway or manual), _wpnonce; unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_refund( array $request ): string {
		$id    = absint( Input::raw( $request['id'] ?? '' ) );
		$back  = 0 < $id ? OrdersPage::order_url( $id ) : OrdersPage::url();
		$order = $this->check( $request, self::REFUND_ACTION . '_' . $id, $id );
		if ( null === $order ) {
			return $back;
		}
		$typed  = trim( Input::raw( $request['amount'] ?? '' ) );
		$reason = trim( sanitize_textarea_field( Input::raw( $request['reason'] ?? '' ) ) );
		$method = Input::raw( $request['method'] ?? '' );
		$values = array(
			'amount' => $typed,
			'reason' => $reason,
		);
		$errors = array();
		$amount = $this->money->parse( $typed, $order );
		if ( '' === $typed ) {
			/* translators: %s: an example amount such as 12.50. */
			$errors['vitrine-refund-amount'] = sprintf( __( 'Enter the amount to refund, such as %s.', 'vitrine' ), $this->money->decimal( $order->remaining_refundable_minor(), $order ) );
		} elseif ( null === $amount ) {
			$errors['vitrine-refund-amount'] = 0 === $order->decimals
				? __( 'Enter the amount to refund as a whole number: this currency has no decimals.', 'vitrine' )
				/* translators: %d: the currency's number of decimals. */
				: sprintf( _n( 'Enter the amount to refund as a number with at most %d decimal.', 'Enter the amount to refund as a number with at most %d decimals.', $order->decimals, 'vitrine' ), $order->decimals );
		} elseif ( $amount <= 0 ) {
			$errors['vitrine-refund-amount'] = __( 'Enter a refund amount greater than zero.', 'vitrine' );
		} elseif ( $amount > $order->remaining_refundable_minor() ) {
			/* translators: %s: the most that can be refunded. */
			$errors['vitrine-refund-amount'] = sprintf( __( 'You can refund at most %s, what remains of this order’s total.', 'vitrine' ), $this->money->format( $order->remaining_refundable_minor(), $order ) );
		}
		if ( mb_strlen( $reason ) > self::MAX_NOTE ) {
			/* translators: %s: the most characters allowed. */
			$errors['vitrine-refund-reason'] = sprintf( __( 'A reason has at most %s characters.', 'vitrine' ), number_format_i18n( self::MAX_NOTE ) );
		}
		if ( ! in_array( $method, array( 'gateway', 'manual' ), true ) ) {
			$errors['vitrine-refund-form'] = __( 'Choose how to refund: through the payment method or manually.', 'vitrine' );
		}
		if ( array() !== $errors || null === $amount ) {
			return $this->refuse( $back, $errors, 'refund_' . $id, $values );
		}
		try {
			$order = $this->service->refund( $order, $amount, $reason, 'gateway' === $method );
		} catch ( DomainError $e ) {
			return $this->refuse( $back, array( 'vitrine-refund-form' => $e->getMessage() ), 'refund_' . $id, $values );
		}
		$message = OrderStatus::REFUNDED === $order->status
			/* translators: %s: amount refunded. */
			? sprintf( __( 'Refunded %s. The order is now fully refunded.', 'vitrine' ), $this->money->format( $amount, $order ) )
			/* translators: %s: amount refunded. */
			: sprintf( __( 'Refunded %s.', 'vitrine' ), $this->money->format( $amount, $order ) );
		$this->notice( 'success', $message );
		return $back;
	}

	/**
	 * Changes the status of several orders from the list; each change goes through
	 * OrderService::transition(), and each refused one is reported with its reason.
	 *
	 * @param array<string, mixed> $request action (or action2), id (list of order ids), _wpnonce,
	 *                                      and the list's filters to keep; unslashed.
	 * @return string Where to send the merchant.
	 */
	public function process_bulk( array $request ): string {
		$back = OrdersPage::url(
			array_filter(
				array(
					'status' => sanitize_key( Input::raw( $request['status'] ?? '' ) ),
					's'      => sanitize_text_field( Input::raw( $request['s'] ?? '' ) ),
					'm'      => preg_replace( '/\D/', '', Input::raw( $request['m'] ?? '' ) ),
					'paged'  => (string) absint( Input::raw( $request['paged'] ?? '' ) ),
				),
				static fn ( ?string $value ): bool => null !== $value && '' !== $value && '0' !== $value
			)
		);
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), self::BULK_NONCE ) ) {
			$this->notice( 'error', self::expired() );
			return $back;
		}
		if ( ! current_user_can( OrdersPage::CAPABILITY ) ) {
			$this->notice( 'error', self::not_allowed() );
			return $back;
		}
		$action = Input::raw( $request['action'] ?? '-1' );
		if ( '-1' === $action || '' === $action ) {
			$action = Input::raw( $request['action2'] ?? '-1' );
		}
		$status = OrderListTable::BULK_ACTIONS[ $action ] ?? null;
		if ( null === $status ) {
			$this->notice( 'error', __( 'Choose a bulk action.', 'vitrine' ) );
			return $back;
		}
		$ids = array_values( array_unique( array_filter( array_map( 'absint', array_map( array( Input::class, 'raw' ), (array) ( $request['id'] ?? array() ) ) ) ) ) );
		if ( array() === $ids ) {
			$this->notice( 'error', __( 'Select the orders to change.', 'vitrine' ) );
			return $back;
		}

		$changed = 0;
		$refused = array();
		foreach ( $ids as $id ) {
			$order = $this->reader->find( $id );
			if ( null === $order ) {
				/* translators: %d: order number. */
				$refused[] = sprintf( __( 'Order #%d does not exist.', 'vitrine' ), $id );
				continue;
			}
			if ( $order->status === $status ) {
				/* translators: 1: order number, 2: order status. */
				$refused[] = sprintf( __( 'Order #%1$s is already %2$s.', 'vitrine' ), $order->number(), OrderStatus::label( $status ) );
				continue;
			}
			try {
				$this->service->transition( $order, $status, '', true );
				++$changed;
			} catch ( DomainError $e ) {
				$refused[] = $e->getMessage();
			}
		}
		if ( $changed > 0 ) {
			$this->notice(
				'success',
				/* translators: 1: how many orders, 2: order status. */
				sprintf( _n( '%1$s order changed to %2$s.', '%1$s orders changed to %2$s.', $changed, 'vitrine' ), number_format_i18n( $changed ), OrderStatus::label( $status ) )
			);
		}
		if ( array() !== $refused ) {
			$this->notice(
				'error',
				/* translators: %s: how many orders. */
				sprintf( _n( '%s order was not changed:', '%s orders were not changed:', count( $refused ), 'vitrine' ), number_format_i18n( count( $refused ) ) ),
				$refused
			);
		}
		return $back;
	}

	/**
	 * Takes the notices waiting for the current user.
	 *
	 * @return list<array{type: string, message: string, items: list<string>}>
	 */
	public function take_notices(): array {
		$stash               = $this->stash->take( self::NOTICES );
		$this->pending       = null;
		$this->notices_taken = true;
		return array_values( (array) ( $stash['notices'] ?? array() ) );
	}

	/**
	 * Takes what a refused form of an order left: values and field messages.
	 *
	 * @param string $form status_ID, note_ID or refund_ID.
	 * @return array{values: array<string, string>, errors: array<string, string>}
	 */
	public function take_form( string $form ): array {
		$stash = $this->stash->take( 'order_' . $form );
		return array(
			'values' => (array) ( $stash['values'] ?? array() ),
			'errors' => (array) ( $stash['errors'] ?? array() ),
		);
	}

	/**
	 * Checks the nonce, the capability and the order; tells the merchant what is wrong.
	 *
	 * @param array<string, mixed> $request The request.
	 * @param string               $action  The nonce action.
	 * @param int                  $id      The order.
	 */
	private function check( array $request, string $action, int $id ): ?Order {
		if ( false === wp_verify_nonce( Input::raw( $request['_wpnonce'] ?? '' ), $action ) ) {
			$this->notice( 'error', self::expired() );
			return null;
		}
		if ( ! current_user_can( OrdersPage::CAPABILITY ) ) {
			$this->notice( 'error', self::not_allowed() );
			return null;
		}
		$order = $this->reader->find( $id );
		if ( null === $order ) {
			$this->notice( 'error', __( 'This order does not exist.', 'vitrine' ) );
		}
		return $order;
	}

	/**
	 * Keeps a refused form's values and messages, with a notice that nothing was changed.
	 *
	 * @param string                $back   Where to go.
	 * @param array<string, string> $errors Field id to message.
	 * @param string                $form   Which form.
	 * @param array<string, string> $values What was typed.
	 */
	private function refuse( string $back, array $errors, string $form, array $values ): string {
		$this->stash->put(
			'order_' . $form,
			array(
				'values' => $values,
				'errors' => $errors,
			)
		);
		$this->notice( 'error', __( 'Nothing was changed.', 'vitrine' ), array_values( $errors ) );
		return $back;
	}

	/**
	 * Adds a notice for the next view of the orders screens (also for the screens of other
	 * modules that send the merchant to an order, such as Add order).
	 *
	 * @param string       $type    success, error, warning or info.
	 * @param string       $message The message.
	 * @param list<string> $items   Details, one line each.
	 */
	public function notice( string $type, string $message, array $items = array() ): void {
		if ( null === $this->pending ) {
			// Notices of an earlier request not shown yet stay, unless this request showed them.
			$waiting       = $this->notices_taken ? null : $this->stash->peek( self::NOTICES );
			$this->pending = array_values( (array) ( $waiting['notices'] ?? array() ) );
		}
		$this->pending[] = array(
			'type'    => $type,
			'message' => $message,
			'items'   => $items,
		);
		$this->stash->put( self::NOTICES, array( 'notices' => $this->pending ) );
	}

	private static function expired(): string {
		return __( 'Your session has expired or the form was not sent from this site. Nothing was changed; try again.', 'vitrine' );
	}

	private static function not_allowed(): string {
		return __( 'Sorry, you are not allowed to manage orders.', 'vitrine' );
	}
}
