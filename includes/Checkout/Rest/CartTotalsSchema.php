<?php
/**
 * The checkout's part of the REST cart: coupons, shipping, every total.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Rest;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\Model\Money;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Shipping\ShippingRate;

/**
 * Added to GET /cart and every cart answer (the vitrine_rest_cart filter): the spec's totals
 * (total_price, total_tax, total_shipping, total_discount, total_refund), the items' totals,
 * needs_shipping, the applied coupons and the shipping rates with the chosen one. Amounts are
 * decimal strings in the store currency, with currency_minor_unit beside them.
 */
final class CartTotalsSchema {

	public function __construct( private readonly TotalsCalculator $totals ) {
	}

	/**
	 * @param array<string, mixed> $data The cart's data.
	 * @param CartSnapshot         $cart The cart.
	 * @return array<string, mixed>
	 */
	public function add( array $data, CartSnapshot $cart ): array {
		$totals = $this->totals->calculate( $cart, get_current_user_id() );
		$d      = $totals->decimals;
		$money  = static fn ( int $minor ): string => Money::from_minor( $minor, $d );

		foreach ( (array) ( $data['items'] ?? array() ) as $index => $item ) {
			$line = $totals->line( (string) ( $item['key'] ?? '' ) );
			if ( null !== $line && is_array( $item ) ) {
				$data['items'][ $index ]['totals'] = (array) ( $item['totals'] ?? array() ) + array(
					'line_subtotal'       => $money( $line->subtotal ),
					'line_subtotal_tax'   => $money( $line->subtotal_tax ),
					'line_total'          => $money( $line->total ),
					'line_total_tax'      => $money( $line->total_tax ),
					'currency_minor_unit' => $d,
				);
			}
		}
		$data['needs_shipping'] = $totals->needs_shipping;
		$data['coupons']        = array_map(
			static fn ( $coupon ): array => array(
				'code'   => $coupon->code,
				'totals' => array(
					'total_discount'     => $money( $coupon->discount ),
					'total_discount_tax' => $money( $coupon->discount_tax ),
				),
			),
			$totals->coupons
		);
		$data['shipping_rates'] = array_map(
			static fn ( ShippingRate $rate ): array => array(
				'rate_id'   => $rate->id,
				'method_id' => $rate->method_id,
				'name'      => $rate->label,
				'price'     => $money( $rate->cost_minor ),
				'taxes'     => $money( $totals->shipping_rate_taxes[ $rate->id ] ?? 0 ),
				'selected'  => null !== $totals->chosen_rate && $totals->chosen_rate->id === $rate->id,
			),
			$totals->shipping_rates
		);
		$data['errors']         = array_map(
			static fn ( string $code, string $message ): array => array(
				'code'    => 'vitrine_coupon_removed',
				'coupon'  => $code,
				'message' => $message,
			),
			array_keys( $totals->refused_coupons ),
			array_values( $totals->refused_coupons )
		);
		$data['totals']         = (array) ( $data['totals'] ?? array() ) + array(
			'total_items'        => $money( $totals->subtotal ),
			'total_items_tax'    => $money( $totals->subtotal_tax ),
			'total_discount'     => $money( $totals->discount_total ),
			'total_discount_tax' => $money( $totals->discount_tax ),
			'total_shipping'     => $money( $totals->shipping_total ),
			'total_shipping_tax' => $money( $totals->shipping_tax ),
			'total_tax'          => $money( $totals->total_tax ),
			'total_price'        => $money( $totals->total ),
			'total_refund'       => $money( 0 ),
			'tax_lines'          => array_map(
				static fn ( $tax ): array => array(
					'name'  => $tax->label,
					'price' => $money( $tax->total() ),
					'rate'  => $tax->rate_percent,
				),
				$totals->tax_totals
			),
		);
		return $data;
	}
}
