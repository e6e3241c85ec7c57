<?php
/**
 * A note on an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * A private note (for the merchant) or a customer note (the customer may read it). A note that
 * records a status change carries the two statuses, which makes the order's status history.
 */
final class OrderNote {

	/**
	 * @param int         $id               Note id.
	 * @param int         $order_id         The order.
	 * @param string      $content          The text.
	 * @param bool        $is_customer_note Whether the customer may read it.
	 * @param int         $added_by         The user who added it, 0 for the system.
	 * @param string|null $status_from      For a status change: the status before.
	 * @param string|null $status_to        For a status change: the status after.
	 * @param int         $created_at       Unix time.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $order_id,
		public readonly string $content,
		public readonly bool $is_customer_note,
		public readonly int $added_by,
		public readonly ?string $status_from,
		public readonly ?string $status_to,
		public readonly int $created_at,
	) {
	}

	public function is_status_change(): bool {
		return null !== $this->status_to;
	}
}
