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
 * "Make default" button for each one that is not the default and a delete button each: forms that
 * post to the page, no script needed), and a link to add one when a gateway can save methods.
 * /my-account/add-payment-method/: the gateways that can save a method, each with its fields (the
 * checkout's payment method list), in a form that posts to the page.
 */
final class PaymentMethodsView {

	public const DELETE_ACTION  = 'delete_payment_method';
	public const DEFAULT_ACTION = 'set_default_payment_method';
	public const ADD_ACTION     = 'add_payment_method';
	public const ADD_NONCE      = 'vitrine-add-payment-method';

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
	 * The nonce action of making one method the default.
	 */
	public static function default_nonce_action( string $gateway_id, string $method_id ): string {
		return 'vitrine-default-payment-method-' . $gateway_id . '-' . $method_id;
	}

	/**
	 * The list.
	 */
	public function render_list( int $user_id ): string {
		$methods = $this->methods->for_customer( $user_id );
		$html    = CheckoutNotices::errors( array(), array_merge( $this->forms->messages( self::DEFAULT_ACTION ), $this->forms->messages( self::DELETE_ACTION ) ) );
		if ( array() === $methods ) {
			$html .= '<div class="vitrine-notice vitrine-notice--info" role="status">' . esc_html__( 'No saved methods found.', 'vitrine' ) . '</div>';
		} else {
			$html .= '<table class="vitrine-payment-methods-table"><thead><tr><th scope="col">' . esc_html__( 'Method', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Expires', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Actions', 'vitrine' ) . '</th></tr></thead><tbody>';
			foreach ( $methods as $method ) {
				$html .= sprintf(
					'<tr class="vitrine-payment-methods-table__row%1$s"><th scope="row">%2$s%3$s</th><td>%4$s</td><td>%5$s%6$s</td></tr>',
					$method['is_default'] ? ' is-default' : '',
					esc_html( $method['method'] ),
					$method['is_default'] ? ' <span class="vitrine-badge">' . esc_html__( 'Default', 'vitrine' ) . '</span>' : '',
					'' === $method['expires'] ? '&mdash;' : esc_html( $method['expires'] ),
					$method['is_default'] ? '' : $this->method_form(
						$method,
						self::DEFAULT_ACTION,
						self::default_nonce_action( $method['gateway'], $method['id'] ),
						'vitrine-button--default',
						/* translators: %s: a saved payment method, such as "Visa ending in 4242". The name starts with the button's text, "Make default" (WCAG 2.5.3, label in name). */
						sprintf( __( 'Make default: %s', 'vitrine' ), $method['method'] ),
						__( 'Make default', 'vitrine' )
					),
					$this->method_form(
						$method,
						self::DELETE_ACTION,
						self::delete_nonce_action( $method['gateway'], $method['id'] ),
						'vitrine-button--delete',
						/* translators: %s: a saved payment method, such as "Visa ending in 4242". */
						sprintf( __( 'Delete %s', 'vitrine' ), $method['method'] ),
						__( 'Delete', 'vitrine' )
					)
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
	 * A button acting on one method, in a form of its own that posts to the list.
	 *
	 * @param array{id: string, gateway: string, method: string, expires: string, is_default: bool} $method The method.
	 * @param string                                                                                  $action       The form's vitrine_account_action.
	 * @param string                                                                                  $nonce_action Its nonce action.
	 * @param string                                                                                  $class        The button's modifier class.
	 * @param string                                                                                  $name         The button's accessible name (naming the method).
	 * @param string                                                                                  $text         The button's text.
	 */
	private function method_form( array $method, string $action, string $nonce_action, string $class, string $name, string $text ): string {
		return sprintf(
			'<form method="post" action="%1$s"><input type="hidden" name="vitrine_account_action" value="%2$s"><input type="hidden" name="payment_method_gateway" value="%3$s"><input type="hidden" name="payment_method_id" value="%4$s">%5$s<button type="submit" class="vitrine-button %6$s" aria-label="%7$s">%8$s</button></form>',
			esc_url( $this->pages->endpoint_url( AccountPages::PAYMENT_METHODS ) ),
			esc_attr( $action ),
			esc_attr( $method['gateway'] ),
			esc_attr( $method['id'] ),
			FormFields::nonce( $nonce_action ),
			esc_attr( $class ),
			esc_attr( $name ),
			esc_html( $text )
		);
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
