<?php
/**
 * What placing an order answered.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

/**
 * The placed order and where the shopper goes next (the order-received page, or a payment
 * confirmation step), or a payment the gateway refused (the order stays, pending, for a retry).
 */
final class CheckoutResult {

	public function __construct(
		public readonly int $order_id,
		public readonly string $order_key,
		public readonly string $status,
		public readonly bool $success,
		public readonly string $redirect,
		public readonly string $message = '',
	) {
	}
}
