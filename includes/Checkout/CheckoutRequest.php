<?php
/**
 * What the shopper submitted to place an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

/**
 * The order payload (docs/spec/payments.md section 3: billing_address, shipping_address, payment_method,
 * payment_data, extensions, customer_note) or the classic checkout form, in one shape. Values
 * are raw (unslashed) input: the checkout sanitizes and validates them. No amount is ever read
 * from the browser.
 */
final class CheckoutRequest {

	/**
	 * @param array<string, mixed>  $billing          Billing address fields.
	 * @param array<string, mixed>  $shipping         Shipping address fields (ignored unless $ship_elsewhere).
	 * @param bool                  $ship_elsewhere   Ship to a different address.
	 * @param string                $customer_note    Order notes.
	 * @param string                $payment_method   Gateway id.
	 * @param array<string, string> $payment_data     Gateway fields, key => value.
	 * @param string                $shipping_rate    The chosen shipping rate id; '' keeps the cart's.
	 * @param bool                  $terms            Whether the terms checkbox was ticked.
	 * @param bool                  $create_account   Whether a guest asked for an account.
	 * @param string                $account_password The new account's password.
	 * @param array<string, mixed>  $extensions       Extension data by namespace (order attribution, …).
	 * @param string                $created_via      checkout, rest or express-checkout.
	 */
	public function __construct(
		public readonly array $billing,
		public readonly array $shipping,
		public readonly bool $ship_elsewhere,
		public readonly string $customer_note,
		public readonly string $payment_method,
		public readonly array $payment_data,
		public readonly string $shipping_rate = '',
		public readonly bool $terms = false,
		public readonly bool $create_account = false,
		public readonly string $account_password = '',
		public readonly array $extensions = array(),
		public readonly string $created_via = 'checkout',
	) {
	}

	/**
	 * Whether a posted field is for the payment gateway: the vitrine-… fields, and the payment
	 * intent the gateway's browser code may have made before the order was placed
	 * (vitrine_payment_intent_id; the gateway checks it and never trusts it).
	 */
	public static function is_payment_field( string $name ): bool {
		return str_starts_with( $name, 'vitrine-' ) || 'vitrine_payment_intent_id' === $name;
	}

	/**
	 * From the classic checkout form's fields (billing_first_name, shipping_country, …).
	 *
	 * @param array<string, mixed> $fields The posted fields, unslashed.
	 * @param list<string>         $keys   The address field keys.
	 */
	public static function from_form( array $fields, array $keys ): self {
		$address      = static function ( string $type ) use ( $fields, $keys ): array {
			$values = array();
			foreach ( $keys as $key ) {
				$values[ $key ] = is_scalar( $fields[ $type . '_' . $key ] ?? null ) ? (string) $fields[ $type . '_' . $key ] : '';
			}
			return $values;
		};
		$payment_data = array();
		foreach ( $fields as $name => $value ) {
			if ( is_scalar( $value ) && self::is_payment_field( (string) $name ) ) {
				$payment_data[ $name ] = (string) $value;
			}
		}
		$rate = $fields['shipping_method'] ?? '';
		if ( is_array( $rate ) ) {
			$rate = reset( $rate );
		}
		return new self(
			$address( 'billing' ),
			$address( 'shipping' ),
			self::flag( $fields['ship_to_different_address'] ?? '' ),
			is_scalar( $fields['order_comments'] ?? null ) ? (string) $fields['order_comments'] : '',
			is_scalar( $fields['payment_method'] ?? null ) ? (string) $fields['payment_method'] : '',
			$payment_data,
			is_scalar( $rate ) ? (string) $rate : '',
			self::flag( $fields['terms'] ?? '' ),
			self::flag( $fields['createaccount'] ?? '' ),
			is_scalar( $fields['account_password'] ?? null ) ? (string) $fields['account_password'] : '',
			self::attribution( $fields ),
			'checkout'
		);
	}

	/**
	 * The attribution fields the checkout page carries (vitrine_source_type, …), under the
	 * extension key the REST payload uses.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @return array<string, mixed>
	 */
	private static function attribution( array $fields ): array {
		$values = array();
		foreach ( $fields as $name => $value ) {
			if ( is_scalar( $value ) && str_starts_with( (string) $name, OrderAttribution::FORM_PREFIX ) ) {
				$values[ substr( (string) $name, strlen( OrderAttribution::FORM_PREFIX ) ) ] = (string) $value;
			}
		}
		return array() === $values ? array() : array( OrderAttribution::EXTENSION_NAMESPACE => $values );
	}

	private static function flag( mixed $value ): bool {
		return in_array( $value, array( true, 1, '1', 'on', 'yes', 'true' ), true );
	}
}
