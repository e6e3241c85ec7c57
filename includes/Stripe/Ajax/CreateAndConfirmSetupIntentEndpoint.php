<?php
/**
 * stripe_create_and_confirm_setup_intent: the add-payment-method page saves the method the browser made.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Account\AccountPages;
use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Payments\SetupIntents;

/**
 * vitrine-stripe-payment-method (pm_…), vitrine-stripe-payment-type: for the logged-in customer
 * only. Answers data { status, next_action, payment_type, return_url, client_secret } as the
 * browser reads them: succeeded goes on, requires_action with a redirect leaves the page. The
 * account's delay between two new methods is checked first: the page posts its form (where the
 * account records the attempt) only after this call saved the method at Stripe.
 */
final class CreateAndConfirmSetupIntentEndpoint extends StripeEndpoint {

	public function __construct(
		private readonly SetupIntents $setup,
		private readonly AccountPages $account,
		private readonly ?SavedPaymentMethods $methods = null,
	) {
	}

	protected function short_name(): string {
		return StripeNonces::CREATE_AND_CONFIRM_SETUP_INTENT;
	}

	public function args(): array {
		return array(
			'vitrine-stripe-payment-method'           => array(
				'type'     => 'string',
				'pattern'  => '^pm_[A-Za-z0-9_]+$',
				'required' => true,
			),
			'vitrine-stripe-payment-type'             => array(
				'type'    => 'string',
				'enum'    => PaymentMethodTypes::all(),
				'default' => PaymentMethodTypes::CARD,
			),
			'update_all_subscription_payment_methods' => array(
				'type'    => 'string',
				'default' => '',
			),
		);
	}

	protected function serve( array $args ): array {
		$this->methods?->check_add_delay( get_current_user_id() );
		$type = (string) $args['vitrine-stripe-payment-type'];
		// Back to the add-payment-method page from a bank's page, as AccountMethods::return_url()
		// (the same setup intent under the same idempotency key: the parameters must match).
		$return = $this->account->endpoint_url( AccountPages::ADD_PAYMENT_METHOD );
		$intent = $this->setup->create_and_confirm( get_current_user_id(), (string) $args['vitrine-stripe-payment-method'], $type, $return );
		return array(
			'status'        => (string) ( $intent['status'] ?? '' ),
			'next_action'   => $intent['next_action'] ?? null,
			'payment_type'  => $type,
			'return_url'    => $return,
			'client_secret' => (string) ( $intent['client_secret'] ?? '' ),
		);
	}
}
