<?php
/**
 * stripe_get_shipping_options: the rates for the address the sheet gives.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Ajax;

use Vitrine\Address\Countries;
use Vitrine\Stripe\Express\ExpressCart;
use Vitrine\Stripe\Express\ExpressCartDetails;
use Vitrine\Stripe\Express\ExpressError;
use Vitrine\Stripe\Express\ExpressNonces;

/**
 * country, state, postcode, city, address_1, address_2, is_product_page. The location is kept
 * on the cart (taxes follow it, as the cart page's estimate), the first rate chosen; answers
 * shipping_options, total and displayItems, or 400 vitrine_stripe_express_no_shipping when no
 * rate delivers there.
 */
final class GetShippingOptionsEndpoint extends ExpressEndpoint {

	public function __construct(
		private readonly ExpressCart $cart,
		private readonly ExpressCartDetails $details,
		private readonly Countries $countries,
	) {
	}

	protected function key(): string {
		return ExpressNonces::SHIPPING;
	}

	public function args(): array {
		$text = array(
			'type'      => 'string',
			'maxLength' => 200,
			'default'   => '',
		);
		return array(
			'country'         => array(
				'type'      => 'string',
				'maxLength' => 2,
				'required'  => true,
			),
			'state'           => $text,
			'postcode'        => $text,
			'city'            => $text,
			'address_1'       => $text,
			'address_2'       => $text,
			'is_product_page' => self::PRODUCT_PAGE_ARG,
		);
	}

	protected function serve( array $args ): array {
		$this->cart->choose( (bool) $args['is_product_page'] );
		$country = strtoupper( sanitize_text_field( (string) $args['country'] ) );
		if ( ! $this->countries->is_valid_country( $country ) ) {
			throw ExpressError::no_shipping();
		}
		$location = array( 'country' => $country );
		$state    = sanitize_text_field( (string) $args['state'] );
		if ( '' !== $state ) {
			$location['state'] = $this->countries->state_code( $country, $state ) ?? $state;
		}
		foreach ( array( 'postcode', 'city' ) as $key ) {
			// sanitize_text_field() also drops a value that is not valid UTF-8, which the database would refuse.
			$value = sanitize_text_field( (string) $args[ $key ] );
			if ( '' !== $value ) {
				$location[ $key ] = $value;
			}
		}
		// The rates are looked at before anything is kept: an address no rate reaches changes nothing.
		$totals = $this->details->totals( $this->cart->at( $this->cart->get(), $location ) );
		if ( $totals->lacks_shipping() ) {
			throw ExpressError::no_shipping();
		}
		$cart   = $this->cart->ship_to( $location, null === $totals->chosen_rate ? '' : $totals->chosen_rate->id );
		$totals = $this->details->totals( $cart );
		return array( 'shipping_options' => $this->details->shipping_options( $totals ) ) + $this->details->details( $cart, $totals );
	}
}
