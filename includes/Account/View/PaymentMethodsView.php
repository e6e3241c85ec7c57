<?php
/**
 * The account's saved payment methods and the add-payment-method page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Account\AccountPages;
use Vitrine\Account\FormState;
use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Checkout\View\PaymentMethods;
use Vitrine\Payments\PaymentContext;

/**
 * /my-account/payment-methods/: the methods the gateways keep for the customer (method, expiry, a
 * delete button each), and a link to add one when a gateway can save methods.
 * /my-account/add-payment-method/: the gateways that can save a method, each with its fields (the
 * checkout's payment method list), in a form that posts to the page.
 */
final class PaymentMethodsView {

	public const DELETE_ACTION = 'delete_payment_method';
	public const ADD_ACTION    = 'add_payment_method';
	public const ADD_NONCE     = 'vitrine-add-payment-method';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly SavedPaymentMethods $methods,
		private readonly PaymentMethods $payment_methods,
		private readonly FormState $forms,
	) {
	}

	/**
	 * The nonce action of deleting one method.
	 */
	public static function delete_nonce_action( string $gateway_id, string $method_id ): string {
		return 'vitrine-delete-payment-method-' . $gateway_id . '-' . $method_id;
	}

	/**
	 * The list.
	 */
	public function render_list( int $user_id ): string {
		$methods = $this->methods->for_customer( $user_id );
		$html    = CheckoutNotices::errors( array(), $this->forms->messages( self::DELETE_ACTION ) );
		if ( array() === $methods ) {
			$html .= '<div class="vitrine-notice vitrine-notice--info" role="status">' . esc_html__( 'No saved methods found.', 'vitrine' ) . '</div>';
		} else {
			$html .= '<table class="vitrine-payment-methods-table"><thead><tr><th scope="col">' . esc_html__( 'Method', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Expires', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Actions', 'vitrine' ) . '</th></tr></thead><tbody>';
			foreach ( $methods as $method ) {
				$html .= sprintf(
					'<tr class="vitrine-payment-methods-table__row%1$s"><th scope="row">%2$s%3$s</th><td>%4$s</td><td><form method="post" action="%5$s"><input type="hidden" name="vitrine_account_action" value="%6$s"><input type="hidden" name="payment_method_gateway" value="%7$s"><input type="hidden" name="payment_method_id" value="%8$s">%9$s<button type="submit" class="vitrine-button vitrine-button--delete" aria-label="%10$s">%11$s</button></form></td></tr>',
					$method['is_default'] ? ' is-default' : '',
					esc_html( $method['method'] ),
					$method['is_default'] ? ' <span class="vitrine-badge">' . esc_html__( 'Default', 'vitrine' ) . '</span>' : '',
					'' === $method['expires'] ? '&mdash;' : esc_html( $method['expires'] ),
					esc_url( $this->pages->endpoint_url( AccountPages::PAYMENT_METHODS ) ),
					esc_attr( self::DELETE_ACTION ),
					esc_attr( $method['gateway'] ),
					esc_attr( $method['id'] ),
					FormFields::nonce( self::delete_nonce_action( $method['gateway'], $method['id'] ) ),
					/* translators: %s: a saved payment method, such as "Visa ending in 4242". */
					esc_attr( sprintf( __( 'Delete %s', 'vitrine' ), $method['method'] ) ),
					esc_html__( 'Delete', 'vitrine' )
				);
			}
			$html .= '</tbody></table>';
		}
		if ( array() !== $this->methods->gateways_for_adding() ) {
			$html .= '<p><a class="vitrine-button" href="' . esc_url( $this->pages->endpoint_url( AccountPages::ADD_PAYMENT_METHOD ) ) . '">' . esc_html__( 'Add payment method', 'vitrine' ) . '</a></p>';
		}
		return $html;
	}

	/**
	 * The add-payment-method form, or a message when no gateway can save a method.
	 */
	public function render_add(): string {
		$gateways = $this->methods->gateways_for_adding();
		if ( array() === $gateways ) {
			return '<div class="vitrine-notice vitrine-notice--info" role="status">' . esc_html__( 'New payment methods can only be added during checkout. Please contact us if you require assistance.', 'vitrine' ) . '</div>';
		}
		$posted = $this->forms->values( self::ADD_ACTION ) ?? array();
		$html   = CheckoutNotices::errors( array(), $this->forms->messages( self::ADD_ACTION ) );
		$html  .= '<form class="vitrine-form vitrine-add-payment-method" id="add_payment_method" method="post" action="' . esc_url( $this->pages->endpoint_url( AccountPages::ADD_PAYMENT_METHOD ) ) . '">';
		$html  .= $this->payment_methods->render( $gateways, (string) ( $posted['payment_method'] ?? '' ), true, PaymentContext::ADD_PAYMENT_METHOD );
		$html  .= FormFields::nonce( self::ADD_NONCE );
		$html  .= '<input type="hidden" name="vitrine_account_action" value="' . esc_attr( self::ADD_ACTION ) . '">';
		$html  .= '<p class="vitrine-form__row"><button type="submit" class="vitrine-button vitrine-button--primary">' . esc_html__( 'Add payment method', 'vitrine' ) . '</button></p>';
		return $html . '</form>';
	}
}
