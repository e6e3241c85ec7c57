<?php
/**
 * stripe_confirm_change_payment: off until the shop has subscriptions.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Payments\StripePaymentError;

/**
 * The change-payment context of docs/spec/payments.md belongs to subscriptions, which Vitrine
 * does not have: the endpoint exists with its nonce and answers that it is not available.
 */
final class ConfirmChangePaymentEndpoint extends StripeEndpoint {

	protected function short_name(): string {
		return StripeNonces::CONFIRM_CHANGE_PAYMENT;
	}

	public function args(): array {
		return OrderIntentArgs::confirmation();
	}

	protected function serve( array $args ): array {
		throw new StripePaymentError( 'vitrine_stripe_no_subscriptions', __( 'Changing the payment method of a subscription is not available: this shop has no subscriptions.', 'vitrine' ), ErrorKind::INVALID );
	}
}
