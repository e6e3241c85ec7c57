<?php
/**
 * What the cart page needs of the checkout: the totals box and the actions on it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Core\Errors\DomainError;

/**
 * Declared here, implemented by the checkout module (its CartPageTotals) and wired in the
 * composition root: the checkout is a higher module, which decides coupons, shipping, taxes and
 * the total; the cart page only shows them and passes the shopper's no-JS choices on.
 */
interface CartTotals {

	/**
	 * The "Cart totals" box: coupon field, subtotal, discounts, shipping with its calculator,
	 * taxes, the total and "Proceed to checkout". Escaped.
	 *
	 * @param CartSnapshot $cart   The cart.
	 * @param string       $action Where its no-JS forms post (the cart page).
	 */
	public function render( CartSnapshot $cart, string $action ): string;

	/**
	 * What the cart page's script needs to draw the box again from a cart answer.
	 *
	 * @return array<string, mixed>
	 */
	public function browser_settings(): array;

	/**
	 * @param string $code What the shopper typed.
	 * @return string The code as kept.
	 * @throws DomainError The coupon's own refusal.
	 */
	public function apply_coupon( string $code ): string;

	/**
	 * @param string $code An applied coupon.
	 * @throws DomainError When it is not applied or the cart cannot be saved.
	 */
	public function remove_coupon( string $code ): void;

	/**
	 * @param string $rate_id A rate id ('flat_rate:3').
	 * @throws DomainError When the cart cannot be saved.
	 */
	public function choose_shipping_rate( string $rate_id ): void;

	/**
	 * Where the shopper says they are, for the shipping estimate (country, state, postcode, city).
	 *
	 * @param array<string, string> $location The location.
	 * @throws DomainError When the cart cannot be saved.
	 */
	public function estimate_shipping( array $location ): void;
}
