<?php
/**
 * The merchant's email when a customer disputes an order's payment with their bank (plain text).
 *
 * Copy it to your theme as vitrine/emails/plain/admin-dispute-opened.php to change it.
 *
 * @package Vitrine
 * @var \Vitrine\Orders\Emails\EmailView $email The email.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$vitrine_dispute = $email->dispute;
$email->part( 'email-header.php' );
if ( null !== $vitrine_dispute ) {
	/* translators: 1: customer's name, 2: amount, 3: order number. */
	echo esc_html( sprintf( __( '%1$s disputed the payment of %2$s for order #%3$s with their bank.', 'vitrine' ), $email->order->billing_name(), $email->money( $vitrine_dispute->amount ), $email->order->number() ) ) . "\n\n";
	/* translators: %s: the reason the customer gave, such as Fraudulent. */
	echo esc_html( sprintf( __( 'Reason: %s', 'vitrine' ), $vitrine_dispute->reason ) ) . "\n";
	/* translators: %s: the dispute's id at the payment provider. */
	echo esc_html( sprintf( __( 'Dispute: %s', 'vitrine' ), $vitrine_dispute->id ) ) . "\n\n";
	if ( '' !== $email->dispute_due() ) {
		/* translators: %s: date and time. */
		echo esc_html( sprintf( __( 'The amount is held from your balance until the dispute is settled. Answer it with your evidence by %s.', 'vitrine' ), $email->dispute_due() ) ) . "\n";
	} else {
		echo esc_html__( 'The amount is held from your balance until the dispute is settled. Answer it with your evidence.', 'vitrine' ) . "\n";
	}
	/* translators: %s: address of the page where the dispute is answered. */
	echo esc_html( sprintf( __( 'Answer the dispute: %s', 'vitrine' ), $vitrine_dispute->respond_url ) ) . "\n";
}
$email->part( 'email-order-details.php' );
$email->part( 'email-addresses.php' );
/* translators: %s: address of the order's screen. */
echo "\n" . esc_html( sprintf( __( 'Open the order in your dashboard: %s', 'vitrine' ), $email->admin_url() ) ) . "\n";
$email->part( 'email-footer.php' );
