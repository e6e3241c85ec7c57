<?php
/**
 * Cart lines as coupons see them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\ProductPostTypes;

/**
 * Builds CouponLine values from the cart: the line's amount before discounts, its product's
 * categories with their ancestors (a coupon for "Clothing" applies to "Clothing > Shirts"), and
 * whether it is sold at a sale price.
 */
final class CouponLineFactory {

	/**
	 * @return list<CouponLine>
	 */
	public function from_cart( CartSnapshot $cart ): array {
		return array_map( array( $this, 'from_item' ), $cart->items );
	}

	public function from_item( CartItem $item ): CouponLine {
		return new CouponLine(
			$item->key,
			$item->product_id,
			$item->variation_id,
			$item->quantity,
			$item->line_total_minor,
			$this->category_ids( $item->product_id ),
			$item->unit_price_minor < $item->regular_price_minor,
			$item->name
		);
	}

	/**
	 * A product's categories and all their ancestors.
	 *
	 * @return list<int>
	 */
	public function category_ids( int $product_id ): array {
		$terms = get_the_terms( $product_id, ProductPostTypes::CATEGORY );
		if ( ! is_array( $terms ) ) {
			return array();
		}
		// Each category's parent from WordPress's own map of the hierarchy (an autoloaded option,
		// rebuilt whenever a category changes), not one get_term() query per ancestor.
		$parents = array();
		foreach ( _get_term_hierarchy( ProductPostTypes::CATEGORY ) as $parent => $children ) {
			foreach ( (array) $children as $child ) {
				$parents[ (int) $child ] = (int) $parent;
			}
		}
		$ids = array();
		foreach ( $terms as $term ) {
			// The term, then each parent up to the top, stopping at a category already listed (a
			// shared ancestor, or a loop in a corrupt map).
			$id   = $term->term_id;
			$seen = array_flip( $ids );
			while ( $id > 0 && ! isset( $seen[ $id ] ) ) {
				$ids[]       = $id;
				$seen[ $id ] = true;
				$id          = $parents[ $id ] ?? 0;
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
