<?php
/**
 * The link a customer pays an unpaid order with, and the email that sends it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

use Vitrine\Checkout\CheckoutPages;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Emails\OrderEmails;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderNotes;

/**
 * The pay-for-order page's address with the order's key (/checkout/order-pay/{id}/?key=…):
 * whoever has it may pay, as in WooCommerce, and a customer with an account is asked to log in
 * first (PayForOrderPage). send() emails it (the customer_invoice email) and notes it.
 */
final class PaymentLink {

	public function __construct(
		private readonly CheckoutPages $pages,
		private readonly OrderEmails $emails,
		private readonly OrderNotes $notes,
	) {
	}

	/**
	 * The link, or '' when the order needs no payment (or the shop has no checkout page).
	 */
	public function url( Order $order ): string {
		return $order->needs_payment() && $this->pages->page_id() > 0 ? $this->pages->pay_url( $order ) : '';
	}

	/**
	 * Emails the link to the order's billing address.
	 *
	 * @param Order $order   The order.
	 * @param int   $user_id Who sends it (for the note).
	 * @throws ManualOrderError When the order needs no payment, has no email address, the email is switched off or could not be sent.
	 */
	public function send( Order $order, int $user_id ): void {
		if ( '' === $this->url( $order ) ) {
			throw new ManualOrderError( 'vitrine_manual_order_paid', __( 'This order needs no payment: there is no payment link to send.', 'vitrine' ), ErrorKind::CONFLICT );
		}
		if ( ! is_email( $order->billing_email() ) ) {
			throw new ManualOrderError( 'vitrine_manual_order_no_email', __( 'The order has no billing email address to send the link to. Copy the link and give it to the customer another way.', 'vitrine' ), ErrorKind::INVALID );
		}
		if ( ! $this->emails->is_enabled( OrderEmails::INVOICE ) ) {
			throw new ManualOrderError( 'vitrine_manual_order_email_off', __( 'The payment link email is switched off in Vitrine > Settings > Emails. Copy the link and give it to the customer another way.', 'vitrine' ), ErrorKind::CONFLICT );
		}
		if ( ! $this->emails->send( OrderEmails::INVOICE, $order ) ) {
			throw new ManualOrderError( 'vitrine_manual_order_email_failed', __( 'The email could not be sent. Check the site’s email settings, or copy the link and give it to the customer another way.', 'vitrine' ), ErrorKind::FAILED );
		}
		/* translators: %s: email address. */
		$this->notes->add_note( $order->id, sprintf( __( 'Payment link sent to %s.', 'vitrine' ), $order->billing_email() ), false, $user_id );
	}
}
