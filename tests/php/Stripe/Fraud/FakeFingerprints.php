<?php
/**
 * A fingerprint lookup that answers from a table and counts its calls.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Fraud;

use Vitrine\Stripe\Fraud\PaymentMethodFingerprints;

final class FakeFingerprints implements PaymentMethodFingerprints {

	public int $calls = 0;

	/**
	 * @param array<string, string> $fingerprints Payment method id to fingerprint.
	 */
	public function __construct( public array $fingerprints = array() ) {
	}

	public function of( string $payment_method_id ): string {
		++$this->calls;
		return $this->fingerprints[ $payment_method_id ] ?? '';
	}
}
