<?php
/**
 * What a merchant asks a manual order to be.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

use Vitrine\Address\AddressFields;
use Vitrine\Core\Input;

/**
 * The customer (an account, or 0 for a guest), the addresses, the product lines, the coupon
 * codes, the chosen shipping rate and a note for the customer. No amount: amounts are decided
 * by the server from these (ManualOrderService). from_input() reads the Add order form; any
 * amount field a browser adds to it is simply not read.
 */
final class ManualOrderRequest {

	/** The most lines one manual order may have. */
	public const MAX_LINES = 100;

	/** The longest customer note. */
	public const MAX_NOTE = 5000;

	/**
	 * @param int                    $customer_id    The customer's account, 0 for a guest.
	 * @param array<string, string>  $billing        Billing address, field key to value.
	 * @param array<string, string>  $shipping       Shipping address (used when ship_elsewhere).
	 * @param bool                   $ship_elsewhere Whether the goods go to the shipping address.
	 * @param list<ManualOrderLine>  $lines          The product lines, in order.
	 * @param list<string>           $coupons        Coupon codes, lower case, in the order applied.
	 * @param string                 $shipping_rate  The chosen rate id, '' for the first offered.
	 * @param string                 $customer_note  A note the customer sees.
	 * @param string                 $draft          The form's token: one order per form, however often it is sent.
	 */
	public function __construct(
		public readonly int $customer_id = 0,
		public readonly array $billing = array(),
		public readonly array $shipping = array(),
		public readonly bool $ship_elsewhere = false,
		public readonly array $lines = array(),
		public readonly array $coupons = array(),
		public readonly string $shipping_rate = '',
		public readonly string $customer_note = '',
		public readonly string $draft = '',
	) {
	}

	/**
	 * The request a submitted Add order form stands for ($_POST, unslashed). Lines with a
	 * quantity below 1 are left out (a merchant empties the quantity to drop a line).
	 *
	 * @param array<string, mixed> $input The form's fields.
	 */
	public static function from_input( array $input ): self {
		$lines = array();
		foreach ( is_array( $input['lines'] ?? null ) ? $input['lines'] : array() as $line ) {
			if ( ! is_array( $line ) ) {
				continue;
			}
			$quantity = self::int( $line['quantity'] ?? 0 );
			$product  = self::int( $line['product_id'] ?? 0 );
			if ( $quantity < 1 || $product < 1 ) {
				continue;
			}
			$lines[] = new ManualOrderLine( $product, self::int( $line['variation_id'] ?? 0 ), $quantity, self::attributes( $line['attributes'] ?? array() ) );
		}
		$coupons = array();
		foreach ( explode( ',', Input::text( $input['coupons'] ?? '' ) ) as $code ) {
			$code = strtolower( trim( $code ) );
			if ( '' !== $code ) {
				$coupons[] = $code;
			}
		}
		return new self(
			self::int( $input['customer_id'] ?? 0 ),
			self::address( AddressFields::values_from_input( $input, AddressFields::BILLING ) ),
			self::address( AddressFields::values_from_input( $input, AddressFields::SHIPPING ) ),
			'1' === Input::text( $input['ship_elsewhere'] ?? '' ),
			array_slice( $lines, 0, self::MAX_LINES ),
			array_values( array_unique( $coupons ) ),
			Input::text( $input['shipping_rate'] ?? '' ),
			mb_substr( trim( sanitize_textarea_field( Input::raw( $input['customer_note'] ?? '' ) ) ), 0, self::MAX_NOTE ),
			preg_replace( '/[^a-f0-9]/', '', strtolower( Input::text( $input['draft'] ?? '' ) ) ) ?? ''
		);
	}

	/**
	 * The same request with other lines.
	 *
	 * @param list<ManualOrderLine> $lines The lines.
	 */
	public function with_lines( array $lines ): self {
		return new self( $this->customer_id, $this->billing, $this->shipping, $this->ship_elsewhere, array_slice( $lines, 0, self::MAX_LINES ), $this->coupons, $this->shipping_rate, $this->customer_note, $this->draft );
	}

	/**
	 * The same request for another customer, with their addresses.
	 *
	 * @param int                   $customer_id The account, 0 for a guest.
	 * @param array<string, string> $billing     Billing address.
	 * @param array<string, string> $shipping    Shipping address.
	 */
	public function with_customer( int $customer_id, array $billing, array $shipping ): self {
		$elsewhere = array() !== array_filter( $shipping ) && array_diff_key( $billing, array_flip( array( 'email', 'phone' ) ) ) !== $shipping;
		return new self( $customer_id, $billing, $shipping, $elsewhere, $this->lines, $this->coupons, $this->shipping_rate, $this->customer_note, $this->draft );
	}

	/**
	 * The form's fields for this request (the inverse of from_input()), for a stash or a test.
	 *
	 * @return array<string, mixed>
	 */
	public function to_input(): array {
		$input = array(
			'customer_id'    => (string) $this->customer_id,
			'ship_elsewhere' => $this->ship_elsewhere ? '1' : '',
			'lines'          => array_map( static fn ( ManualOrderLine $line ): array => $line->to_array(), $this->lines ),
			'coupons'        => implode( ', ', $this->coupons ),
			'shipping_rate'  => $this->shipping_rate,
			'customer_note'  => $this->customer_note,
			'draft'          => $this->draft,
		);
		foreach ( $this->billing as $key => $value ) {
			$input[ AddressFields::input_name( AddressFields::BILLING, $key ) ] = $value;
		}
		foreach ( $this->shipping as $key => $value ) {
			$input[ AddressFields::input_name( AddressFields::SHIPPING, $key ) ] = $value;
		}
		return $input;
	}

	private static function int( mixed $value ): int {
		$value = Input::text( $value );
		return 1 === preg_match( '/^\d{1,9}$/', $value ) ? (int) $value : 0;
	}

	/**
	 * @return array<string, string>
	 */
	private static function attributes( mixed $values ): array {
		$clean = array();
		foreach ( is_array( $values ) ? $values : array() as $key => $value ) {
			$key = sanitize_title( (string) $key );
			if ( '' !== $key && is_scalar( $value ) ) {
				$clean[ $key ] = Input::text( $value );
			}
		}
		return $clean;
	}

	/**
	 * @param array<string, string> $values Field key to value, as sent.
	 * @return array<string, string>
	 */
	private static function address( array $values ): array {
		$clean = array();
		foreach ( $values as $key => $value ) {
			$key = sanitize_key( $key );
			if ( '' !== $key ) {
				$clean[ $key ] = Input::text( $value );
			}
		}
		return $clean;
	}
}
