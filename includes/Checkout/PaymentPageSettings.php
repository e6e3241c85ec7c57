<?php
/**
 * What a payment gateway's script needs to know about the page it runs on.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Address\AddressFields;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderDraft;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;
use Vitrine\Tax\TaxSettings;

/**
 * The one builder of the payment context (docs/spec/payments.md sections 2 and 3): the page contexts a
 * gateway tells apart (checkout, order-pay, add-payment-method, my-account payment methods), the
 * amount, currency and country it pays in, the gateways offered, where the order payload goes,
 * and on the pay-for-order page the order's details. Printed as window.vitrineSettings.payment
 * before the checkout bundle (attach()), so a gateway's script that depends on the
 * `vitrine-checkout` handle reads it with getPaymentContext() (src/checkout/payment-context.ts);
 * the checkout's order review updates answer it again with the new total.
 *
 * The shape (every key always present):
 *
 *   context            'checkout' | 'order-pay' | 'add-payment-method' | 'payment-methods'
 *   isCheckout         the checkout form (a new order from the cart)
 *   isOrderPay         the pay-for-order page (an order placed earlier)
 *   isAddPaymentMethod the my-account page that saves a new method
 *   isMyAccount        a my-account page (add-payment-method and payment-methods)
 *   isChangingPayment  false: Vitrine has no subscriptions whose method could change
 *   total              the amount to pay, integer of minor units (0 where nothing is paid)
 *   currency, currencyDecimals  ISO 4217 code and its decimals (0, 2 or 3)
 *   country            the billing country known so far (ISO 3166-1 alpha-2)
 *   needsShipping      whether the order ships
 *   isLoggedIn, isSignupOnCheckoutAllowed
 *   gateways           the ids of the gateways offered here, in their order
 *   genericErrorMessage the shop's text when placing an order failed without a reason
 *   locale             the page's language as a BCP 47 tag (en-US)
 *   api                { checkout: POST /vitrine/v1/checkout (the order payload), payForOrder:
 *                      POST /vitrine/v1/checkout/{id}?key=&billing_email= on order-pay, else '',
 *                      nonce: the wp_rest nonce }
 *   order              null, or on the pay-for-order page once the shopper may pay it:
 *                      { id, key, number, billingEmail, total, currency, currencyDecimals,
 *                      country, needsShipping, billingAddress, shippingAddress (null when
 *                      nothing ships), orderReceivedUrl }. Addresses have the payload's keys:
 *                      first_name, last_name, company, email, phone, country, address_1,
 *                      address_2, city, state, postcode.
 *
 * Filter: `vitrine_payment_context` ( array $context, string $page, ?Order $order ).
 */
final class PaymentPageSettings {

	/** The key in window.vitrineSettings. */
	public const SETTINGS_KEY = 'payment';

	public const CHECKOUT           = 'checkout';
	public const ORDER_PAY          = 'order-pay';
	public const ADD_PAYMENT_METHOD = 'add-payment-method';
	public const PAYMENT_METHODS    = 'payment-methods';

	public function __construct(
		private readonly Settings $settings,
		private readonly Gateways $gateways,
		private readonly CheckoutPages $pages,
		private readonly Customers $accounts,
		private readonly TaxSettings $tax_settings,
	) {
	}

	/**
	 * The checkout form's context, from the cart's totals and the gateways it offers.
	 *
	 * @param CartSnapshot           $cart     The cart with its checkout state.
	 * @param Totals                 $totals   Its totals.
	 * @param array<string, Gateway> $gateways The gateways the checkout offers (CheckoutView::available_gateways()).
	 * @return array<string, mixed>
	 */
	public function for_checkout( CartSnapshot $cart, Totals $totals, array $gateways ): array {
		$country = (string) ( $cart->checkout->billing['country'] ?? '' );
		return $this->build(
			self::CHECKOUT,
			array(
				'total'            => $totals->total,
				'currency'         => $totals->currency,
				'currencyDecimals' => $totals->decimals,
				'country'          => '' !== $country ? $country : $this->customer_country( get_current_user_id() ),
				'needsShipping'    => $totals->needs_shipping,
				'gateways'         => array_keys( $gateways ),
			),
			null
		);
	}

	/**
	 * The pay-for-order page's context. $payable is the order only once the shopper may pay it
	 * (right key, their order or its billing email given, still unpaid): before that the page
	 * prints nothing of the order.
	 *
	 * @param Order|null $payable The order the page offers to pay, or null.
	 * @return array<string, mixed>
	 */
	public function for_pay_for_order( ?Order $payable ): array {
		if ( null === $payable ) {
			return $this->build( self::ORDER_PAY, array(), null );
		}
		$ships   = $payable->has_shipping_address();
		$context = new PaymentContext( $payable->total, $payable->currency, $ships, self::shipping_method_ids( $payable ), PaymentContext::PAY_FOR_ORDER, (string) ( $payable->billing['country'] ?? '' ) );
		$country = (string) ( $payable->billing['country'] ?? '' );
		return $this->build(
			self::ORDER_PAY,
			array(
				'total'            => $payable->total,
				'currency'         => $payable->currency,
				'currencyDecimals' => $payable->decimals,
				'country'          => $country,
				'needsShipping'    => $ships,
				'gateways'         => array_keys( $this->gateways->available( $context ) ),
				'api'              => $this->api(
					add_query_arg(
						array(
							'key'           => rawurlencode( $payable->key ),
							'billing_email' => rawurlencode( $payable->billing_email() ),
						),
						RestApi::url( '/checkout/' . $payable->id )
					)
				),
				'order'            => array(
					'id'               => $payable->id,
					'key'              => $payable->key,
					'number'           => $payable->number(),
					'billingEmail'     => $payable->billing_email(),
					'total'            => $payable->total,
					'currency'         => $payable->currency,
					'currencyDecimals' => $payable->decimals,
					'country'          => $country,
					'needsShipping'    => $ships,
					'billingAddress'   => self::address( $payable->billing ),
					'shippingAddress'  => $ships ? self::address( $payable->shipping, false ) : null,
					'orderReceivedUrl' => $this->pages->order_received_url( $payable ),
				),
			),
			$payable
		);
	}

	/**
	 * The add-payment-method page's context: nothing is paid; the gateways that save methods.
	 *
	 * @param int $user_id The customer.
	 * @return array<string, mixed>
	 */
	public function for_add_payment_method( int $user_id ): array {
		$context = new PaymentContext( 0, (string) $this->settings->get( 'currency' ), false, array(), PaymentContext::ADD_PAYMENT_METHOD );
		return $this->build(
			self::ADD_PAYMENT_METHOD,
			array(
				'country'  => $this->customer_country( $user_id ),
				'gateways' => array_keys( $this->gateways->available( $context ) ),
			),
			null
		);
	}

	/**
	 * The my-account payment methods list's context: the gateways that keep methods there.
	 *
	 * @param int $user_id The customer.
	 * @return array<string, mixed>
	 */
	public function for_payment_methods( int $user_id ): array {
		$ids = array();
		foreach ( $this->gateways->all() as $id => $gateway ) {
			if ( $gateway->is_enabled() && $gateway->supports( Gateway::FEATURE_TOKENIZATION ) ) {
				$ids[] = $id;
			}
		}
		return $this->build(
			self::PAYMENT_METHODS,
			array(
				'country'  => $this->customer_country( $user_id ),
				'gateways' => $ids,
			),
			null
		);
	}

	/**
	 * Prints a context as window.vitrineSettings.payment before a script that is already
	 * registered (the checkout bundle). Printed once a page: a second call replaces nothing.
	 *
	 * @param string               $handle  The script the context goes before.
	 * @param array<string, mixed> $context What one of the for_*() methods built.
	 */
	public function attach( string $handle, array $context ): void {
		wp_add_inline_script( $handle, Assets::settings_script( self::SETTINGS_KEY, $context ), 'before' );
	}

	/**
	 * Every key, filled from $values over the defaults, then filtered.
	 *
	 * @param string               $page   One of the constants.
	 * @param array<string, mixed> $values What the page knows.
	 * @param Order|null           $order  The order on the pay-for-order page.
	 * @return array<string, mixed>
	 */
	private function build( string $page, array $values, ?Order $order ): array {
		$currency = (string) $this->settings->get( 'currency' );
		$context  = array_merge(
			array(
				'context'                   => $page,
				'isCheckout'                => self::CHECKOUT === $page,
				'isOrderPay'                => self::ORDER_PAY === $page,
				'isAddPaymentMethod'        => self::ADD_PAYMENT_METHOD === $page,
				'isMyAccount'               => in_array( $page, array( self::ADD_PAYMENT_METHOD, self::PAYMENT_METHODS ), true ),
				'isChangingPayment'         => false,
				'total'                     => 0,
				'currency'                  => $currency,
				'currencyDecimals'          => (int) $this->settings->get( 'price_decimals' ),
				'country'                   => $this->tax_settings->store_location()->country,
				'needsShipping'             => false,
				'isLoggedIn'                => is_user_logged_in(),
				'isSignupOnCheckoutAllowed' => (bool) $this->settings->get( 'checkout_signup' ),
				'gateways'                  => array(),
				'genericErrorMessage'       => (string) $this->settings->get( 'checkout_error_message' ),
				'locale'                    => str_replace( '_', '-', determine_locale() ),
				'api'                       => $this->api( '' ),
				'order'                     => null,
			),
			$values
		);
		if ( '' === $context['country'] ) {
			$context['country'] = $this->tax_settings->store_location()->country;
		}
		/**
		 * Filters the payment context a gateway's script reads (window.vitrineSettings.payment).
		 * Keep the documented keys and their types; add a gateway's own under a key of its id.
		 *
		 * @param array<string, mixed> $context The context (see Vitrine\Checkout\PaymentPageSettings).
		 * @param string               $page    'checkout', 'order-pay', 'add-payment-method' or 'payment-methods'.
		 * @param Order|null           $order   The order on the pay-for-order page, once the shopper may pay it.
		 */
		$filtered = apply_filters( 'vitrine_payment_context', $context, $page, $order );
		return is_array( $filtered ) ? $filtered : $context;
	}

	/**
	 * @return array{checkout: string, payForOrder: string, nonce: string}
	 */
	private function api( string $pay_for_order ): array {
		return array(
			'checkout'    => RestApi::url( '/checkout' ),
			'payForOrder' => $pay_for_order,
			'nonce'       => wp_create_nonce( 'wp_rest' ),
		);
	}

	/**
	 * The customer's saved billing country, else the shop's.
	 */
	private function customer_country( int $user_id ): string {
		$country = $user_id > 0 ? (string) ( $this->accounts->address( $user_id, AddressFields::BILLING )['country'] ?? '' ) : '';
		return '' !== $country ? $country : $this->tax_settings->store_location()->country;
	}

	/**
	 * An order address with the payload's keys, each a string ('' when missing).
	 *
	 * @param array<string, string> $address The order's address.
	 * @param bool                  $contact Whether it has email and phone (billing).
	 * @return array<string, string>
	 */
	private static function address( array $address, bool $contact = true ): array {
		$fields = array();
		foreach ( OrderDraft::ADDRESS_FIELDS as $key ) {
			if ( ! $contact && 'email' === $key ) {
				continue;
			}
			$fields[ $key ] = (string) ( $address[ $key ] ?? '' );
		}
		return $fields;
	}

	/**
	 * @return list<string>
	 */
	private static function shipping_method_ids( Order $order ): array {
		return array_values( array_filter( array_map( static fn ( $line ): string => (string) ( $line->meta['method_id'] ?? '' ), $order->shipping_lines() ) ) );
	}
}
