<?php
/**
 * window.vitrineSettings.stripe and the Stripe bundle on the payment pages.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Gateway;

use Vitrine\Checkout\PaymentPageSettings;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Stripe\Gateway\StripeCheckoutAssets;
use Vitrine\Stripe\Gateway\StripeCheckoutSettings;
use Vitrine\Stripe\Settings\StripeAppearance;
use Vitrine\Tests\TestCase;

final class StripeCheckoutSettingsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
		delete_option( StripeAppearance::OPTION );
		$GLOBALS['wp_scripts'] = null;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = null;
		parent::tearDown();
	}

	public function test_the_settings_carry_every_key_the_browser_reads(): void {
		$this->configure(
			array(
				'payment_stripe_ideal_enabled' => true,
				'payment_stripe_layout'        => 'tabs',
			)
		);
		$context = array(
			'isCheckout'       => true,
			'total'            => 2599,
			'currency'         => 'EUR',
			'currencyDecimals' => 2,
			'gateways'         => array( 'bacs', 'stripe', 'stripe_ideal' ),
		);

		$settings = $this->services()->get( StripeCheckoutSettings::class )->build( $context, null );

		foreach ( array( 'key', 'locale', 'apiVersion', 'cartTotal', 'currency', 'currencyDecimals', 'ajax_url', 'isCheckout', 'isOrderPay', 'isChangingPayment', 'isLoggedIn', 'isSignupOnCheckoutAllowed', 'isOCEnabled', 'OCLayout', 'appearance', 'theme_name', 'enabledBillingFields', 'orderId', 'orderReceivedURL', 'genericErrorMessage', 'invalid_wallet_type', 'errorMessages', 'nonces', 'paymentMethodsConfig', 'savedCardsEnabled', 'i18n' ) as $key ) {
			self::assertArrayHasKey( $key, $settings );
		}
		self::assertSame( 'pk_test_abc', $settings['key'] );
		self::assertSame( '2026-09-30.endive', $settings['apiVersion'] );
		self::assertSame( 2599, $settings['cartTotal'] );
		self::assertSame( 'eur', $settings['currency'] );
		self::assertSame( '/?vitrine-ajax=%%endpoint%%', $settings['ajax_url'] );
		self::assertTrue( $settings['isCheckout'] );
		self::assertFalse( $settings['isChangingPayment'] );
		self::assertSame( 'tabs', $settings['OCLayout'] );
		self::assertNull( $settings['appearance'] );
		self::assertSame( get_stylesheet(), $settings['theme_name'] );
		self::assertContains( 'billing_email', $settings['enabledBillingFields'] );
		self::assertSame( 1, wp_verify_nonce( $settings['nonces']['updateOrderStatus'], 'vitrine-stripe-update_order_status' ) );
		self::assertSame( 1, wp_verify_nonce( $settings['nonces']['createSetupIntent'], 'vitrine-stripe-init_setup_intent' ) );
		self::assertSame( array( 'createSetupIntent', 'createPaymentIntent', 'createAndConfirmSetupIntent', 'updatePaymentIntent', 'updateFailedOrder', 'saveAppearance', 'updateOrderStatus' ), array_keys( $settings['nonces'] ) );
		self::assertSame(
			array(
				'card'  => array(
					'isReusable'             => true,
					'supportsDeferredIntent' => true,
					'countries'              => array(),
					'title'                  => 'Credit / Debit Card',
					'gatewayId'              => 'stripe',
				),
				'ideal' => array(
					'isReusable'             => true,
					'supportsDeferredIntent' => true,
					'countries'              => array( 'NL' ),
					'title'                  => 'iDEAL',
					'gatewayId'              => 'stripe_ideal',
				),
			),
			(array) $settings['paymentMethodsConfig']
		);
		self::assertSame( 'Your card has insufficient funds.', $settings['errorMessages']['insufficient_funds'] );
		self::assertSame( 'BLIK Code is invalid', $settings['i18n']['blikInvalid'] );
		self::assertSame( 'Cash App Pay may refuse a payment of this amount.', $settings['i18n']['cashAppLimit'] );
		self::assertSame( 'Failed to load %s payment method. Please refresh the page and try again.', $settings['i18n']['failedToLoad'] );
	}

	public function test_hidden_billing_fields_are_left_out_and_saved_cards_follow_the_setting(): void {
		$this->configure(
			array(
				'address_phone_field'        => 'hidden',
				'address_company_field'      => 'hidden',
				'payment_stripe_saved_cards' => false,
			)
		);

		$settings = $this->services()->get( StripeCheckoutSettings::class )->build( array( 'gateways' => array( 'stripe' ) ), null );

		self::assertNotContains( 'billing_phone', $settings['enabledBillingFields'] );
		self::assertNotContains( 'billing_company', $settings['enabledBillingFields'] );
		self::assertContains( 'billing_address_2', $settings['enabledBillingFields'] );
		self::assertFalse( $settings['savedCardsEnabled'] );
		self::assertFalse( $settings['paymentMethodsConfig']->card['isReusable'] );
	}

	public function test_stripe_js_locales(): void {
		self::assertSame( 'fr-CA', StripeCheckoutSettings::stripe_locale( 'fr_CA' ) );
		self::assertSame( 'de', StripeCheckoutSettings::stripe_locale( 'de_DE_formal' ) );
		self::assertSame( 'pt-BR', StripeCheckoutSettings::stripe_locale( 'pt_BR' ) );
		self::assertSame( 'en', StripeCheckoutSettings::stripe_locale( 'en_US' ) );
	}

	public function test_a_page_offering_stripe_gets_the_bundle_after_the_checkout_bundle_with_its_settings(): void {
		self::assertTrue( StripeCheckoutAssets::is_built(), 'npm test builds the bundles first.' );
		$this->configure();
		wp_set_current_user( $this->create_user( 'customer' ) );
		Plugin::instance()->assets->enqueue( 'checkout' );

		$this->services()->get( PaymentPageSettings::class )->for_add_payment_method( get_current_user_id() );

		self::assertTrue( wp_script_is( 'vitrine-stripe-checkout', 'enqueued' ) );
		self::assertContains( 'vitrine-checkout', wp_scripts()->query( 'vitrine-stripe-checkout' )->deps );
		$inline = implode( '', (array) wp_scripts()->get_data( 'vitrine-stripe-checkout', 'before' ) );
		self::assertStringContainsString( 'window.vitrineSettings["stripe"]=', $inline );
		self::assertStringContainsString( '"key":"pk_test_abc"', $inline );
		self::assertStringNotContainsString( 'sk_test_abc', $inline, 'The secret key never reaches the page.' );
	}

	public function test_a_page_without_a_stripe_method_loads_nothing_of_stripes(): void {
		wp_set_current_user( $this->create_user( 'customer' ) );

		$this->services()->get( PaymentPageSettings::class )->for_add_payment_method( get_current_user_id() );

		self::assertFalse( wp_script_is( 'vitrine-stripe-checkout', 'enqueued' ) );
		self::assertFalse( wp_script_is( 'vitrine-stripe-checkout', 'registered' ) );
	}

	/**
	 * @param array<string, mixed> $more More settings.
	 */
	private function configure( array $more = array() ): void {
		$result = Plugin::instance()->settings->update(
			array_merge(
				array(
					'payment_stripe_enabled'              => true,
					'payment_stripe_test_publishable_key' => 'pk_test_abc',
					'payment_stripe_test_secret_key'      => 'sk_test_abc',
				),
				$more
			)
		);
		self::assertIsArray( $result );
	}
}
