<?php
/**
 * One tax rate's share of an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Totals;

/**
 * The tax a rate raised on the items and on shipping, in minor units; what an order's tax line
 * records.
 */
final class TaxTotal {

	public function __construct(
		public readonly int $rate_id,
		public readonly string $label,
		public readonly string $rate_percent,
		public readonly bool $compound,
		public readonly int $tax_total,
		public readonly int $shipping_tax_total,
	) {
	}

	public function total(): int {
		return $this->tax_total + $this->shipping_tax_total;
	}
}
