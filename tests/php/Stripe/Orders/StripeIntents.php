<?php
/**
 * Intents as Stripe answers them, for the tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Orders;

/**
 * Payment intents shaped as Stripe's API answers them (latest_charge expanded), for the tests
 * of what an intent does to its order.
 */
trait StripeIntents {

	/**
	 * A payment intent of 25.00 EUR for the order, in a status, paid with a Visa ending 4242
	 * (or a SEPA debit), whose charge is ch_<intent id>.
	 *
	 * @param string $id       Its id.
	 * @param string $status   Its status.
	 * @param int    $order_id The order in its metadata (0: none).
	 * @param string $type     card or sepa_debit.
	 * @return array<string, mixed>
	 */
	protected function intent( string $id, string $status, int $order_id, string $type = 'card' ): array {
		$details = 'card' === $type
			? array(
				'type' => 'card',
				'card' => array(
					'brand' => 'visa',
					'last4' => '4242',
				),
			)
			: array(
				'type'       => 'sepa_debit',
				'sepa_debit' => array( 'last4' => '3000' ),
			);
		$intent  = array(
			'id'                 => $id,
			'object'             => 'payment_intent',
			'amount'             => 2500,
			'currency'           => 'eur',
			'status'             => $status,
			'metadata'           => 0 === $order_id ? array() : array( 'order_id' => (string) $order_id ),
			'latest_charge'      => null,
			'last_payment_error' => null,
		);
		if ( in_array( $status, array( 'succeeded', 'requires_capture', 'processing' ), true ) ) {
			$intent['latest_charge'] = array(
				'id'                     => 'ch_' . $id,
				'object'                 => 'charge',
				'payment_method_details' => $details,
			);
		}
		return $intent;
	}

	/**
	 * A payment intent whose last attempt was declined, back in requires_payment_method.
	 *
	 * @param string $id       Its id.
	 * @param int    $order_id The order in its metadata.
	 * @param string $charge   The declined charge.
	 * @return array<string, mixed>
	 */
	protected function failed_intent( string $id, int $order_id, string $charge ): array {
		$intent                       = $this->intent( $id, 'requires_payment_method', $order_id );
		$intent['latest_charge']      = $charge;
		$intent['last_payment_error'] = array(
			'type'         => 'card_error',
			'code'         => 'card_declined',
			'decline_code' => 'generic_decline',
			'charge'       => $charge,
			'message'      => 'Your card was declined.',
		);
		return $intent;
	}
}
