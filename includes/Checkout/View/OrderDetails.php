<?php
/**
 * An order as its customer sees it: items, totals, addresses.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\View;

use Vitrine\Orders\AddressLines;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderStatus;

/**
 * Shared by the order-received page, the pay-for-order page and the account's order view, laid
 * out as a receipt: the overview, the table of items and totals (with the tax the prices hold and
 * the payment method), then the addresses (Vitrine\Orders\AddressLines, the emails' formatter).
 */
final class OrderDetails {

	public function __construct( private readonly OrderMoney $money ) {
	}

	/**
	 * Number, date, email, total and payment method, as a list.
	 */
	public function overview( Order $order ): string {
		$rows = array(
			__( 'Order number:', 'vitrine' ) => $order->number(),
			__( 'Date:', 'vitrine' )         => wp_date( (string) get_option( 'date_format' ), $order->created_at ),
			__( 'Status:', 'vitrine' )       => OrderStatus::label( $order->status ),
			__( 'Email:', 'vitrine' )        => $order->billing_email(),
			__( 'Total:', 'vitrine' )        => $this->money->format( $order->total, $order ),
		);
		if ( '' !== $order->payment_method_title ) {
			$rows[ __( 'Payment method:', 'vitrine' ) ] = $order->payment_method_title;
		}
		$html = '<ul class="vitrine-order-overview">';
		foreach ( $rows as $label => $value ) {
			$html .= '<li>' . esc_html( $label ) . ' <strong>' . esc_html( (string) $value ) . '</strong></li>';
		}
		return $html . '</ul>';
	}

	/**
	 * The items and totals table, then the addresses.
	 */
	public function render( Order $order ): string {
		$gross = $order->prices_include_tax;
		$rows  = '';
		foreach ( $order->line_items() as $item ) {
			$rows .= sprintf(
				'<tr><th scope="row">%1$s <span class="vitrine-product-quantity">&times;&nbsp;%2$s</span></th><td>%3$s</td></tr>',
				esc_html( $item->name ),
				esc_html( number_format_i18n( $item->quantity ) ),
				esc_html( $this->money->format( $gross ? $item->subtotal + $item->subtotal_tax : $item->subtotal, $order ) )
			);
		}
		$totals = array( __( 'Subtotal:', 'vitrine' ) => $gross ? $order->subtotal + array_sum( array_map( static fn ( $item ): int => $item->subtotal_tax, $order->line_items() ) ) : $order->subtotal );
		if ( $order->discount_total > 0 ) {
			$totals[ __( 'Discount:', 'vitrine' ) ] = -( $gross ? $order->discount_total + $order->discount_tax : $order->discount_total );
		}
		foreach ( $order->shipping_lines() as $line ) {
			$totals[ __( 'Shipping:', 'vitrine' ) . ' ' . $line->name ] = $gross ? $line->subtotal + $line->subtotal_tax : $line->subtotal;
		}
		if ( ! $gross ) {
			foreach ( $order->tax_lines() as $tax ) {
				$totals[ $tax->name . ':' ] = $tax->total + (int) ( $tax->meta['shipping_tax_total'] ?? 0 );
			}
		}
		if ( $order->refunded_total > 0 ) {
			$totals[ __( 'Refunded:', 'vitrine' ) ] = -$order->refunded_total;
		}
		$totals[ __( 'Total:', 'vitrine' ) ] = $order->total - $order->refunded_total;

		$foot = '';
		foreach ( $totals as $label => $amount ) {
			$foot .= '<tr><th scope="row">' . esc_html( (string) $label ) . '</th><td>' . esc_html( ( $amount < 0 ? '−' : '' ) . $this->money->format( abs( $amount ), $order ) ) . '</td></tr>';
		}
		if ( $gross && array() !== $order->tax_lines() ) {
			// Prices with tax: the receipt still says how much tax the total holds.
			$included = array();
			foreach ( $order->tax_lines() as $tax ) {
				/* translators: 1: an amount of tax, such as "€3.99"; 2: the tax's name, such as "VAT". */
				$included[] = sprintf( __( '%1$s %2$s', 'vitrine' ), $this->money->format( $tax->total + (int) ( $tax->meta['shipping_tax_total'] ?? 0 ), $order ), $tax->name );
			}
			$foot .= '<tr class="vitrine-order-details__included-tax"><th scope="row">' . esc_html__( 'Includes tax:', 'vitrine' ) . '</th><td>' . esc_html( implode( ', ', $included ) ) . '</td></tr>';
		}
		if ( '' !== $order->payment_method_title ) {
			$foot .= '<tr><th scope="row">' . esc_html__( 'Payment method:', 'vitrine' ) . '</th><td>' . esc_html( $order->payment_method_title ) . '</td></tr>';
		}
		$note = '' === $order->customer_note ? '' : '<tr><th scope="row">' . esc_html__( 'Note:', 'vitrine' ) . '</th><td>' . nl2br( esc_html( $order->customer_note ) ) . '</td></tr>';

		$html  = '<section class="vitrine-order-details"><h2>' . esc_html__( 'Order details', 'vitrine' ) . '</h2>';
		$html .= '<table class="vitrine-order-details__table"><thead><tr><th scope="col">' . esc_html__( 'Product', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Total', 'vitrine' ) . '</th></tr></thead>';
		$html .= '<tbody>' . $rows . '</tbody><tfoot>' . $foot . $note . '</tfoot></table></section>';
		// Both addresses side by side (checkout.scss), each in its country's format and name.
		$html .= '<div class="vitrine-customer-details">';
		$html .= '<section class="vitrine-customer-details__address vitrine-customer-details__address--billing"><h2>' . esc_html__( 'Billing address', 'vitrine' ) . '</h2>' . $this->address( $order->billing ) . '</section>';
		if ( $order->has_shipping_address() ) {
			$html .= '<section class="vitrine-customer-details__address vitrine-customer-details__address--shipping"><h2>' . esc_html__( 'Shipping address', 'vitrine' ) . '</h2>' . $this->address( $order->shipping ) . '</section>';
		}
		return $html . '</div>';
	}

	/**
	 * @param array<string, string> $address Address fields.
	 */
	private function address( array $address ): string {
		$lines = array_map( 'esc_html', AddressLines::of( $address ) );
		foreach ( array( 'phone', 'email' ) as $key ) {
			if ( ! empty( $address[ $key ] ) ) {
				$lines[] = esc_html( $address[ $key ] );
			}
		}
		return '<address>' . implode( '<br>', $lines ) . '</address>';
	}
}
