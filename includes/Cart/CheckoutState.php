<?php
/**
 * What the cart remembers for checkout besides its lines.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * Applied coupon codes, the chosen shipping rate, where the shopper said they are (so totals,
 * taxes and shipping rates can be shown before checkout), and the order last placed from this
 * cart (so a repeated submit answers with that order instead of making a second one).
 * Read-only; kept as JSON in the cart row's `checkout` column.
 */
final class CheckoutState {

	public const LOCATION_KEYS = array( 'country', 'state', 'postcode', 'city' );

	/**
	 * @param list<string>          $coupons         Applied coupon codes, lower-case, in the order applied.
	 * @param string                $shipping_rate   The chosen rate id ('flat_rate:3'), '' for none yet.
	 * @param array<string, string> $billing         Billing location: country, state, postcode, city.
	 * @param array<string, string> $shipping        Shipping location, the same keys.
	 * @param bool                  $ship_elsewhere  Whether the shipping address differs from the billing one.
	 * @param int                   $placed_order_id The order placed from this cart, 0 for none.
	 * @param string                $placed_key      The idempotency key that order was placed with.
	 * @param int                   $generation      How many orders were paid from this cart: each purchase
	 *                                               from the same cart row is a new one, even with the same lines.
	 */
	public function __construct(
		public readonly array $coupons = array(),
		public readonly string $shipping_rate = '',
		public readonly array $billing = array(),
		public readonly array $shipping = array(),
		public readonly bool $ship_elsewhere = false,
		public readonly int $placed_order_id = 0,
		public readonly string $placed_key = '',
		public readonly int $generation = 0,
	) {
	}

	/**
	 * @param list<string> $coupons Codes.
	 */
	public function with_coupons( array $coupons ): self {
		return new self( array_values( array_unique( $coupons ) ), $this->shipping_rate, $this->billing, $this->shipping, $this->ship_elsewhere, $this->placed_order_id, $this->placed_key, $this->generation );
	}

	public function with_shipping_rate( string $rate_id ): self {
		return new self( $this->coupons, $rate_id, $this->billing, $this->shipping, $this->ship_elsewhere, $this->placed_order_id, $this->placed_key, $this->generation );
	}

	/**
	 * @param array<string, string> $billing        Billing location.
	 * @param array<string, string> $shipping       Shipping location.
	 * @param bool                  $ship_elsewhere Whether shipping differs from billing.
	 */
	public function with_locations( array $billing, array $shipping, bool $ship_elsewhere ): self {
		return new self( $this->coupons, $this->shipping_rate, self::clean_location( $billing ), self::clean_location( $shipping ), $ship_elsewhere, $this->placed_order_id, $this->placed_key, $this->generation );
	}

	/**
	 * The state once an order was placed from the cart: a memory of the order for repeated
	 * submits; coupons and the chosen rate stay until the order is paid (after_order()).
	 */
	public function with_placed_order( int $order_id, string $key ): self {
		return new self( $this->coupons, $this->shipping_rate, $this->billing, $this->shipping, $this->ship_elsewhere, $order_id, $key, $this->generation );
	}

	/**
	 * The state once the order placed from the cart is paid: nothing applied any more; the
	 * shopper's location stays for the next cart, and the order is remembered.
	 */
	public function after_order(): self {
		return new self( array(), '', $this->billing, $this->shipping, $this->ship_elsewhere, $this->placed_order_id, $this->placed_key, $this->generation + 1 );
	}

	/**
	 * Whether the state holds nothing worth a cart row: no coupon, no chosen rate, no location
	 * and no order placed from the cart.
	 */
	public function is_blank(): bool {
		return array() === $this->coupons && '' === $this->shipping_rate && array() === $this->billing && array() === $this->shipping && 0 === $this->placed_order_id;
	}

	/**
	 * The location shipping goes to: the shipping address when it differs, else the billing one.
	 *
	 * @return array<string, string>
	 */
	public function destination(): array {
		return $this->ship_elsewhere ? $this->shipping : $this->billing;
	}

	/**
	 * What decides an order's content besides the lines: applied coupons, chosen rate, where to,
	 * and which purchase from this cart it is. Not the memory of the placed order.
	 *
	 * @return array<string, mixed>
	 */
	public function purchase(): array {
		return array(
			'coupons'        => $this->coupons,
			'shipping_rate'  => $this->shipping_rate,
			'billing'        => $this->billing,
			'shipping'       => $this->shipping,
			'ship_elsewhere' => $this->ship_elsewhere,
			'generation'     => $this->generation,
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		return array(
			'coupons'         => $this->coupons,
			'shipping_rate'   => $this->shipping_rate,
			'billing'         => $this->billing,
			'shipping'        => $this->shipping,
			'ship_elsewhere'  => $this->ship_elsewhere,
			'placed_order_id' => $this->placed_order_id,
			'placed_key'      => $this->placed_key,
			'generation'      => $this->generation,
		);
	}

	/**
	 * The state from its stored JSON; an empty state for anything that is not one.
	 */
	public static function from_json( ?string $json ): self {
		$data = null === $json || '' === $json ? null : json_decode( $json, true );
		if ( ! is_array( $data ) ) {
			return new self();
		}
		$coupons = array();
		foreach ( (array) ( $data['coupons'] ?? array() ) as $code ) {
			if ( is_string( $code ) && '' !== $code ) {
				$coupons[] = $code;
			}
		}
		return new self(
			$coupons,
			is_string( $data['shipping_rate'] ?? null ) ? $data['shipping_rate'] : '',
			self::clean_location( (array) ( $data['billing'] ?? array() ) ),
			self::clean_location( (array) ( $data['shipping'] ?? array() ) ),
			true === ( $data['ship_elsewhere'] ?? false ),
			(int) ( $data['placed_order_id'] ?? 0 ),
			is_string( $data['placed_key'] ?? null ) ? $data['placed_key'] : '',
			(int) ( $data['generation'] ?? 0 )
		);
	}

	/**
	 * Only the location keys, as strings.
	 *
	 * @param array<mixed> $location Raw location.
	 * @return array<string, string>
	 */
	private static function clean_location( array $location ): array {
		$clean = array();
		foreach ( self::LOCATION_KEYS as $key ) {
			$value = $location[ $key ] ?? '';
			if ( is_string( $value ) && '' !== $value ) {
				$clean[ $key ] = $value;
			}
		}
		return $clean;
	}
}
