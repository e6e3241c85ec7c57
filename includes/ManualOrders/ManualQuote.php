<?php
/**
 * A manual order as the server prices it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Checkout\Totals\Totals;

/**
 * The in-memory cart built from the merchant's lines (today's catalog prices), its totals from
 * the checkout's calculator, and what stops the order from being written: a line that cannot be
 * bought (by its position in the request) and other problems (refused coupons, no shipping rate).
 */
final class ManualQuote {

	/**
	 * @param CartSnapshot       $cart          The lines that could be priced, keyed as in the cart.
	 * @param Totals             $totals        Their totals.
	 * @param array<int, string> $line_problems Request line index to the reason it cannot be ordered.
	 * @param list<string>       $problems      Problems of the whole order.
	 * @param array<int, string> $line_keys     Request line index to its key in the cart.
	 */
	public function __construct(
		public readonly CartSnapshot $cart,
		public readonly Totals $totals,
		public readonly array $line_problems,
		public readonly array $problems,
		public readonly array $line_keys,
	) {
	}

	/**
	 * Every problem, the lines' first.
	 *
	 * @return list<string>
	 */
	public function all_problems(): array {
		return array_merge( array_values( $this->line_problems ), $this->problems );
	}
}
