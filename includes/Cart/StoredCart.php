<?php
/**
 * One row of the carts table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * A cart as stored: its token, owner, lines, hash, checkout state and expiry. Read-only;
 * CartStore writes.
 */
final class StoredCart {

	/**
	 * @param int                     $cart_id     Row id.
	 * @param string                  $token       The cart token (the vitrine_cart cookie of a guest).
	 * @param int|null                $customer_id The customer's user id, null for a guest cart.
	 * @param array<string, CartLine> $lines       Lines by key, in the order they were added.
	 * @param string                  $hash        Hash of the lines, '' when there are none.
	 * @param int                     $expires_at  Unix time after which the cart is gone.
	 * @param CheckoutState           $checkout    Coupons, chosen shipping and location kept for checkout.
	 */
	public function __construct(
		public readonly int $cart_id,
		public readonly string $token,
		public readonly ?int $customer_id,
		public readonly array $lines,
		public readonly string $hash,
		public readonly int $expires_at,
		public readonly CheckoutState $checkout = new CheckoutState(),
	) {
	}

	public function is_expired( int $now ): bool {
		return $this->expires_at <= $now;
	}

	/**
	 * The hash of a set of lines: changes whenever a line, a quantity or a chosen value does;
	 * '' for an empty cart.
	 *
	 * @param array<string, CartLine> $lines Lines.
	 */
	public static function hash_of( array $lines ): string {
		if ( array() === $lines ) {
			return '';
		}
		return md5( (string) wp_json_encode( array_map( static fn ( CartLine $line ): array => $line->to_array(), array_values( $lines ) ) ) );
	}
}
