<?php
/**
 * What handles one kind of Stripe event.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks;

/**
 * A handler of some event types. It reads what it needs of the event's object again from
 * Stripe's API when the order of delivery matters (events arrive late, twice, and out of order),
 * and throws when processing failed in a way a redelivery may fix.
 */
interface EventHandler {

	/**
	 * The event types handled ('payment_intent.succeeded', …).
	 *
	 * @return list<string>
	 */
	public function types(): array;

	/**
	 * Processes an event of one of those types.
	 *
	 * @param array<string, mixed> $event The event as Stripe sent it (signature checked).
	 * @return bool True when it changed or confirmed something of ours; false when it is not
	 *              ours to act on (no order of this shop), which is recorded as ignored.
	 * @throws \Throwable When processing failed; the event is recorded as failed and Stripe retries.
	 */
	public function handle( array $event ): bool;
}
