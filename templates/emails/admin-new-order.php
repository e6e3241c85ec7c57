<?php
/**
 * The merchant's email about a new order (HTML).
 *
 * Copy it to your theme as vitrine/emails/admin-new-order.php to change it.
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
	/* translators: 1: customer's name, 2: order status such as Processing. */
	echo esc_html( sprintf( __( 'You have received an order from %1$s. Its status is %2$s.', 'vitrine' ), $email->order->billing_name(), \Vitrine\Orders\OrderStatus::label( $email->order->status ) ) );
	?>
</p>
<?php
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
?>
<p style="margin:24px 0 0;"><a href="<?php echo esc_url( $email->admin_url() ); ?>" style="color:#2c5d8f;"><?php esc_html_e( 'Open the order in your dashboard', 'vitrine' ); ?></a></p>
<?php
$email->part( 'email-footer.php' );
