<?php
/**
 * A card's fingerprint from its payment method.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Fraud;

/**
 * Stripe gives every card number one fingerprint, whatever payment method object carries it: the
 * card-testing limit per card counts fingerprints.
 */
interface PaymentMethodFingerprints {

	/**
	 * The fingerprint of a payment method's card, '' when it is not a card or cannot be known now
	 * (the protection then does not refuse on it).
	 *
	 * @param string $payment_method_id A pm_… id.
	 */
	public function of( string $payment_method_id ): string;
}
