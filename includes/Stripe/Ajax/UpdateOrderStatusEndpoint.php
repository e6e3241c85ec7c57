<?php
/**
 * stripe_update_order_status: the browser confirmed an intent; the order follows what Stripe says.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Checkout\CheckoutPages;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Stripe\Customers\AccountMethods;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Stripe\Payments\StripePaymentError;

/**
 * After the confirmation hash's flow (3-D Secure, a bank's page): order_id, intent_id,
 * payment_method_id, and to prove the caller's right to the order when not its logged-in
 * customer, order_key or the intent's client_secret (which the hash carries). The order moves as
 * the intent says, as Stripe has it now (never as the browser says), and the answer is
 * data.return_url (the order-received page) or data.error with the reason. Order 0 with a setup
 * intent (seti_…) is the add-payment-method page's step (setup()).
 */
final class UpdateOrderStatusEndpoint extends StripeEndpoint {

	public function __construct(
		private readonly OrderIntentAccess $access,
		private readonly IntentOutcome $outcome,
		private readonly CheckoutPages $pages,
		private readonly ?AccountMethods $account_methods = null,
	) {
	}

	protected function short_name(): string {
		return StripeNonces::UPDATE_ORDER_STATUS;
	}

	public function args(): array {
		return OrderIntentArgs::confirmation( 0 );
	}

	protected function serve( array $args ): array {
		if ( 0 === (int) $args['order_id'] ) {
			return $this->setup( (string) $args['intent_id'] );
		}
		$order  = $this->access->order( (int) $args['order_id'], (string) $args['order_key'], (string) $args['client_secret'] );
		$intent = $this->access->intent( $order, (string) $args['intent_id'], (string) $args['client_secret'], OrderIntentAccess::owner_or_key( $order, (string) $args['order_key'] ) );
		$order  = $this->outcome->apply( $order, $intent, 'return' );
		$status = (string) ( $intent['status'] ?? '' );
		if ( in_array( $status, array( 'succeeded', 'processing', 'requires_capture' ), true ) ) {
			return array( 'return_url' => $this->pages->order_received_url( $order ) );
		}
		$error = is_array( $intent['last_payment_error'] ?? null ) ? $intent['last_payment_error'] : array();
		throw new StripePaymentError(
			'vitrine_stripe_payment_failed',
			StripeErrorMessages::for_code( (string) ( $error['code'] ?? '' ), (string) ( $error['decline_code'] ?? '' ) ) ?? StripeErrorMessages::payment_failed(),
			ErrorKind::PAYMENT_REFUSED
		);
	}

	/**
	 * The add-payment-method page's confirmation step: no order (0), a setup intent, which must
	 * be the logged-in customer's; the answer sends them to their saved methods.
	 *
	 * @param string $intent_id seti_… the browser names.
	 * @return array{return_url: string}
	 * @throws \Vitrine\Core\Errors\DomainError When refused, or the method was not saved.
	 */
	private function setup( string $intent_id ): array {
		$user_id = get_current_user_id();
		if ( null === $this->account_methods || $user_id <= 0 || ! str_starts_with( $intent_id, 'seti_' ) ) {
			throw OrderIntentAccess::not_found();
		}
		return array( 'return_url' => $this->account_methods->confirmed_setup( $user_id, $intent_id ) );
	}
}
