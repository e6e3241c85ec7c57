<?php
/**
 * The customer's email after a refund, full or partial (plain text).
 *
 * Copy it to your theme as vitrine/emails/plain/customer-refunded-order.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$email->part( 'email-header.php' );
/* translators: %s: customer's first name, or their name. */
echo esc_html( sprintf( __( 'Hello %s,', 'vitrine' ), '' !== ( $email->order->billing['first_name'] ?? '' ) ? $email->order->billing['first_name'] : $email->order->billing_name() ) ) . "\n\n";
if ( null !== $email->refund && $email->is_partial_refund() ) {
	/* translators: 1: amount refunded, 2: order number. */
	echo esc_html( sprintf( __( 'We have refunded %1$s of your order #%2$s.', 'vitrine' ), $email->money( $email->refund->amount ), $email->order->number() ) ) . "\n";
} else {
	/* translators: %s: order number. */
	echo esc_html( sprintf( __( 'Your order #%s has been refunded.', 'vitrine' ), $email->order->number() ) ) . "\n";
}
if ( null !== $email->refund && '' !== $email->refund->reason ) {
	/* translators: %s: the reason for the refund. */
	echo esc_html( sprintf( __( 'Reason: %s', 'vitrine' ), $email->refund->reason ) ) . "\n";
}
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
echo "\n" . esc_html__( 'The money goes back the way you paid; it may take a few days to appear.', 'vitrine' ) . "\n";
$email->part( 'email-footer.php' );
