<?php
/**
 * The express checkout's calls to the checkout routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Rest\RestApi;
use WP_REST_Request;
use WP_REST_Server;

/**
 * POST vitrine/v1/checkout and vitrine/v1/checkout/{id} (pay for order) with the header
 * X-Vitrine-Express-Checkout (product, cart, checkout, pay_for_order) must carry the express
 * nonce in X-Vitrine-Express-Nonce (checkout's, or pay_for_order's on the order route): 403
 * vitrine_stripe_express_invalid_nonce otherwise, before the route runs. From a product page
 * (product) the order is placed from the express cart: the session is switched here, in
 * rest_pre_dispatch, before the route first reads the cart (nothing earlier in a REST request
 * reads it).
 */
final class ExpressCheckoutRequest {

	public const FLOWS = array( 'product', 'cart', 'checkout', 'pay_for_order' );

	public function __construct( private readonly ExpressCart $cart ) {
	}

	/**
	 * @param mixed           $result  An answer another filter already gave, or null.
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public function on_rest_pre_dispatch( mixed $result, WP_REST_Server $server, WP_REST_Request $request ): mixed {
		if ( null !== $result ) {
			return $result;
		}
		$flow = strtolower( trim( (string) $request->get_header( 'X-Vitrine-Express-Checkout' ) ) );
		if ( '' === $flow || 'POST' !== $request->get_method() ) {
			return $result;
		}
		$route = '/' . trim( $request->get_route(), '/' );
		$base  = '/' . RestApi::NAMESPACE . '/checkout';
		if ( $route === $base ) {
			$keys = array( ExpressNonces::CHECKOUT );
		} elseif ( 1 === preg_match( '@^' . preg_quote( $base, '@' ) . '/\d+$@', $route ) ) {
			$keys = array( ExpressNonces::PAY_FOR_ORDER, ExpressNonces::CHECKOUT );
		} else {
			return $result;
		}
		$nonce = (string) $request->get_header( 'X-Vitrine-Express-Nonce' );
		$valid = in_array( $flow, self::FLOWS, true ) && array() !== array_filter( $keys, static fn ( string $key ): bool => ExpressNonces::verify( $key, $nonce ) );
		if ( ! $valid ) {
			return ErrorMapper::to_wp_error( ExpressError::invalid_nonce() );
		}
		if ( 'product' === $flow && $route === $base ) {
			$this->cart->choose( true );
		}
		return $result;
	}
}
