<?php
/**
 * stripe_clear_cart: empties the express cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Stripe\Express\ExpressCart;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * booking_id? (ignored: no bookings here). Empties the express cart, never the shopper's.
 */
final class ClearCartEndpoint extends ExpressEndpoint {

	public function __construct( private readonly ExpressCart $cart ) {
	}

	protected function key(): string {
		return ExpressNonces::CLEAR_CART;
	}

	public function args(): array {
		return array(
			'booking_id' => array(
				'type'    => 'string',
				'default' => '',
			),
		);
	}

	protected function serve( array $args ): array {
		$this->cart->clear();
		return array();
	}
}
