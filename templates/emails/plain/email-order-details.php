<?php
/**
 * The order's number, date, items and totals in a plain-text email.
 *
 * Copy it to your theme as vitrine/emails/plain/email-order-details.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/* translators: 1: order number, 2: order date. */
echo "\n" . esc_html( sprintf( __( 'Order #%1$s (%2$s)', 'vitrine' ), $email->order->number(), $email->date() ) ) . "\n\n";

foreach ( $email->order->line_items() as $vitrine_item ) {
	/* translators: 1: product name, 2: quantity, 3: price. */
	echo esc_html( sprintf( __( '%1$s × %2$s: %3$s', 'vitrine' ), $vitrine_item->name, number_format_i18n( $vitrine_item->quantity ), $email->money( $vitrine_item->subtotal ) ) ) . "\n";
	if ( '' !== $email->item_details( $vitrine_item ) ) {
		echo '  ' . esc_html( $email->item_details( $vitrine_item ) ) . "\n";
	}
}
echo "\n";
foreach ( $email->totals() as $vitrine_total ) {
	echo esc_html( $vitrine_total['label'] . ' ' . $vitrine_total['value'] ) . "\n";
}
if ( '' !== $email->order->customer_note ) {
	echo "\n" . esc_html__( 'Note', 'vitrine' ) . ":\n" . esc_html( $email->order->customer_note ) . "\n";
}
if ( $email->sent_to_admin ) {
	echo "\n" . esc_url( $email->admin_url() ) . "\n";
}
