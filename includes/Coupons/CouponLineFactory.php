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
		$ids = array();
		foreach ( $terms as $term ) {
			$ids[] = $term->term_id;
			foreach ( get_ancestors( $term->term_id, ProductPostTypes::CATEGORY, 'taxonomy' ) as $ancestor ) {
				$ids[] = (int) $ancestor;
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
