<?php
/**
 * stripe_update_payment_intent: before the browser confirms the order's intent, what it will save.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Gateway\Amounts;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Payments\IntentRecord;
use Vitrine\Stripe\Payments\StripePaymentError;

/**
 * stripe_order_id, vitrine_payment_intent_id, save_payment_method, selected_upe_payment_type
 * (and order_key or client_secret for a guest): sets the method type and whether the method is
 * saved on the order's intent. A setup intent (seti_…) is left alone: the spec skips them. The
 * amount is never changed here: an intent made for another total than the order's is refused
 * (the checkout makes a new attempt). Answers { success, result: 'success' } or, refused,
 * { success: false, result: 'failure', messages, data.error }.
 */
final class UpdatePaymentIntentEndpoint extends StripeEndpoint {

	public function __construct(
		private readonly OrderIntentAccess $access,
		private readonly StripeClient $client,
		private readonly IntentRecord $record,
	) {
	}

	protected function short_name(): string {
		return StripeNonces::UPDATE_PAYMENT_INTENT;
	}

	public function args(): array {
		return array(
			'stripe_order_id'           => OrderIntentArgs::order_id(),
			'vitrine_payment_intent_id' => OrderIntentArgs::intent_id(),
			'save_payment_method'       => array(
				'type'    => 'string',
				'enum'    => array( '', 'yes', 'no', 'true', 'false', '1', '0' ),
				'default' => '',
			),
			'selected_upe_payment_type' => array(
				'type'    => 'string',
				'enum'    => array_merge( array( '' ), PaymentMethodTypes::all() ),
				'default' => '',
			),
		) + OrderIntentArgs::proof();
	}

	public function handle( array $args ): array|AjaxResponse {
		try {
			$this->serve( $args );
			return array(
				'success' => true,
				'result'  => 'success',
				'data'    => array(),
			);
		} catch ( DomainError $error ) {
			$failure = self::failure( $error );
			return new AjaxResponse(
				$failure->status,
				array_merge(
					$failure->body,
					array(
						'result'   => 'failure',
						'messages' => $error->getMessage(),
					)
				),
				$failure->headers
			);
		}
	}

	protected function serve( array $args ): array {
		$intent_id = (string) $args['vitrine_payment_intent_id'];
		if ( str_starts_with( $intent_id, 'seti_' ) ) {
			return array();
		}
		$order_key = (string) $args['order_key'];
		$secret    = (string) $args['client_secret'];
		$order     = $this->access->order( (int) $args['stripe_order_id'], $order_key, $secret );
		$intent    = $this->access->intent( $order, $intent_id, $secret, OrderIntentAccess::owner_or_key( $order, $order_key ) );
		$amount    = Amounts::to_stripe( $order->total, $order->decimals, $order->currency );
		if ( (int) ( $intent['amount'] ?? -1 ) !== $amount || strtolower( (string) ( $intent['currency'] ?? '' ) ) !== strtolower( $order->currency ) ) {
			throw new StripePaymentError( 'vitrine_stripe_amount_changed', __( 'The order total has changed. Please refresh the page to try again.', 'vitrine' ), ErrorKind::CONFLICT );
		}
		$type   = (string) $args['selected_upe_payment_type'];
		$save   = in_array( $args['save_payment_method'], array( 'yes', 'true', '1' ), true ) && $order->customer_id > 0 && ( '' === $type || PaymentMethodTypes::is_reusable( $type ) );
		$params = array( 'setup_future_usage' => $save ? 'off_session' : '' );
		if ( '' !== $type ) {
			$params['payment_method_types'] = array( $type );
		}
		$this->client->post( '/v1/payment_intents/' . rawurlencode( $intent_id ), $params, IdempotencyKey::for_order( $order->id, $this->record->attempt( $order->id ), 'update-' . md5( (string) wp_json_encode( $params ) ) ) );
		return array();
	}
}
