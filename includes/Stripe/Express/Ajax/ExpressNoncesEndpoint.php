<?php
/**
 * stripe_express_nonces: fresh nonces for a page a cache kept.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * Product pages may come from a page cache with nonces too old to pass: this read answers
 * { nonce: { key: nonce } } for every key. It has no nonce (it changes nothing, and a nonce is
 * only worth what the session it is made for allows).
 */
final class ExpressNoncesEndpoint implements AjaxEndpoint {

	public function name(): string {
		return ExpressNonces::NONCES_ENDPOINT;
	}

	public function methods(): array {
		return array( 'GET', 'POST' );
	}

	public function nonce_action(): ?string {
		return null;
	}

	public function args(): array {
		return array();
	}

	public function handle( array $args ): array {
		return array( 'nonce' => ExpressNonces::all() );
	}
}
