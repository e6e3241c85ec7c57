<?php
/**
 * The order service's refunds, through the gateways.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

use Vitrine\Orders\Order;
use Vitrine\Orders\PaymentRefunds;

/**
 * Finds the gateway that took an order's payment (by the order's payment method) and asks it
 * for the refund, in the shape Orders\OrderService understands.
 */
final class GatewayRefunds implements PaymentRefunds {

	/** @var \Closure(string): ?Gateway */
	private \Closure $gateways;

	/**
	 * @param callable $gateways callable(string $gateway_id): ?Gateway, such as Gateways::get().
	 */
	public function __construct( callable $gateways ) {
		$this->gateways = \Closure::fromCallable( $gateways );
	}

	public function gateway_title( Order $order ): ?string {
		$gateway = $this->gateway( $order );
		return null === $gateway ? null : $gateway->title();
	}

	/**
	 * @param Order  $order        The order, before the refund.
	 * @param int    $amount_minor How much, in minor units.
	 * @param string $reason       The merchant's reason, may be empty.
	 * @return array{success: bool, reference: string, message: string}
	 */
	public function refund( Order $order, int $amount_minor, string $reason ): array {
		$gateway = $this->gateway( $order );
		$result  = null === $gateway
			? RefundResult::failure( __( 'The payment gateway could not be reached.', 'vitrine' ) )
			: $gateway->refund( $order, $amount_minor, $reason );
		return array(
			'success'   => $result->success,
			'reference' => $result->reference,
			'message'   => $result->message,
		);
	}

	/**
	 * The order's gateway when it can refund.
	 */
	private function gateway( Order $order ): ?Gateway {
		$gateway = ( $this->gateways )( $order->payment_method );
		return null !== $gateway && $gateway->supports( Gateway::FEATURE_REFUNDS ) ? $gateway : null;
	}
}
