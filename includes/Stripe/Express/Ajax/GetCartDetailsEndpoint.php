<?php
/**
 * stripe_get_cart_details: what the sheet shows for the cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Address\AddressFields;
use Vitrine\Core\Settings\Settings;
use Vitrine\Stripe\Express\ExpressCart;
use Vitrine\Stripe\Express\ExpressCartDetails;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * is_product_page? Answers currency (lower case, as Stripe.js takes it), total, displayItems,
 * requestShipping and needs_payer_phone (the phone field is required) of the cart, or of the
 * express cart from a product page.
 */
final class GetCartDetailsEndpoint extends ExpressEndpoint {

	public function __construct(
		private readonly ExpressCart $cart,
		private readonly ExpressCartDetails $details,
		private readonly Settings $settings,
	) {
	}

	protected function key(): string {
		return ExpressNonces::GET_CART_DETAILS;
	}

	public function args(): array {
		return array( 'is_product_page' => self::PRODUCT_PAGE_ARG );
	}

	protected function serve( array $args ): array {
		$this->cart->choose( (bool) $args['is_product_page'] );
		$cart   = $this->cart->get();
		$totals = $this->details->totals( $cart );
		return array( 'currency' => strtolower( $totals->currency ) )
			+ $this->details->details( $cart, $totals )
			+ array(
				'requestShipping'   => $totals->needs_shipping,
				'needs_payer_phone' => 'required' === $this->settings->get( AddressFields::SETTING_PHONE ),
			);
	}
}
