<?php
/**
 * What a cart line buys.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Catalog\Model\Prices;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\ProductAttribute;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;

/**
 * A published product, or an enabled variation of one with every attribute chosen, that can be
 * bought now: the prices and stock that apply, and what the shopper reads about it.
 */
final class Purchasable {

	/**
	 * @param Product               $product    The product.
	 * @param Variation|null        $variation  The variation, for a variable product.
	 * @param array<string, string> $attributes Attribute key to chosen value (every variation
	 *                                          attribute of the product), sorted by key.
	 * @param string                $price      The price paid now, a decimal string.
	 */
	public function __construct(
		public readonly Product $product,
		public readonly ?Variation $variation,
		public readonly array $attributes,
		public readonly string $price,
	) {
	}

	public function variation_id(): int {
		return null === $this->variation ? 0 : $this->variation->id;
	}

	/**
	 * The id stock is counted on (see CartLine::stock_id()).
	 */
	public function stock_id(): int {
		return null === $this->variation ? $this->product->id : $this->variation->id;
	}

	public function stock(): Stock {
		return null === $this->variation ? $this->product->stock : $this->variation->stock;
	}

	public function prices(): Prices {
		return null === $this->variation ? $this->product->prices : $this->variation->prices;
	}

	public function line_key(): string {
		return CartLine::key_for( $this->product->id, $this->variation_id(), $this->attributes );
	}

	/**
	 * The product's name; for a variation, followed by the chosen values' labels.
	 */
	public function name(): string {
		if ( array() === $this->attributes ) {
			return $this->product->name;
		}
		$labels     = array();
		$attributes = $this->product->variation_attributes();
		foreach ( $this->attributes as $key => $value ) {
			$labels[] = isset( $attributes[ $key ] ) ? $this->label( $attributes[ $key ], $value ) : $value;
		}
		return sprintf(
			/* translators: 1: product name, 2: the chosen values, such as "Blue, Large". */
			_x( '%1$s – %2$s', 'product name with its variation', 'vitrine' ),
			$this->product->name,
			implode( ', ', $labels )
		);
	}

	/**
	 * What the shopper reads for a chosen value: the option's label (a global attribute's term
	 * name), or the value itself when it is none of the options. A global attribute's terms are
	 * looked for among the product's own first, which the cart reads for all its products at
	 * once (ProductResolver::prime()), rather than asking for every option's term by slug.
	 *
	 * @param ProductAttribute $attribute The attribute.
	 * @param string           $value     The chosen value (a slug).
	 */
	private function label( ProductAttribute $attribute, string $value ): string {
		foreach ( $attribute->options as $option ) {
			if ( sanitize_title( (string) $option ) !== $value ) {
				continue;
			}
			if ( '' === $attribute->taxonomy ) {
				return (string) $option;
			}
			$terms = get_the_terms( $this->product->id, $attribute->taxonomy );
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				if ( $term->slug === $value ) {
					return $term->name;
				}
			}
			$term = get_term_by( 'slug', (string) $option, $attribute->taxonomy );
			return $term instanceof \WP_Term ? $term->name : (string) $option;
		}
		return $value;
	}

	/**
	 * The product page; for a variation, with the chosen values preselected.
	 */
	public function permalink(): string {
		$url = $this->product->permalink();
		if ( array() === $this->attributes ) {
			return $url;
		}
		$args = array();
		foreach ( $this->attributes as $key => $value ) {
			$args[ 'attribute_' . $key ] = $value;
		}
		return add_query_arg( array_map( 'rawurlencode', $args ), $url );
	}

	public function image_id(): int {
		return null !== $this->variation && 0 !== $this->variation->image_id ? $this->variation->image_id : $this->product->image_id;
	}
}
