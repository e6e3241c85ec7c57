<?php
/**
 * Coupons the shopper applies to their cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Cart\CartError;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponContext;
use Vitrine\Coupons\CouponLineFactory;
use Vitrine\Coupons\CouponRefused;
use Vitrine\Coupons\CouponRepository;
use Vitrine\Coupons\CouponValidator;

/**
 * Applying checks the coupon against the cart as it is, under the cart's lock, with the coupons
 * already applied; the code is kept with the cart. The totals check every applied coupon again
 * each time they are computed, so a coupon that stops applying drops out with its reason.
 */
final class CouponsInCart {

	public function __construct(
		private readonly CartService $cart,
		private readonly CouponRepository $coupons,
		private readonly CouponValidator $validator,
		private readonly CouponLineFactory $lines,
		private readonly RateLimiter $limits,
	) {
	}

	/**
	 * @param string $code          What the shopper typed.
	 * @param string $billing_email The billing email typed so far, for coupons limited to some customers.
	 * @return string The code as kept (lower case).
	 * @throws CouponRefused With the reason the coupon cannot be used.
	 * @throws CartError     When the cart is empty (CONFLICT) or cannot be saved (UNAVAILABLE).
	 * @throws RateLimited   When this client tried too many codes lately (every try counts, right
	 *                       or wrong: guessing codes is what it stops).
	 */
	public function apply( string $code, string $billing_email ): string {
		$this->limits->consume( Limits::COUPON );
		$applied_code = '';
		$this->cart->update_checkout(
			function ( CartSnapshot $cart ) use ( $code, $billing_email, &$applied_code ): CheckoutState {
				$applied      = array_values( array_filter( array_map( array( $this->coupons, 'find_by_code' ), $cart->checkout->coupons ) ) );
				$context      = new CouponContext( $this->lines->from_cart( $cart ), $cart->subtotal_minor, get_current_user_id(), $billing_email );
				$coupon       = $this->validator->check_code( $code, $context, $applied );
				$applied_code = $coupon->code;
				$codes        = array_map( static fn ( Coupon $c ): string => $c->code, $applied );
				return $cart->checkout->with_coupons( array_merge( $codes, array( $coupon->code ) ) );
			}
		);
		return $applied_code;
	}

	/**
	 * @throws CheckoutError NOT_FOUND when the code is not applied.
	 * @throws CartError     CONFLICT for an empty cart; UNAVAILABLE when it cannot be saved.
	 */
	public function remove( string $code ): void {
		$code = Coupon::normalize_code( $code );
		$this->cart->update_checkout(
			static function ( CartSnapshot $cart ) use ( $code ): CheckoutState {
				if ( ! in_array( $code, $cart->checkout->coupons, true ) ) {
					throw new CheckoutError( 'vitrine_coupon_not_applied', __( 'This coupon is not applied to your cart.', 'vitrine' ), ErrorKind::NOT_FOUND );
				}
				return $cart->checkout->with_coupons( array_values( array_diff( $cart->checkout->coupons, array( $code ) ) ) );
			}
		);
	}

	/**
	 * Drops coupons that no longer apply (the totals said why).
	 *
	 * @param list<string> $keep The codes that still apply.
	 */
	public function keep_only( array $keep ): void {
		$this->cart->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array_values( array_intersect( $cart->checkout->coupons, $keep ) ) ) );
	}
}
