<?php
/**
 * Where the Stripe client takes its secret key from.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

/**
 * The secret key of the current mode (test or live), read on every call so that a change of
 * settings applies at once. The gateway's settings implement it; FixedSecretKey holds one key
 * (the Check connection action, tests).
 */
interface SecretKeySource {

	/**
	 * The secret key (sk_… or a restricted rk_… key); '' when none is set.
	 */
	public function secret_key(): string;
}
