<?php
/**
 * One cart line's amounts after coupons and taxes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Totals;

/**
 * Minor units. Subtotal is before coupons, total after; both net of tax. Taxes are per rate id,
 * rounded per line (with "round at subtotal" the order's tax totals are rounded once over all
 * lines instead, and may differ from the sum of these by a cent).
 */
final class LineTotals {

	/**
	 * @param string          $key            The cart item key.
	 * @param int             $subtotal       Before coupons, tax excluded.
	 * @param int             $subtotal_tax   Tax of the subtotal.
	 * @param int             $total          After coupons, tax excluded.
	 * @param int             $total_tax      Tax of the total.
	 * @param array<int, int> $taxes          Rate id => tax of the total.
	 * @param array<int, int> $subtotal_taxes Rate id => tax of the subtotal.
	 * @param string          $tax_class      The line's tax class.
	 * @param bool            $taxable        Whether the line is taxed.
	 */
	public function __construct(
		public readonly string $key,
		public readonly int $subtotal,
		public readonly int $subtotal_tax,
		public readonly int $total,
		public readonly int $total_tax,
		public readonly array $taxes,
		public readonly array $subtotal_taxes,
		public readonly string $tax_class,
		public readonly bool $taxable,
	) {
	}
}
