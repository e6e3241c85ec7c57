<?php
/**
 * Manual orders: the hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

/**
 * Vitrine > Orders > Add order, and the payment link box of an order's screen; wp-admin only.
 */
final class Module implements \Vitrine\Module {

	public function register(): void {
	}
}
