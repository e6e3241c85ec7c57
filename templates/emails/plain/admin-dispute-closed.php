<?php
/**
 * The merchant's email when a dispute of an order's payment is closed, won or lost (plain text).
 *
 * Copy it to your theme as vitrine/emails/plain/admin-dispute-closed.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$vitrine_dispute = $email->dispute;
$email->part( 'email-header.php' );
if ( null !== $vitrine_dispute ) {
	if ( \Vitrine\Orders\Emails\PaymentDispute::LOST === $vitrine_dispute->outcome ) {
		/* translators: 1: dispute id, 2: order number, 3: amount. */
		echo esc_html( sprintf( __( 'The dispute %1$s of order #%2$s was lost: %3$s stays with the customer. Record a refund on the order if you want its totals to show it.', 'vitrine' ), $vitrine_dispute->id, $email->order->number(), $email->money( $vitrine_dispute->amount ) ) ) . "\n";
	} else {
		/* translators: 1: dispute id, 2: order number, 3: amount. */
		echo esc_html( sprintf( __( 'The dispute %1$s of order #%2$s was closed in your favour: %3$s comes back to your balance.', 'vitrine' ), $vitrine_dispute->id, $email->order->number(), $email->money( $vitrine_dispute->amount ) ) ) . "\n";
	}
	/* translators: %s: address of the page where the dispute is shown. */
	echo esc_html( sprintf( __( 'See the dispute: %s', 'vitrine' ), $vitrine_dispute->respond_url ) ) . "\n";
}
$email->part( 'email-order-details.php' );
/* translators: %s: address of the order's screen. */
echo "\n" . esc_html( sprintf( __( 'Open the order in your dashboard: %s', 'vitrine' ), $email->admin_url() ) ) . "\n";
$email->part( 'email-footer.php' );
