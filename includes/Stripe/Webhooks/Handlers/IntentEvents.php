<?php
/**
 * payment_intent.* and setup_intent.* events.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks\Handlers;

use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Orders\IntentFacts;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Stripe\Orders\OrderLocator;
use Vitrine\Stripe\Webhooks\EventHandler;

/**
 * An event about an intent applies the intent's status to its order through IntentOutcome. The
 * status is not the event's: the intent is retrieved again from Stripe, so that an event that
 * arrives late or out of order (payment_failed after succeeded) applies what is true now. An
 * intent that names no order of this shop is ignored without asking Stripe.
 *
 * Setup intents without an order (a method saved from the account pages) are Stripe's own
 * record of the saved method, which the saved-methods list reads from Stripe: nothing to do here.
 */
final class IntentEvents implements EventHandler {

	public function __construct(
		private readonly StripeClient $client,
		private readonly OrderLocator $locator,
		private readonly IntentOutcome $outcome,
	) {
	}

	public function types(): array {
		return array(
			'payment_intent.succeeded',
			'payment_intent.processing',
			'payment_intent.payment_failed',
			'payment_intent.requires_action',
			'payment_intent.canceled',
			'payment_intent.amount_capturable_updated',
			'setup_intent.succeeded',
			'setup_intent.setup_failed',
		);
	}

	public function handle( array $event ): bool {
		$object = $event['data']['object'];
		$id     = IntentFacts::id( $object );
		if ( '' === $id || 0 === IntentFacts::order_id( $object ) || null === $this->locator->for_intent( $object ) ) {
			return false;
		}
		$intent = IntentFacts::is_setup( $object )
			? $this->client->get( '/v1/setup_intents/' . rawurlencode( $id ), array( 'expand' => array( 'payment_method' ) ) )
			: $this->client->get( '/v1/payment_intents/' . rawurlencode( $id ), array( 'expand' => array( 'latest_charge', 'payment_method' ) ) );
		$order  = $this->locator->for_intent( $intent );
		if ( null === $order ) {
			return false;
		}
		$this->outcome->apply( $order, $intent, 'webhook' );
		return true;
	}
}
