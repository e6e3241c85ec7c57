<?php
/**
 * One product line a merchant put in a manual order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

/**
 * What was asked for, not what it costs: the price, the name and the taxes are the catalog's and
 * the calculator's, read on the server.
 */
final class ManualOrderLine {

	/**
	 * @param int                   $product_id   The product.
	 * @param int                   $variation_id The variation, 0 to find it from the attributes (or none).
	 * @param int                   $quantity     How many.
	 * @param array<string, string> $attributes   Attribute key to chosen value (a variable product).
	 */
	public function __construct(
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly array $attributes = array(),
	) {
	}

	/**
	 * @return array{product_id: int, variation_id: int, quantity: int, attributes: array<string, string>}
	 */
	public function to_array(): array {
		return array(
			'product_id'   => $this->product_id,
			'variation_id' => $this->variation_id,
			'quantity'     => $this->quantity,
			'attributes'   => $this->attributes,
		);
	}
}
