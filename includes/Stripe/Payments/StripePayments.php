<?php
/**
 * What Stripe's gateways do with an order: pay it, refund it, and the payment box they render.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Orders\Order;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\PaymentResult;
use Vitrine\Payments\RefundResult;
use Vitrine\Stripe\Gateway\StripeMethodGateway;

/**
 * The one service every Stripe gateway calls, so that the card and the other types share one
 * payment flow and one refund flow.
 */
final class StripePayments {

	/** The checkbox of the payment box that saves the new method (docs/spec/payments.md section 5). */
	public const SAVE_FIELD = 'vitrine-stripe-new-payment-method';

	/**
	 * The Payment Element's container and, where the method can be saved, the box to save it.
	 * The browser mounts the element into the container and hides the box for a guest who does
	 * not create an account.
	 */
	public function fields_html( StripeMethodGateway $gateway ): string {
		$type = $gateway->type();
		$html = sprintf( '<div class="vitrine-stripe-element" id="%s" data-type="%s"></div>', esc_attr( 'vitrine-stripe-' . $type . '-element' ), esc_attr( $type ) );
		if ( $gateway->supports( Gateway::FEATURE_TOKENIZATION ) ) {
			$id    = 'vitrine-stripe-' . $type . '-new-payment-method';
			$html .= sprintf(
				'<p class="vitrine-stripe-save"><input type="checkbox" id="%1$s" class="%2$s" name="%2$s" value="true"><label for="%1$s">%3$s</label></p>',
				esc_attr( $id ),
				esc_attr( self::SAVE_FIELD ),
				esc_html__( 'Save payment information to my account for future purchases.', 'vitrine' )
			);
		}
		return $html;
	}

	/**
	 * Pays an order with a method of the type.
	 *
	 * @param Order                 $order        The order, pending.
	 * @param array<string, string> $payment_data The checkout's posted fields.
	 * @param string                $type         The gateway's payment method type.
	 */
	public function process( Order $order, array $payment_data, string $type ): PaymentResult {
		return PaymentResult::failure( __( 'Payment failed. Please try again.', 'vitrine' ) );
	}

	/**
	 * Refunds part or all of an order through Stripe.
	 */
	public function refund( Order $order, int $amount_minor, string $reason ): RefundResult {
		return RefundResult::failure( __( 'Payment failed. Please try again.', 'vitrine' ) );
	}
}
