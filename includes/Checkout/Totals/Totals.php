<?php
/**
 * A cart's totals, as the server decides them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Totals;

use Vitrine\Shipping\ShippingRate;

/**
 * Everything checkout shows and an order records, in minor units of the store currency. Amounts
 * named subtotal/total/discount/shipping are net of tax; the *_tax ones are their taxes; total is
 * what the shopper pays.
 */
final class Totals {

	/**
	 * @param list<LineTotals>               $lines             Per cart line.
	 * @param list<CouponTotals>             $coupons           The coupons that apply, in the order applied.
	 * @param array<string, string>          $refused_coupons   Code => why it no longer applies (translated).
	 * @param bool                           $needs_shipping    Whether anything ships.
	 * @param list<ShippingRate>             $shipping_rates    The rates the shopper may choose from.
	 * @param array<string, int>             $shipping_rate_taxes Rate id => the tax of that shipping rate.
	 * @param ShippingRate|null              $chosen_rate       The chosen (or first) rate; null when none.
	 * @param int                            $shipping_total    The chosen rate's cost.
	 * @param int                            $shipping_tax      Its tax.
	 * @param list<TaxTotal>                 $tax_totals        Per tax rate.
	 * @param int                            $subtotal          Items before coupons.
	 * @param int                            $subtotal_tax      Their tax.
	 * @param int                            $discount_total    What coupons took off.
	 * @param int                            $discount_tax      The tax that took off.
	 * @param int                            $total_tax         All taxes: items after coupons and shipping.
	 * @param int                            $total             What the shopper pays.
	 * @param bool                           $prices_include_tax Whether the shop's prices are entered with tax (for display).
	 * @param string                         $currency          ISO 4217 code.
	 * @param int                            $decimals          The currency's decimals in this shop.
	 */
	public function __construct(
		public readonly array $lines,
		public readonly array $coupons,
		public readonly array $refused_coupons,
		public readonly bool $needs_shipping,
		public readonly array $shipping_rates,
		public readonly array $shipping_rate_taxes,
		public readonly ?ShippingRate $chosen_rate,
		public readonly int $shipping_total,
		public readonly int $shipping_tax,
		public readonly array $tax_totals,
		public readonly int $subtotal,
		public readonly int $subtotal_tax,
		public readonly int $discount_total,
		public readonly int $discount_tax,
		public readonly int $total_tax,
		public readonly int $total,
		public readonly bool $prices_include_tax,
		public readonly string $currency,
		public readonly int $decimals,
	) {
	}

	public function line( string $key ): ?LineTotals {
		foreach ( $this->lines as $line ) {
			if ( $line->key === $key ) {
				return $line;
			}
		}
		return null;
	}

	/**
	 * Codes of the coupons that apply.
	 *
	 * @return list<string>
	 */
	public function coupon_codes(): array {
		return array_map( static fn ( CouponTotals $coupon ): string => $coupon->code, $this->coupons );
	}

	/**
	 * Whether shipping is needed but no method can deliver to the address.
	 */
	public function lacks_shipping(): bool {
		return $this->needs_shipping && null === $this->chosen_rate;
	}
}
