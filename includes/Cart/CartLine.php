<?php
/**
 * One stored line of a cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * What the cart row keeps of a line: which product, variation and chosen values, and how many.
 * Names and prices are never stored: they are read from the catalog each time the cart is read,
 * so the shopper always sees (and pays) the current price.
 */
final class CartLine {

	/**
	 * @param string                $key          The cart item key (see key_for()).
	 * @param int                   $product_id   The product.
	 * @param int                   $variation_id The variation, 0 for a simple product.
	 * @param int                   $quantity     How many, at least 1.
	 * @param array<string, string> $attributes   Attribute key to chosen value, sorted by key.
	 */
	public function __construct(
		public readonly string $key,
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly array $attributes = array(),
	) {
	}

	/**
	 * The key of the line a product, variation and set of values go to: adding the same again
	 * lands on the same line.
	 *
	 * @param int                   $product_id   The product.
	 * @param int                   $variation_id The variation, 0 for none.
	 * @param array<string, string> $attributes   Attribute key to chosen value.
	 */
	public static function key_for( int $product_id, int $variation_id, array $attributes ): string {
		ksort( $attributes );
		return md5( $product_id . '|' . $variation_id . '|' . wp_json_encode( $attributes ) );
	}

	/**
	 * The id stock is counted on: the variation's, or the product's.
	 */
	public function stock_id(): int {
		return 0 !== $this->variation_id ? $this->variation_id : $this->product_id;
	}

	public function with_quantity( int $quantity ): self {
		return new self( $this->key, $this->product_id, $this->variation_id, $quantity, $this->attributes );
	}

	/**
	 * @return array{key: string, product_id: int, variation_id: int, quantity: int, attributes: array<string, string>}
	 */
	public function to_array(): array {
		return array(
			'key'          => $this->key,
			'product_id'   => $this->product_id,
			'variation_id' => $this->variation_id,
			'quantity'     => $this->quantity,
			'attributes'   => $this->attributes,
		);
	}

	/**
	 * A line from its stored form, or null when the stored data is not a line.
	 *
	 * @param mixed $row Decoded JSON.
	 */
	public static function from_array( mixed $row ): ?self {
		if ( ! is_array( $row ) || ! isset( $row['key'], $row['product_id'], $row['quantity'] ) ) {
			return null;
		}
		$attributes = array();
		foreach ( (array) ( $row['attributes'] ?? array() ) as $name => $value ) {
			$attributes[ (string) $name ] = (string) $value;
		}
		$quantity = (int) $row['quantity'];
		if ( $quantity < 1 ) {
			return null;
		}
		return new self( (string) $row['key'], (int) $row['product_id'], (int) ( $row['variation_id'] ?? 0 ), $quantity, $attributes );
	}
}
