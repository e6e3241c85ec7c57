<?php
/**
 * The payment methods of the checkout and of the pay-for-order page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\View;

use Vitrine\Payments\Gateway;

/**
 * A radio button per available gateway, each with its box (description and fields) that opens
 * when it is chosen; the first is chosen unless the shopper chose another. Without JavaScript
 * every box shows. The list is the fragment `.vitrine-checkout-payment` of update_order_review.
 */
final class PaymentMethods {

	public const FRAGMENT = '.vitrine-checkout-payment';

	/**
	 * @param array<string, Gateway> $gateways      The available gateways.
	 * @param string                 $chosen        The chosen gateway id.
	 * @param bool                   $needs_payment Whether anything is to be paid (a free order needs no method).
	 * @param string                 $page          Where the list is: a PaymentContext page constant, which
	 *                                              each gateway's fields are told.
	 */
	public function render( array $gateways, string $chosen, bool $needs_payment, string $page ): string {
		if ( ! $needs_payment ) {
			return '<div class="vitrine-checkout-payment"></div>';
		}
		if ( array() === $gateways ) {
			return '<div class="vitrine-checkout-payment"><p class="vitrine-notice vitrine-notice--info" role="status">'
				. esc_html__( 'Sorry, it seems that there are no available payment methods. Please contact us if you require assistance or wish to make alternate arrangements.', 'vitrine' )
				. '</p></div>';
		}
		if ( ! isset( $gateways[ $chosen ] ) ) {
			$chosen = (string) array_key_first( $gateways );
		}
		$html = '<div class="vitrine-checkout-payment"><fieldset class="vitrine-payment-methods"><legend>' . esc_html__( 'Payment method', 'vitrine' ) . '</legend><ul>';
		foreach ( $gateways as $id => $gateway ) {
			$input  = 'payment_method_' . sanitize_html_class( $id );
			$fields = $gateway->payment_fields_html( $page );
			$html  .= sprintf(
				'<li class="vitrine-payment-method"><input id="%1$s" type="radio" class="vitrine-payment-method__input" name="payment_method" value="%2$s"%3$s%4$s><label for="%1$s">%5$s</label>%6$s</li>',
				esc_attr( $input ),
				esc_attr( $id ),
				checked( $chosen, $id, false ),
				'' === $fields ? '' : ' aria-controls="' . esc_attr( $input . '_box' ) . '"',
				esc_html( $gateway->title() ),
				'' === $fields ? '' : '<div class="vitrine-payment-box" id="' . esc_attr( $input . '_box' ) . '" data-method="' . esc_attr( $id ) . '">' . $fields . '</div>'
			);
		}
		return $html . '</ul></fieldset></div>';
	}
}
