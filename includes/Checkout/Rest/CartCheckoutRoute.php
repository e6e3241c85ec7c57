<?php
/**
 * The checkout's cart routes: coupons, shipping rate, customer location.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Rest;

use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Cart\Rest\CartSchema;
use Vitrine\Checkout\CouponsInCart;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use WP_REST_Request;
use WP_REST_Server;

/**
 * POST /cart/apply-coupon {code}, /cart/remove-coupon {code}, /cart/select-shipping-rate
 * {rate_id}, /cart/update-customer {billing_address, shipping_address}: each answers the whole
 * cart with its totals, like the other cart routes; refusals are the coupon's own code and
 * message with 400 (404 for a coupon that is not applied, 409 for an empty cart).
 */
final class CartCheckoutRoute extends AbstractRoute {

	private const ACTIONS = array( 'apply-coupon', 'remove-coupon', 'select-shipping-rate', 'update-customer' );

	public function __construct(
		private readonly string $action,
		private readonly CartService $cart,
		private readonly CartSchema $schema,
		private readonly CouponsInCart $coupons,
	) {
		if ( ! in_array( $action, self::ACTIONS, true ) ) {
			throw new \InvalidArgumentException( sprintf( 'Unknown cart action %s.', esc_html( $action ) ) );
		}
	}

	/**
	 * One route of each action.
	 *
	 * @return list<self>
	 */
	public static function all( CartService $cart, CartSchema $schema, CouponsInCart $coupons ): array {
		return array_map( static fn ( string $action ): self => new self( $action, $cart, $schema, $coupons ), self::ACTIONS );
	}

	public function get_path(): string {
		return '/cart/' . $this->action;
	}

	protected function get_endpoints(): array {
		$location = array(
			'type'                 => 'object',
			'properties'           => array_fill_keys(
				CheckoutState::LOCATION_KEYS,
				array(
					'type'      => 'string',
					'maxLength' => 100,
				)
			),
			'additionalProperties' => true,
			'default'              => array(),
		);
		$code     = array(
			'type'      => 'string',
			'required'  => true,
			'minLength' => 1,
			'maxLength' => 100,
		);
		$args     = match ( $this->action ) {
			'apply-coupon', 'remove-coupon' => array( 'code' => $code ),
			'select-shipping-rate' => array( 'rate_id' => array( 'pattern' => '^[a-z_]+:\d+$' ) + $code ),
			default => array(
				'billing_address'  => $location,
				'shipping_address' => $location,
			),
		};
		if ( 'apply-coupon' === $this->action ) {
			$args['billing_email'] = array(
				'type'      => 'string',
				'maxLength' => 200,
				'default'   => '',
			);
		}
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'handle' ),
				'permission' => static fn ( WP_REST_Request $request ) => Permissions::check_nonce( $request ) ?? true,
				'args'       => $args,
			),
		);
	}

	/**
	 * The whole cart with its totals, like the other cart routes.
	 */
	protected function get_response_schema(): array {
		return CartSchema::schema();
	}

	/**
	 * @return array<string, mixed>
	 */
	public function handle( WP_REST_Request $request ): array {
		switch ( $this->action ) {
			case 'apply-coupon':
				$this->coupons->apply( (string) $request->get_param( 'code' ), sanitize_email( (string) $request->get_param( 'billing_email' ) ) );
				break;
			case 'remove-coupon':
				$this->coupons->remove( (string) $request->get_param( 'code' ) );
				break;
			case 'select-shipping-rate':
				$rate = (string) $request->get_param( 'rate_id' );
				$this->cart->set_choices( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_shipping_rate( $rate ) );
				break;
			default:
				$billing  = array_map( 'sanitize_text_field', array_filter( (array) $request->get_param( 'billing_address' ), 'is_string' ) );
				$shipping = array_map( 'sanitize_text_field', array_filter( (array) $request->get_param( 'shipping_address' ), 'is_string' ) );
				$this->cart->set_choices( static fn ( CartSnapshot $cart ): CheckoutState => $cart->checkout->with_locations( $billing, $shipping, array() !== $shipping && $shipping !== $billing ) );
		}
		return $this->schema->cart( $this->cart->get() );
	}
}
