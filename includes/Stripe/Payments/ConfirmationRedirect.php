<?php
/**
 * Where the shopper's browser goes when Stripe needs them to confirm a payment.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Checkout\CheckoutPages;
use Vitrine\Orders\Order;
use Vitrine\Stripe\Ajax\StripeNonces;

/**
 * The hash-driven flows of docs/spec/payments.md section 2, on the page the shopper paid from
 * (the checkout, or the order's pay page): the browser's Stripe code reads the hash, confirms
 * with Stripe.js, and reports to stripe_update_order_status with the nonce carried in the hash.
 *
 *   #vitrine-stripe-confirm-pi:{orderId}:{clientSecret}:{nonce}              3-D Secure, bank redirects
 *   #vitrine-stripe-voucher-{orderId}:{type}:{clientSecret}:{returnUrl}      boleto, multibanco, oxxo
 *   #vitrine-stripe-wallet-{orderId}:{type}:pi:{clientSecret}:{returnUrl}:{nonce}   wechat_pay, cashapp
 *
 * The return URL (the order-received page) is URL-encoded, so that its colons do not split the hash.
 */
final class ConfirmationRedirect {

	private const VOUCHERS = array( 'boleto', 'multibanco', 'oxxo' );
	private const WALLETS  = array( 'wechat_pay', 'cashapp' );

	public function __construct( private readonly CheckoutPages $pages ) {
	}

	/**
	 * The address for an intent that requires_action.
	 *
	 * @param Order                $order  The order.
	 * @param array<string, mixed> $intent The payment intent.
	 * @param string               $type   The payment method type paid with.
	 * @param bool                 $on_pay_page Whether the shopper pays from the order's pay page.
	 */
	public function for_intent( Order $order, array $intent, string $type, bool $on_pay_page ): string {
		$base   = $on_pay_page ? $this->pages->pay_url( $order ) : $this->pages->url();
		$secret = (string) ( $intent['client_secret'] ?? '' );
		$return = rawurlencode( $this->pages->order_received_url( $order ) );
		$nonce  = StripeNonces::create( StripeNonces::UPDATE_ORDER_STATUS );
		if ( in_array( $type, self::VOUCHERS, true ) ) {
			return sprintf( '%s#vitrine-stripe-voucher-%d:%s:%s:%s', $base, $order->id, $type, $secret, $return );
		}
		if ( in_array( $type, self::WALLETS, true ) ) {
			return sprintf( '%s#vitrine-stripe-wallet-%d:%s:pi:%s:%s:%s', $base, $order->id, $type, $secret, $return, $nonce );
		}
		return sprintf( '%s#vitrine-stripe-confirm-pi:%d:%s:%s', $base, $order->id, $secret, $nonce );
	}

	/**
	 * Whether the shopper finishes paying on the order's pay page: an express-checkout order, or
	 * a request that came from the order's pay page (the checkout and the pay page post to the
	 * same endpoints).
	 */
	public function is_pay_page_request( Order $order ): bool {
		// An express-checkout order finishes on its pay page: the page it came from (a product
		// page, the cart) runs no confirmation, and the checkout shows the shopper's own cart, which
		// may be empty; the pay page needs nothing but the order.
		if ( 'express-checkout' === $order->created_via ) {
			return true;
		}
		$referer = (string) wp_get_raw_referer();
		if ( '' === $referer ) {
			return false;
		}
		$pay = wp_parse_url( $this->pages->pay_url( $order ) );
		$ref = wp_parse_url( $referer );
		if ( ! is_array( $pay ) || ! is_array( $ref ) ) {
			return false;
		}
		parse_str( (string) ( $pay['query'] ?? '' ), $pay_query );
		parse_str( (string) ( $ref['query'] ?? '' ), $ref_query );
		unset( $pay_query['key'], $ref_query['key'] );
		return ( $pay['path'] ?? '/' ) === ( $ref['path'] ?? '/' ) && $pay_query === $ref_query;
	}
}
