<?php
/**
 * Who may see or pay an order from the front end.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderReader;

/**
 * An order is shown by its number and its key together (a number alone is guessable); a
 * customer's order also only to that customer once logged in, and a guest's pay-for-order page
 * also asks for the billing email, as the big shop plugins do.
 */
final class OrderAccess {

	public function __construct( private readonly OrderReader $reader ) {
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
	 * Whether the visitor is the order's customer: the logged-in owner of a customer's order,
	 * or anyone who knows a guest order's billing email.
	 */
	public function is_customer( Order $order, string $billing_email ): bool {
		if ( $order->customer_id > 0 ) {
			return get_current_user_id() === $order->customer_id;
		}
		return '' !== $billing_email && 0 === strcasecmp( trim( $billing_email ), $order->billing_email() );
	}
}
