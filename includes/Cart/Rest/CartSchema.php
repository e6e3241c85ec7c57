<?php
/**
 * The cart as the REST routes answer it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Rest;

use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Rest\Schema;

/**
 * {items: [{key, id, variation_id, quantity, name, permalink, variation, prices: {price,
 * regular_price}, totals: {line_total}, max_quantity}], items_count, totals: {subtotal,
 * currency_code, currency_minor_unit}, hash}. Amounts are decimal strings in the store currency.
 */
final class CartSchema {

	public function __construct( private readonly PriceFormatter $prices ) {
	}

	/**
	 * The JSON Schema of the cart answer, the response schema of every route that answers the
	 * cart. Whoever adds to the answer through vitrine_rest_cart describes it here too.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$item   = Schema::titled(
			'CartItem',
			Schema::object(
				array(
					'key'          => Schema::string(),
					'id'           => Schema::integer(),
					'variation_id' => Schema::integer(),
					'quantity'     => Schema::integer(),
					'name'         => Schema::string(),
					'permalink'    => Schema::string(),
					'variation'    => Schema::list_of(
						Schema::object(
							array(
								'attribute' => Schema::string(),
								'value'     => Schema::string(),
							)
						)
					),
					'prices'       => Schema::object(
						array(
							'price'         => Schema::money(),
							'regular_price' => Schema::money(),
						)
					),
					'totals'       => Schema::object( array( 'line_total' => Schema::money() ) ),
					'max_quantity' => Schema::nullable( Schema::integer() ),
				)
			)
		);
		$schema = Schema::titled(
			'Cart',
			Schema::object(
				array(
					'items'       => Schema::list_of( $item ),
					'items_count' => Schema::integer(),
					'totals'      => Schema::object(
						array(
							'subtotal'            => Schema::money(),
							'currency_code'       => Schema::string(),
							'currency_minor_unit' => Schema::integer(),
						)
					),
					'hash'        => Schema::string(),
				)
			)
		);
		/**
		 * The JSON Schema of the cart as the REST API answers it: whoever adds to the answer
		 * (vitrine_rest_cart) adds to its schema here. Checkout adds its totals.
		 *
		 * @param array<string, mixed> $schema The schema.
		 */
		return (array) apply_filters( 'vitrine_rest_cart_schema', $schema );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function cart( CartSnapshot $cart ): array {
		$decimals = $this->prices->decimals();
		$data     = array(
			'items'       => array_map( fn ( CartItem $item ): array => $this->item( $item, $decimals ), $cart->items ),
			'items_count' => $cart->count(),
			'totals'      => array(
				'subtotal'            => Money::from_minor( $cart->subtotal_minor, $decimals ),
				'currency_code'       => $this->prices->currency(),
				'currency_minor_unit' => $decimals,
			),
			'hash'        => $cart->hash,
		);
		/**
		 * The cart as the REST API answers it. Checkout adds coupons, shipping rates and every total.
		 *
		 * @param array<string, mixed> $data The cart's data.
		 * @param CartSnapshot         $cart The cart.
		 */
		return (array) apply_filters( 'vitrine_rest_cart', $data, $cart );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function item( CartItem $item, int $decimals ): array {
		$variation = array();
		foreach ( $item->attributes as $attribute => $value ) {
			$variation[] = array(
				'attribute' => $attribute,
				'value'     => $value,
			);
		}
		return array(
			'key'          => $item->key,
			'id'           => $item->product_id,
			'variation_id' => $item->variation_id,
			'quantity'     => $item->quantity,
			'name'         => $item->name,
			'permalink'    => $item->permalink,
			'variation'    => $variation,
			'prices'       => array(
				'price'         => Money::from_minor( $item->unit_price_minor, $decimals ),
				'regular_price' => Money::from_minor( $item->regular_price_minor, $decimals ),
			),
			'totals'       => array(
				'line_total' => Money::from_minor( $item->line_total_minor, $decimals ),
			),
			'max_quantity' => $item->max_quantity,
		);
	}
}
