<?php
/**
 * The checkout's side of the cart page: its totals box and the shopper's choices there.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Address\Countries;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\CartUi\CartTotals;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Checkout\View\CartTotalsBox;
use Vitrine\Tax\TaxSettings;

/**
 * Implements the cart UI's CartTotals: the totals come from the same calculator as the
 * checkout's, coupons go through CouponsInCart, the chosen rate and the location through the
 * cart's checkout state, as the REST cart routes do (Rest\CartCheckoutRoute).
 */
final class CartPageTotals implements CartTotals {

	public function __construct(
		private readonly CartService $cart,
		private readonly TotalsCalculator $totals,
		private readonly CouponsInCart $coupons,
		private readonly CartTotalsBox $box,
		private readonly TaxSettings $tax_settings,
		private readonly Countries $countries,
	) {
	}

	public function render( CartSnapshot $cart, string $action ): string {
		return $this->box->render( $cart, $this->totals->calculate( $cart, get_current_user_id() ), $action );
	}

	public function browser_settings(): array {
		return array(
			'pricesIncludeTax' => $this->tax_settings->prices_include_tax(),
		) + $this->box->browser_strings();
	}

	public function apply_coupon( string $code ): string {
		return $this->coupons->apply( $code, '' );
	}

	public function remove_coupon( string $code ): void {
		$this->coupons->remove( $code );
	}

	public function choose_shipping_rate( string $rate_id ): void {
		$this->cart->set_choices( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_shipping_rate( $rate_id ) );
	}

	/**
	 * The same location for billing and shipping, as the REST route gets it from the cart page's
	 * script: an estimate says where the parcel goes, and taxes follow it.
	 *
	 * @param array<string, string> $location Country, state, postcode, city.
	 */
	public function estimate_shipping( array $location ): void {
		$country = strtoupper( trim( $location['country'] ?? '' ) );
		$clean   = array();
		if ( $this->countries->is_valid_country( $country ) ) {
			$clean['country'] = $country;
			$state            = trim( $location['state'] ?? '' );
			if ( '' !== $state ) {
				$clean['state'] = $this->countries->state_code( $country, $state ) ?? $state;
			}
		}
		foreach ( array( 'postcode', 'city' ) as $key ) {
			$value = trim( $location[ $key ] ?? '' );
			if ( '' !== $value ) {
				$clean[ $key ] = $value;
			}
		}
		$this->cart->set_choices( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_locations( $clean, $clean, false ) );
	}
}
