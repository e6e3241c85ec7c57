<?php
/**
 * The billing and shipping addresses in a plain-text email.
 *
 * Copy it to your theme as vitrine/emails/plain/email-addresses.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

echo "\n" . esc_html__( 'Billing address', 'vitrine' ) . "\n";
echo esc_html( implode( "\n", $email->address_lines( 'billing' ) ) ) . "\n";
if ( '' !== ( $email->order->billing['phone'] ?? '' ) ) {
	echo esc_html( $email->order->billing['phone'] ) . "\n";
}
if ( '' !== $email->order->billing_email() ) {
	echo esc_html( $email->order->billing_email() ) . "\n";
}
if ( $email->order->has_shipping_address() ) {
	echo "\n" . esc_html__( 'Shipping address', 'vitrine' ) . "\n";
	echo esc_html( implode( "\n", $email->address_lines( 'shipping' ) ) ) . "\n";
}
