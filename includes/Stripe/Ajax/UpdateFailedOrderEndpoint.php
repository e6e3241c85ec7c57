<?php
/**
 * stripe_update_failed_order: the browser's confirmation failed; the order records it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Stripe\Orders\IntentOutcome;

/**
 * intent_id and order_id (with order_key or the client_secret for a guest), as
 * update_order_status checks them: the intent as Stripe has it is applied to the order (a
 * failed attempt fails it, with Stripe's reason in a note). The browser ignores the answer.
 */
final class UpdateFailedOrderEndpoint extends StripeEndpoint {

	public function __construct(
		private readonly OrderIntentAccess $access,
		private readonly IntentOutcome $outcome,
	) {
	}

	protected function short_name(): string {
		return StripeNonces::UPDATE_FAILED_ORDER;
	}

	public function args(): array {
		return OrderIntentArgs::confirmation();
	}

	protected function serve( array $args ): array {
		$order  = $this->access->order( (int) $args['order_id'], (string) $args['order_key'], (string) $args['client_secret'] );
		$intent = $this->access->intent( $order, (string) $args['intent_id'], (string) $args['client_secret'], OrderIntentAccess::owner_or_key( $order, (string) $args['order_key'] ) );
		$after  = $this->outcome->apply( $order, $intent, 'return' );
		return array( 'status' => $after->status );
	}
}
