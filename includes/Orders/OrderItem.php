<?php
/**
 * One line of an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * A line item (a product bought), a shipping line, a coupon, a fee or a tax line, as stored.
 * Amounts are integers of minor units of the order's currency.
 *
 * - line_item: product_id, variation_id, quantity, subtotal (before discounts), total (after),
 *   their taxes; meta holds the chosen attributes and, once stock was reduced, how much.
 * - shipping: name is the rate's label, total the cost, total_tax its tax; meta holds rate_id and
 *   method_id.
 * - coupon: name is the code, total the discount, total_tax the discount's tax.
 * - fee: name, total, total_tax.
 * - tax: name is the rate's label, total the tax on items; meta holds rate_id, compound and
 *   shipping_tax_total.
 */
final class OrderItem {

	public const LINE_ITEM = 'line_item';
	public const SHIPPING  = 'shipping';
	public const COUPON    = 'coupon';
	public const FEE       = 'fee';
	public const TAX       = 'tax';

	/**
	 * Item meta key: units of stock this line took (set when stock is reduced, 0 once restored).
	 */
	public const REDUCED_STOCK = 'reduced_stock';

	/**
	 * @param int                       $id           Item id.
	 * @param int                       $order_id     The order.
	 * @param string                    $type         One of the constants.
	 * @param string                    $name         Product name, rate label, coupon code, fee name.
	 * @param int                       $product_id   The product (line items).
	 * @param int                       $variation_id The variation, 0 for none.
	 * @param int                       $quantity     Units (line items).
	 * @param int                       $subtotal     Before discounts.
	 * @param int                       $subtotal_tax Tax on the subtotal.
	 * @param int                       $total        After discounts.
	 * @param int                       $total_tax    Tax on the total.
	 * @param array<string, int>        $taxes        Tax rate id to amount.
	 * @param array<string, mixed>      $meta         The item's meta.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $order_id,
		public readonly string $type,
		public readonly string $name,
		public readonly int $product_id,
		public readonly int $variation_id,
		public readonly int $quantity,
		public readonly int $subtotal,
		public readonly int $subtotal_tax,
		public readonly int $total,
		public readonly int $total_tax,
		public readonly array $taxes,
		public readonly array $meta,
	) {
	}

	/**
	 * The item types.
	 *
	 * @return list<string>
	 */
	public static function types(): array {
		return array( self::LINE_ITEM, self::SHIPPING, self::COUPON, self::FEE, self::TAX );
	}

	/**
	 * The post whose stock this line draws on: the variation, or the product.
	 */
	public function stock_id(): int {
		return $this->variation_id > 0 ? $this->variation_id : $this->product_id;
	}

	public function get_meta( string $key ): mixed {
		return $this->meta[ $key ] ?? null;
	}

	/**
	 * The chosen attributes of a line item: label or key to value.
	 *
	 * @return array<string, string>
	 */
	public function attributes(): array {
		$attributes = $this->meta['attributes'] ?? array();
		return is_array( $attributes ) ? array_map( 'strval', $attributes ) : array();
	}

	/**
	 * Units of stock this line took and has not given back.
	 */
	public function reduced_stock(): int {
		return (int) ( $this->meta[ self::REDUCED_STOCK ] ?? 0 );
	}
}
