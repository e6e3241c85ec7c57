<?php
/**
 * One namespace of extension data a buyer may send with an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\ExtensionData;

/**
 * What a module declares to receive data with an order (the `extensions` of the checkout's
 * payload, or the form fields mapped to it): its namespace, the JSON schema the value must
 * match, and where the sanitized value goes. The checkout accepts no other namespace, so the
 * buyer never chooses a meta key (docs/decisions.md, issue 10).
 */
interface ExtensionData {

	/**
	 * The namespace, as the payload names it: vendor/name (vitrine/order-attribution).
	 */
	public function extension_namespace(): string;

	/**
	 * The JSON schema of the value (WordPress's REST dialect): bounded, closed objects
	 * (maxProperties, maxLength, additionalProperties false or a schema).
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array;

	/**
	 * Stores the value of a placed order. Runs inside the order-placement transaction: database
	 * writes only, no email or HTTP call (docs/architecture.md, "Transactions").
	 *
	 * @param int   $order_id The order just written.
	 * @param mixed $value    The value, validated and sanitized against schema().
	 */
	public function store( int $order_id, mixed $value ): void;
}
