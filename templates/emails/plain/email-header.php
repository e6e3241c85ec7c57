<?php
/**
 * The top of every plain-text order email.
 *
 * Copy it to your theme as vitrine/emails/plain/email-header.php to change it. Text is escaped
 * as for HTML and the entities are decoded after rendering.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

echo esc_html( $email->site_name ) . "\n";
echo '= ' . esc_html( $email->heading ) . " =\n\n";
