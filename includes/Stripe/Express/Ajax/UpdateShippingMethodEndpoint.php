<?php
/**
 * stripe_update_shipping_method: the rate the shopper picked in the sheet.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Stripe\Express\ExpressCart;
use Vitrine\Stripe\Express\ExpressCartDetails;
use Vitrine\Stripe\Express\ExpressError;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * shipping_method[] (rate ids; one package, so the first), is_product_page. Only a rate offered
 * for the cart's address is taken; answers total and displayItems.
 */
final class UpdateShippingMethodEndpoint extends ExpressEndpoint {

	public function __construct(
		private readonly ExpressCart $cart,
		private readonly ExpressCartDetails $details,
	) {
	}

	protected function key(): string {
		return ExpressNonces::UPDATE_SHIPPING;
	}

	public function args(): array {
		return array(
			'shipping_method' => array(
				'type'     => 'array',
				'items'    => array(
					'type'      => 'string',
					'maxLength' => 200,
				),
				'minItems' => 1,
				'maxItems' => 10,
				'required' => true,
			),
			'is_product_page' => self::PRODUCT_PAGE_ARG,
		);
	}

	protected function serve( array $args ): array {
		$this->cart->choose( (bool) $args['is_product_page'] );
		$rate_id = (string) ( array_values( (array) $args['shipping_method'] )[0] ?? '' );
		$offered = array_map( static fn ( ShippingRate $rate ): string => $rate->id, $this->details->totals( $this->cart->get() )->shipping_rates );
		if ( ! in_array( $rate_id, $offered, true ) ) {
			$message = __( 'This shipping method is not available for your address.', 'vitrine' );
			throw new ExpressError( 'vitrine_stripe_express_invalid_shipping_method', $message, ErrorKind::INVALID, array( 'params' => array( 'shipping_method' => $message ) ) );
		}
		$cart = $this->cart->choose_rate( $rate_id );
		return $this->details->details( $cart, $this->details->totals( $cart ) );
	}
}
