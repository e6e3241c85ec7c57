<?php
/**
 * Paying an existing order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderWriter;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\Gateways;

/**
 * Checks the key, the customer and the chosen method, records the method on the order when it
 * changed, and asks the gateway for payment (CheckoutService::pay(), one request at a time).
 */
final class PayForOrder {

	public function __construct(
		private readonly OrderAccess $access,
		private readonly OrderReader $reader,
		private readonly OrderWriter $writer,
		private readonly Gateways $gateways,
		private readonly CheckoutService $checkout,
		private readonly RateLimiter $limits,
	) {
	}

	/**
	 * @param Order                 $order          The order.
	 * @param string                $key            The key the shopper gave.
	 * @param string                $billing_email  The billing email the shopper gave (guest orders).
	 * @param string                $payment_method The chosen gateway id.
	 * @param array<string, string> $payment_data   Gateway fields.
	 * @throws CheckoutRefused NOT_FOUND for a wrong key, FORBIDDEN for someone else's order, CONFLICT when the order
	 *                         cannot be paid, INVALID for a method that cannot pay it.
	 * @throws RateLimited     When this client tried to pay or place too many orders lately (the
	 *                         same count as placing them: a card tried again and again).
	 */
	public function pay( Order $order, string $key, string $billing_email, string $payment_method, array $payment_data ): CheckoutResult {
		$this->limits->consume( Limits::ORDER );
		if ( null === $this->access->with_key( $order->id, $key ) ) {
			throw CheckoutRefused::message( 'vitrine_order_invalid_key', __( 'Sorry, this order is invalid and cannot be paid for.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		if ( ! $this->access->is_customer( $order, $billing_email ) ) {
			throw CheckoutRefused::message( 'vitrine_order_not_yours', __( 'We were unable to verify the email address you provided. Please try again.', 'vitrine' ), ErrorKind::FORBIDDEN );
		}
		if ( ! $order->needs_payment() ) {
			throw CheckoutRefused::message( 'vitrine_order_not_payable', __( 'This order cannot be paid for. Please contact us if you need assistance.', 'vitrine' ), ErrorKind::CONFLICT );
		}
		$context  = new PaymentContext( $order->total, $order->currency, $order->has_shipping_address(), array(), PaymentContext::PAY_FOR_ORDER, (string) ( $order->billing['country'] ?? '' ) );
		$gateways = $this->gateways->available( $context );
		if ( ! isset( $gateways[ $payment_method ] ) ) {
			throw new CheckoutRefused( array( 'payment_method' => __( 'Please choose a valid payment method.', 'vitrine' ) ), array() );
		}
		if ( $order->payment_method !== $payment_method ) {
			$this->writer->update_fields(
				$order->id,
				array(
					'payment_method'       => $payment_method,
					'payment_method_title' => $gateways[ $payment_method ]->title(),
				)
			);
			$order = $this->reader->find( $order->id ) ?? $order;
		}
		return $this->checkout->pay( $order, $payment_data );
	}
}
