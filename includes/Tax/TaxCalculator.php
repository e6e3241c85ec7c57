<?php
/**
 * Tax on an amount, and how it is rounded.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Address\Location;

/**
 * Works in integers of minor units (cents, yen, fils): the amount is an int, the tax per rate is
 * a float of minor units, unrounded, so that the caller decides where to round. The store's
 * number of decimals never enters the calculation, which is why 0, 2 and 3 decimal currencies are
 * equally exact: 1999 is ¥1999, €19.99 or 1.999 KWD alike.
 *
 * Exclusive amounts (tax added): each regular rate takes its percent of the amount; a compound
 * rate then takes its percent of the amount plus the taxes before it. 1000 at 5% + compound 10%:
 * 50, then 10% of 1050 = 105.
 *
 * Inclusive amounts (tax inside, as WooCommerce takes it out): the compound rates are taken out
 * first, from the last back, each as amount − amount / (1 + rate); what is left is shared by the
 * regular rates in proportion to their percents. 119 at 19%: 119 − 119 / 1.19 = 19.
 *
 * Rounding, line level versus subtotal level (the "round at subtotal" setting; sum_rounded()
 * does both). Three cart lines of 1.99 at 19%, each 37.81 cents of tax:
 *
 *     per line (default)   38 + 38 + 38     = 114 cents: each line shows a tax that adds up
 *     at subtotal          37.81 × 3 = 113.43 → 113 cents: closest to the exact total
 *
 * Either way each rate is rounded on its own, since the order lists the tax of each rate. With
 * prices entered with tax the gross stays what the shopper saw: a line's net is its gross minus
 * its rounded tax (per line), or the net total is the gross total minus the rounded tax total (at
 * subtotal level), so net + tax = gross to the cent. Three lines of 1.00 at 19% inclusive:
 * 15.966 each; per line 16 × 3 = 48 (net 252), at subtotal 47.9 → 48 as well, while three lines of
 * 0.10 (1.597 each) give 2 × 3 = 6 per line but 4.79 → 5 at subtotal. round() is half away from zero, after dropping float noise
 * (12.4999999999 is 12.5 and gives 13; −0.5 gives −1, so a refund mirrors its charge).
 */
final class TaxCalculator {

	public function __construct(
		private readonly TaxRateRepository $rates,
		private readonly TaxSettings $settings,
		private readonly TaxClasses $classes,
	) {
	}

	/**
	 * The tax of an amount under the given rates, per rate, unrounded.
	 *
	 * @param int           $amount_minor The amount in minor units (negative for a discount or refund).
	 * @param list<TaxRate> $rates        The rates, as for_location() answers them.
	 * @param bool          $inclusive    Whether the amount already includes the tax.
	 * @return array<int, float> Rate id => tax in minor units, in the rates' order.
	 */
	public function calculate( int $amount_minor, array $rates, bool $inclusive ): array {
		$taxes = array();
		foreach ( $rates as $rate ) {
			$taxes[ $rate->id ] = 0.0;
		}
		if ( array() === $rates || 0 === $amount_minor ) {
			return $taxes;
		}
		return $inclusive ? $this->inclusive( $amount_minor, $rates, $taxes ) : $this->exclusive( $amount_minor, $rates, $taxes );
	}

	/**
	 * The rates for shipping at a location: the class's matching rates that apply to shipping.
	 * (As in WooCommerce, a rate that does not apply to shipping still takes its priority's place.)
	 *
	 * @param Location $location  Where tax is due.
	 * @param string   $tax_class The shipping's class, see shipping_tax_class().
	 * @return list<TaxRate>
	 */
	public function shipping_rates( Location $location, string $tax_class ): array {
		return array_values( array_filter( $this->rates->for_location( $location, $tax_class ), static fn ( TaxRate $rate ): bool => $rate->shipping ) );
	}

	/**
	 * The class shipping is taxed in for a cart: the class the settings fix, or else, following
	 * the items (WooCommerce's rule), standard when any taxable item is standard, otherwise the
	 * first class in the store's list that an item has.
	 *
	 * @param list<string> $item_tax_classes The classes of the cart's taxable items.
	 */
	public function shipping_tax_class( array $item_tax_classes ): string {
		$fixed = $this->settings->shipping_tax_class();
		if ( null !== $fixed ) {
			return $fixed;
		}
		// Standard comes first among the classes: a cart with a standard-rate item needs neither
		// the list nor the query that reads it.
		if ( array() === $item_tax_classes || in_array( TaxClasses::STANDARD, $item_tax_classes, true ) ) {
			return TaxClasses::STANDARD;
		}
		foreach ( $this->classes->slugs() as $slug ) {
			if ( in_array( $slug, $item_tax_classes, true ) ) {
				return $slug;
			}
		}
		return TaxClasses::STANDARD;
	}

	/**
	 * The rates of the shop's own address, for a class: with prices entered with tax, the tax
	 * they contain is the shop's (subtract it to get the net price before taxing it elsewhere).
	 *
	 * @return list<TaxRate>
	 */
	public function base_rates( string $tax_class ): array {
		return $this->rates->for_location( $this->settings->store_location(), $tax_class );
	}

	/**
	 * Rounds a tax in minor units to a whole one: half away from zero, after dropping float
	 * noise below a millionth (12.4999999999 is taken as the 12.5 it stands for).
	 */
	public function round( float $minor ): int {
		return (int) round( round( $minor, 6 ), 0, PHP_ROUND_HALF_UP );
	}

	/**
	 * The tax per rate of several lines, rounded per line or at subtotal level.
	 *
	 * @param list<array<int, float>> $line_taxes  Each line's calculate() answer.
	 * @param bool                    $at_subtotal True: add up unrounded, round each rate's sum once.
	 *                                             False: round each line's tax per rate, then add up.
	 * @return array<int, int> Rate id => tax in minor units.
	 */
	public function sum_rounded( array $line_taxes, bool $at_subtotal ): array {
		$sums = array();
		foreach ( $line_taxes as $taxes ) {
			foreach ( $taxes as $rate_id => $tax ) {
				$sums[ $rate_id ] = ( $sums[ $rate_id ] ?? 0 ) + ( $at_subtotal ? $tax : $this->round( $tax ) );
			}
		}
		return array_map( fn ( int|float $sum ): int => $at_subtotal ? $this->round( (float) $sum ) : (int) $sum, $sums );
	}

	/**
	 * @param int               $amount The amount, tax excluded.
	 * @param list<TaxRate>     $rates  The rates.
	 * @param array<int, float> $taxes  Rate id => 0.0.
	 * @return array<int, float>
	 */
	private function exclusive( int $amount, array $rates, array $taxes ): array {
		foreach ( $rates as $rate ) {
			if ( ! $rate->compound ) {
				// One division of exact integers: the closest float to the exact tax.
				$taxes[ $rate->id ] += $amount * $rate->millionths() / 1000000;
			}
		}
		foreach ( $rates as $rate ) {
			if ( $rate->compound ) {
				$taxes[ $rate->id ] += ( $amount + array_sum( $taxes ) ) * $rate->millionths() / 1000000;
			}
		}
		return $taxes;
	}

	/**
	 * @param int               $amount The amount, tax included.
	 * @param list<TaxRate>     $rates  The rates.
	 * @param array<int, float> $taxes  Rate id => 0.0.
	 * @return array<int, float>
	 */
	private function inclusive( int $amount, array $rates, array $taxes ): array {
		$remaining = (float) $amount;
		foreach ( array_reverse( $rates ) as $rate ) {
			if ( $rate->compound ) {
				$tax                 = $remaining - $remaining * 1000000 / ( 1000000 + $rate->millionths() );
				$taxes[ $rate->id ] += $tax;
				$remaining          -= $tax;
			}
		}
		$regular = 0;
		foreach ( $rates as $rate ) {
			if ( ! $rate->compound ) {
				$regular += $rate->millionths();
			}
		}
		if ( $regular > 0 ) {
			// The net is remaining / (1 + sum of the regular rates); each regular rate is its percent of the net.
			foreach ( $rates as $rate ) {
				if ( ! $rate->compound ) {
					$taxes[ $rate->id ] += $remaining * $rate->millionths() / ( 1000000 + $regular );
				}
			}
		}
		return $taxes;
	}
}
