<?php
/**
 * Whether a coupon can be used on a cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Cart\Purchasable;

/**
 * Checks a coupon against the cart, the customer and the coupons already applied, and throws
 * CouponRefused with the first reason found, in this order: unknown (not published), already
 * applied, individual use (either way), expired, not this customer's (allowed emails), usage
 * limit, the customer's usage limit, minimum spend, maximum spend, then the products: none
 * of the products or categories the coupon is only for, only excluded products, only products
 * in excluded categories, only sale items when those are excluded.
 *
 * Every coupon type discounts only the lines it applies to (Coupon::applies_to()), so a cart
 * that also holds excluded products can still use it on the others.
 */
final class CouponValidator {

	public function __construct(
		private readonly CouponRepository $coupons,
		private readonly CouponUsage $usage,
		private readonly PriceFormatter $prices,
		private readonly ProductRepository $products,
	) {
	}

	/**
	 * Finds the coupon a shopper typed and checks it: what the apply-coupon endpoint calls.
	 *
	 * @param string        $code            As typed.
	 * @param CouponContext $context         The cart and the customer.
	 * @param list<Coupon>  $already_applied The coupons the cart holds.
	 * @return Coupon The coupon, usable on this cart.
	 * @throws CouponRefused When the code is empty or unknown, or the coupon cannot be used.
	 */
	public function check_code( string $code, CouponContext $context, array $already_applied ): Coupon {
		$normalized = Coupon::normalize_code( $code );
		if ( '' === $normalized ) {
			throw CouponRefused::empty_code();
		}
		$coupon = $this->coupons->find_by_code( $normalized );
		if ( null === $coupon ) {
			throw CouponRefused::not_found( $normalized );
		}
		$this->validate( $coupon, $context, $already_applied );
		return $coupon;
	}

	/**
	 * Checks a coupon. Call it when a coupon is applied (with the others already applied) and
	 * again for each applied coupon whenever the cart or the billing email changes (with the
	 * coupons applied before it), and at checkout.
	 *
	 * @param Coupon        $coupon          The coupon.
	 * @param CouponContext $context         The cart and the customer.
	 * @param list<Coupon>  $already_applied The other coupons applied (this one may be among
	 *                                       them only when it is being applied a second time).
	 * @throws CouponRefused With the reason.
	 */
	public function validate( Coupon $coupon, CouponContext $context, array $already_applied ): void {
		$code = $coupon->code;
		if ( ! $coupon->is_published() ) {
			throw CouponRefused::not_found( $code );
		}

		foreach ( $already_applied as $applied ) {
			if ( $applied->id === $coupon->id || $applied->code === $code ) {
				throw CouponRefused::already_applied( $code );
			}
		}
		foreach ( $already_applied as $applied ) {
			if ( $applied->individual_use ) {
				throw CouponRefused::individual_use_applied( $code, $applied->code );
			}
		}
		if ( $coupon->individual_use && array() !== $already_applied ) {
			throw CouponRefused::individual_use( $code );
		}

		if ( $coupon->is_expired( time() ) ) {
			throw CouponRefused::expired( $code );
		}

		$emails = $this->customer_emails( $context );
		if ( array() !== $coupon->email_restrictions && array() === array_filter( $emails, array( $coupon, 'allows_email' ) ) ) {
			$email_known = '' !== trim( $context->billing_email );
			throw CouponRefused::not_yours( $code, $email_known );
		}

		if ( null !== $coupon->usage_limit && $this->usage->count( $coupon ) >= $coupon->usage_limit ) {
			throw CouponRefused::usage_limit( $code );
		}
		if ( null !== $coupon->usage_limit_per_user && $this->usage->count_for_customer( $coupon, $context->user_id, $context->billing_email ) >= $coupon->usage_limit_per_user ) {
			throw CouponRefused::customer_usage_limit( $code );
		}

		$decimals = $this->prices->decimals();
		if ( null !== $coupon->minimum_spend && $context->subtotal_minor < Money::to_minor( $coupon->minimum_spend, $decimals ) ) {
			throw CouponRefused::minimum_spend( $code, $this->prices->format( $coupon->minimum_spend ) );
		}
		if ( null !== $coupon->maximum_spend && $context->subtotal_minor > Money::to_minor( $coupon->maximum_spend, $decimals ) ) {
			throw CouponRefused::maximum_spend( $code, $this->prices->format( $coupon->maximum_spend ) );
		}

		$this->check_lines( $coupon, $context->lines );
	}

	/**
	 * At least one line must be one the coupon applies to; when none is, the refusal says why:
	 * the products or categories it is only for, the excluded products, the excluded categories,
	 * or the sale items.
	 *
	 * @param Coupon           $coupon The coupon.
	 * @param list<CouponLine> $lines  The cart's lines.
	 * @throws CouponRefused When no line can be discounted.
	 */
	private function check_lines( Coupon $coupon, array $lines ): void {
		$included = array_values( array_filter( $lines, array( $coupon, 'includes' ) ) );
		if ( array() === $included ) {
			throw CouponRefused::only_for( $coupon->code, $this->product_names( $coupon->product_ids ), self::category_names( $coupon->category_ids ) );
		}
		foreach ( $included as $line ) {
			if ( $coupon->applies_to( $line ) ) {
				return;
			}
		}
		$by_product = array_values( array_filter( $included, array( $coupon, 'excludes_product' ) ) );
		if ( array() !== $by_product ) {
			throw CouponRefused::excluded_products( $coupon->code, array_map( static fn ( CouponLine $line ): string => $line->name, $by_product ) );
		}
		$categories = array();
		foreach ( $included as $line ) {
			$categories = array_merge( $categories, $coupon->excluded_categories_of( $line ) );
		}
		if ( array() !== $categories ) {
			throw CouponRefused::excluded_categories( $coupon->code, self::category_names( array_values( array_unique( $categories ) ) ) );
		}
		// Nothing is excluded by product or category: every line it could take is on sale.
		throw CouponRefused::sale_items( $coupon->code );
	}

	/**
	 * The names of products, and of variations with their values ("Shirt – Blue"), in the order
	 * given; missing ones and those not published left out: a refusal must not name a draft,
	 * private, scheduled or trashed product to whoever types the code.
	 *
	 * @param list<int> $ids Product or variation ids.
	 * @return list<string>
	 */
	private function product_names( array $ids ): array {
		$names = array();
		foreach ( $ids as $id ) {
			$variation = $this->products->find_variation( $id );
			$product   = $this->products->find( null === $variation ? $id : $variation->parent_id );
			if ( null === $product || 'publish' !== $product->status || ( null !== $variation && 'publish' !== $variation->status ) ) {
				continue;
			}
			$attributes = null === $variation ? array() : array_filter( $variation->attributes, static fn ( $value ): bool => '' !== (string) $value );
			ksort( $attributes );
			$names[] = ( new Purchasable( $product, $variation, array_map( 'strval', $attributes ), '' ) )->name();
		}
		return $names;
	}

	/**
	 * The names of product categories, in the order given; missing ones left out.
	 *
	 * @param list<int> $ids Term ids.
	 * @return list<string>
	 */
	private static function category_names( array $ids ): array {
		$names = array();
		foreach ( $ids as $id ) {
			$term = get_term( $id );
			if ( $term instanceof \WP_Term ) {
				$names[] = $term->name;
			}
		}
		return $names;
	}

	/**
	 * The emails that identify the customer: the billing email and the account's email.
	 *
	 * @return list<string>
	 */
	private function customer_emails( CouponContext $context ): array {
		$emails = array( $context->billing_email );
		$user   = $context->user_id > 0 ? get_userdata( $context->user_id ) : false;
		if ( $user instanceof \WP_User ) {
			$emails[] = $user->user_email;
		}
		return array_values( array_unique( array_filter( array_map( static fn ( string $email ): string => strtolower( trim( $email ) ), $emails ) ) ) );
	}
}
