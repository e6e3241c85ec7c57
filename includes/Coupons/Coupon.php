<?php
/**
 * A coupon as the cart and the checkout read it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

/**
 * Read-only. Amounts are decimal strings ('10', '12.50'), turned into minor units only where a
 * sum is made (DiscountCalculator), so that a change of the store's decimals never loses a cent.
 * The code is lower-cased: codes are compared without regard to case.
 */
final class Coupon {

	public const PERCENT       = 'percent';
	public const FIXED_CART    = 'fixed_cart';
	public const FIXED_PRODUCT = 'fixed_product';

	/**
	 * @param int          $id                    The vitrine_coupon post.
	 * @param string       $code                  The code, lower-cased.
	 * @param string       $status                The post status; only 'publish' can be used.
	 * @param string       $description           What the merchant noted about it (never shown to shoppers).
	 * @param string       $discount_type         PERCENT, FIXED_CART or FIXED_PRODUCT.
	 * @param string       $amount                Percent (0 to 100) or an amount of the store currency.
	 * @param int|null     $expires_at            Unix time from which it is expired (the end of its
	 *                                            expiry day in the site's timezone), null for never.
	 * @param string|null  $minimum_spend         The cart subtotal must reach it, null for none.
	 * @param string|null  $maximum_spend         The cart subtotal must not exceed it, null for none.
	 * @param int|null     $usage_limit           How many orders may use it, null for no limit.
	 * @param int|null     $usage_limit_per_user  How many orders of one customer may use it, null for no limit.
	 * @param bool         $individual_use        Whether it cannot be combined with other coupons.
	 * @param list<int>    $product_ids           Products (or variations) it applies to; empty for any.
	 * @param list<int>    $excluded_product_ids  Products (or variations) it never applies to.
	 * @param list<int>    $category_ids          vitrine_product_cat terms it applies to; empty for any.
	 * @param list<int>    $excluded_category_ids vitrine_product_cat terms it never applies to.
	 * @param bool         $exclude_sale_items    Whether lines on sale get no discount.
	 * @param bool         $free_shipping         Whether it grants free shipping.
	 * @param list<string> $email_restrictions    Billing or account emails allowed to use it, lower-cased,
	 *                                            '*' as a wildcard; empty for anyone.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $code,
		public readonly string $status,
		public readonly string $description,
		public readonly string $discount_type,
		public readonly string $amount,
		public readonly ?int $expires_at,
		public readonly ?string $minimum_spend,
		public readonly ?string $maximum_spend,
		public readonly ?int $usage_limit,
		public readonly ?int $usage_limit_per_user,
		public readonly bool $individual_use,
		public readonly array $product_ids,
		public readonly array $excluded_product_ids,
		public readonly array $category_ids,
		public readonly array $excluded_category_ids,
		public readonly bool $exclude_sale_items,
		public readonly bool $free_shipping,
		public readonly array $email_restrictions,
	) {
	}

	/**
	 * The discount types, for validation and for the admin select.
	 *
	 * @return list<string>
	 */
	public static function types(): array {
		return array( self::PERCENT, self::FIXED_CART, self::FIXED_PRODUCT );
	}

	/**
	 * A code as coupons are compared: trimmed and lower-cased.
	 */
	public static function normalize_code( string $code ): string {
		return mb_strtolower( trim( $code ), 'UTF-8' );
	}

	public function is_published(): bool {
		return 'publish' === $this->status;
	}

	public function is_expired( int $now ): bool {
		return null !== $this->expires_at && $now >= $this->expires_at;
	}

	/**
	 * Whether the coupon's product and category rules let it discount this line: the line is
	 * among the allowed products or categories (when there are any), and neither its product,
	 * its variation nor one of its categories is excluded, and it is not on sale when sale
	 * items are excluded.
	 */
	public function applies_to( CouponLine $line ): bool {
		return $this->includes( $line ) && ! $this->excludes( $line ) && ! ( $this->exclude_sale_items && $line->on_sale );
	}

	/**
	 * Whether the line passes the allowed products and categories. With both lists set, a line
	 * in either one passes (as in the reference shop plugin).
	 */
	public function includes( CouponLine $line ): bool {
		if ( array() === $this->product_ids && array() === $this->category_ids ) {
			return true;
		}
		return self::matches_product( $this->product_ids, $line ) || array() !== array_intersect( $this->category_ids, $line->category_ids );
	}

	/**
	 * Whether the line's product, variation or one of its categories is excluded.
	 */
	public function excludes( CouponLine $line ): bool {
		return $this->excludes_product( $line ) || array() !== $this->excluded_categories_of( $line );
	}

	/**
	 * Whether the line's product or variation is one of the excluded products.
	 */
	public function excludes_product( CouponLine $line ): bool {
		return self::matches_product( $this->excluded_product_ids, $line );
	}

	/**
	 * The excluded categories the line is in (its categories include their ancestors).
	 *
	 * @return list<int>
	 */
	public function excluded_categories_of( CouponLine $line ): array {
		return array_values( array_intersect( $this->excluded_category_ids, $line->category_ids ) );
	}

	/**
	 * Whether an email matches the email restrictions ('*' matches any run of characters).
	 */
	public function allows_email( string $email ): bool {
		$email = strtolower( trim( $email ) );
		if ( '' === $email ) {
			return false;
		}
		foreach ( $this->email_restrictions as $allowed ) {
			$pattern = '/^' . str_replace( '\*', '.*', preg_quote( $allowed, '/' ) ) . '$/i';
			if ( 1 === preg_match( $pattern, $email ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A variation is matched by its own id or by its product's.
	 *
	 * @param list<int>  $ids  Product or variation ids.
	 * @param CouponLine $line The line.
	 */
	private static function matches_product( array $ids, CouponLine $line ): bool {
		return in_array( $line->product_id, $ids, true ) || ( $line->variation_id > 0 && in_array( $line->variation_id, $ids, true ) );
	}
}
