<?php
/**
 * The merchant's email when a dispute of an order's payment is closed, won or lost (HTML).
 *
 * Copy it to your theme as vitrine/emails/admin-dispute-closed.php to change it.
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
	if ( \Vitrine\Orders\Emails\PaymentDispute::LOST === $vitrine_dispute->outcome ) {
		/* translators: 1: dispute id, 2: order number, 3: amount. */
		echo esc_html( sprintf( __( 'The dispute %1$s of order #%2$s was lost: %3$s stays with the customer. Record a refund on the order if you want its totals to show it.', 'vitrine' ), $vitrine_dispute->id, $email->order->number(), $email->money( $vitrine_dispute->amount ) ) );
	} else {
		/* translators: 1: dispute id, 2: order number, 3: amount. */
		echo esc_html( sprintf( __( 'The dispute %1$s of order #%2$s was closed in your favour: %3$s comes back to your balance.', 'vitrine' ), $vitrine_dispute->id, $email->order->number(), $email->money( $vitrine_dispute->amount ) ) );
	}
	?>
</p>
<p style="margin:0 0 16px;"><a href="<?php echo esc_url( $vitrine_dispute->respond_url ); ?>" style="color:#2c5d8f;"><?php esc_html_e( 'See the dispute', 'vitrine' ); ?></a></p>
	<?php
endif;
$email->part( 'email-order-details.php' );
?>
<p style="margin:24px 0 0;"><a href="<?php echo esc_url( $email->admin_url() ); ?>" style="color:#2c5d8f;"><?php esc_html_e( 'Open the order in your dashboard', 'vitrine' ); ?></a></p>
<?php
$email->part( 'email-footer.php' );
