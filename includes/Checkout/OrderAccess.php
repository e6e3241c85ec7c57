<?php
/**
 * Who may see or pay an order from the front end.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartStore;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderReader;

/**
 * An order is shown by its number and its key together (a number alone is guessable); a
 * customer's order also only to that customer once logged in, and a guest's pay-for-order page
 * also asks for the billing email, as the big shop plugins do, unless the guest placed the order
 * in this browser (WooCommerce's "order awaiting payment" of the session).
 */
final class OrderAccess {

	public function __construct(
		private readonly OrderReader $reader,
		private readonly ?CartSession $session = null,
		private readonly ?CartStore $carts = null,
	) {
	}

	/**
	 * The order when the key is its own, else null.
	 */
	public function with_key( int $order_id, string $key ): ?Order {
		$order = $order_id > 0 ? $this->reader->find( $order_id ) : null;
		return null !== $order && '' !== $key && hash_equals( $order->key, $key ) ? $order : null;
	}

	/**
	 * The key in the request's query string.
	 */
	public static function requested_key(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the key is the credential here.
		return isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['key'] ) ) : '';
	}

	/**
	 * Whether the visitor is the order's customer: the logged-in owner of a customer's order;
	 * for a guest order, anyone who gives its billing email, or, when none is given, the browser
	 * it was placed in.
	 */
	public function is_customer( Order $order, string $billing_email ): bool {
		if ( $order->customer_id > 0 ) {
			return get_current_user_id() === $order->customer_id;
		}
		if ( '' !== trim( $billing_email ) ) {
			return 0 === strcasecmp( trim( $billing_email ), $order->billing_email() );
		}
		return $this->placed_in_this_browser( $order );
	}

	/**
	 * Whether a cart of this browser (the shopper's, or the express checkout's own) placed the
	 * order: a guest sent to the pay page to finish 3-D Secure or a wallet's step is not asked
	 * again for the email the wallet just gave. The cart's token is a secret of that browser.
	 */
	private function placed_in_this_browser( Order $order ): bool {
		if ( null === $this->session || null === $this->carts ) {
			return false;
		}
		foreach ( $this->session->tokens_in_browser() as $token ) {
			$cart = $this->carts->find_by_token( $token );
			if ( null !== $cart && $cart->checkout->placed_order_id === $order->id ) {
				return true;
			}
		}
		return false;
	}
}
