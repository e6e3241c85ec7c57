<?php
/**
 * What the express checkout's sheet shows, from the server's totals.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Stripe\Gateway\Amounts;

/**
 * The total, the display items and the shipping options of a cart, each amount an integer in
 * Stripe's unit of the currency (Amounts: 0 decimals for JPY, 2 for EUR, 3 for KWD). Only the
 * totals calculator decides an amount: nothing the browser sends is a price.
 */
final class ExpressCartDetails {

	public function __construct( private readonly TotalsCalculator $calculator ) {
	}

	public function totals( CartSnapshot $cart ): Totals {
		return $this->calculator->calculate( $cart, get_current_user_id() );
	}

	/**
	 * { total, displayItems } of a cart.
	 *
	 * @return array{total: array{label: string, amount: int}, displayItems: list<array{label: string, amount: int}>}
	 */
	public function details( CartSnapshot $cart, Totals $totals ): array {
		return array(
			'total'        => array(
				'label'  => self::site_name(),
				'amount' => self::amount( $totals->total, $totals ),
			),
			'displayItems' => $this->display_items( $cart, $totals ),
		);
	}

	/**
	 * The lines (name, " × n" when n > 1; the name carries the variation), then shipping, tax and
	 * discount (negative). No line item at all when the lines add up to more than the total
	 * (Stripe's sheet refuses that; the spec's rule): then only the other lines remain.
	 *
	 * @return list<array{label: string, amount: int}>
	 */
	public function display_items( CartSnapshot $cart, Totals $totals ): array {
		$lines = array();
		foreach ( $cart->items as $item ) {
			$line    = $totals->line( $item->key );
			$lines[] = array(
				'label'  => self::line_label( $item ),
				'amount' => self::amount( null === $line ? $item->line_total_minor : $line->subtotal, $totals ),
			);
		}
		$total = self::amount( $totals->total, $totals );
		if ( array_sum( array_column( $lines, 'amount' ) ) > $total ) {
			$lines = array();
		}
		if ( $totals->needs_shipping && null !== $totals->chosen_rate ) {
			$lines[] = array(
				'label'  => __( 'Shipping', 'vitrine' ),
				'amount' => self::amount( $totals->shipping_total, $totals ),
			);
		}
		if ( $totals->total_tax > 0 ) {
			$lines[] = array(
				'label'  => __( 'Tax', 'vitrine' ),
				'amount' => self::amount( $totals->total_tax, $totals ),
			);
		}
		if ( $totals->discount_total > 0 ) {
			$lines[] = array(
				'label'  => __( 'Discount', 'vitrine' ),
				'amount' => -self::amount( $totals->discount_total, $totals ),
			);
		}
		return $lines;
	}

	/**
	 * The rates for the cart's destination, the chosen one first (Stripe's sheet selects the first).
	 *
	 * @return list<array{id: string, displayName: string, amount: int}>
	 */
	public function shipping_options( Totals $totals ): array {
		$rates = $totals->shipping_rates;
		if ( null !== $totals->chosen_rate ) {
			$chosen = $totals->chosen_rate->id;
			usort( $rates, static fn ( ShippingRate $a, ShippingRate $b ): int => (int) ( $b->id === $chosen ) - (int) ( $a->id === $chosen ) );
		}
		return array_map(
			static fn ( ShippingRate $rate ): array => array(
				'id'          => $rate->id,
				'displayName' => $rate->label,
				'amount'      => self::amount( $rate->cost_minor, $totals ),
			),
			$rates
		);
	}

	/** "Mug × 2", "T-shirt – Red, Large". */
	public static function line_label( CartItem $item ): string {
		return $item->quantity > 1
			/* translators: 1: product name, 2: quantity. */
			? sprintf( _x( '%1$s × %2$d', 'express checkout line item', 'vitrine' ), $item->name, $item->quantity )
			: $item->name;
	}

	/** The total's label: the site's name. */
	public static function site_name(): string {
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/** An amount of the shop in Stripe's unit of the totals' currency. */
	public static function amount( int $minor, Totals $totals ): int {
		return Amounts::to_stripe( $minor, $totals->decimals, $totals->currency );
	}
}
