<?php
/**
 * The customer's email after a refund, full or partial (HTML).
 *
 * Copy it to your theme as vitrine/emails/customer-refunded-order.php to change it.
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
	if ( null !== $email->refund && $email->is_partial_refund() ) {
		/* translators: 1: amount refunded, 2: order number. */
		echo esc_html( sprintf( __( 'We have refunded %1$s of your order #%2$s.', 'vitrine' ), $email->money( $email->refund->amount ), $email->order->number() ) );
	} else {
		/* translators: %s: order number. */
		echo esc_html( sprintf( __( 'Your order #%s has been refunded.', 'vitrine' ), $email->order->number() ) );
	}
	?>
</p>
<?php if ( null !== $email->refund && '' !== $email->refund->reason ) : ?>
	<p style="margin:0 0 16px;">
		<?php
		/* translators: %s: the reason for the refund. */
		echo esc_html( sprintf( __( 'Reason: %s', 'vitrine' ), $email->refund->reason ) );
		?>
	</p>
<?php endif; ?>
<?php
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
?>
<p style="margin:24px 0 0;"><?php esc_html_e( 'The money goes back the way you paid; it may take a few days to appear.', 'vitrine' ); ?></p>
<?php
$email->part( 'email-footer.php' );
