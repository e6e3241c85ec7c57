<?php
/**
 * stripe_init_setup_intent: a setup intent for the add-payment-method page's element.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Payments\SetupIntents;

/**
 * payment_method_type: for the logged-in customer only. Answers data { id, client_secret }.
 */
final class InitSetupIntentEndpoint extends StripeEndpoint {

	public function __construct( private readonly SetupIntents $setup ) {
	}

	protected function short_name(): string {
		return StripeNonces::INIT_SETUP_INTENT;
	}

	public function args(): array {
		return array(
			'payment_method_type' => array(
				'type'    => 'string',
				'enum'    => PaymentMethodTypes::all(),
				'default' => PaymentMethodTypes::CARD,
			),
		);
	}

	protected function serve( array $args ): array {
		$intent = $this->setup->init( get_current_user_id(), (string) $args['payment_method_type'] );
		return array(
			'id'            => (string) ( $intent['id'] ?? '' ),
			'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
		);
	}
}
