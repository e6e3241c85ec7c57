<?php
/**
 * The customer's email once an order is complete (HTML).
 *
 * Copy it to your theme as vitrine/emails/customer-completed-order.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$email->part( 'email-header.php' );
?>
<p style="margin:0 0 16px;">
	<?php
	/* translators: %s: customer's first name, or their name. */
	echo esc_html( sprintf( __( 'Hello %s,', 'vitrine' ), '' !== ( $email->order->billing['first_name'] ?? '' ) ? $email->order->billing['first_name'] : $email->order->billing_name() ) );
	?>
</p>
<p style="margin:0 0 16px;">
	<?php
	/* translators: %s: order number. */
	echo esc_html( sprintf( __( 'Your order #%s is complete. Here are its details.', 'vitrine' ), $email->order->number() ) );
	?>
</p>
<?php
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
?>
<p style="margin:24px 0 0;"><?php esc_html_e( 'Thank you for shopping with us.', 'vitrine' ); ?></p>
<?php
$email->part( 'email-footer.php' );
