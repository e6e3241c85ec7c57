<?php
/**
 * The customer's email once an order is paid and being prepared (plain text).
 *
 * Copy it to your theme as vitrine/emails/plain/customer-processing-order.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$email->part( 'email-header.php' );
/* translators: %s: customer's first name, or their name. */
echo esc_html( sprintf( __( 'Hello %s,', 'vitrine' ), '' !== ( $email->order->billing['first_name'] ?? '' ) ? $email->order->billing['first_name'] : $email->order->billing_name() ) ) . "\n\n";
/* translators: %s: order number. */
echo esc_html( sprintf( __( 'We have received your order #%s and are now preparing it. Here are its details.', 'vitrine' ), $email->order->number() ) ) . "\n";
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
echo "\n" . esc_html__( 'Thank you for shopping with us.', 'vitrine' ) . "\n";
$email->part( 'email-footer.php' );
