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
}
