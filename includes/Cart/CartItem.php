<?php
/**
 * One line of the cart as the shopper sees it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * Read-only: the stored line with today's name and prices from the catalog. Amounts are integers
 * of minor units of the store currency (cents).
 */
final class CartItem {

	/**
	 * @param string                $key                 The cart item key.
	 * @param int                   $product_id          The product.
	 * @param int                   $variation_id        The variation, 0 when none.
	 * @param int                   $quantity            How many.
	 * @param array<string, string> $attributes          Chosen variation values, attribute key to value.
	 * @param string                $name                Product name, with the variation's values for a variation.
	 * @param string                $permalink           The product page.
	 * @param int                   $image_id            The variation's or the product's image, 0 when none.
	 * @param int                   $unit_price_minor    Price of one, as paid now (the sale price during a sale).
	 * @param int                   $line_total_minor    Unit price times quantity.
	 * @param int|null              $max_quantity        The most this line may hold given the stock, null for no limit.
	 * @param int                   $regular_price_minor Price of one without the sale.
	 */
	public function __construct(
		public readonly string $key,
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly array $attributes,
		public readonly string $name,
		public readonly string $permalink,
		public readonly int $image_id,
		public readonly int $unit_price_minor,
		public readonly int $line_total_minor,
		public readonly ?int $max_quantity,
		public readonly int $regular_price_minor,
	) {
	}
}
