<?php
/**
 * The cart's totals: taxes, coupons and shipping, in exact minor units.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Coupons\Coupon;
use Vitrine\Plugin;

require_once __DIR__ . '/CheckoutTestCase.php';

final class TotalsCalculatorTest extends CheckoutTestCase {

	public function test_taxes_and_shipping_on_prices_without_tax(): void {
		$this->service()->add_item( $this->simple_product(), 2 ); // 2 × 12.50.

		$totals = $this->checkout->totals->calculate( $this->locate() );

		self::assertSame( 2500, $totals->subtotal );
		self::assertSame( 475, $totals->subtotal_tax );
		self::assertNotNull( $totals->chosen_rate );
		self::assertSame( 'Parcel', $totals->chosen_rate->label );
		self::assertSame( 490, $totals->shipping_total );
		self::assertSame( 93, $totals->shipping_tax, '19 % of 4.90 is 0.931' );
		self::assertSame( 475 + 93, $totals->total_tax );
		self::assertSame( 2500 + 475 + 490 + 93, $totals->total );
		self::assertCount( 1, $totals->tax_totals );
		self::assertSame( 475, $totals->tax_totals[0]->tax_total );
		self::assertSame( 93, $totals->tax_totals[0]->shipping_tax_total );
		self::assertSame( 'VAT', $totals->tax_totals[0]->label );
	}

	public function test_prices_with_tax_keep_the_price_the_shopper_saw(): void {
		$this->settings( array( 'tax_prices_include_tax' => true ) );
		$this->service()->add_item(
			$this->simple_product(
				array(
					'regular_price' => '11.90',
					'virtual'       => true,
				)
			),
			1
		);

		$totals = $this->checkout->totals->calculate( $this->locate() );

		self::assertFalse( $totals->needs_shipping );
		self::assertSame( 1000, $totals->subtotal, 'the net price' );
		self::assertSame( 190, $totals->subtotal_tax );
		self::assertSame( 1190, $totals->total );
	}

	public function test_a_shopper_taxed_elsewhere_pays_the_net_price_plus_their_own_tax(): void {
		$this->settings(
			array(
				'tax_prices_include_tax' => true,
				'tax_based_on'           => 'billing',
			)
		);
		Plugin::instance()->tax->rates->create(
			array(
				'country' => 'AT',
				'rate'    => '20',
				'name'    => 'USt',
			)
		);
		$this->service()->add_item(
			$this->simple_product(
				array(
					'regular_price' => '11.90',
					'virtual'       => true,
				)
			),
			1
		);

		$totals = $this->checkout->totals->calculate( $this->locate( array( 'country' => 'AT' ) ) );

		self::assertSame( 1000, $totals->subtotal, 'the shop’s 19 % came out' );
		self::assertSame( 200, $totals->total_tax, 'Austria’s 20 % went in' );
		self::assertSame( 1200, $totals->total );
		self::assertSame( 'USt', $totals->tax_totals[0]->label );
	}

	public function test_a_percent_coupon_takes_off_its_share_and_the_tax_on_it(): void {
		$this->service()->add_item( $this->simple_product(), 2 );
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'TENOFF',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);
		$cart = $this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( 'tenoff' ) )->with_locations( array( 'country' => 'DE' ), array(), false ) );

		$totals = $this->checkout->totals->calculate( $cart );

		self::assertSame( array( 'tenoff' ), $totals->coupon_codes() );
		self::assertSame( 250, $totals->discount_total );
		self::assertSame( 428, $totals->total_tax - $totals->shipping_tax, '19 % of 22.50 is 4.275, rounded half up' );
		self::assertSame( 475 - 428, $totals->discount_tax );
		self::assertSame( 250, $totals->coupons[0]->discount );
		self::assertSame( 47, $totals->coupons[0]->discount_tax );
		self::assertSame( 2250 + 428 + 490 + 93, $totals->total );
	}

	public function test_a_coupon_that_no_longer_applies_is_dropped_with_its_reason(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'GONE',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '5',
				'expires_at'    => time() - DAY_IN_SECONDS,
			)
		);
		$cart = $this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( 'gone' ) ) );

		$totals = $this->checkout->totals->calculate( $cart );

		self::assertSame( array(), $totals->coupons );
		self::assertArrayHasKey( 'gone', $totals->refused_coupons );
		self::assertStringContainsString( 'expired', $totals->refused_coupons['gone'] );
		self::assertSame( 0, $totals->discount_total );
	}

	public function test_rounding_per_line_and_at_subtotal_differ_as_documented(): void {
		foreach ( array( 'A', 'B', 'C' ) as $name ) {
			$this->service()->add_item(
				$this->simple_product(
					array(
						'name'          => $name,
						'regular_price' => '1.99',
						'virtual'       => true,
					)
				),
				1
			);
		}
		$cart = $this->locate();

		self::assertSame( 114, $this->checkout->totals->calculate( $cart )->total_tax, '0.3781 rounded on each line: 0.38 × 3' );
		$this->settings( array( 'tax_round_at_subtotal' => true ) );
		self::assertSame( 113, $this->checkout->totals->calculate( $cart )->total_tax, '1.1343 rounded once' );
	}

	public function test_currencies_with_no_and_with_three_decimals_stay_exact(): void {
		$this->settings(
			array(
				'currency'       => 'JPY',
				'price_decimals' => 0,
			)
		);
		$this->service()->add_item(
			$this->simple_product(
				array(
					'regular_price' => '1999',
					'virtual'       => true,
				)
			),
			3
		);
		$yen = $this->checkout->totals->calculate( $this->locate() );
		self::assertSame( 5997, $yen->subtotal );
		self::assertSame( 1139, $yen->total_tax, '19 % of 5997 is 1139.43' );
		self::assertSame( 7136, $yen->total );

		$this->settings( array( 'price_decimals' => 3 ) );
		$dinar = $this->checkout->totals->calculate( $this->service()->get() );
		self::assertSame( 5997000, $dinar->subtotal, '1999.000 three times, in thousandths' );
		self::assertSame( 1139430, $dinar->total_tax );
	}

	public function test_the_chosen_rate_is_kept_and_an_unknown_one_falls_back_to_the_first(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$zones = Plugin::instance()->shipping->zones;
		$zone  = $zones->match( new \Vitrine\Address\Location( 'DE' ) );
		$zones->add_method(
			$zone->zone_id,
			'local_pickup',
			array(
				'title'      => 'Pickup',
				'tax_status' => 'none',
				'cost'       => '',
			)
		);
		$this->locate();

		$first = $this->checkout->totals->calculate( $this->service()->get() );
		self::assertCount( 2, $first->shipping_rates );
		self::assertSame( 'Parcel', $first->chosen_rate?->label );

		$pickup = $first->shipping_rates[1]->id;
		$cart   = $this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_shipping_rate( $pickup ) );
		$chosen = $this->checkout->totals->calculate( $cart );
		self::assertSame( 'Pickup', $chosen->chosen_rate?->label );
		self::assertSame( 0, $chosen->shipping_total );

		$cart = $this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_shipping_rate( 'flat_rate:999999' ) );
		self::assertSame( 'Parcel', $this->checkout->totals->calculate( $cart )->chosen_rate?->label );
	}

	public function test_without_an_address_nothing_ships_yet_and_taxes_follow_the_shop(): void {
		$this->service()->add_item( $this->simple_product(), 1 );

		$totals = $this->checkout->totals->calculate( $this->service()->get() );

		self::assertTrue( $totals->needs_shipping );
		self::assertSame( array(), $totals->shipping_rates );
		self::assertTrue( $totals->lacks_shipping() );
		self::assertSame( 238, $totals->total_tax, 'the shop’s own rate until the shopper says where they are' );
	}

	/**
	 * Saves a coupon and applies it to the cart, located in Berlin.
	 *
	 * @param array<string, mixed> $fields The coupon's fields (code included).
	 */
	private function with_coupon( array $fields ): CartSnapshot {
		Plugin::instance()->coupons->writer->save( 0, $fields );
		$code = strtolower( (string) $fields['code'] );
		return $this->service()->update_checkout(
			static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_coupons( array( $code ) )->with_locations(
				array(
					'country'  => 'DE',
					'postcode' => '10117',
					'city'     => 'Berlin',
				),
				array(),
				false
			)
		);
	}

	public function test_a_fixed_cart_coupon_with_tax_and_shipping(): void {
		$this->service()->add_item( $this->simple_product(), 2 ); // 2 × 12.50 = 25.00 net.
		$cart = $this->with_coupon(
			array(
				'code'          => 'FIVEOFF',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '5',
			)
		);

		$totals = $this->checkout->totals->calculate( $cart );

		// Items: 25.00 − 5.00 = 20.00 net; 19 % of 20.00 = 3.80 (of 25.00 it was 4.75).
		// Shipping: 4.90 + 19 % = 0.931 → 0.93, untouched by the coupon.
		// Total: 20.00 + 3.80 + 4.90 + 0.93 = 29.63.
		self::assertSame( 2500, $totals->subtotal );
		self::assertSame( 475, $totals->subtotal_tax );
		self::assertSame( 500, $totals->discount_total );
		self::assertSame( 95, $totals->discount_tax, '4.75 − 3.80' );
		self::assertSame( 490, $totals->shipping_total );
		self::assertSame( 93, $totals->shipping_tax );
		self::assertSame( 380 + 93, $totals->total_tax );
		self::assertSame( 2963, $totals->total );
		self::assertSame( 500, $totals->coupons[0]->discount );
		self::assertSame( 95, $totals->coupons[0]->discount_tax );
		self::assertSame( 2000, $totals->lines[0]->total );
		self::assertSame( 380, $totals->lines[0]->total_tax );
	}

	public function test_a_fixed_product_coupon_discounts_each_unit_of_its_products_only(): void {
		$mug  = $this->simple_product( array( 'name' => 'Mug' ) ); // 12.50.
		$bowl = $this->simple_product(
			array(
				'name'          => 'Bowl',
				'regular_price' => '8.00',
			)
		);
		$this->service()->add_item( $mug, 2 );
		$this->service()->add_item( $bowl, 1 );
		$cart = $this->with_coupon(
			array(
				'code'          => 'MUGEURO',
				'discount_type' => Coupon::FIXED_PRODUCT,
				'amount'        => '1.00',
				'product_ids'   => array( $mug ),
			)
		);

		$totals = $this->checkout->totals->calculate( $cart );

		// Mugs: 25.00 − 2 × 1.00 = 23.00; tax 19 % = 4.37 (was 4.75).
		// Bowl: 8.00, no discount; tax 1.52.
		// Shipping: 4.90 + 0.93.
		// Total: 23.00 + 4.37 + 8.00 + 1.52 + 4.90 + 0.93 = 42.72.
		self::assertSame( 3300, $totals->subtotal );
		self::assertSame( 475 + 152, $totals->subtotal_tax );
		self::assertSame( 200, $totals->discount_total );
		self::assertSame( 38, $totals->discount_tax, '4.75 − 4.37' );
		self::assertSame( 437 + 152 + 93, $totals->total_tax );
		self::assertSame( 4272, $totals->total );
		$bowl_line = $totals->lines[1];
		self::assertSame( 800, $bowl_line->total, 'the bowl is not one of the coupon’s products' );
		self::assertSame( 2300, $totals->lines[0]->total );
	}

	public function test_a_coupon_on_prices_with_tax_takes_off_gross_amounts(): void {
		$this->settings( array( 'tax_prices_include_tax' => true ) );
		$this->service()->add_item( $this->simple_product( array( 'regular_price' => '11.90' ) ), 2 ); // 23.80 gross = 20.00 + 3.80.
		$cart = $this->with_coupon(
			array(
				'code'          => 'TENPC',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);

		$totals = $this->checkout->totals->calculate( $cart );

		// 10 % of 23.80 gross = 2.38; 21.42 gross left, whose tax is 21.42 × 19 / 119 = 3.42, net 18.00.
		// The discount is 2.00 net + 0.38 tax. Shipping (entered without tax): 4.90 + 0.93.
		// Total: 18.00 + 3.42 + 4.90 + 0.93 = 27.25, i.e. 21.42 + 5.83.
		self::assertSame( 2000, $totals->subtotal );
		self::assertSame( 380, $totals->subtotal_tax );
		self::assertSame( 200, $totals->discount_total );
		self::assertSame( 38, $totals->discount_tax );
		self::assertSame( 200, $totals->coupons[0]->discount );
		self::assertSame( 38, $totals->coupons[0]->discount_tax );
		self::assertSame( 342 + 93, $totals->total_tax );
		self::assertSame( 2725, $totals->total );
	}

	public function test_a_fixed_cart_coupon_on_prices_with_tax_is_a_gross_amount(): void {
		$this->settings( array( 'tax_prices_include_tax' => true ) );
		$this->service()->add_item( $this->simple_product( array( 'regular_price' => '11.90' ) ), 2 ); // 23.80 gross.
		$cart = $this->with_coupon(
			array(
				'code'          => 'FIVEGROSS',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '5',
			)
		);

		$totals = $this->checkout->totals->calculate( $cart );

		// 23.80 − 5.00 = 18.80 gross; tax 18.80 × 19 / 119 = 3.0017 → 3.00; net 15.80.
		// Discount: 20.00 − 15.80 = 4.20 net, 3.80 − 3.00 = 0.80 tax (4.20 + 0.80 = the 5.00 off).
		// Total: 15.80 + 3.00 + 4.90 + 0.93 = 24.63.
		self::assertSame( 420, $totals->discount_total );
		self::assertSame( 80, $totals->discount_tax );
		self::assertSame( 300 + 93, $totals->total_tax );
		self::assertSame( 2463, $totals->total );
	}

	public function test_a_free_shipping_coupon_makes_free_shipping_available(): void {
		$zones = Plugin::instance()->shipping->zones;
		$zone  = $zones->match( new \Vitrine\Address\Location( 'DE' ) );
		$zones->add_method(
			$zone->zone_id,
			'free_shipping',
			array(
				'title'    => 'Free delivery',
				'requires' => 'coupon',
			)
		);
		$this->service()->add_item( $this->simple_product(), 2 );

		$without = $this->checkout->totals->calculate( $this->locate() );
		self::assertSame( array( 'Parcel' ), array_map( static fn ( $rate ): string => $rate->label, $without->shipping_rates ), 'no coupon, no free shipping' );

		$cart    = $this->with_coupon(
			array(
				'code'          => 'SHIPFREE',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '0',
				'free_shipping' => true,
			)
		);
		$offered = $this->checkout->totals->calculate( $cart );
		self::assertSame( array( 'Parcel', 'Free delivery' ), array_map( static fn ( $rate ): string => $rate->label, $offered->shipping_rates ) );
		self::assertTrue( $offered->coupons[0]->free_shipping );

		$free   = $offered->shipping_rates[1]->id;
		$cart   = $this->service()->update_checkout( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_shipping_rate( $free ) );
		$totals = $this->checkout->totals->calculate( $cart );

		// 25.00 + 4.75 tax, nothing for shipping and no tax on it.
		self::assertSame( 'Free delivery', $totals->chosen_rate?->label );
		self::assertSame( 0, $totals->shipping_total );
		self::assertSame( 0, $totals->shipping_tax );
		self::assertSame( 0, $totals->discount_total );
		self::assertSame( 2975, $totals->total );
	}

	public function test_a_percent_coupon_in_a_currency_without_decimals(): void {
		$this->settings(
			array(
				'currency'       => 'JPY',
				'price_decimals' => 0,
			)
		);
		$this->service()->add_item(
			$this->simple_product(
				array(
					'regular_price' => '1999',
					'virtual'       => true,
				)
			),
			3
		);
		$cart = $this->with_coupon(
			array(
				'code'          => 'YEN10',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);

		$totals = $this->checkout->totals->calculate( $cart );

		// 3 × ¥1999 = ¥5997; 10 % = 599.7 → ¥600; ¥5397 left.
		// Tax 19 %: of 5997 = 1139.43 → 1139; of 5397 = 1025.43 → 1025; the coupon took ¥114 of tax.
		// Total: 5397 + 1025 = ¥6422.
		self::assertSame( 'JPY', $totals->currency );
		self::assertSame( 0, $totals->decimals );
		self::assertSame( 5997, $totals->subtotal );
		self::assertSame( 600, $totals->discount_total );
		self::assertSame( 114, $totals->discount_tax );
		self::assertSame( 1025, $totals->total_tax );
		self::assertSame( 6422, $totals->total );
	}

	public function test_a_fixed_cart_coupon_and_shipping_in_a_currency_with_three_decimals(): void {
		$this->settings(
			array(
				'currency'       => 'KWD',
				'price_decimals' => 3,
			)
		);
		$this->service()->add_item( $this->simple_product( array( 'regular_price' => '12.345' ) ), 2 );
		$cart = $this->with_coupon(
			array(
				'code'          => 'DINAR',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '1.5',
			)
		);

		$totals = $this->checkout->totals->calculate( $cart );

		// 2 × 12.345 = 24.690 KWD = 24690 fils; 1.500 off = 23190.
		// Tax 19 %: of 24690 = 4691.1 → 4691; of 23190 = 4406.1 → 4406; the coupon took 285.
		// Shipping 4.90 = 4900 fils; its tax 931 exactly.
		// Total: 23190 + 4406 + 4900 + 931 = 33427 fils = 33.427 KWD.
		self::assertSame( 3, $totals->decimals );
		self::assertSame( 24690, $totals->subtotal );
		self::assertSame( 1500, $totals->discount_total );
		self::assertSame( 285, $totals->discount_tax );
		self::assertSame( 4900, $totals->shipping_total );
		self::assertSame( 931, $totals->shipping_tax );
		self::assertSame( 4406 + 931, $totals->total_tax );
		self::assertSame( 33427, $totals->total );
	}
}
