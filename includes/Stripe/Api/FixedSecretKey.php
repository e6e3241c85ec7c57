<?php
/**
 * One secret key, given.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

/**
 * The key StripeClient::with_key() calls with (the keys an admin is about to save, checked
 * before they are), and the key of a test.
 */
final class FixedSecretKey implements SecretKeySource {

	public function __construct( private readonly string $key ) {
	}

	public function secret_key(): string {
		return $this->key;
	}
}
