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
use Vitrine\Core\Rest\Schema;
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
	 * The cart's JSON Schema with what add() puts in the answer (the vitrine_rest_cart_schema
	 * filter).
	 *
	 * @param array<string, mixed> $schema The cart's schema (Vitrine\Cart\Rest\CartSchema::schema()).
	 * @return array<string, mixed>
	 */
	public static function extend_schema( array $schema ): array {
		$money = Schema::money();
		$item  = $schema['properties']['items']['items'];

		$item['properties']['totals'] = self::with(
			$item['properties']['totals'],
			array(
				'line_subtotal'       => $money,
				'line_subtotal_tax'   => $money,
				'line_total'          => $money,
				'line_total_tax'      => $money,
				'currency_minor_unit' => Schema::integer(),
			)
		);

		$schema['properties']['items']['items'] = $item;

		$schema['properties']['totals'] = self::with(
			$schema['properties']['totals'],
			array(
				'total_items'        => $money,
				'total_items_tax'    => $money,
				'total_discount'     => $money,
				'total_discount_tax' => $money,
				'total_shipping'     => $money,
				'total_shipping_tax' => $money,
				'total_tax'          => $money,
				'total_price'        => $money,
				'total_refund'       => $money,
				'tax_lines'          => Schema::list_of(
					Schema::object(
						array(
							'name'  => Schema::string(),
							'price' => $money,
							'rate'  => Schema::string(),
						)
					)
				),
			)
		);
		return self::with(
			$schema,
			array(
				'needs_shipping' => Schema::boolean(),
				'coupons'        => Schema::list_of(
					Schema::titled(
						'CartCoupon',
						Schema::object(
							array(
								'code'   => Schema::string(),
								'totals' => Schema::object(
									array(
										'total_discount' => $money,
										'total_discount_tax' => $money,
									)
								),
							)
						)
					)
				),
				'shipping_rates' => Schema::list_of(
					Schema::titled(
						'CartShippingRate',
						Schema::object(
							array(
								'rate_id'   => Schema::string(),
								'method_id' => Schema::string(),
								'name'      => Schema::string(),
								'price'     => $money,
								'taxes'     => $money,
								'selected'  => Schema::boolean(),
							)
						)
					)
				),
				'errors'         => Schema::list_of(
					Schema::object(
						array(
							'code'    => Schema::string( array( 'vitrine_coupon_removed' ) ),
							'coupon'  => Schema::string(),
							'message' => Schema::string(),
						)
					)
				),
			)
		);
	}

	/**
	 * An object's schema with more required properties.
	 *
	 * @param array<string, mixed>                $schema     The object's schema.
	 * @param array<string, array<string, mixed>> $properties Properties to add.
	 * @return array<string, mixed>
	 */
	private static function with( array $schema, array $properties ): array {
		$schema['properties'] = (array) ( $schema['properties'] ?? array() ) + $properties;
		$schema['required']   = array_values( array_unique( array_merge( (array) ( $schema['required'] ?? array() ), array_keys( $properties ) ) ) );
		return $schema;
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
