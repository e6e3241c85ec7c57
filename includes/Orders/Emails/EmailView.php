<?php
/**
 * What an email template shows.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Emails;

use Vitrine\Orders\AddressLines;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderItem;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderRefund;

/**
 * The one variable ($email) every template under templates/emails/ receives: the order and
 * the texts of this email, with helpers so that templates hold markup and no logic. Strings it
 * returns are plain text: templates escape them.
 */
final class EmailView {

	/**
	 * @param string              $id            The email: new_order, customer_processing_order…
	 * @param Order               $order         The order.
	 * @param string              $heading       The heading (translated, with the order number).
	 * @param string              $site_name     The site's name.
	 * @param bool                $plain         Whether this is the plain-text rendering.
	 * @param bool                $sent_to_admin Whether the merchant reads it.
	 * @param OrderRefund|null    $refund        For a refund email: the refund.
	 * @param OrderMoney          $money         Formats amounts.
	 * @param EmailTemplates      $templates     Renders the parts.
	 * @param PaymentDispute|null $dispute       For a dispute email: the dispute.
	 */
	public function __construct(
		public readonly string $id,
		public readonly Order $order,
		public readonly string $heading,
		public readonly string $site_name,
		public readonly bool $plain,
		public readonly bool $sent_to_admin,
		public readonly ?OrderRefund $refund,
		private readonly OrderMoney $money,
		private readonly EmailTemplates $templates,
		public readonly ?PaymentDispute $dispute = null,
		public readonly string $pay_url = '',
	) {
	}

	/**
	 * The same email, rendered as plain text or as HTML.
	 */
	public function with_plain( bool $plain ): self {
		return new self( $this->id, $this->order, $this->heading, $this->site_name, $plain, $this->sent_to_admin, $this->refund, $this->money, $this->templates, $this->dispute, $this->pay_url );
	}

	/**
	 * An amount of the order, formatted.
	 */
	public function money( int $minor ): string {
		return $this->money->format( $minor, $this->order );
	}

	/**
	 * Whether the refund emailed leaves part of the order paid.
	 */
	public function is_partial_refund(): bool {
		return $this->order->remaining_refundable_minor() > 0;
	}

	/**
	 * The chosen attributes of a line, "Colour: Blue, Size: Small"; empty when none.
	 */
	public function item_details( OrderItem $item ): string {
		$parts = array();
		foreach ( $item->attributes() as $label => $value ) {
			/* translators: 1: attribute name such as Colour, 2: its value such as Blue. */
			$parts[] = sprintf( __( '%1$s: %2$s', 'vitrine' ), $label, $value );
		}
		return implode( ', ', $parts );
	}

	/**
	 * The totals under the items: label and formatted value.
	 *
	 * @return list<array{label: string, value: string}>
	 */
	public function totals(): array {
		$order  = $this->order;
		$totals = array(
			array(
				'label' => __( 'Subtotal:', 'vitrine' ),
				'value' => $this->money( $order->subtotal ),
			),
		);
		if ( $order->discount_total > 0 ) {
			$codes    = array_map( static fn ( OrderItem $item ): string => $item->name, $order->coupon_lines() );
			$totals[] = array(
				'label' => array() === $codes
					? __( 'Discount:', 'vitrine' )
					/* translators: %s: coupon codes. */
					: sprintf( __( 'Discount (%s):', 'vitrine' ), implode( ', ', $codes ) ),
				'value' => '-' . $this->money( $order->discount_total ),
			);
		}
		if ( array() !== $order->shipping_lines() ) {
			$names    = implode( ', ', array_map( static fn ( OrderItem $item ): string => $item->name, $order->shipping_lines() ) );
			$totals[] = array(
				'label' => __( 'Shipping:', 'vitrine' ),
				/* translators: 1: shipping cost, 2: shipping method names. */
				'value' => sprintf( __( '%1$s via %2$s', 'vitrine' ), $this->money( $order->shipping_total ), $names ),
			);
		}
		foreach ( $order->fee_lines() as $fee ) {
			$totals[] = array(
				/* translators: %s: fee name. */
				'label' => sprintf( __( '%s:', 'vitrine' ), $fee->name ),
				'value' => $this->money( $fee->total ),
			);
		}
		if ( array() !== $order->tax_lines() ) {
			foreach ( $order->tax_lines() as $tax ) {
				$totals[] = array(
					/* translators: %s: tax rate label such as VAT. */
					'label' => sprintf( __( '%s:', 'vitrine' ), $tax->name ),
					'value' => $this->money( $tax->total + (int) $tax->get_meta( 'shipping_tax_total' ) ),
				);
			}
		} elseif ( $order->total_tax > 0 ) {
			$totals[] = array(
				'label' => __( 'Tax:', 'vitrine' ),
				'value' => $this->money( $order->total_tax ),
			);
		}
		if ( '' !== $order->payment_method_title ) {
			$totals[] = array(
				'label' => __( 'Payment method:', 'vitrine' ),
				'value' => $order->payment_method_title,
			);
		}
		$totals[] = array(
			'label' => __( 'Total:', 'vitrine' ),
			'value' => $this->money( $order->total ),
		);
		if ( $order->refunded_total > 0 ) {
			$totals[] = array(
				'label' => __( 'Refunded:', 'vitrine' ),
				'value' => '-' . $this->money( $order->refunded_total ),
			);
			$totals[] = array(
				'label' => __( 'Net total:', 'vitrine' ),
				'value' => $this->money( $order->remaining_refundable_minor() ),
			);
		}
		return $totals;
	}

	/**
	 * An address as lines: name, company, street, city line, country; empty when none.
	 *
	 * @param string $type billing or shipping.
	 * @return list<string>
	 */
	public function address_lines( string $type ): array {
		return AddressLines::of( 'shipping' === $type ? $this->order->shipping : $this->order->billing );
	}

	/**
	 * The order's screen in wp-admin.
	 */
	public function admin_url(): string {
		return admin_url( 'admin.php?page=vitrine-orders&action=edit&id=' . $this->order->id );
	}

	/**
	 * The order's date in the site's format and time zone.
	 */
	public function date(): string {
		return wp_date( (string) get_option( 'date_format' ), $this->order->created_at );
	}

	/**
	 * The date and time by which the dispute must be answered, in the site's format and time
	 * zone; empty when the gateway gave none.
	 */
	public function dispute_due(): string {
		if ( null === $this->dispute || $this->dispute->due_at <= 0 ) {
			return '';
		}
		return wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $this->dispute->due_at );
	}

	/**
	 * Prints a part shared by the emails (email-header.php, email-order-details.php…), in the
	 * same format as this rendering.
	 *
	 * @param string $name The part's file name.
	 */
	public function part( string $name ): void {
		echo $this->templates->render( ( $this->plain ? 'plain/' : '' ) . $name, $this ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- templates escape what they print.
	}
}
