<?php
/**
 * GET ?vitrine-ajax=refresh_cart_nonce.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Ajax;

use Vitrine\Cart\Cart;
use Vitrine\Core\Ajax\AjaxEndpoint;

/**
 * A fresh nonce for the cart's endpoints: the browser asks for one and retries once when a cart
 * call was refused with vitrine_ajax_invalid_nonce (the page's nonce came from a cache, or the
 * visitor logged in or out in another tab).
 */
final class RefreshCartNonceEndpoint implements AjaxEndpoint {

	public function name(): string {
		return 'refresh_cart_nonce';
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
		return array( 'nonce' => wp_create_nonce( Cart::NONCE_ACTION ) );
	}
}
