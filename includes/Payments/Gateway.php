<?php
/**
 * What a payment method implements to take part in checkout, pay-for-order, refunds and saved methods.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

use Vitrine\Orders\Order;

/**
 * A payment gateway: the offline methods (bank transfer, cheque, cash on delivery) and Stripe.
 * Gateways are registered on the `vitrine_payment_gateways` filter (see Gateways).
 * Amounts are integers of minor units of the order's currency.
 */
interface Gateway {

	/** The feature every gateway has: paying for an order at checkout. */
	public const FEATURE_PRODUCTS = 'products';
	/** Refunds from the order screen go through refund(). */
	public const FEATURE_REFUNDS = 'refunds';
	/** Shoppers can save a method and pay with it later (the add-payment-method page). */
	public const FEATURE_TOKENIZATION = 'tokenization';
	/** The pay-for-order page may offer it. */
	public const FEATURE_PAY_FOR_ORDER = 'pay_for_order';

	/** Stable id: 'bacs', 'cheque', 'cod', 'stripe'. Stored on orders; never translated. */
	public function id(): string;

	/** The name shoppers see beside the radio button, translated. */
	public function title(): string;

	/** The text in the payment box when the method is chosen, translated; may be empty. */
	public function description(): string;

	/** Whether the merchant switched it on and its settings are complete. */
	public function is_enabled(): bool;

	/**
	 * Whether it can pay in this situation (cash on delivery only for some shipping methods,
	 * say). Only asked when is_enabled().
	 */
	public function is_available( PaymentContext $context ): bool;

	/** Whether it supports one of the FEATURE_ constants. */
	public function supports( string $feature ): bool;

	/**
	 * Its settings, shown in Vitrine > Settings in a section of its own and validated like every
	 * other setting. Keys are the gateway's own; they are stored as payment_{id}_{key}.
	 *
	 * @return list<\Vitrine\Core\Settings\SettingField> Fields whose keys are the short keys.
	 */
	public function settings_fields(): array;

	/**
	 * Extra markup inside its payment box (escaped by the gateway); may be empty. The page matters:
	 * on the add-payment-method page saving is the point, so a gateway offers neither the methods
	 * already saved nor a box to save.
	 *
	 * @param string $page Where the box is shown: a PaymentContext page constant (CHECKOUT, PAY_FOR_ORDER, ADD_PAYMENT_METHOD).
	 */
	public function payment_fields_html( string $page ): string;

	/**
	 * Script handles the checkout enqueues only when this gateway is available there.
	 *
	 * @return list<string>
	 */
	public function script_handles(): array;

	/**
	 * Takes payment for a placed order. Called after the order is saved as pending, outside the
	 * placement transaction. An offline method moves the order on-hold; a card method may answer
	 * with a redirect to a confirmation step.
	 *
	 * @param Order                 $order        The order to pay.
	 * @param array<string, string> $payment_data The payload's payment_data, key to value.
	 */
	public function process_payment( Order $order, array $payment_data ): PaymentResult;

	/**
	 * Refunds part or all of a paid order with the provider. Only called when supports( refunds ).
	 *
	 * @param Order  $order        The order.
	 * @param int    $amount_minor How much, at most what was paid and not yet refunded.
	 * @param string $reason       The merchant's reason, may be empty.
	 */
	public function refund( Order $order, int $amount_minor, string $reason ): RefundResult;
}
