<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Coupons;

use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponLine;
use Vitrine\Coupons\DiscountCalculator;

require_once __DIR__ . '/CouponTestCase.php';

/**
 * DiscountCalculator: each type, the exact split of fixed cart discounts, the order of coupons,
 * the floor at zero, and currencies with 0 and 3 decimals.
 */
final class CouponDiscountTest extends CouponTestCase {

	/**
	 * @param list<Coupon>     $coupons Coupons.
	 * @param list<CouponLine> $lines   Lines.
	 * @return array<string, array<string, int>>
	 */
	private function discounts( array $coupons, array $lines ): array {
		return $this->coupons->calculator->discounts( $coupons, $lines );
	}

	public function test_a_percentage_rounds_half_up_on_each_line(): void {
		$ten    = $this->coupon(
			'ten',
			array(
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);
		$eighth = $this->coupon(
			'eighth',
			array(
				'discount_type' => Coupon::PERCENT,
				'amount'        => '12.5',
			)
		);

		self::assertSame(
			array(
				'ten' => array(
					'a' => 200,
					'b' => 100,
					'c' => 0,
				),
			),
			$this->discounts( array( $ten ), array( $this->line( 'a', 1999 ), $this->line( 'b', 1000 ), $this->line( 'c', 4 ) ) )
		);
		self::assertSame(
			array(
				'eighth' => array(
					'a' => 125,
					'b' => 126,
				),
			),
			$this->discounts( array( $eighth ), array( $this->line( 'a', 1001 ), $this->line( 'b', 1004 ) ) )
		);
	}

	public function test_a_full_percentage_takes_the_whole_line_and_no_more(): void {
		$all = $this->coupon(
			'all',
			array(
				'discount_type' => Coupon::PERCENT,
				'amount'        => '100',
			)
		);

		self::assertSame( array( 'all' => array( 'a' => 1999 ) ), $this->discounts( array( $all ), array( $this->line( 'a', 1999 ) ) ) );
	}

	public function test_a_fixed_product_discount_is_per_unit_and_capped_at_the_line(): void {
		$two     = $this->coupon(
			'two-off',
			array(
				'discount_type' => Coupon::FIXED_PRODUCT,
				'amount'        => '2.00',
			)
		);
		$fifteen = $this->coupon(
			'fifteen-off',
			array(
				'discount_type' => Coupon::FIXED_PRODUCT,
				'amount'        => '15',
			)
		);
		$lines   = array( $this->line( 'three', 3000, 3 ), $this->line( 'two', 2000, 2 ) );

		self::assertSame(
			array(
				'two-off' => array(
					'three' => 600,
					'two'   => 400,
				),
			),
			$this->discounts( array( $two ), $lines )
		);
		self::assertSame(
			array(
				'fifteen-off' => array(
					'three' => 3000,
					'two'   => 2000,
				),
			),
			$this->discounts( array( $fifteen ), $lines )
		);
	}

	public function test_a_fixed_cart_discount_is_split_in_proportion_and_adds_up_to_the_cent(): void {
		$ten = $this->coupon( 'ten-off', array( 'amount' => '10.00' ) );
		$one = $this->coupon( 'one-off', array( 'amount' => '1.00' ) );

		// 333.3, 333.3 and 333.4: the leftover cent goes to the largest remainder.
		self::assertSame(
			array(
				'ten-off' => array(
					'a' => 333,
					'b' => 333,
					'c' => 334,
				),
			),
			$this->discounts( array( $ten ), array( $this->line( 'a', 3333 ), $this->line( 'b', 3333 ), $this->line( 'c', 3334 ) ) )
		);
		// Equal remainders: the earlier line first.
		self::assertSame(
			array(
				'one-off' => array(
					'a' => 34,
					'b' => 33,
					'c' => 33,
				),
			),
			$this->discounts( array( $one ), array( $this->line( 'a', 1000 ), $this->line( 'b', 1000 ), $this->line( 'c', 1000 ) ) )
		);
	}

	public function test_fixed_cart_shares_always_sum_to_the_amount_and_stay_within_each_line(): void {
		mt_srand( 20240607 );
		for ( $round = 0; $round < 300; $round++ ) {
			$lines = array();
			$count = mt_rand( 1, 7 );
			for ( $i = 0; $i < $count; $i++ ) {
				$lines[] = $this->line( 'l' . $i, mt_rand( 0, 5 ) * mt_rand( 1, 99999 ) );
			}
			$amount = mt_rand( 1, 300000 );
			$coupon = new Coupon( 1, 'split', 'publish', '', Coupon::FIXED_CART, \Vitrine\Catalog\Model\Money::from_minor( $amount ), null, null, null, null, null, false, array(), array(), array(), array(), false, false, array() );
			$total  = array_sum( array_map( static fn ( CouponLine $line ): int => $line->subtotal_minor, $lines ) );

			$shares = $this->discounts( array( $coupon ), $lines )['split'];

			self::assertSame( min( $amount, $total ), array_sum( $shares ), "Round {$round}" );
			foreach ( $lines as $line ) {
				$share = $shares[ $line->key ];
				self::assertGreaterThanOrEqual( 0, $share );
				self::assertLessThanOrEqual( $line->subtotal_minor, $share );
				if ( $total > 0 ) {
					$exact = min( $amount, $total ) * $line->subtotal_minor / $total;
					self::assertLessThan( 1.0, abs( $share - $exact ), "Round {$round}: a share is within a cent of its exact proportion." );
				}
			}
		}
	}

	public function test_a_fixed_cart_discount_larger_than_the_cart_takes_the_cart_and_no_more(): void {
		$big = $this->coupon( 'big', array( 'amount' => '50' ) );

		self::assertSame(
			array(
				'big' => array(
					'a' => 1000,
					'b' => 2000,
				),
			),
			$this->discounts( array( $big ), array( $this->line( 'a', 1000 ), $this->line( 'b', 2000 ) ) )
		);
	}

	public function test_coupons_apply_in_order_each_on_what_the_previous_left(): void {
		$percent = $this->coupon(
			'ten',
			array(
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);
		$fixed   = $this->coupon( 'five', array( 'amount' => '5.00' ) );
		$lines   = array( $this->line( 'a', 6000 ), $this->line( 'b', 4000 ) );

		self::assertSame(
			array(
				'ten'  => array(
					'a' => 600,
					'b' => 400,
				),
				'five' => array(
					'a' => 300,
					'b' => 200,
				),
			),
			$this->discounts( array( $percent, $fixed ), $lines )
		);
		self::assertSame(
			array(
				'five' => array(
					'a' => 300,
					'b' => 200,
				),
				'ten'  => array(
					'a' => 570,
					'b' => 380,
				),
			),
			$this->discounts( array( $fixed, $percent ), $lines )
		);
	}

	public function test_no_line_goes_below_zero(): void {
		$first  = $this->coupon( 'first', array( 'amount' => '40' ) );
		$second = $this->coupon(
			'second',
			array(
				'discount_type' => Coupon::FIXED_PRODUCT,
				'amount'        => '5',
			)
		);
		$third  = $this->coupon(
			'third',
			array(
				'discount_type' => Coupon::PERCENT,
				'amount'        => '50',
			)
		);
		$lines  = array( $this->line( 'a', 1000 ), $this->line( 'b', 2000, 2 ) );

		$discounts = $this->discounts( array( $first, $second, $third ), $lines );

		self::assertSame(
			array(
				'a' => 1000,
				'b' => 2000,
			),
			$discounts['first']
		);
		self::assertSame(
			array(
				'a' => 0,
				'b' => 0,
			),
			$discounts['second']
		);
		self::assertSame(
			array(
				'a' => 0,
				'b' => 0,
			),
			$discounts['third']
		);
		self::assertSame( 3000, DiscountCalculator::total( $discounts ) );
	}

	public function test_lines_the_coupon_does_not_apply_to_get_nothing_and_fixed_cart_goes_to_the_others(): void {
		$mug    = $this->product( 'Mug' );
		$bowl   = $this->product( 'Bowl' );
		$coupon = $this->coupon(
			'not-mugs',
			array(
				'amount'               => '5',
				'excluded_product_ids' => array( $mug ),
			)
		);
		$sale   = $this->coupon(
			'not-sales',
			array(
				'discount_type'      => Coupon::PERCENT,
				'amount'             => '50',
				'exclude_sale_items' => true,
			)
		);

		self::assertSame(
			array(
				'not-mugs' => array(
					'mug'  => 0,
					'bowl' => 500,
				),
			),
			$this->discounts( array( $coupon ), array( $this->line( 'mug', 1000, 1, $mug ), $this->line( 'bowl', 1000, 1, $bowl ) ) )
		);
		self::assertSame(
			array(
				'not-sales' => array(
					'sale' => 0,
					'full' => 500,
				),
			),
			$this->discounts( array( $sale ), array( $this->line( 'sale', 1000, 1, 0, 0, array(), true ), $this->line( 'full', 1000 ) ) )
		);
	}

	public function test_a_currency_without_decimals_is_exact(): void {
		$this->set_decimals( 0 );
		$hundred = $this->coupon( 'yen-100', array( 'amount' => '100' ) );
		$seven   = $this->coupon(
			'yen-7',
			array(
				'discount_type' => Coupon::FIXED_PRODUCT,
				'amount'        => '7',
			)
		);

		$discounts = $this->discounts( array( $hundred, $seven ), array( $this->line( 'a', 333 ), $this->line( 'b', 333 ), $this->line( 'c', 334, 2 ) ) );

		self::assertSame(
			array(
				'a' => 33,
				'b' => 33,
				'c' => 34,
			),
			$discounts['yen-100']
		);
		self::assertSame(
			array(
				'a' => 7,
				'b' => 7,
				'c' => 14,
			),
			$discounts['yen-7']
		);
		$this->assertRefused( 'vitrine_coupon_minimum_spend', 'The minimum spend for coupon "yen-min" is €1,000.', fn () => $this->coupons->validator->validate( $this->coupon( 'yen-min', array( 'minimum_spend' => '1000' ) ), $this->context( array( $this->line( 'a', 999 ) ) ), array() ) );
	}

	public function test_a_currency_with_three_decimals_is_exact(): void {
		$this->set_decimals( 3 );
		$coupon = $this->coupon( 'fils', array( 'amount' => '0.010' ) );
		$unit   = $this->coupon(
			'per-unit',
			array(
				'discount_type' => Coupon::FIXED_PRODUCT,
				'amount'        => '0.125',
			)
		);

		$discounts = $this->discounts( array( $coupon, $unit ), array( $this->line( 'a', 1001 ), $this->line( 'b', 2002, 2 ), $this->line( 'c', 3003, 3 ) ) );

		// 1.666, 3.333 and 5: the leftover unit goes to the first line.
		self::assertSame(
			array(
				'a' => 2,
				'b' => 3,
				'c' => 5,
			),
			$discounts['fils']
		);
		self::assertSame(
			array(
				'a' => 125,
				'b' => 250,
				'c' => 375,
			),
			$discounts['per-unit']
		);
	}

	public function test_large_amounts_do_not_overflow(): void {
		$this->set_decimals( 3 );
		self::assertSame( array( 1285714285714, 2000000000000 ), DiscountCalculator::mul_div( 3000000000000, 3000000000000, 7000000000000 ) );
		self::assertSame( array( 5534023222112865484, 1 ), DiscountCalculator::mul_div( PHP_INT_MAX, 3, 5 ) );

		$coupon    = $this->coupon( 'huge', array( 'amount' => '3000000000.000' ) );
		$lines     = array( $this->line( 'a', 4000000000001 ), $this->line( 'b', 2999999999999 ) );
		$discounts = $this->discounts( array( $coupon ), $lines )['huge'];

		self::assertSame( 3000000000000, array_sum( $discounts ) );
		self::assertSame( 1714285714286, $discounts['a'] );
		self::assertSame( 1285714285714, $discounts['b'] );
	}

	public function test_free_shipping_comes_from_any_applied_coupon(): void {
		$plain = $this->coupon( 'plain' );
		$ship  = $this->coupon( 'ship', array( 'free_shipping' => true ) );

		self::assertFalse( DiscountCalculator::grants_free_shipping( array( $plain ) ) );
		self::assertTrue( DiscountCalculator::grants_free_shipping( array( $plain, $ship ) ) );
	}
}
