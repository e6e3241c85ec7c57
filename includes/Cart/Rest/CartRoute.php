<?php
/**
 * GET /vitrine/v1/cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Rest;

use WP_REST_Server;

/**
 * The visitor's cart. Read-only: no nonce needed. (WordPress treats a cookie request without a
 * nonce as logged out, so a customer's cart needs the nonce to be seen.)
 */
final class CartRoute extends AbstractCartRoute {

	public function get_path(): string {
		return '/cart';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => fn (): array => $this->cart(),
				'permission' => '__return_true',
			),
		);
	}
}
