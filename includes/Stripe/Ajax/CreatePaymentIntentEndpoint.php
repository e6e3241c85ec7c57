<?php
/**
 * stripe_create_payment_intent: an intent for an existing order, for the browser to confirm.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Stripe\Payments\StripePaymentError;

/**
 * stripe_order_id, payment_method_type (and order_key for a guest): for the payment method
 * types whose element needs an intent first (PaymentMethodTypes::supports_deferred_intent()
 * false), on the order's pay page. The amount is the order's; the order's intent for that
 * amount is answered again rather than a second one made. Answers data { id, client_secret }.
 */
final class CreatePaymentIntentEndpoint extends StripeEndpoint {

	public function __construct(
		private readonly OrderIntentAccess $access,
		private readonly PaymentProcessor $payments,
	) {
	}

	protected function short_name(): string {
		return StripeNonces::CREATE_PAYMENT_INTENT;
	}

	public function args(): array {
		return array(
			'stripe_order_id'     => OrderIntentArgs::order_id(),
			'payment_method_type' => array(
				'type'     => 'string',
				'enum'     => PaymentMethodTypes::all(),
				'required' => true,
			),
			'order_key'           => OrderIntentArgs::optional_string(),
		);
	}

	protected function serve( array $args ): array {
		$order = $this->access->order( (int) $args['stripe_order_id'], (string) $args['order_key'] );
		if ( ! OrderIntentAccess::owner_or_key( $order, (string) $args['order_key'] ) ) {
			throw OrderIntentAccess::not_found();
		}
		$type = (string) $args['payment_method_type'];
		if ( ! PaymentMethodTypes::fits( $type, $order->currency, (string) ( $order->billing['country'] ?? '' ) ) ) {
			throw new StripePaymentError( 'vitrine_stripe_type_unavailable', __( 'This payment method cannot pay for this order.', 'vitrine' ), ErrorKind::INVALID );
		}
		$intent = $this->payments->prepare_intent( $order, $type );
		return array(
			'id'            => (string) ( $intent['id'] ?? '' ),
			'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
		);
	}
}
