<?php
/**
 * The reasons Stripe gives for a dispute, in words.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks\Handlers;

/**
 * Stripe's documented dispute reasons (the dispute object's reason) as the merchant reads them.
 */
final class DisputeReasons {

	/**
	 * A reason in words, translated; an unknown one with its underscores made spaces.
	 */
	public static function label( string $reason ): string {
		$labels = array(
			'bank_cannot_process'       => __( 'The bank cannot process the payment', 'vitrine' ),
			'check_returned'            => __( 'Check returned', 'vitrine' ),
			'credit_not_processed'      => __( 'A refund or credit was not processed', 'vitrine' ),
			'customer_initiated'        => __( 'Started by the customer', 'vitrine' ),
			'debit_not_authorized'      => __( 'Debit not authorised', 'vitrine' ),
			'duplicate'                 => __( 'Duplicate payment', 'vitrine' ),
			'fraudulent'                => __( 'Fraudulent: the cardholder did not make the payment', 'vitrine' ),
			'general'                   => __( 'General', 'vitrine' ),
			'incorrect_account_details' => __( 'Incorrect account details', 'vitrine' ),
			'insufficient_funds'        => __( 'Insufficient funds', 'vitrine' ),
			'noncompliant'              => __( 'Not compliant with the card network’s rules', 'vitrine' ),
			'product_not_received'      => __( 'Product not received', 'vitrine' ),
			'product_unacceptable'      => __( 'Product unacceptable', 'vitrine' ),
			'subscription_canceled'     => __( 'Subscription cancelled', 'vitrine' ),
			'unrecognized'              => __( 'Payment not recognised', 'vitrine' ),
		);
		if ( '' === $reason ) {
			return __( 'not given', 'vitrine' );
		}
		return $labels[ $reason ] ?? str_replace( '_', ' ', $reason );
	}
}
