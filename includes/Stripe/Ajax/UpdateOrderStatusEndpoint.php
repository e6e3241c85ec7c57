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
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Stripe\Payments\StripePaymentError;

/**
 * After the confirmation hash's flow (3-D Secure, a bank's page): order_id, intent_id,
 * payment_method_id, and to prove the caller's right to the order when not its logged-in
 * customer, order_key or the intent's client_secret (which the hash carries). The order moves as
 * the intent says, as Stripe has it now (never as the browser says), and the answer is
 * data.return_url (the order-received page) or data.error with the reason.
 */
final class UpdateOrderStatusEndpoint extends StripeEndpoint {

	public function __construct(
		private readonly OrderIntentAccess $access,
		private readonly IntentOutcome $outcome,
		private readonly CheckoutPages $pages,
	) {
	}

	protected function short_name(): string {
		return StripeNonces::UPDATE_ORDER_STATUS;
	}

	public function args(): array {
		return self::intent_args();
	}

	/**
	 * The arguments of the calls that name an order and its intent.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function intent_args(): array {
		return array(
			'order_id'          => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
			'intent_id'         => array(
				'type'      => 'string',
				'maxLength' => 255,
				'required'  => true,
			),
			'payment_method_id' => array(
				'type'      => 'string',
				'maxLength' => 255,
				'default'   => '',
			),
			'order_key'         => array(
				'type'      => 'string',
				'maxLength' => 255,
				'default'   => '',
			),
			'client_secret'     => array(
				'type'      => 'string',
				'maxLength' => 255,
				'default'   => '',
			),
		);
	}

	protected function serve( array $args ): array {
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
}
