<?php
/**
 * Making a saved Stripe method the customer's default from the account.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Customers;

use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;

/**
 * Answers the account's vitrine_set_default_saved_payment_method filter for the Stripe gateways.
 * The default of record is the Stripe customer's invoice_settings.default_payment_method (what
 * Stripe charges off session and what the checkout preselects); the shop keeps no second copy that
 * could disagree with it, only SavedMethods' cached read, which set_default() forgets so that the
 * list shows Stripe's answer. A refusal or an unreachable Stripe leaves both as they were.
 */
final class AccountDefaultMethod {

	public function __construct(
		private readonly SavedMethods $methods,
	) {
	}

	/**
	 * Filter vitrine_set_default_saved_payment_method.
	 *
	 * @param mixed                $result  Null until a gateway took it.
	 * @param array<string, mixed> $method  The method, as listed (the account found it in this customer's list).
	 * @param int                  $user_id The customer.
	 * @return mixed True once Stripe changed it, a WP_Error the customer reads, or $result for another gateway's.
	 */
	public function set_default( $result, array $method, int $user_id ) {
		if ( null !== $result || null === PaymentMethodTypes::type_of_gateway( (string) ( $method['gateway'] ?? '' ) ) ) {
			return $result;
		}
		try {
			$this->methods->set_default( $user_id, (string) ( $method['id'] ?? '' ) );
			return true;
		} catch ( StripeApiError $error ) {
			error_log( 'Vitrine Stripe: the default method of user ' . $user_id . ' could not be changed: ' . $error->stripe_message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			return new \WP_Error( $error->error_code, $error->getMessage() );
		}
	}
}
