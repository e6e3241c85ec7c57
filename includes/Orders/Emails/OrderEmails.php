<?php
/**
 * The order emails: new order and payment disputes to the merchant; processing, completed and
 * refunded to the customer.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Emails;

use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderRefund;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderMeta;

/**
 * Listens to OrderService's actions and sends each email through wp_mail(), as HTML with a
 * plain-text alternative (both from templates a theme can override), when its setting is on.
 *
 * - new_order (to the merchant): when a pending or failed order is paid or put on hold; once per
 *   order (order meta _vitrine_new_order_email_sent).
 * - customer_processing_order: when an order reaches processing from pending, failed or on-hold.
 * - customer_completed_order: when an order reaches completed.
 * Neither is sent when OrderService::restore() puts an order back in a status it had.
 * - customer_refunded_order: after each refund, full or partial.
 * - customer_invoice: the order's details and the link to pay for it, sent when a merchant asks
 *   (a manual order's "Send the payment link"); the link comes from the checkout, which owns the
 *   pay-for-order page, as a function given by the composition root.
 * - dispute_opened and dispute_closed (to the merchant, at the new-order recipients): sent by the
 *   gateway that learns of a dispute of an order's payment (send() with a PaymentDispute).
 *
 * Customer emails are written in the customer's language (their user locale; the site's for
 * guests); the merchant's in the site's.
 */
final class OrderEmails {

	public const NEW_ORDER  = 'new_order';
	public const PROCESSING = 'customer_processing_order';
	public const COMPLETED  = 'customer_completed_order';
	public const REFUNDED   = 'customer_refunded_order';
	public const INVOICE    = 'customer_invoice';

	public const DISPUTE_OPENED = 'dispute_opened';
	public const DISPUTE_CLOSED = 'dispute_closed';

	public const NEW_ORDER_SENT_META = '_vitrine_new_order_email_sent';

	/**
	 * Email id to its setting key.
	 */
	public const SETTINGS = array(
		self::NEW_ORDER      => 'email_new_order_enabled',
		self::PROCESSING     => 'email_processing_order_enabled',
		self::COMPLETED      => 'email_completed_order_enabled',
		self::REFUNDED       => 'email_refunded_order_enabled',
		self::INVOICE        => 'email_customer_invoice_enabled',
		self::DISPUTE_OPENED => 'email_dispute_opened_enabled',
		self::DISPUTE_CLOSED => 'email_dispute_closed_enabled',
	);

	/** The emails the merchant reads (at the new-order recipients, in the site's language). */
	private const TO_ADMIN = array( self::NEW_ORDER, self::DISPUTE_OPENED, self::DISPUTE_CLOSED );

	public const RECIPIENT_SETTING = 'email_new_order_recipient';

	/**
	 * Email id to its template (the plain-text one has the same name under plain/).
	 */
	private const TEMPLATES = array(
		self::NEW_ORDER      => 'admin-new-order.php',
		self::PROCESSING     => 'customer-processing-order.php',
		self::COMPLETED      => 'customer-completed-order.php',
		self::REFUNDED       => 'customer-refunded-order.php',
		self::INVOICE        => 'customer-invoice.php',
		self::DISPUTE_OPENED => 'admin-dispute-opened.php',
		self::DISPUTE_CLOSED => 'admin-dispute-closed.php',
	);

	/** The plain-text alternative of the email being sent, for phpmailer_init. */
	private string $alt_body = '';

	public function __construct(
		private readonly Settings $settings,
		private readonly OrderMeta $meta,
		private readonly EmailTemplates $templates,
		private readonly OrderMoney $money,
		private readonly ?\Closure $pay_url = null,
	) {
	}

	/**
	 * Action vitrine_order_status_changed.
	 *
	 * @param Order  $order    The order afterwards.
	 * @param string $from     The status before.
	 * @param string $to       The status after.
	 * @param bool   $manual   Whether a merchant changed it.
	 * @param bool   $restored Whether the order went back to a status it had (a dispute won): the
	 *                         customer had its email then, and gets no second one.
	 */
	public function on_status_changed( Order $order, string $from, string $to, bool $manual = false, bool $restored = false ): void {
		if ( in_array( $from, array( OrderStatus::PENDING, OrderStatus::FAILED ), true ) && in_array( $to, OrderStatus::holding_stock(), true )
			&& null === $this->meta->get_meta( $order->id, self::NEW_ORDER_SENT_META ) ) {
			if ( $this->send( self::NEW_ORDER, $order ) ) {
				$this->meta->update_meta( $order->id, self::NEW_ORDER_SENT_META, time() );
			}
		}
		if ( $restored ) {
			return;
		}
		if ( OrderStatus::PROCESSING === $to && in_array( $from, array( OrderStatus::PENDING, OrderStatus::FAILED, OrderStatus::ON_HOLD ), true ) ) {
			$this->send( self::PROCESSING, $order );
		}
		if ( OrderStatus::COMPLETED === $to ) {
			$this->send( self::COMPLETED, $order );
		}
	}

	/**
	 * Action vitrine_order_refunded.
	 *
	 * @param Order       $order  The order afterwards.
	 * @param OrderRefund $refund The refund.
	 */
	public function on_refunded( Order $order, OrderRefund $refund ): void {
		$this->send( self::REFUNDED, $order, $refund );
	}

	/**
	 * Sends one email about an order, if it is switched on and has a recipient.
	 *
	 * @param string           $id     One of the constants.
	 * @param Order            $order  The order.
	 * @param OrderRefund|null    $refund  For the refunded email: the refund.
	 * @param PaymentDispute|null $dispute For the dispute emails: the dispute (they are not sent without).
	 * @return bool Whether wp_mail() accepted it.
	 */
	public function send( string $id, Order $order, ?OrderRefund $refund = null, ?PaymentDispute $dispute = null ): bool {
		if ( ! isset( self::SETTINGS[ $id ] ) || ! $this->is_enabled( $id ) ) {
			return false;
		}
		if ( null === $dispute && in_array( $id, array( self::DISPUTE_OPENED, self::DISPUTE_CLOSED ), true ) ) {
			return false;
		}
		$to_admin  = in_array( $id, self::TO_ADMIN, true );
		$recipient = $to_admin ? $this->admin_recipient() : $order->billing_email();
		/**
		 * Filters who receives an order email; an empty string sends nothing.
		 *
		 * @param string $recipient One address, or several separated by commas.
		 * @param string $id        The email: new_order, customer_processing_order…
		 * @param Order  $order     The order.
		 */
		$recipient = (string) apply_filters( 'vitrine_order_email_recipient', $recipient, $id, $order );
		if ( '' === trim( $recipient ) ) {
			return false;
		}

		$switched = $to_admin || 0 === $order->customer_id ? switch_to_locale( get_locale() ) : switch_to_user_locale( $order->customer_id );
		try {
			$email = $this->render( $id, $order, $refund, $dispute );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}

		$headers = array( 'Content-Type: text/html; charset=UTF-8' );
		if ( $to_admin && is_email( $order->billing_email() ) ) {
			$headers[] = 'Reply-To: ' . self::mailbox( $order->billing_name(), $order->billing_email() );
		}
		$this->alt_body = $email['text'];
		add_action( 'phpmailer_init', array( $this, 'add_plain_text' ) );
		try {
			return wp_mail( $recipient, $email['subject'], $email['html'], $headers );
		} finally {
			remove_action( 'phpmailer_init', array( $this, 'add_plain_text' ) );
			$this->alt_body = '';
		}
	}

	/**
	 * An email's subject, heading, HTML and plain text, in the current locale (send() switches
	 * to the recipient's first); also a preview.
	 *
	 * @param string           $id     One of the constants.
	 * @param Order            $order  The order.
	 * @param OrderRefund|null    $refund  For the refunded email: the refund.
	 * @param PaymentDispute|null $dispute For the dispute emails: the dispute.
	 * @return array{subject: string, heading: string, html: string, text: string}
	 * @throws \InvalidArgumentException For an unknown email.
	 */
	public function render( string $id, Order $order, ?OrderRefund $refund = null, ?PaymentDispute $dispute = null ): array {
		if ( ! isset( self::TEMPLATES[ $id ] ) ) {
			throw new \InvalidArgumentException( 'Unknown order email.' );
		}
		$site_name                 = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		list( $subject, $heading ) = $this->texts( $id, $order, $site_name, $dispute );
		$pay_url                   = self::INVOICE === $id && null !== $this->pay_url ? (string) ( $this->pay_url )( $order ) : '';
		$view                      = new EmailView( $id, $order, $heading, $site_name, false, in_array( $id, self::TO_ADMIN, true ), $refund, $this->money, $this->templates, $dispute, $pay_url );
		$file                      = self::TEMPLATES[ $id ];
		return array(
			'subject' => $subject,
			'heading' => $heading,
			'html'    => $this->templates->render( $file, $view ),
			// Plain templates escape as HTML ones do (for the coding standards); the text has no entities.
			'text'    => html_entity_decode( $this->templates->render( 'plain/' . $file, $view->with_plain( true ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
		);
	}

	/**
	 * Action phpmailer_init, only while send() runs: the plain-text alternative.
	 *
	 * @param \PHPMailer\PHPMailer\PHPMailer $mailer The mailer.
	 */
	public function add_plain_text( $mailer ): void {
		if ( '' !== $this->alt_body ) {
			$mailer->AltBody = $this->alt_body; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer's property.
		}
	}

	/**
	 * Whether an email is switched on in the settings.
	 */
	public function is_enabled( string $id ): bool {
		return isset( self::SETTINGS[ $id ] ) && (bool) $this->settings->get( self::SETTINGS[ $id ] );
	}

	/**
	 * The merchant's address(es) for new orders: the setting, or the site's admin email.
	 */
	public function admin_recipient(): string {
		$recipient = trim( (string) $this->settings->get( self::RECIPIENT_SETTING ) );
		return '' !== $recipient ? $recipient : (string) get_option( 'admin_email' );
	}

	/**
	 * Subject and heading of an email, in the current locale.
	 *
	 * @return array{0: string, 1: string}
	 */
	private function texts( string $id, Order $order, string $site_name, ?PaymentDispute $dispute ): array {
		$number = $order->number();
		switch ( $id ) {
			case self::DISPUTE_OPENED:
				return array(
					/* translators: 1: site name, 2: order number. */
					sprintf( __( '[%1$s] Payment disputed for order #%2$s', 'vitrine' ), $site_name, $number ),
					/* translators: %s: order number. */
					sprintf( __( 'The payment of order #%s is disputed', 'vitrine' ), $number ),
				);
			case self::DISPUTE_CLOSED:
				if ( null !== $dispute && PaymentDispute::LOST === $dispute->outcome ) {
					return array(
						/* translators: 1: site name, 2: order number. */
						sprintf( __( '[%1$s] Dispute lost for order #%2$s', 'vitrine' ), $site_name, $number ),
						/* translators: %s: order number. */
						sprintf( __( 'The dispute of order #%s was lost', 'vitrine' ), $number ),
					);
				}
				return array(
					/* translators: 1: site name, 2: order number. */
					sprintf( __( '[%1$s] Dispute won for order #%2$s', 'vitrine' ), $site_name, $number ),
					/* translators: %s: order number. */
					sprintf( __( 'The dispute of order #%s was won', 'vitrine' ), $number ),
				);
			case self::NEW_ORDER:
				return array(
					/* translators: 1: site name, 2: order number. */
					sprintf( __( '[%1$s] New order #%2$s', 'vitrine' ), $site_name, $number ),
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'New order #%2$s at %1$s', 'vitrine' ), $site_name, $number ),
				);
			case self::PROCESSING:
				return array(
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'Your %1$s order #%2$s has been received', 'vitrine' ), $site_name, $number ),
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'Thank you for your order #%2$s at %1$s', 'vitrine' ), $site_name, $number ),
				);
			case self::INVOICE:
				return array(
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'Your order #%2$s at %1$s: pay for it online', 'vitrine' ), $site_name, $number ),
					/* translators: %s: order number. */
					sprintf( __( 'Your order #%s is waiting for payment', 'vitrine' ), $number ),
				);
			case self::COMPLETED:
				return array(
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'Your %1$s order #%2$s is complete', 'vitrine' ), $site_name, $number ),
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'Your order #%2$s at %1$s is complete', 'vitrine' ), $site_name, $number ),
				);
			default:
				if ( $order->remaining_refundable_minor() > 0 ) {
					return array(
						/* translators: 1: site name, 2: order number. */
						sprintf( __( 'Your %1$s order #%2$s has been partially refunded', 'vitrine' ), $site_name, $number ),
						/* translators: 1: site name, 2: order number. */
						sprintf( __( 'Order #%2$s at %1$s partially refunded', 'vitrine' ), $site_name, $number ),
					);
				}
				return array(
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'Your %1$s order #%2$s has been refunded', 'vitrine' ), $site_name, $number ),
					/* translators: 1: site name, 2: order number. */
					sprintf( __( 'Order #%2$s at %1$s refunded', 'vitrine' ), $site_name, $number ),
				);
		}
	}

	/**
	 * "Name <address>", with characters that would break the header taken out of the name.
	 */
	private static function mailbox( string $name, string $email ): string {
		$name = trim( (string) preg_replace( '/[\r\n"<>,;]+/', ' ', $name ) );
		return '' === $name ? $email : sprintf( '"%s" <%s>', $name, $email );
	}
}
