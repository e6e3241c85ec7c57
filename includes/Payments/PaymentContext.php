<?php
/**
 * The situation a payment method is offered in.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

/**
 * What gateways may decide availability on: the total, the currency, whether anything ships and
 * by which methods, the billing country when known, and where (checkout, pay-for-order, add-payment-method). Amounts are minor units.
 */
final class PaymentContext {

	public const CHECKOUT           = 'checkout';
	public const PAY_FOR_ORDER      = 'pay_for_order';
	public const ADD_PAYMENT_METHOD = 'add_payment_method';

	/**
	 * @param int          $total_minor         The amount to pay.
	 * @param string       $currency            ISO 4217 code.
	 * @param bool         $needs_shipping      Whether the order ships.
	 * @param list<string> $shipping_method_ids The chosen shipping methods ('flat_rate', 'local_pickup').
	 * @param string       $page                One of the constants.
	 * @param string       $billing_country     The billing country (ISO 3166-1 alpha-2) when known, else ''
	 *                                          (a method limited to some countries is then offered, and
	 *                                          the browser hides it for other countries).
	 */
	public function __construct(
		public readonly int $total_minor,
		public readonly string $currency,
		public readonly bool $needs_shipping,
		public readonly array $shipping_method_ids = array(),
		public readonly string $page = self::CHECKOUT,
		public readonly string $billing_country = '',
	) {
	}
}
