<?php
/**
 * What each coupon takes off each line.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Catalog\Model\Money;
use Vitrine\Core\Settings\Settings;

/**
 * Integer arithmetic in minor units of the store currency, exact with 0 to 4 decimals.
 *
 * Coupons apply in the order given, each to what the previous ones left of a line, and only to
 * the lines they apply to (Coupon::applies_to()):
 *
 * - percent: that share of each line, rounded half up per line;
 * - fixed_product: the amount per unit times the quantity;
 * - fixed_cart: the amount, or the eligible lines' total when that is smaller, split between
 *   the eligible lines in proportion to what is left of them. The cents that proportional
 *   shares leave over go one each to the lines with the largest remainders (ties to the
 *   earlier line), so the shares add up exactly to the amount.
 *
 * No line goes below zero. The products of amounts are computed without overflow (mul_div()),
 * so large carts in currencies with three decimals stay exact.
 */
final class DiscountCalculator {

	/**
	 * Percentages are read with four decimals (12.5 is 125000), so a share of a line is
	 * line * percent / 100 = line * scaled / 1000000.
	 */
	private const PERCENT_DIVISOR = 1000000;

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * The discounts.
	 *
	 * @param list<Coupon>     $coupons The applied coupons, in the order they were applied.
	 * @param list<CouponLine> $lines   The cart's lines, amounts before any discount.
	 * @return array<string, array<string, int>> Coupon code => line key => discount in minor
	 *                                           units; every line is listed under every coupon,
	 *                                           0 where the coupon takes nothing.
	 */
	public function discounts( array $coupons, array $lines ): array {
		$decimals = (int) $this->settings->get( 'price_decimals' );
		$left     = array();
		foreach ( $lines as $line ) {
			$left[ $line->key ] = max( 0, $line->subtotal_minor );
		}

		$discounts = array();
		foreach ( $coupons as $coupon ) {
			$eligible = array();
			foreach ( $lines as $line ) {
				if ( $coupon->applies_to( $line ) && $left[ $line->key ] > 0 ) {
					$eligible[ $line->key ] = $line;
				}
			}
			$taken = match ( $coupon->discount_type ) {
				Coupon::PERCENT       => $this->percent( $coupon, $eligible, $left ),
				Coupon::FIXED_PRODUCT => $this->fixed_product( $coupon, $eligible, $left, $decimals ),
				default               => $this->fixed_cart( $coupon, $eligible, $left, $decimals ),
			};

			$row = array();
			foreach ( $lines as $line ) {
				$amount             = min( $taken[ $line->key ] ?? 0, $left[ $line->key ] );
				$row[ $line->key ]  = $amount;
				$left[ $line->key ] = $left[ $line->key ] - $amount;
			}
			$discounts[ $coupon->code ] = $row;
		}
		return $discounts;
	}

	/**
	 * The sum of every coupon's discount on every line.
	 *
	 * @param array<string, array<string, int>> $discounts What discounts() answered.
	 */
	public static function total( array $discounts ): int {
		$total = 0;
		foreach ( $discounts as $lines ) {
			$total += array_sum( $lines );
		}
		return $total;
	}

	/**
	 * Whether one of the coupons grants free shipping.
	 *
	 * @param list<Coupon> $coupons The applied coupons.
	 */
	public static function grants_free_shipping( array $coupons ): bool {
		foreach ( $coupons as $coupon ) {
			if ( $coupon->free_shipping ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * @param Coupon                    $coupon   The coupon.
	 * @param array<string, CouponLine> $eligible Lines it applies to that have something left.
	 * @param array<string, int>        $left     What is left of each line.
	 * @return array<string, int>
	 */
	private function percent( Coupon $coupon, array $eligible, array $left ): array {
		$scaled = min( Money::to_minor( $coupon->amount, 4 ), self::PERCENT_DIVISOR );
		$taken  = array();
		foreach ( array_keys( $eligible ) as $key ) {
			list( $quotient, $remainder ) = self::mul_div( $left[ $key ], $scaled, self::PERCENT_DIVISOR );
			$taken[ $key ]                = $remainder * 2 >= self::PERCENT_DIVISOR ? $quotient + 1 : $quotient;
		}
		return $taken;
	}

	/**
	 * @param Coupon                    $coupon   The coupon.
	 * @param array<string, CouponLine> $eligible Lines it applies to that have something left.
	 * @param array<string, int>        $left     What is left of each line.
	 * @param int                       $decimals The store's decimals.
	 * @return array<string, int>
	 */
	private function fixed_product( Coupon $coupon, array $eligible, array $left, int $decimals ): array {
		$unit  = Money::to_minor( $coupon->amount, $decimals );
		$taken = array();
		foreach ( $eligible as $key => $line ) {
			// Compared before multiplying, so that the product cannot overflow: it is at most the line.
			$quantity      = max( 0, $line->quantity );
			$taken[ $key ] = 0 === $quantity ? 0 : ( $unit > intdiv( $left[ $key ], $quantity ) ? $left[ $key ] : $unit * $quantity );
		}
		return $taken;
	}

	/**
	 * @param Coupon                    $coupon   The coupon.
	 * @param array<string, CouponLine> $eligible Lines it applies to that have something left.
	 * @param array<string, int>        $left     What is left of each line.
	 * @param int                       $decimals The store's decimals.
	 * @return array<string, int>
	 */
	private function fixed_cart( Coupon $coupon, array $eligible, array $left, int $decimals ): array {
		$base = 0;
		foreach ( array_keys( $eligible ) as $key ) {
			$base += $left[ $key ];
		}
		$amount = min( Money::to_minor( $coupon->amount, $decimals ), $base );
		if ( $amount <= 0 ) {
			return array();
		}

		$taken      = array();
		$remainders = array();
		$given      = 0;
		foreach ( array_keys( $eligible ) as $key ) {
			list( $share, $remainder ) = self::mul_div( $amount, $left[ $key ], $base );
			$taken[ $key ]             = $share;
			$remainders[ $key ]        = $remainder;
			$given                    += $share;
		}

		// Largest remainder first; equal remainders keep the lines' order (PHP's sort is stable).
		$order = array_keys( $remainders );
		usort( $order, static fn ( string $a, string $b ): int => $remainders[ $b ] <=> $remainders[ $a ] );
		foreach ( array_slice( $order, 0, $amount - $given ) as $key ) {
			++$taken[ $key ];
		}
		return $taken;
	}

	/**
	 * floor( $a * $b / $c ) and the remainder, for non-negative integers with $c > 0, without
	 * the overflow of $a * $b: $a is split into whole multiples of $c and a rest, and the rest is
	 * multiplied bit by bit of $b, reducing modulo $c at each step. Exact while $c < 2^62.
	 *
	 * @return array{0: int, 1: int} Quotient and remainder.
	 */
	public static function mul_div( int $a, int $b, int $c ): array {
		if ( $a < 0 || $b < 0 || $c <= 0 ) {
			throw new \InvalidArgumentException( 'mul_div() takes non-negative factors and a positive divisor.' );
		}
		$quotient = intdiv( $a, $c ) * $b;
		$rest     = $a % $c;
		$q        = 0;
		$r        = 0;
		for ( $bit = 62; $bit >= 0; $bit-- ) {
			$q *= 2;
			$r *= 2;
			if ( $r >= $c ) {
				++$q;
				$r -= $c;
			}
			if ( ( $b >> $bit ) & 1 ) {
				$r += $rest;
				if ( $r >= $c ) {
					++$q;
					$r -= $c;
				}
			}
		}
		return array( $quotient + $q, $r );
	}
}
