<?php
/**
 * window.vitrineSettings.stripe: what the Stripe bundle reads on a payment page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Gateway;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Stripe\Ajax\StripeNonces;
use Vitrine\Stripe\Api\ApiVersion;
use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * The injected settings of docs/spec/payments.md section 3 ("Injected settings for checkout
 * flows"), built from the page's payment context (the checkout module's
 * window.vitrineSettings.payment: page, total, currency, gateways offered, the order on the pay
 * page): the publishable key of the mode, Stripe.js's locale and API version, the amount in the
 * shop's minor units with the currency in lower case and its decimals, the ajax URL, the page
 * flags, the Payment Element's layout and the appearance saved for the theme, the billing fields
 * the shop collects (never asked again by Stripe's form), the nonces of each endpoint, the
 * configuration of each offered method type, and the texts the browser shows.
 */
final class StripeCheckoutSettings {

	/** The Stripe.js locales with a region; other languages are sent without one. */
	private const REGIONAL_LOCALES = array( 'en-GB', 'es-419', 'fr-CA', 'pt-BR', 'zh-HK', 'zh-TW' );

	/** The billing fields every checkout collects; company, address_2 and phone may be hidden. */
	private const BILLING_FIELDS = array( 'first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone', 'email' );

	public function __construct(
		private readonly StripeSettings $stripe,
		private readonly Settings $shop,
		private readonly Gateways $gateways,
	) {
	}

	/**
	 * The Stripe gateways a payment context offers.
	 *
	 * @param array<string, mixed> $context window.vitrineSettings.payment.
	 * @return array<string, StripeMethodGateway> Type => gateway.
	 */
	public function offered( array $context ): array {
		$offered = array();
		foreach ( (array) ( $context['gateways'] ?? array() ) as $id ) {
			$gateway = $this->gateways->get( (string) $id );
			if ( $gateway instanceof StripeMethodGateway ) {
				$offered[ $gateway->type() ] = $gateway;
			}
		}
		return $offered;
	}

	/**
	 * The settings for a page.
	 *
	 * @param array<string, mixed> $context window.vitrineSettings.payment of the page.
	 * @param Order|null           $order   The order on the pay page.
	 * @return array<string, mixed>
	 */
	public function build( array $context, ?Order $order ): array {
		$theme   = get_stylesheet();
		$methods = array();
		foreach ( $this->offered( $context ) as $type => $gateway ) {
			$methods[ $type ] = array(
				'isReusable'             => PaymentMethodTypes::is_reusable( $type ) && $gateway->supports( Gateway::FEATURE_TOKENIZATION ),
				'supportsDeferredIntent' => PaymentMethodTypes::supports_deferred_intent( $type ),
				'countries'              => PaymentMethodTypes::countries( $type ),
				'title'                  => $gateway->title(),
				'gatewayId'              => $gateway->id(),
			);
		}
		$texts = StripeErrorMessages::browser_texts();
		return array(
			'key'                       => $this->stripe->publishable_key(),
			'locale'                    => self::stripe_locale( determine_locale() ),
			'apiVersion'                => ApiVersion::CURRENT,
			'cartTotal'                 => (int) ( $context['total'] ?? 0 ),
			'currency'                  => strtolower( (string) ( $context['currency'] ?? $this->stripe->shop_currency() ) ),
			'currencyDecimals'          => (int) ( $context['currencyDecimals'] ?? $this->stripe->shop_decimals() ),
			'ajax_url'                  => AjaxRouter::url_template(),
			'isCheckout'                => (bool) ( $context['isCheckout'] ?? false ),
			'isOrderPay'                => (bool) ( $context['isOrderPay'] ?? false ),
			'isAddPaymentMethod'        => (bool) ( $context['isAddPaymentMethod'] ?? false ),
			'isChangingPayment'         => false,
			'isLoggedIn'                => is_user_logged_in(),
			'isSignupOnCheckoutAllowed' => (bool) $this->shop->get( 'checkout_signup' ),
			'isOCEnabled'               => false,
			'OCLayout'                  => $this->stripe->layout(),
			'appearance'                => $this->stripe->appearance( $theme ),
			'theme_name'                => $theme,
			'enabledBillingFields'      => $this->enabled_billing_fields(),
			'orderId'                   => null === $order ? 0 : $order->id,
			'orderReceivedURL'          => (string) ( $context['order']['orderReceivedUrl'] ?? '' ),
			'genericErrorMessage'       => (string) $this->shop->get( 'checkout_error_message' ),
			'invalid_wallet_type'       => __( 'This payment method is not available for this order. Please choose another one.', 'vitrine' ),
			'errorMessages'             => StripeErrorMessages::codes(),
			'nonces'                    => array(
				'createSetupIntent'           => StripeNonces::create( StripeNonces::INIT_SETUP_INTENT ),
				'createPaymentIntent'         => StripeNonces::create( StripeNonces::CREATE_PAYMENT_INTENT ),
				'createAndConfirmSetupIntent' => StripeNonces::create( StripeNonces::CREATE_AND_CONFIRM_SETUP_INTENT ),
				'updatePaymentIntent'         => StripeNonces::create( StripeNonces::UPDATE_PAYMENT_INTENT ),
				'updateFailedOrder'           => StripeNonces::create( StripeNonces::UPDATE_FAILED_ORDER ),
				'saveAppearance'              => StripeNonces::create( StripeNonces::SAVE_APPEARANCE ),
				'updateOrderStatus'           => StripeNonces::create( StripeNonces::UPDATE_ORDER_STATUS ),
			),
			'paymentMethodsConfig'      => (object) $methods,
			'savedCardsEnabled'         => $this->stripe->saved_cards(),
			'i18n'                      => array(
				'failedToLoad'          => $texts['methodNotLoaded'],
				'invalidPaymentDetails' => $texts['invalidPaymentDetails'],
				'paymentFailed'         => $texts['paymentFailed'],
				'blikInvalid'           => $texts['blikInvalid'],
				'requiredField'         => $texts['requiredField'],
				'billing'               => __( 'Billing', 'vitrine' ),
				'shipping'              => __( 'Shipping', 'vitrine' ),
				'processingProblem'     => $texts['processingProblem'],
				'unknownError'          => $texts['unknown'],
				'cashAppLimit'          => __( 'Cash App Pay may refuse a payment of this amount.', 'vitrine' ),
			),
		);
	}

	/**
	 * Stripe.js's locale for a WordPress locale: fr_CA -> fr-CA (Stripe has it), de_DE -> de.
	 */
	public static function stripe_locale( string $locale ): string {
		$tag = str_replace( '_', '-', $locale );
		if ( in_array( $tag, self::REGIONAL_LOCALES, true ) ) {
			return $tag;
		}
		$language = strtolower( (string) strtok( $tag, '-' ) );
		return preg_match( '/^[a-z]{2,3}$/', $language ) ? $language : 'auto';
	}

	/**
	 * The billing fields of the checkout form (billing_first_name…): the merchant may hide
	 * the company, the second address line and the phone.
	 *
	 * @return list<string>
	 */
	private function enabled_billing_fields(): array {
		$hidden = array();
		foreach ( array(
			'company'   => 'address_company_field',
			'address_2' => 'address_2_field',
			'phone'     => 'address_phone_field',
		) as $field => $setting ) {
			if ( 'hidden' === $this->shop->get( $setting ) ) {
				$hidden[] = $field;
			}
		}
		return array_values( array_map( static fn ( string $field ): string => 'billing_' . $field, array_diff( self::BILLING_FIELDS, $hidden ) ) );
	}
}
