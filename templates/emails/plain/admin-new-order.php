<?php
/**
 * The merchant's email about a new order (plain text).
 *
 * Copy it to your theme as vitrine/emails/plain/admin-new-order.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$email->part( 'email-header.php' );
/* translators: 1: customer's name, 2: order status such as Processing. */
echo esc_html( sprintf( __( 'You have received an order from %1$s. Its status is %2$s.', 'vitrine' ), $email->order->billing_name(), \Vitrine\Orders\OrderStatus::label( $email->order->status ) ) ) . "\n";
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
$email->part( 'email-footer.php' );
