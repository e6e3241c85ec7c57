<?php
/**
 * GET ?vitrine-ajax=get_refreshed_fragments.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Ajax;

use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\Fragments;
use Vitrine\Core\Ajax\AjaxEndpoint;

/**
 * The cart's fragments for a page served from a cache. Read-only, so it needs no nonce. When
 * the cart is gone (expired, merged into an account) the hash cookie is deleted, so the
 * browser stops asking.
 */
final class GetRefreshedFragmentsEndpoint implements AjaxEndpoint {

	public function __construct(
		private readonly CartService $service,
		private readonly CartSession $session,
		private readonly Fragments $fragments,
	) {
	}

	public function name(): string {
		return 'get_refreshed_fragments';
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
		$cart = $this->service->get();
		if ( $cart->is_empty() ) {
			$this->session->publish_hash( '', 0 );
		}
		return CartPayload::of( $cart, $this->fragments );
	}
}
