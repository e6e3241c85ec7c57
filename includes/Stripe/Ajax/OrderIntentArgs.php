<?php
/**
 * The arguments of the Stripe calls that name an order and its intent, in one place.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

/**
 * update_order_status (with update_failed_order and confirm_change_payment), update_payment_intent
 * and create_payment_intent each name an order, and a guest proves their right to it with the
 * order key or the intent's client secret (OrderIntentAccess): one schema of those fields, so
 * that their limits cannot drift apart. Each endpoint picks the fields it reads under the names
 * the browser posts (order_id or stripe_order_id, intent_id or vitrine_payment_intent_id).
 */
final class OrderIntentArgs {

	/**
	 * The order's id.
	 *
	 * @param int $minimum 1, or 0 where the call also serves the add-payment-method page (no order).
	 * @return array<string, mixed>
	 */
	public static function order_id( int $minimum = 1 ): array {
		return array(
			'type'     => 'integer',
			'minimum'  => $minimum,
			'required' => true,
		);
	}

	/**
	 * An intent's id (pi_… or seti_…), checked against the order and Stripe by the endpoint.
	 *
	 * @return array<string, mixed>
	 */
	public static function intent_id(): array {
		return array(
			'type'      => 'string',
			'maxLength' => 255,
			'required'  => true,
		);
	}

	/**
	 * An optional id or secret: the order key, the client secret, the payment method.
	 *
	 * @return array<string, mixed>
	 */
	public static function optional_string(): array {
		return array(
			'type'      => 'string',
			'maxLength' => 255,
			'default'   => '',
		);
	}

	/**
	 * What proves a guest's right to the order: order_key and client_secret.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function proof(): array {
		return array(
			'order_key'     => self::optional_string(),
			'client_secret' => self::optional_string(),
		);
	}

	/**
	 * The arguments of the confirmation step's calls: order_id, intent_id, payment_method_id and the proof.
	 *
	 * @param int $order_minimum See order_id().
	 * @return array<string, array<string, mixed>>
	 */
	public static function confirmation( int $order_minimum = 1 ): array {
		return array(
			'order_id'          => self::order_id( $order_minimum ),
			'intent_id'         => self::intent_id(),
			'payment_method_id' => self::optional_string(),
		) + self::proof();
	}
}
