<?php
/**
 * The names and nonce actions of the express checkout's calls.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

/**
 * Each call of the express checkout has its own nonce action vitrine-stripe-express-<key>, so
 * that a nonce printed for one (a page cache may keep it) opens no other. The keys are those of
 * the page settings' nonce map; the endpoints are our stripe_ names of the spec's calls.
 */
final class ExpressNonces {

	public const GET_CART_DETAILS          = 'get_cart_details';
	public const SHIPPING                  = 'shipping';
	public const UPDATE_SHIPPING           = 'update_shipping';
	public const NORMALIZE_ADDRESS         = 'normalize_address';
	public const ADD_TO_CART               = 'add_to_cart';
	public const CLEAR_CART                = 'clear_cart';
	public const GET_SELECTED_PRODUCT_DATA = 'get_selected_product_data';
	public const CHECKOUT                  = 'checkout';
	public const PAY_FOR_ORDER             = 'pay_for_order';

	/** The endpoint that hands out fresh nonces (a read: it has no nonce of its own). */
	public const NONCES_ENDPOINT = 'stripe_express_nonces';

	/** The REST checkout's headers: which express flow, and its nonce. */
	public const HEADER_FLOW  = 'X-Vitrine-Express-Checkout';
	public const HEADER_NONCE = 'X-Vitrine-Express-Nonce';

	/**
	 * Nonce key => endpoint name on ?vitrine-ajax= (checkout and pay_for_order go to the REST routes).
	 *
	 * @var array<string, string>
	 */
	public const ENDPOINTS = array(
		self::GET_CART_DETAILS          => 'stripe_get_cart_details',
		self::SHIPPING                  => 'stripe_get_shipping_options',
		self::UPDATE_SHIPPING           => 'stripe_update_shipping_method',
		self::NORMALIZE_ADDRESS         => 'stripe_normalize_address',
		self::ADD_TO_CART               => 'stripe_add_to_cart',
		self::CLEAR_CART                => 'stripe_clear_cart',
		self::GET_SELECTED_PRODUCT_DATA => 'stripe_get_selected_product_data',
	);

	/** Every nonce key, in the order of the page settings. */
	public const KEYS = array(
		self::GET_CART_DETAILS,
		self::SHIPPING,
		self::UPDATE_SHIPPING,
		self::NORMALIZE_ADDRESS,
		self::ADD_TO_CART,
		self::CLEAR_CART,
		self::GET_SELECTED_PRODUCT_DATA,
		self::CHECKOUT,
		self::PAY_FOR_ORDER,
	);

	/** The endpoint of a nonce key. */
	public static function endpoint( string $key ): string {
		return self::ENDPOINTS[ $key ] ?? 'stripe_' . $key;
	}

	/** The nonce action of a nonce key. */
	public static function action( string $key ): string {
		return 'vitrine-stripe-express-' . $key;
	}

	public static function create( string $key ): string {
		return wp_create_nonce( self::action( $key ) );
	}

	public static function verify( string $key, string $nonce ): bool {
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, self::action( $key ) );
	}

	/**
	 * A fresh nonce for every key: the page settings' nonce map.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$nonces = array();
		foreach ( self::KEYS as $key ) {
			$nonces[ $key ] = self::create( $key );
		}
		return $nonces;
	}
}
