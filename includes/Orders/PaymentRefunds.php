<?php
/**
 * How the order service sends a refund back through the gateway that took the payment.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * Orders sits below Payments (gateways are paid for orders), so Orders names what it needs of
 * a gateway here and Payments implements it (Payments\GatewayRefunds): Orders never imports
 * Payments.
 */
interface PaymentRefunds {

	/**
	 * The title of the gateway that took the order's payment, when that gateway can send a
	 * refund back itself; null when it cannot or is gone.
	 */
	public function gateway_title( Order $order ): ?string;

	/**
	 * Asks that gateway to send part or all of the payment back.
	 *
	 * @param Order  $order        The order, before the refund.
	 * @param int    $amount_minor How much, in minor units.
	 * @param string $reason       The merchant's reason, may be empty.
	 * @return array{success: bool, reference: string, message: string} The gateway's refund id
	 *         when it succeeded, its message for the merchant when it did not.
	 * @throws \Throwable When the gateway cannot be reached.
	 */
	public function refund( Order $order, int $amount_minor, string $reason ): array;
}
