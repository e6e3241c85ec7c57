<?php
/**
 * The visitor's cart at one moment.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * Read-only. Lines whose product can no longer be bought (unpublished, variation disabled,
 * without a price) are left out; the subtotal is computed from current server prices.
 */
final class CartSnapshot {

	/**
	 * @param list<CartItem> $items          The lines.
	 * @param int            $subtotal_minor Sum of the line totals, in minor units.
	 * @param string         $hash           Changes whenever the contents change; '' when empty.
	 * @param CheckoutState  $checkout       Coupons, chosen shipping and location kept for checkout.
	 * @param int            $cart_id        The cart's row, 0 when the visitor has none.
	 */
	public function __construct(
		public readonly array $items = array(),
		public readonly int $subtotal_minor = 0,
		public readonly string $hash = '',
		public readonly CheckoutState $checkout = new CheckoutState(),
		public readonly int $cart_id = 0,
	) {
	}

	/**
	 * How many units the cart holds (the sum of the quantities).
	 */
	public function count(): int {
		return array_sum( array_map( static fn ( CartItem $item ): int => $item->quantity, $this->items ) );
	}

	public function is_empty(): bool {
		return array() === $this->items;
	}

	public function item( string $key ): ?CartItem {
		foreach ( $this->items as $item ) {
			if ( $item->key === $key ) {
				return $item;
			}
		}
		return null;
	}
}
