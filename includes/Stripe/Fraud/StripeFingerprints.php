<?php
/**
 * A payment method's card fingerprint, asked of Stripe.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Fraud;

use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;

/**
 * GET /v1/payment_methods/{id}: a read, which charges nothing. Remembered for the request. When
 * Stripe cannot tell (an error, not a card), the answer is '': the protection then refuses on the
 * client's count only, and the payment goes on to Stripe, which has its own checks.
 */
final class StripeFingerprints implements PaymentMethodFingerprints {

	/** @var array<string, string> */
	private array $known = array();

	public function __construct( private readonly StripeClient $client ) {
	}

	public function of( string $payment_method_id ): string {
		if ( 1 !== preg_match( '/^pm_[A-Za-z0-9_]+$/', $payment_method_id ) ) {
			return '';
		}
		if ( ! isset( $this->known[ $payment_method_id ] ) ) {
			try {
				$method      = $this->client->get( '/v1/payment_methods/' . $payment_method_id );
				$fingerprint = $method['card']['fingerprint'] ?? '';
			} catch ( StripeApiError $error ) {
				error_log( 'Vitrine Stripe: no fingerprint for ' . $payment_method_id . ': ' . $error->stripe_message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
				$fingerprint = '';
			}
			$this->known[ $payment_method_id ] = is_string( $fingerprint ) ? $fingerprint : '';
		}
		return $this->known[ $payment_method_id ];
	}
}
