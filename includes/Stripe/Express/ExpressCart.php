<?php
/**
 * The cart an express checkout works on.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Cart\CartError;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;

/**
 * The cart and checkout pages' express checkout pays the shopper's cart; the product page's buys
 * that product alone, from the express cart (CartSession::use_express_cart(): its own cookie,
 * vitrine_express_cart), so that the shopper's cart is the same afterwards. The switch is made
 * for the whole request, before the cart is first read in it.
 */
final class ExpressCart {

	public function __construct(
		private readonly CartService $cart,
		private readonly CartSession $session,
	) {
	}

	/** Uses the express cart for the rest of the request when the call comes from a product page. */
	public function choose( bool $product_page ): void {
		if ( $product_page ) {
			$this->session->use_express_cart();
		}
	}

	public function get(): CartSnapshot {
		return $this->cart->get();
	}

	/**
	 * Empties the express cart, then adds the product: the express cart holds that purchase only.
	 *
	 * @param int                   $product_id The product.
	 * @param int                   $quantity   How many.
	 * @param array<string, string> $attributes Chosen variation values, attribute key to value.
	 * @throws ExpressError When options are missing or the combination does not exist.
	 * @throws CartError    When the cart refuses it otherwise (stock, quantity).
	 */
	public function replace_with( int $product_id, int $quantity, array $attributes ): CartSnapshot {
		$this->session->use_express_cart();
		$this->clear();
		try {
			$this->cart->add_item( $product_id, $quantity, 0, $attributes );
		} catch ( CartError $error ) {
			throw self::translate( $error );
		}
		return $this->cart->get();
	}

	/** Empties the express cart; the shopper's own cart is not touched. */
	public function clear(): void {
		$this->session->use_express_cart();
		foreach ( $this->cart->get()->items as $item ) {
			$this->cart->remove_item( $item->key );
		}
	}

	/**
	 * The cart as it would be shipped to a location (and taxed there), without keeping it.
	 *
	 * @param CartSnapshot          $cart     The cart.
	 * @param array<string, string> $location Country, state, postcode, city.
	 */
	public function at( CartSnapshot $cart, array $location ): CartSnapshot {
		return new CartSnapshot( $cart->items, $cart->subtotal_minor, $cart->hash, $cart->checkout->with_locations( $location, $location, false ), $cart->cart_id );
	}

	/**
	 * Keeps where the sheet ships to (and taxes follow it, as the cart page's estimate does),
	 * with the rate chosen there, in one write.
	 *
	 * @param array<string, string> $location Country, state, postcode, city.
	 * @param string                $rate_id  The chosen rate, '' for none.
	 */
	public function ship_to( array $location, string $rate_id ): CartSnapshot {
		return $this->cart->set_choices(
			static function ( CartSnapshot $cart ) use ( $location, $rate_id ): CheckoutState {
				$state = $cart->checkout->with_locations( $location, $location, false );
				return '' === $rate_id ? $state : $state->with_shipping_rate( $rate_id );
			}
		);
	}

	public function choose_rate( string $rate_id ): CartSnapshot {
		return $this->cart->set_choices( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_shipping_rate( $rate_id ) );
	}

	/**
	 * The cart's refusals of a product that the express sheet words as the spec does.
	 */
	public static function translate( CartError $error ): \Vitrine\Core\Errors\DomainError {
		return match ( $error->error_code ) {
			'vitrine_cart_choose_options'    => ExpressError::options_needed(),
			'vitrine_cart_invalid_variation' => ExpressError::unavailable(),
			default                          => $error,
		};
	}
}
