<?php
/**
 * Hands a page-cached page the per-visitor REST nonce.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Ajax;

/**
 * GET ?vitrine-ajax=refresh_nonce: a fresh wp_rest nonce for the current visitor. Pages
 * are cached without nonces in them; the browser asks for one only before its first call.
 */
final class RefreshNonceEndpoint implements AjaxEndpoint {

	public function name(): string {
		return 'refresh_nonce';
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
		return array( 'nonce' => wp_create_nonce( 'wp_rest' ) );
	}
}
