<?php
/**
 * Tax amounts and their rounding: TaxCalculator.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Tax;

use Vitrine\Address\Location;
use Vitrine\Catalog\Model\Money;
use Vitrine\Tax\TaxCalculator;
use Vitrine\Tax\TaxClasses;
use Vitrine\Tax\TaxRate;

require_once __DIR__ . '/TaxTestCase.php';

final class TaxCalculatorTest extends TaxTestCase {

	private TaxCalculator $calculator;

	protected function setUp(): void {
		parent::setUp();
		$this->calculator = $this->tax->calculator;
	}

	/**
	 * A rate that is not stored: the calculator needs only its id, percent and compound flag.
	 */
	private static function make( int $id, string $percent, bool $compound = false ): TaxRate {
		return new TaxRate( $id, 'DE', '', array(), array(), $percent, '', 1, $compound, true, '', 0 );
	}

	public function test_exclusive_tax_is_the_percent_of_the_amount_unrounded(): void {
		$vat = self::make( 7, '19.0000' );

		self::assertSame( array( 7 => 190.0 ), $this->calculator->calculate( 1000, array( $vat ), false ) );
		self::assertEqualsWithDelta( 379.81, $this->calculator->calculate( 1999, array( $vat ), false )[7], 1e-9 );
		self::assertEqualsWithDelta( 0.725, $this->calculator->calculate( 10, array( self::make( 1, '7.2500' ) ), false )[1], 1e-12, 'Four decimals of a percent are kept.' );
		self::assertEqualsWithDelta( -37.81, $this->calculator->calculate( -199, array( $vat ), false )[7], 1e-9, 'A discount or refund has negative tax.' );
	}

	public function test_no_rates_or_nothing_to_tax(): void {
		self::assertSame( array(), $this->calculator->calculate( 1000, array(), false ) );
		self::assertSame( array( 7 => 0.0 ), $this->calculator->calculate( 0, array( self::make( 7, '19.0000' ) ), true ) );
		self::assertSame( array( 7 => 0.0 ), $this->calculator->calculate( 1000, array( self::make( 7, '0.0000' ) ), false ) );
	}

	public function test_inclusive_tax_is_taken_out_of_the_amount(): void {
		$vat = self::make( 7, '19.0000' );

		self::assertEqualsWithDelta( 1900.0, $this->calculator->calculate( 11900, array( $vat ), true )[7], 1e-9 );
		self::assertEqualsWithDelta( 15.966386554621, $this->calculator->calculate( 100, array( $vat ), true )[7], 1e-9 );
	}

	public function test_two_regular_inclusive_rates_share_the_tax_by_their_percents(): void {
		$state = self::make( 1, '10.0000' );
		$city  = self::make( 2, '5.0000' );

		$taxes = $this->calculator->calculate( 1150, array( $state, $city ), true );

		self::assertEqualsWithDelta( 100.0, $taxes[1], 1e-9, 'Net 1000: 10% of it.' );
		self::assertEqualsWithDelta( 50.0, $taxes[2], 1e-9, 'And 5% of it.' );
	}

	public function test_a_compound_rate_applies_on_top_of_the_regular_ones(): void {
		$gst = self::make( 1, '5.0000' );
		$pst = self::make( 2, '10.0000', true );

		$exclusive = $this->calculator->calculate( 1000, array( $gst, $pst ), false );
		self::assertEqualsWithDelta( 50.0, $exclusive[1], 1e-9 );
		self::assertEqualsWithDelta( 105.0, $exclusive[2], 1e-9, '10% of 1000 + 50.' );

		$inclusive = $this->calculator->calculate( 1155, array( $gst, $pst ), true );
		self::assertEqualsWithDelta( 50.0, $inclusive[1], 1e-9, 'The same taxes come out of the gross amount.' );
		self::assertEqualsWithDelta( 105.0, $inclusive[2], 1e-9 );
		self::assertSame( array( 1, 2 ), array_keys( $inclusive ), 'In the rates’ order.' );
	}

	public function test_rounding_is_half_away_from_zero_and_ignores_float_noise(): void {
		self::assertSame( 13, $this->calculator->round( 12.4999999999 ) );
		self::assertSame( 13, $this->calculator->round( 12.5 ) );
		self::assertSame( 12, $this->calculator->round( 12.49 ) );
		self::assertSame( 3, $this->calculator->round( 2.5 ), 'Not to even.' );
		self::assertSame( -1, $this->calculator->round( -0.5 ) );
		self::assertSame( -13, $this->calculator->round( -12.5000000001 ) );
		self::assertSame( 380, $this->calculator->round( 379.81 ) );
		self::assertSame( 0, $this->calculator->round( 0.4999 ) );
		// 0.1 + 0.2 - 0.3 is 5.5e-17 in floats, not 0.
		self::assertSame( 0, $this->calculator->round( 0.1 + 0.2 - 0.3 ) );
	}

	public function test_line_and_subtotal_rounding_give_different_correct_cents(): void {
		$vat   = self::make( 7, '19.0000' );
		$lines = array(
			$this->calculator->calculate( 199, array( $vat ), false ),
			$this->calculator->calculate( 199, array( $vat ), false ),
			$this->calculator->calculate( 199, array( $vat ), false ),
		);

		self::assertSame( array( 7 => 114 ), $this->calculator->sum_rounded( $lines, false ), '37.81 rounds to 38 on each line.' );
		self::assertSame( array( 7 => 113 ), $this->calculator->sum_rounded( $lines, true ), '113.43 rounded once.' );
	}

	public function test_inclusive_lines_round_per_line_or_at_subtotal(): void {
		$vat   = self::make( 7, '19.0000' );
		$lines = array_fill( 0, 3, $this->calculator->calculate( 10, array( $vat ), true ) );

		self::assertSame( array( 7 => 6 ), $this->calculator->sum_rounded( $lines, false ), '1.597 rounds to 2 on each line.' );
		self::assertSame( array( 7 => 5 ), $this->calculator->sum_rounded( $lines, true ), '4.79 rounded once.' );
	}

	public function test_each_rate_is_rounded_on_its_own(): void {
		$federal = self::make( 1, '5.0000' );
		$local   = self::make( 2, '5.0000' );
		$line    = $this->calculator->calculate( 10, array( $federal, $local ), false );
		$lines   = array( $line, $line, $line );

		self::assertSame(
			array(
				1 => 1,
				2 => 1,
			),
			$this->calculator->sum_rounded( array( $line ), false ),
			'0.5 and 0.5 round to 1 each (not 1.0 to 1 for both together).'
		);
		self::assertSame(
			array(
				1 => 3,
				2 => 3,
			),
			$this->calculator->sum_rounded( $lines, false )
		);
		self::assertSame(
			array(
				1 => 2,
				2 => 2,
			),
			$this->calculator->sum_rounded( $lines, true ),
			'1.5 rounded once per rate.'
		);
		self::assertSame( array(), $this->calculator->sum_rounded( array(), true ) );
	}

	/**
	 * @return array<string, array{0: int, 1: list<string>, 2: string, 3: string, 4: string, 5: string}>
	 */
	public static function currencies(): array {
		return array(
			// Decimals, line prices, rate, tax rounded at subtotal, tax rounded per line, total.
			'yen, 0 decimals'      => array( 0, array( '1999', '6', '6' ), '8', '161', '160', '2172' ),
			'euro, 2 decimals'     => array( 2, array( '19.99', '0.02', '0.02' ), '19', '3.81', '3.80', '23.84' ),
			'dinar, 3 decimals'    => array( 3, array( '12.345', '0.009', '0.009' ), '5', '0.618', '0.617', '12.981' ),
			'euro, ten small'      => array( 2, array_fill( 0, 10, '0.07' ), '19', '0.13', '0.10', '0.83' ),
			'yen, 8.875 % rate'    => array( 0, array( '100', '100' ), '8.875', '18', '18', '218' ),
			'dinar, 0.0001 % rate' => array( 3, array( '9999.999' ), '0.0001', '0.010', '0.010', '10000.009' ),
		);
	}

	/**
	 * Prices in the store's decimals go to minor units, get their tax, and come back exact.
	 *
	 * @dataProvider currencies
	 *
	 * @param int          $decimals The store's decimals.
	 * @param list<string> $prices   Line prices, tax excluded.
	 * @param string       $percent  The rate.
	 * @param string       $subtotal Tax rounded at subtotal level.
	 * @param string       $per_line Tax rounded per line.
	 * @param string       $total    Prices plus the tax rounded at subtotal level.
	 */
	public function test_exact_totals_in_currencies_with_0_2_and_3_decimals( int $decimals, array $prices, string $percent, string $subtotal, string $per_line, string $total ): void {
		$rate  = $this->rate(
			array(
				'country' => 'DE',
				'rate'    => $percent,
			)
		);
		$rates = $this->tax->rates->for_location( new Location( 'DE' ), '' );
		self::assertSame( array( $rate->id ), self::ids( $rates ) );

		$lines = array();
		$net   = 0;
		foreach ( $prices as $price ) {
			$minor   = Money::to_minor( $price, $decimals );
			$net    += $minor;
			$lines[] = $this->calculator->calculate( $minor, $rates, false );
		}

		$at_subtotal = $this->calculator->sum_rounded( $lines, true )[ $rate->id ];
		self::assertSame( $subtotal, Money::from_minor( $at_subtotal, $decimals ) );
		self::assertSame( $per_line, Money::from_minor( $this->calculator->sum_rounded( $lines, false )[ $rate->id ], $decimals ) );
		self::assertSame( $total, Money::from_minor( $net + $at_subtotal, $decimals ) );
	}

	public function test_inclusive_prices_keep_the_gross_to_the_cent(): void {
		$vat   = self::make( 7, '19.0000' );
		$gross = array( 1999, 1, 2500, 333 );
		$lines = array();
		foreach ( $gross as $amount ) {
			$lines[] = $this->calculator->calculate( $amount, array( $vat ), true );
		}

		$tax = $this->calculator->sum_rounded( $lines, false )[7];
		$net = 0;
		foreach ( $gross as $index => $amount ) {
			$net += $amount - $this->calculator->round( $lines[ $index ][7] );
		}

		self::assertSame( 319 + 0 + 399 + 53, $tax, '319.17, 0.16, 399.16, 53.17 per line.' );
		self::assertSame( array_sum( $gross ), $net + $tax );
	}

	public function test_shipping_rates_are_the_matching_rates_that_apply_to_shipping(): void {
		$vat  = $this->rate(
			array(
				'country'  => 'DE',
				'shipping' => true,
			)
		);
		$levy = $this->rate(
			array(
				'country'  => 'DE',
				'rate'     => '1',
				'priority' => 2,
				'shipping' => false,
			)
		);
		$this->rate(
			array(
				'country'   => 'DE',
				'rate'      => '7',
				'tax_class' => TaxClasses::REDUCED,
			)
		);

		self::assertSame( array( $vat->id, $levy->id ), self::ids( $this->tax->rates->for_location( new Location( 'DE' ), '' ) ) );
		self::assertSame( array( $vat->id ), self::ids( $this->calculator->shipping_rates( new Location( 'DE' ), '' ) ) );
		self::assertSame( array(), self::ids( $this->calculator->shipping_rates( new Location( 'FR' ), '' ) ) );
	}

	public function test_the_shipping_class_follows_the_items_unless_the_settings_fix_one(): void {
		self::assertSame( '', $this->calculator->shipping_tax_class( array() ), 'No taxable item: standard.' );
		self::assertSame( '', $this->calculator->shipping_tax_class( array( TaxClasses::ZERO, '' ) ), 'Any standard item: standard.' );
		self::assertSame( TaxClasses::REDUCED, $this->calculator->shipping_tax_class( array( TaxClasses::ZERO, TaxClasses::REDUCED ) ), 'Else the first class of the store’s list.' );
		self::assertSame( TaxClasses::ZERO, $this->calculator->shipping_tax_class( array( TaxClasses::ZERO ) ) );

		$this->set( array( 'tax_shipping_class' => TaxClasses::ZERO ) );
		self::assertSame( TaxClasses::ZERO, $this->calculator->shipping_tax_class( array( '' ) ) );
		$this->set( array( 'tax_shipping_class' => 'standard' ) );
		self::assertSame( '', $this->calculator->shipping_tax_class( array( TaxClasses::REDUCED ) ) );
	}

	public function test_base_rates_are_the_rates_of_the_shops_address(): void {
		$germany = $this->rate( array( 'country' => 'DE' ) );
		$austria = $this->rate(
			array(
				'country' => 'AT',
				'rate'    => '20',
			)
		);

		self::assertSame( array( $germany->id ), self::ids( $this->calculator->base_rates( '' ) ), 'The shop is in DE by default.' );
		$this->set( array( 'store_country' => 'AT' ) );
		self::assertSame( array( $austria->id ), self::ids( $this->calculator->base_rates( '' ) ) );
	}
}
