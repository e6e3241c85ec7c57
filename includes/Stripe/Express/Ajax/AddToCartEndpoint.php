<?php
/**
 * stripe_add_to_cart: the product page's product, alone in the express cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Stripe\Express\ExpressCart;
use Vitrine\Stripe\Express\ExpressCartDetails;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * product_id, qty, attribute_* (and add-on fields, ignored). Empties the express cart, then adds
 * the product at the catalog's price; answers total, displayItems and requestShipping of the
 * express cart. The shopper's own cart is not touched.
 */
final class AddToCartEndpoint extends ExpressEndpoint {

	public function __construct(
		private readonly ExpressCart $cart,
		private readonly ExpressCartDetails $details,
	) {
	}

	protected function key(): string {
		return ExpressNonces::ADD_TO_CART;
	}

	public function args(): array {
		return self::product_args();
	}

	protected function serve( array $args ): array {
		$cart   = $this->cart->replace_with( (int) $args['product_id'], (int) $args['qty'], self::attributes( $args ) );
		$totals = $this->details->totals( $cart );
		return $this->details->details( $cart, $totals ) + array( 'requestShipping' => $totals->needs_shipping );
	}
}
