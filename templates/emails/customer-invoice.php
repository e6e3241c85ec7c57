<?php
/**
 * The customer's email with the link to pay for an order the store made for them (HTML).
 *
 * Copy it to your theme as vitrine/emails/customer-invoice.php to change it.
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
	/* translators: 1: site name, 2: order number. */
	echo esc_html( sprintf( __( '%1$s has prepared order #%2$s for you. You can pay for it online with the link below.', 'vitrine' ), $email->site_name, $email->order->number() ) );
	?>
</p>
<?php if ( '' !== $email->pay_url ) : ?>
<p style="margin:0 0 24px;">
	<a href="<?php echo esc_url( $email->pay_url ); ?>" style="display:inline-block;padding:12px 20px;background:#1e1e1e;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600;"><?php esc_html_e( 'Pay for this order', 'vitrine' ); ?></a>
</p>
<?php endif; ?>
<?php
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
?>
<p style="margin:24px 0 0;"><?php esc_html_e( 'Thank you for shopping with us.', 'vitrine' ); ?></p>
<?php
$email->part( 'email-footer.php' );
