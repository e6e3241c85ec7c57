<?php
/**
 * Base of the cart's REST routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart\Rest;

use Vitrine\Cart\CartService;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use WP_Error;
use WP_REST_Request;

/**
 * Cart routes serve guests as well as customers: reading needs nothing, a change needs a valid
 * X-WP-Nonce (a guest's wp_rest nonce works). Every route answers the whole cart.
 */
abstract class AbstractCartRoute extends AbstractRoute {

	/**
	 * The shape of a cart item key.
	 */
	protected const KEY_PATTERN = '^[a-f0-9]{32}$';

	public function __construct(
		protected readonly CartService $service,
		protected readonly CartSchema $schema,
	) {
	}

	/**
	 * A valid X-WP-Nonce, whoever the visitor is.
	 *
	 * @return \Closure(WP_REST_Request): (bool|WP_Error)
	 */
	protected static function nonce(): \Closure {
		return static fn ( WP_REST_Request $request ): bool|WP_Error => Permissions::check_nonce( $request ) ?? true;
	}

	/**
	 * Every cart route answers the whole cart.
	 */
	protected function get_response_schema(): array {
		return CartSchema::schema();
	}

	/**
	 * The whole cart as answered by every route.
	 *
	 * @return array<string, mixed>
	 */
	protected function cart(): array {
		return $this->schema->cart( $this->service->get() );
	}
}
