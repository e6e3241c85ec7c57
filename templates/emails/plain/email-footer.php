<?php
/**
 * The bottom of every plain-text order email.
 *
 * Copy it to your theme as vitrine/emails/plain/email-footer.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

echo "\n----------------------------------------\n";
/* translators: %s: site name. */
echo esc_html( sprintf( __( 'Sent by %s', 'vitrine' ), $email->site_name ) ) . ' - ' . esc_url( home_url( '/' ) ) . "\n";
