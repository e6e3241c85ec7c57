<?php
/**
 * Hands a page-cached page a fresh per-visitor nonce.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Ajax;

/**
 * GET ?vitrine-ajax=<name>: a fresh nonce of one action for the current visitor. Pages are cached
 * with the nonces of logged-out visitors (the same for everyone) or none; the browser asks for
 * a fresh one only when a call was refused with vitrine_ajax_invalid_nonce, and retries once.
 *
 * refresh_nonce hands out the wp_rest nonce; the cart module adds refresh_cart_nonce.
 */
final class RefreshNonceEndpoint implements AjaxEndpoint {

	public function __construct(
		private readonly string $endpoint_name = 'refresh_nonce',
		private readonly string $nonce_action_name = 'wp_rest',
	) {
	}

	public function name(): string {
		return $this->endpoint_name;
	}

	public function methods(): array {
		return array( 'GET' );
	}

	public function nonce_action(): ?string {
		return null;
	}

	public function args(): array {
		return array();
	}

	public function handle( array $args ): array {
		return array( 'nonce' => wp_create_nonce( $this->nonce_action_name ) );
	}
}
