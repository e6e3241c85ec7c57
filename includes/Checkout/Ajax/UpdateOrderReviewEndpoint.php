<?php
/**
 * update_order_review: the checkout's totals for the address and methods typed so far.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Ajax;

use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Checkout\CheckoutView;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Errors\DomainError;

/**
 * POST, nonce vitrine-checkout. The spec's payload: payment_method, country, state, postcode,
 * city, address, address_2, the s_* shipping equivalents, has_full_address, post_data (the
 * serialized form) and shipping_method. Keeps the location and the chosen rate with the cart,
 * then answers { result, fragments, messages, reload }: the order review table and the payment
 * methods, rendered by the server from its own totals.
 */
final class UpdateOrderReviewEndpoint implements AjaxEndpoint {

	private const LOCATION_FIELDS = array(
		'country'  => 'country',
		'state'    => 'state',
		'postcode' => 'postcode',
		'city'     => 'city',
	);

	public function __construct(
		private readonly CartService $cart,
		private readonly CheckoutView $view,
	) {
	}

	public function name(): string {
		return 'update_order_review';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return CheckoutForm::NONCE_ACTION;
	}

	public function args(): array {
		$text = array(
			'type'      => 'string',
			'maxLength' => 200,
			'default'   => '',
		);
		return array(
			'payment_method'   => array(
				'type'      => 'string',
				'maxLength' => 60,
				'default'   => '',
			),
			'country'          => $text,
			'state'            => $text,
			'postcode'         => $text,
			'city'             => $text,
			'address'          => $text,
			'address_2'        => $text,
			's_country'        => $text,
			's_state'          => $text,
			's_postcode'       => $text,
			's_city'           => $text,
			's_address'        => $text,
			's_address_2'      => $text,
			'has_full_address' => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'post_data'        => array(
				'type'      => 'string',
				'maxLength' => 20000,
				'default'   => '',
			),
			// shipping_method[0] from the form; a plain string is read as a list of one.
			'shipping_method'  => array(
				'type'    => 'array',
				'items'   => array(
					'type'      => 'string',
					'maxLength' => 100,
				),
				'default' => array(),
			),
		);
	}

	public function handle( array $args ): array {
		$form    = self::form_fields( (string) $args['post_data'] );
		$billing = array();
		$ship_to = array();
		foreach ( self::LOCATION_FIELDS as $key ) {
			$billing[ $key ] = sanitize_text_field( (string) $args[ $key ] );
			$ship_to[ $key ] = sanitize_text_field( (string) $args[ 's_' . $key ] );
		}
		$elsewhere = isset( $form['ship_to_different_address'] ) && '' !== $form['ship_to_different_address'];
		$rate      = (string) ( array_values( (array) $args['shipping_method'] )[0] ?? '' );

		try {
			$cart = $this->cart->set_choices(
				static function ( CartSnapshot $cart ) use ( $billing, $ship_to, $elsewhere, $rate ): CheckoutState {
					$state = $cart->checkout->with_locations( $billing, $ship_to, $elsewhere );
					return '' === $rate ? $state : $state->with_shipping_rate( sanitize_text_field( $rate ) );
				}
			);
		} catch ( DomainError $e ) {
			if ( 'vitrine_cart_empty' !== $e->error_code ) {
				throw $e;
			}
			// The cart emptied in another tab, or the session expired: the page must reload.
			return array(
				'result'   => 'failure',
				'reload'   => true,
				'messages' => CheckoutNotices::errors( array(), array( __( 'Sorry, your session has expired.', 'vitrine' ) ) ),
			);
		}

		$email = isset( $form['billing_email'] ) ? sanitize_email( $form['billing_email'] ) : '';
		return array(
			'result' => 'success',
			'reload' => false,
		) + $this->view->review_answer( $cart, $email, sanitize_key( (string) $args['payment_method'] ) );
	}

	/**
	 * The checkout form's fields from post_data (the form serialized as a query string).
	 *
	 * @return array<string, string>
	 */
	private static function form_fields( string $post_data ): array {
		parse_str( $post_data, $fields );
		$clean = array();
		foreach ( $fields as $name => $value ) {
			if ( is_string( $name ) && is_string( $value ) ) {
				$clean[ $name ] = $value;
			}
		}
		return $clean;
	}
}
