<?php
/**
 * An order's amounts and lines from the checkout's totals.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Orders\OrderDraft;

/**
 * The one place that turns TotalsCalculator's answer into an order's amounts and its product,
 * shipping, coupon and tax lines: the checkout and the orders a merchant makes by hand (or edits)
 * write the same thing for the same cart.
 */
final class OrderDraftLines {

	/**
	 * Sets the draft's amounts and adds its lines; nothing the browser sent.
	 *
	 * @param OrderDraft   $draft  The order being written.
	 * @param CartSnapshot $cart   Its lines.
	 * @param Totals       $totals The cart's totals.
	 */
	public static function fill( OrderDraft $draft, CartSnapshot $cart, Totals $totals ): void {
		$draft->currency           = $totals->currency;
		$draft->currency_decimals  = $totals->decimals;
		$draft->prices_include_tax = $totals->prices_include_tax;
		$draft->subtotal           = $totals->subtotal;
		$draft->discount_total     = $totals->discount_total;
		$draft->discount_tax       = $totals->discount_tax;
		$draft->shipping_total     = $totals->shipping_total;
		$draft->shipping_tax       = $totals->shipping_tax;
		$draft->total_tax          = $totals->total_tax;
		$draft->total              = $totals->total;
		foreach ( $cart->items as $item ) {
			$line = $totals->line( $item->key );
			if ( null === $line ) {
				continue;
			}
			$draft->add_line_item(
				array(
					'product_id'   => $item->product_id,
					'variation_id' => $item->variation_id,
					'name'         => $item->name,
					'quantity'     => $item->quantity,
					'attributes'   => $item->attributes,
					'subtotal'     => $line->subtotal,
					'subtotal_tax' => $line->subtotal_tax,
					'total'        => $line->total,
					'total_tax'    => $line->total_tax,
					'taxes'        => $line->taxes,
				)
			);
		}
		if ( null !== $totals->chosen_rate ) {
			$draft->add_shipping_line(
				array(
					'rate_id'   => $totals->chosen_rate->id,
					'method_id' => $totals->chosen_rate->method_id,
					'label'     => $totals->chosen_rate->label,
					'cost'      => $totals->shipping_total,
					'tax'       => $totals->shipping_tax,
					'taxes'     => array_filter( array_column( array_map( static fn ( $tax ): array => array( $tax->rate_id, $tax->shipping_tax_total ), $totals->tax_totals ), 1, 0 ) ),
				)
			);
		}
		foreach ( $totals->coupons as $coupon ) {
			$draft->add_coupon_line(
				array(
					'code'         => $coupon->code,
					'discount'     => $coupon->discount,
					'discount_tax' => $coupon->discount_tax,
				)
			);
		}
		foreach ( $totals->tax_totals as $tax ) {
			$draft->add_tax_line(
				array(
					'rate_id'            => $tax->rate_id,
					'label'              => $tax->label,
					'compound'           => $tax->compound,
					'tax_total'          => $tax->tax_total,
					'shipping_tax_total' => $tax->shipping_tax_total,
				)
			);
		}
	}
}
