<?php
/**
 * The cart's totals: coupons, taxes and shipping, decided on the server.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Totals;

use Vitrine\Address\Location;
use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponContext;
use Vitrine\Coupons\CouponLine;
use Vitrine\Coupons\CouponLineFactory;
use Vitrine\Coupons\CouponRefused;
use Vitrine\Coupons\CouponValidator;
use Vitrine\Coupons\DiscountCalculator;
use Vitrine\Shipping\ShippingCalculator;
use Vitrine\Shipping\ShippingClasses;
use Vitrine\Shipping\ShippingPackage;
use Vitrine\Shipping\ShippingPackageItem;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Tax\TaxCalculator;
use Vitrine\Tax\TaxRate;
use Vitrine\Tax\TaxRateRepository;
use Vitrine\Tax\TaxSettings;

/**
 * From the cart (lines with today's prices, the applied coupon codes, the chosen shipping rate
 * and the shopper's location) to every amount checkout shows and the order records. Whatever
 * the browser sends, only this decides.
 *
 * The order of work, as in the big shop plugins:
 *  1. Each line's subtotal is its unit price times its quantity, as entered (with or without tax).
 *  2. Coupons are checked again (a coupon that no longer applies is dropped with its reason) and
 *     take their discounts off the lines, in the order they were applied.
 *  3. Each line is taxed at the rates of its tax class for the tax location (billing, shipping
 *     or shop address). With prices entered with tax, the tax is taken out of the price; a
 *     shopper taxed elsewhere than the shop pays the net price plus their own tax (filter
 *     `vitrine_keep_prices_with_tax_across_locations` keeps the gross price instead).
 *  4. Shipping rates come from the zone of the destination; the chosen one (or the first) is
 *     taxed at the shipping rates of the shipping tax class. Shipping costs exclude tax.
 *  5. Taxes are rounded per line, or once per rate at subtotal level when the shop says so
 *     (see TaxCalculator for the difference, with figures).
 */
final class TotalsCalculator {

	public function __construct(
		private readonly PriceFormatter $prices,
		private readonly ProductRepository $products,
		private readonly TaxSettings $tax_settings,
		private readonly TaxCalculator $taxes,
		private readonly TaxRateRepository $tax_rates,
		private readonly CouponValidator $coupon_validator,
		private readonly DiscountCalculator $discounts,
		private readonly CouponLineFactory $coupon_lines,
		private readonly ShippingCalculator $shipping,
		private readonly ShippingClasses $shipping_classes,
	) {
	}

	/**
	 * @param CartSnapshot $cart          The cart with its checkout state.
	 * @param int          $user_id       The customer, 0 for a guest (coupon limits per customer).
	 * @param string       $billing_email The billing email typed so far (coupon limits and restrictions).
	 */
	public function calculate( CartSnapshot $cart, int $user_id = 0, string $billing_email = '' ): Totals {
		$state       = $cart->checkout;
		$billing     = self::location( $state->billing );
		$destination = self::location( $state->destination() );
		$tax_place   = $this->tax_settings->location_for( $billing, $destination );
		$taxes_on    = $this->tax_settings->enabled();
		$inclusive   = $this->tax_settings->prices_include_tax();
		$at_subtotal = $this->tax_settings->round_at_subtotal();

		// Shipping rates are only asked for a destination: without one, the lines' shipping
		// classes are not needed.
		$wants_rates = ! $destination->is_empty();

		// The products' categories (coupon restrictions) and shipping classes, read for every
		// line at once rather than per line, and only when coupons or shipping rates need them
		// (docs/decisions.md, "Queries of the cart calls").
		$product_ids = array_values( array_unique( array_map( static fn ( CartItem $item ): int => $item->product_id, $cart->items ) ) );
		if ( array() !== $product_ids && ( array() !== $state->coupons || $wants_rates ) ) {
			update_object_term_cache( $product_ids, ProductPostTypes::PRODUCT );
		}

		// The lines as coupons see them (their categories): built once, and only with coupons.
		$coupon_lines              = array() === $state->coupons ? array() : $this->coupon_lines->from_cart( $cart );
		list( $coupons, $refused ) = $this->valid_coupons( $cart, $coupon_lines, $state->coupons, $user_id, $billing_email );
		$discounts                 = $this->discounts->discounts( $coupons, $coupon_lines );

		$rates_seen = array();
		$computed   = array();
		$package    = array();
		$item_class = array();
		foreach ( $cart->items as $item ) {
			list( $product, $variation ) = $this->product_of( $item );
			$tax_status                  = self::inherit( $variation?->tax_status, null === $product ? Product::TAX_TAXABLE : $product->tax_status );
			$tax_class                   = self::inherit( $variation?->tax_class, null === $product ? '' : $product->tax_class );
			$taxable                     = $taxes_on && Product::TAX_TAXABLE === $tax_status;
			$rates                       = $taxable ? $this->tax_rates->for_location( $tax_place, $tax_class ) : array();
			foreach ( $rates as $rate ) {
				$rates_seen[ $rate->id ] = $rate;
			}
			if ( $taxable ) {
				$item_class[] = $tax_class;
			}

			$subtotal = $item->line_total_minor;
			$discount = 0;
			foreach ( $discounts as $by_line ) {
				$discount += $by_line[ $item->key ] ?? 0;
			}
			$total          = $subtotal - $discount;
			$line_inclusive = $inclusive && $taxable;
			if ( $line_inclusive && ! $this->same_rates( $rates, $this->taxes->base_rates( $tax_class ) ) && ! $this->keeps_gross() ) {
				// Take the shop's own tax out, then tax the net price where the shopper is.
				$base           = $this->taxes->base_rates( $tax_class );
				$subtotal      -= $this->taxes->round( array_sum( $this->taxes->calculate( $subtotal, $base, true ) ) );
				$total         -= $this->taxes->round( array_sum( $this->taxes->calculate( $total, $base, true ) ) );
				$line_inclusive = false;
			}
			$computed[ $item->key ] = array(
				'item'           => $item,
				'tax_class'      => $tax_class,
				'taxable'        => $taxable,
				'inclusive'      => $line_inclusive,
				'subtotal'       => $subtotal,
				'total'          => $total,
				'subtotal_taxes' => $this->taxes->calculate( $subtotal, $rates, $line_inclusive ),
				'total_taxes'    => $this->taxes->calculate( $total, $rates, $line_inclusive ),
			);
			$package[]              = new ShippingPackageItem(
				$item->product_id,
				$item->variation_id,
				$item->quantity,
				$item->line_total_minor,
				$item->line_total_minor - $discount,
				null === $product || ! $product->virtual,
				$wants_rates ? $this->shipping_classes->class_of( $item->product_id ) : 0
			);
		}

		$lines          = array();
		$items_subtotal = 0;
		$items_total    = 0;
		foreach ( $computed as $key => $line ) {
			$subtotal_taxes  = array_map( array( $this->taxes, 'round' ), $line['subtotal_taxes'] );
			$total_taxes     = array_map( array( $this->taxes, 'round' ), $line['total_taxes'] );
			$subtotal_tax    = array_sum( $subtotal_taxes );
			$total_tax       = array_sum( $total_taxes );
			$lines[]         = new LineTotals(
				(string) $key,
				$line['inclusive'] ? $line['subtotal'] - $subtotal_tax : $line['subtotal'],
				$subtotal_tax,
				$line['inclusive'] ? $line['total'] - $total_tax : $line['total'],
				$total_tax,
				$total_taxes,
				$subtotal_taxes,
				$line['tax_class'],
				$line['taxable']
			);
			$items_subtotal += $line['subtotal'];
			$items_total    += $line['total'];
		}

		// Tax per rate over all lines: rounded per line, or once at subtotal level.
		$subtotal_by_rate = $this->taxes->sum_rounded( array_column( $computed, 'subtotal_taxes' ), $at_subtotal );
		$total_by_rate    = $this->taxes->sum_rounded( array_column( $computed, 'total_taxes' ), $at_subtotal );
		$inclusive_lines  = array_filter( $computed, static fn ( array $line ): bool => $line['inclusive'] );
		$tax_in_subtotals = array_sum( $this->taxes->sum_rounded( array_column( $inclusive_lines, 'subtotal_taxes' ), $at_subtotal ) );
		$tax_in_totals    = array_sum( $this->taxes->sum_rounded( array_column( $inclusive_lines, 'total_taxes' ), $at_subtotal ) );
		$subtotal_net     = $items_subtotal - $tax_in_subtotals;
		$total_net        = $items_total - $tax_in_totals;
		$subtotal_tax     = array_sum( $subtotal_by_rate );
		$items_tax        = array_sum( $total_by_rate );

		// Shipping.
		$free_coupon    = array() !== array_filter( $coupons, static fn ( Coupon $coupon ): bool => $coupon->free_shipping );
		$package        = new ShippingPackage( $package, $destination, $free_coupon );
		$needs_shipping = $package->needs_shipping();
		$rates          = $needs_shipping && ! $destination->is_empty() ? $this->shipping->rates( $package ) : array();
		$chosen         = self::choose( $rates, $state->shipping_rate );
		$shipping_class = $this->taxes->shipping_tax_class( $item_class );
		$shipping_rates = $taxes_on ? $this->taxes->shipping_rates( $tax_place, $shipping_class ) : array();
		foreach ( $shipping_rates as $rate ) {
			$rates_seen[ $rate->id ] = $rate;
		}
		$rate_taxes = array();
		foreach ( $rates as $rate ) {
			$rate_taxes[ $rate->id ] = $rate->taxable ? array_sum( array_map( array( $this->taxes, 'round' ), $this->taxes->calculate( $rate->cost_minor, $shipping_rates, false ) ) ) : 0;
		}
		$shipping_taxes = null !== $chosen && $chosen->taxable
			? array_map( array( $this->taxes, 'round' ), $this->taxes->calculate( $chosen->cost_minor, $shipping_rates, false ) )
			: array();
		$shipping_total = null === $chosen ? 0 : $chosen->cost_minor;
		$shipping_tax   = array_sum( $shipping_taxes );

		$tax_totals = array();
		foreach ( $rates_seen as $id => $rate ) {
			$items_part    = $total_by_rate[ $id ] ?? 0;
			$shipping_part = $shipping_taxes[ $id ] ?? 0;
			if ( 0 !== $items_part || 0 !== $shipping_part ) {
				$tax_totals[] = new TaxTotal( $id, self::rate_label( $rate ), $rate->rate, $rate->compound, $items_part, $shipping_part );
			}
		}

		return new Totals(
			$lines,
			$this->coupon_totals( $coupons, $discounts, $computed, $subtotal_net - $total_net, $subtotal_tax - $items_tax ),
			$refused,
			$needs_shipping,
			$rates,
			$rate_taxes,
			$chosen,
			$shipping_total,
			$shipping_tax,
			$tax_totals,
			$subtotal_net,
			$subtotal_tax,
			$subtotal_net - $total_net,
			$subtotal_tax - $items_tax,
			$items_tax + $shipping_tax,
			$total_net + $items_tax + $shipping_total + $shipping_tax,
			$inclusive,
			$this->prices->currency(),
			$this->prices->decimals()
		);
	}

	/**
	 * The applied coupons that still apply, and why the others no longer do.
	 *
	 * @param CartSnapshot     $cart          The cart.
	 * @param list<CouponLine> $lines         Its lines as coupons see them.
	 * @param list<string>     $codes         Applied codes, in order.
	 * @param int              $user_id       Customer.
	 * @param string           $billing_email Billing email.
	 * @return array{0: list<Coupon>, 1: array<string, string>}
	 */
	private function valid_coupons( CartSnapshot $cart, array $lines, array $codes, int $user_id, string $billing_email ): array {
		$context = new CouponContext( $lines, $cart->subtotal_minor, $user_id, $billing_email );
		$valid   = array();
		$refused = array();
		foreach ( $codes as $code ) {
			try {
				$valid[] = $this->coupon_validator->check_code( $code, $context, $valid );
			} catch ( CouponRefused $e ) {
				$refused[ $code ] = $e->getMessage();
			}
		}
		return array( $valid, $refused );
	}

	/**
	 * Each coupon's discount, net of tax, and the tax it took off. The tax a line lost is shared
	 * among the coupons in proportion to what each took from that line; the last coupon takes the
	 * rounding remainder, so the coupons add up to the order's discount exactly.
	 *
	 * @param list<Coupon>                      $coupons        The coupons that apply.
	 * @param array<string, array<string, int>> $discounts      Code => line key => discount, as entered.
	 * @param array<string, array<string, mixed>> $computed     The lines' working amounts.
	 * @param int                               $discount_total The order's discount, net.
	 * @param int                               $discount_tax   The tax it took off.
	 * @return list<CouponTotals>
	 */
	private function coupon_totals( array $coupons, array $discounts, array $computed, int $discount_total, int $discount_tax ): array {
		$totals    = array();
		$net_left  = $discount_total;
		$tax_left  = $discount_tax;
		$remaining = count( $coupons );
		$inclusive = array() !== array_filter( $computed, static fn ( array $line ): bool => $line['inclusive'] );
		foreach ( $coupons as $coupon ) {
			--$remaining;
			$gross = 0;
			$tax   = 0.0;
			foreach ( $discounts[ $coupon->code ] ?? array() as $key => $amount ) {
				$line = $computed[ $key ] ?? null;
				if ( null === $line || 0 === $amount ) {
					continue;
				}
				$line_discounts = 0;
				foreach ( $discounts as $by_line ) {
					$line_discounts += $by_line[ $key ] ?? 0;
				}
				$lost_tax = array_sum( $line['subtotal_taxes'] ) - array_sum( $line['total_taxes'] );
				$gross   += $amount;
				$tax     += $lost_tax * $amount / $line_discounts;
			}
			$coupon_tax = 0 === $remaining ? $tax_left : min( $tax_left, $this->taxes->round( $tax ) );
			$coupon_net = 0 === $remaining ? $net_left : min( $net_left, $inclusive ? $gross - $coupon_tax : $gross );
			$totals[]   = new CouponTotals( $coupon->code, $coupon_net, $coupon_tax, $coupon->free_shipping );
			$net_left  -= $coupon_net;
			$tax_left  -= $coupon_tax;
		}
		return $totals;
	}

	/**
	 * @return array{0: Product|null, 1: Variation|null}
	 */
	private function product_of( CartItem $item ): array {
		$product   = $this->products->find( $item->product_id );
		$variation = 0 !== $item->variation_id ? $this->products->find_variation( $item->variation_id ) : null;
		return array( $product, $variation );
	}

	/**
	 * A variation's value, or its product's when the variation says "same as parent".
	 */
	private static function inherit( ?string $own, string $parent ): string {
		return null === $own || Variation::PARENT === $own ? $parent : $own;
	}

	/**
	 * @param list<TaxRate> $a Rates.
	 * @param list<TaxRate> $b Rates.
	 */
	private function same_rates( array $a, array $b ): bool {
		$ids = static fn ( array $rates ): array => array_map( static fn ( TaxRate $rate ): int => $rate->id, $rates );
		return $ids( $a ) === $ids( $b );
	}

	private function keeps_gross(): bool {
		/**
		 * Whether a shopper taxed elsewhere than the shop pays the same price with tax as shown
		 * (true), or the net price plus their own tax (false, the default).
		 *
		 * @param bool $keep Keep gross prices.
		 */
		return (bool) apply_filters( 'vitrine_keep_prices_with_tax_across_locations', false );
	}

	/**
	 * The chosen rate when it is still offered, otherwise the first.
	 *
	 * @param list<ShippingRate> $rates  The offered rates.
	 * @param string             $chosen The chosen rate id.
	 */
	private static function choose( array $rates, string $chosen ): ?ShippingRate {
		foreach ( $rates as $rate ) {
			if ( $rate->id === $chosen ) {
				return $rate;
			}
		}
		return $rates[0] ?? null;
	}

	private static function rate_label( TaxRate $rate ): string {
		return '' !== $rate->name ? $rate->name : __( 'Tax', 'vitrine' );
	}

	/**
	 * @param array<string, string> $location Country, state, postcode, city.
	 */
	private static function location( array $location ): Location {
		return new Location( $location['country'] ?? '', $location['state'] ?? '', $location['postcode'] ?? '', $location['city'] ?? '' );
	}
}
