<?php
/**
 * What a dispute email says of the dispute.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Emails;

/**
 * A customer's dispute of an order's payment with their bank, as the gateway that took the
 * payment reports it; gateway-neutral, so that the order emails know no gateway. Texts are plain
 * and translated already: templates escape them.
 */
final class PaymentDispute {

	public const OPENED = 'opened';
	public const WON    = 'won';
	public const LOST   = 'lost';

	/**
	 * @param string $id          The gateway's dispute id.
	 * @param string $outcome     OPENED, WON or LOST.
	 * @param int    $amount      The disputed amount, in the order's minor units.
	 * @param string $reason      Why the customer disputed, in words (translated).
	 * @param int    $due_at      Unix time by which to answer; 0 when the gateway gives none.
	 * @param string $respond_url Where the merchant answers the dispute (the gateway's dashboard).
	 */
	public function __construct(
		public readonly string $id,
		public readonly string $outcome,
		public readonly int $amount,
		public readonly string $reason,
		public readonly int $due_at,
		public readonly string $respond_url,
	) {
	}
}
