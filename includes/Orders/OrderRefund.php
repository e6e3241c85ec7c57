<?php
/**
 * A refund of an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * An amount given back, manually or through the payment gateway (with the gateway's reference).
 */
final class OrderRefund {

	/**
	 * @param int    $id                Refund id.
	 * @param int    $order_id          The order.
	 * @param int    $amount            Minor units of the order's currency.
	 * @param string $reason            The merchant's reason, may be empty.
	 * @param bool   $through_gateway   Whether the gateway refunded the money.
	 * @param string $gateway_reference The gateway's id of the refund.
	 * @param int    $refunded_by       The user who refunded, 0 for the system.
	 * @param int    $created_at        Unix time.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $order_id,
		public readonly int $amount,
		public readonly string $reason,
		public readonly bool $through_gateway,
		public readonly string $gateway_reference,
		public readonly int $refunded_by,
		public readonly int $created_at,
	) {
	}
}
