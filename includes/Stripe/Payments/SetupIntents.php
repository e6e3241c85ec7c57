<?php
/**
 * Setup intents of the add-payment-method page: a method saved for a customer without a payment.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Fraud\CardTestingGuard;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * For a logged-in customer only, a reusable type only, with saved methods switched on: the
 * customer's Stripe customer (made when missing), usage off_session, and for the debits the
 * mandate the customer accepted on the page. A setup confirmed at once checks the card with its
 * bank, as a payment does: the card-testing protection refuses and counts it like a payment.
 */
final class SetupIntents {

	private const MANDATE_TYPES = array( 'sepa_debit', 'bacs_debit', 'au_becs_debit', 'acss_debit', 'us_bank_account' );

	/**
	 * @param StripeClient                 $client    Stripe's API.
	 * @param StripeSettings               $settings  Whether saved methods are on.
	 * @param (\Closure(int): string)|null $customers The Stripe customer of a shop customer (made when
	 *                                                missing), when the module has customers.
	 * @param CardTestingGuard|null        $guard     Card-testing protection, when the module has it.
	 */
	public function __construct(
		private readonly StripeClient $client,
		private readonly StripeSettings $settings,
		private readonly ?\Closure $customers = null,
		private readonly ?CardTestingGuard $guard = null,
	) {
	}

	/**
	 * A setup intent for the Payment Element to confirm (stripe_init_setup_intent).
	 *
	 * @return array<string, mixed>
	 * @throws StripePaymentError When the customer may not save the type.
	 * @throws \Vitrine\Stripe\Api\StripeApiError When Stripe refuses.
	 */
	public function init( int $user_id, string $type ): array {
		$customer = $this->customer( $user_id, $type );
		return $this->client->post(
			'/v1/setup_intents',
			array(
				'customer'             => $customer,
				'payment_method_types' => array( $type ),
				'usage'                => 'off_session',
				'metadata'             => array( 'user_id' => (string) $user_id ),
			),
			IdempotencyKey::random( 'setup-intent' )
		);
	}

	/**
	 * A setup intent for a payment method the browser made, confirmed at once
	 * (stripe_create_and_confirm_setup_intent).
	 *
	 * @param int    $user_id        The customer.
	 * @param string $payment_method pm_….
	 * @param string $type           Its type.
	 * @param string $return_url     Where a bank's page sends the customer back.
	 * @return array<string, mixed>
	 * @throws StripePaymentError When the customer may not save the type.
	 * @throws \Vitrine\Core\RateLimit\RateLimited When the card-testing protection refuses.
	 * @throws StripeApiError When Stripe refuses (a decline is counted).
	 */
	public function create_and_confirm( int $user_id, string $payment_method, string $type, string $return_url ): array {
		$customer = $this->customer( $user_id, $type );
		$params   = array(
			'customer'             => $customer,
			'payment_method'       => $payment_method,
			'payment_method_types' => array( $type ),
			'usage'                => 'off_session',
			'confirm'              => 'true',
			'return_url'           => $return_url,
			'metadata'             => array( 'user_id' => (string) $user_id ),
		);
		if ( in_array( $type, self::MANDATE_TYPES, true ) ) {
			$params['mandate_data'] = array(
				'customer_acceptance' => array(
					'type'   => 'online',
					'online' => array(
						'ip_address' => isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REMOTE_ADDR'] ) ) : '0.0.0.0',
						'user_agent' => isset( $_SERVER['HTTP_USER_AGENT'] ) ? substr( sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_USER_AGENT'] ) ), 0, 500 ) : 'unknown',
					),
				),
			);
		}
		$this->guard?->check_setup( $payment_method );
		try {
			return $this->client->post( '/v1/setup_intents', $params, IdempotencyKey::for_user( $user_id, 0, 'setup-' . $payment_method ) );
		} catch ( StripeApiError $error ) {
			$this->guard?->record_setup_failure( $error, $payment_method );
			throw $error;
		}
	}

	/**
	 * Counts a setup intent that came back failed from its confirmation step (3-D Secure refused,
	 * say) as a declined card, as the protection counts a payment's.
	 *
	 * @param array<string, mixed> $intent The setup intent, as Stripe has it.
	 */
	public function failed( array $intent ): void {
		$error = is_array( $intent['last_setup_error'] ?? null ) ? $intent['last_setup_error'] : array();
		if ( null === $this->guard || 'card_error' !== ( $error['type'] ?? '' ) ) {
			return;
		}
		$fingerprint = $error['payment_method']['card']['fingerprint'] ?? '';
		$this->guard->record_decline( is_string( $fingerprint ) ? $fingerprint : '' );
	}

	/**
	 * @throws StripePaymentError When the customer may not save the type.
	 */
	private function customer( int $user_id, string $type ): string {
		if ( $user_id <= 0 ) {
			throw new StripePaymentError( 'vitrine_stripe_login_required', __( 'Please log in to save a payment method.', 'vitrine' ), ErrorKind::FORBIDDEN );
		}
		if ( ! $this->settings->is_configured() ) {
			throw new StripePaymentError( 'vitrine_stripe_not_available', __( 'This payment method is not available.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		if ( ! PaymentMethodTypes::exists( $type ) || ! PaymentMethodTypes::is_reusable( $type ) || ! $this->settings->saved_cards() || null === $this->customers ) {
			throw new StripePaymentError( 'vitrine_stripe_cannot_save', __( 'This payment method cannot be saved.', 'vitrine' ), ErrorKind::INVALID );
		}
		return ( $this->customers )( $user_id );
	}
}
