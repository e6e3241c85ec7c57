<?php
/**
 * The merchant's email when a customer disputes an order's payment with their bank (HTML).
 *
 * Copy it to your theme as vitrine/emails/admin-dispute-opened.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$vitrine_dispute = $email->dispute;
$email->part( 'email-header.php' );
if ( null !== $vitrine_dispute ) :
	?>
<p style="margin:0 0 16px;">
	<?php
	/* translators: 1: customer's name, 2: amount, 3: order number. */
	echo esc_html( sprintf( __( '%1$s disputed the payment of %2$s for order #%3$s with their bank.', 'vitrine' ), $email->order->billing_name(), $email->money( $vitrine_dispute->amount ), $email->order->number() ) );
	?>
</p>
<p style="margin:0 0 16px;">
	<?php
	/* translators: %s: the reason the customer gave, such as Fraudulent. */
	echo esc_html( sprintf( __( 'Reason: %s', 'vitrine' ), $vitrine_dispute->reason ) );
	?>
	<br>
	<?php
	/* translators: %s: the dispute's id at the payment provider. */
	echo esc_html( sprintf( __( 'Dispute: %s', 'vitrine' ), $vitrine_dispute->id ) );
	?>
</p>
<p style="margin:0 0 16px;">
	<?php
	if ( '' !== $email->dispute_due() ) {
		/* translators: %s: date and time. */
		echo esc_html( sprintf( __( 'The amount is held from your balance until the dispute is settled. Answer it with your evidence by %s.', 'vitrine' ), $email->dispute_due() ) );
	} else {
		esc_html_e( 'The amount is held from your balance until the dispute is settled. Answer it with your evidence.', 'vitrine' );
	}
	?>
</p>
<p style="margin:0 0 16px;"><a href="<?php echo esc_url( $vitrine_dispute->respond_url ); ?>" style="color:#2c5d8f;"><?php esc_html_e( 'Answer the dispute', 'vitrine' ); ?></a></p>
	<?php
endif;
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
?>
<p style="margin:24px 0 0;"><a href="<?php echo esc_url( $email->admin_url() ); ?>" style="color:#2c5d8f;"><?php esc_html_e( 'Open the order in your dashboard', 'vitrine' ); ?></a></p>
<?php
$email->part( 'email-footer.php' );
