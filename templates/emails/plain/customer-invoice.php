<?php
/**
 * The customer's email with the link to pay for an order the store made for them (plain text).
 *
 * Copy it to your theme as vitrine/emails/plain/customer-invoice.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$email->part( 'email-header.php' );
/* translators: %s: customer's first name, or their name. */
echo esc_html( sprintf( __( 'Hello %s,', 'vitrine' ), '' !== ( $email->order->billing['first_name'] ?? '' ) ? $email->order->billing['first_name'] : $email->order->billing_name() ) ) . "\n\n";
/* translators: 1: site name, 2: order number. */
echo esc_html( sprintf( __( '%1$s has prepared order #%2$s for you. You can pay for it online with the link below.', 'vitrine' ), $email->site_name, $email->order->number() ) ) . "\n\n";
if ( '' !== $email->pay_url ) {
	/* translators: %s: the address of the page to pay the order on. */
	echo esc_html( sprintf( __( 'Pay for this order: %s', 'vitrine' ), $email->pay_url ) ) . "\n";
}
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
echo "\n" . esc_html__( 'Thank you for shopping with us.', 'vitrine' ) . "\n";
$email->part( 'email-footer.php' );
