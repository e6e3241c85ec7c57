<?php
/**
 * Whether a caller may act on an order's Stripe intent.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Payments\IntentRecord;
use Vitrine\Stripe\Payments\StripePaymentError;

/**
 * The checks of the endpoints that name an order and an intent (update_order_status,
 * update_failed_order, update_payment_intent, create_payment_intent): the order exists and is
 * paid with Stripe; the caller may see it (its customer when logged in, else the order key, or
 * the intent's client secret, which only the shopper's browser holds); and the intent is the
 * order's (its stored intent, and Stripe's metadata names the order). Every refusal answers
 * the same "not found", so that nothing tells which part was wrong.
 */
final class OrderIntentAccess {

	public function __construct(
		private readonly OrderReader $orders,
		private readonly OrderMeta $meta,
		private readonly StripeClient $client,
	) {
	}

	/**
	 * The order, if the caller may see it.
	 *
	 * @param int    $order_id      The order.
	 * @param string $order_key     The order's key, '' when not sent.
	 * @param string $client_secret The intent's client secret, '' when not sent (checked in intent()).
	 * @throws StripePaymentError NOT_FOUND otherwise.
	 */
	public function order( int $order_id, string $order_key, string $client_secret = '' ): Order {
		$order = $order_id > 0 ? $this->orders->fresh( $order_id ) : null;
		if ( null === $order || ! str_starts_with( $order->payment_method, 'stripe' ) ) {
			throw self::not_found();
		}
		$owner = $order->customer_id > 0 && get_current_user_id() === $order->customer_id;
		$key   = '' !== $order_key && hash_equals( $order->key, $order_key );
		if ( ! $owner && ! $key && '' === $client_secret ) {
			throw self::not_found();
		}
		return $order;
	}

	/**
	 * The order's intent as Stripe has it now, if it is the order's.
	 *
	 * @param Order  $order         The order, from order().
	 * @param string $intent_id     pi_… the browser names.
	 * @param string $client_secret What the browser sent, or ''.
	 * @param bool   $owner_or_key  Whether order() let the caller in without the secret.
	 * @return array<string, mixed>
	 * @throws StripePaymentError NOT_FOUND when the intent is not the order's.
	 * @throws \Vitrine\Stripe\Api\StripeApiError When Stripe cannot be asked.
	 */
	public function intent( Order $order, string $intent_id, string $client_secret, bool $owner_or_key ): array {
		$stored = array_filter(
			array(
				(string) $this->meta->get_meta( $order->id, IntentRecord::INTENT_ID ),
				(string) $this->meta->get_meta( $order->id, 'stripe_paid_intent_id' ),
			)
		);
		if ( ! preg_match( '/^pi_[A-Za-z0-9_]+$/', $intent_id ) || ! in_array( $intent_id, $stored, true ) ) {
			throw self::not_found();
		}
		$intent = $this->client->get( '/v1/payment_intents/' . rawurlencode( $intent_id ), array( 'expand' => array( 'latest_charge' ) ) );
		$for    = (string) ( $intent['metadata']['order_id'] ?? '' );
		if ( (string) $order->id !== $for ) {
			throw self::not_found();
		}
		if ( ! $owner_or_key && ! hash_equals( (string) ( $intent['client_secret'] ?? '' ), $client_secret ) ) {
			throw self::not_found();
		}
		return $intent;
	}

	/** Whether the caller is the order's customer or sent its key. */
	public static function owner_or_key( Order $order, string $order_key ): bool {
		return ( $order->customer_id > 0 && get_current_user_id() === $order->customer_id )
			|| ( '' !== $order_key && hash_equals( $order->key, $order_key ) );
	}

	public static function not_found(): StripePaymentError {
		return new StripePaymentError( 'vitrine_stripe_order_not_found', __( 'Sorry, this order is invalid and cannot be paid for.', 'vitrine' ), ErrorKind::NOT_FOUND );
	}
}
