<?php
/**
 * The saved methods offered in a Stripe gateway's payment box.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Customers;

use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;

/**
 * At checkout and on pay-for-order, a customer with methods saved for the gateway's type picks
 * one (radios named vitrine-stripe-saved-method, the default checked) or "Use a new payment
 * method" (an empty value: no saved method, the posted vitrine-stripe-payment-method is used),
 * which shows the Payment Element. The gateway puts this before its element;
 * the browser hides the element while a saved method is chosen, and the server charges a saved
 * method only after SavedMethods::find() says it is the customer's.
 */
final class SavedMethodsField {

	public const FIELD = 'vitrine-stripe-saved-method';

	public const NEW = '';

	public function __construct( private readonly SavedMethods $methods ) {
	}

	/**
	 * The radios, '' for a guest, a customer with none of the gateway's type, or Stripe unreachable
	 * (the new method's element is then all there is).
	 *
	 * @param int    $user_id    The customer, 0 for a guest.
	 * @param string $gateway_id The gateway: stripe, stripe_sepa_debit…
	 */
	public function html( int $user_id, string $gateway_id ): string {
		$type = PaymentMethodTypes::type_of_gateway( $gateway_id );
		if ( $user_id <= 0 || null === $type ) {
			return '';
		}
		try {
			$saved   = array_values( array_filter( $this->methods->methods( $user_id ), static fn ( array $method ): bool => ( $method['type'] ?? '' ) === $type ) );
			$default = $this->methods->default_id( $user_id );
		} catch ( StripeApiError ) {
			return '';
		}
		if ( array() === $saved ) {
			return '';
		}
		$ids     = array_map( static fn ( array $method ): string => (string) $method['id'], $saved );
		$checked = in_array( $default, $ids, true ) ? $default : $ids[0];
		$html    = '<fieldset class="vitrine-stripe-saved-methods" data-gateway="' . esc_attr( $gateway_id ) . '"><legend class="screen-reader-text">' . esc_html__( 'Saved payment methods', 'vitrine' ) . '</legend><ul class="vitrine-stripe-saved-methods__list">';
		foreach ( $saved as $method ) {
			$html .= self::radio( $gateway_id, (string) $method['id'], self::line( $method ), $checked === $method['id'] );
		}
		$html .= self::radio( $gateway_id, self::NEW, __( 'Use a new payment method', 'vitrine' ), false );
		return $html . '</ul></fieldset>';
	}

	/**
	 * "Visa ending in 4242 (expires 12/28)".
	 *
	 * @param array<string, mixed> $method A payment method object.
	 */
	private static function line( array $method ): string {
		$expires = SavedMethods::expires( $method );
		return '' === $expires ? SavedMethods::label( $method )
			/* translators: 1: a saved method, such as "Visa ending in 4242"; 2: its expiry, such as 12/28. */
			: sprintf( __( '%1$s (expires %2$s)', 'vitrine' ), SavedMethods::label( $method ), $expires );
	}

	private static function radio( string $gateway_id, string $value, string $label, bool $checked ): string {
		$id = 'vitrine-stripe-saved-' . $gateway_id . '-' . ( self::NEW === $value ? 'new' : $value );
		return sprintf(
			'<li><input type="radio" id="%1$s" name="%2$s" value="%3$s"%4$s><label for="%1$s">%5$s</label></li>',
			esc_attr( $id ),
			esc_attr( self::FIELD ),
			esc_attr( $value ),
			checked( $checked, true, false ),
			esc_html( $label )
		);
	}
}
