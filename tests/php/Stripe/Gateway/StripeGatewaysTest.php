<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Gateway;

use Vitrine\Core\Settings\Settings;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;
use Vitrine\Plugin;
use Vitrine\Stripe\Gateway\LocalMethodGateway;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Gateway\StripeGateway;
use Vitrine\Stripe\Gateway\StripeMethodGateway;
use Vitrine\Tests\TestCase;

final class StripeGatewaysTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
	}

	public function test_the_card_and_every_other_type_are_registered_after_the_offline_methods(): void {
		$ids = array_keys( $this->gateways()->all() );

		self::assertSame( array( 'bacs', 'cheque', 'cod' ), array_slice( $ids, 0, 3 ) );
		$stripe = array_values( array_filter( $ids, static fn ( string $id ): bool => str_starts_with( $id, 'stripe' ) ) );
		self::assertSame( array_map( array( PaymentMethodTypes::class, 'gateway_id' ), PaymentMethodTypes::all() ), $stripe );
		self::assertCount( 22, $stripe );
		self::assertInstanceOf( StripeGateway::class, $this->gateways()->get( 'stripe' ) );
		self::assertInstanceOf( LocalMethodGateway::class, $this->gateways()->get( 'stripe_ideal' ) );
		self::assertSame( 'iDEAL', $this->gateways()->get( 'stripe_ideal' )->title() );
		self::assertSame( 'Credit / Debit Card', $this->gateways()->get( 'stripe' )->title() );
	}

	public function test_a_gateway_is_offered_only_when_switched_on_and_the_keys_of_the_mode_are_set(): void {
		$context = new PaymentContext( 2500, 'EUR', true );
		self::assertArrayNotHasKey( 'stripe', $this->gateways()->available( $context ) );

		$this->save( array( 'payment_stripe_enabled' => true ) );
		self::assertArrayNotHasKey( 'stripe', $this->gateways()->available( $context ), 'No keys yet.' );

		$this->save(
			array(
				'payment_stripe_test_publishable_key' => 'pk_test_a',
				'payment_stripe_test_secret_key'      => 'sk_test_a',
			)
		);
		self::assertArrayHasKey( 'stripe', $this->gateways()->available( $context ) );
		self::assertArrayNotHasKey( 'stripe_ideal', $this->gateways()->available( $context ), 'iDEAL has its own switch.' );

		$this->save( array( 'payment_stripe_testmode' => false ) );
		self::assertArrayNotHasKey( 'stripe', $this->gateways()->available( $context ), 'The live keys are not set.' );
	}

	public function test_each_type_is_offered_only_for_its_currencies_and_billing_countries(): void {
		$this->configure(
			array(
				'payment_stripe_ideal_enabled'  => true,
				'payment_stripe_klarna_enabled' => true,
				'payment_stripe_blik_enabled'   => true,
				'payment_stripe_alipay_enabled' => true,
			)
		);
		$available = fn ( string $currency, string $country ): array => array_keys( $this->gateways()->available( new PaymentContext( 10000, $currency, true, array(), PaymentContext::CHECKOUT, $country ) ) );

		self::assertSame( array( 'stripe', 'stripe_ideal', 'stripe_alipay', 'stripe_klarna' ), array_values( array_filter( $available( 'EUR', 'NL' ), static fn ( string $id ): bool => str_starts_with( $id, 'stripe' ) ) ) );
		self::assertNotContains( 'stripe_ideal', $available( 'EUR', 'DE' ), 'iDEAL is Dutch.' );
		self::assertNotContains( 'stripe_ideal', $available( 'USD', 'NL' ), 'iDEAL is in euros.' );
		self::assertContains( 'stripe_ideal', $available( 'eur', '' ), 'An unknown country leaves the choice to the browser.' );
		self::assertContains( 'stripe_blik', $available( 'PLN', 'PL' ) );
		self::assertNotContains( 'stripe_blik', $available( 'EUR', 'PL' ) );
		self::assertNotContains( 'stripe_alipay', $available( 'PLN', 'PL' ) );
		self::assertContains( 'stripe', $available( 'PLN', 'PL' ), 'The card pays in any currency and country.' );
	}

	public function test_an_amount_under_stripes_minimum_or_nothing_to_pay_is_not_for_stripe(): void {
		$this->configure();
		$available = fn ( int $total, string $currency ): bool => isset( $this->gateways()->available( new PaymentContext( $total, $currency, false ) )['stripe'] );

		self::assertTrue( $available( 50, 'EUR' ) );
		self::assertFalse( $available( 49, 'EUR' ) );
		self::assertFalse( $available( 0, 'EUR' ) );
	}

	public function test_supports_refunds_and_pay_for_order_and_tokenization_only_for_reusable_types_with_saved_cards_on(): void {
		$this->configure();
		foreach ( $this->stripe_gateways() as $gateway ) {
			self::assertTrue( $gateway->supports( Gateway::FEATURE_PRODUCTS ) );
			self::assertTrue( $gateway->supports( Gateway::FEATURE_REFUNDS ) );
			self::assertTrue( $gateway->supports( Gateway::FEATURE_PAY_FOR_ORDER ) );
			self::assertSame( PaymentMethodTypes::is_reusable( $gateway->type() ), $gateway->supports( Gateway::FEATURE_TOKENIZATION ), $gateway->id() );
		}
		self::assertFalse( $this->gateways()->get( 'stripe_alipay' )->supports( Gateway::FEATURE_TOKENIZATION ) );

		$this->save( array( 'payment_stripe_saved_cards' => false ) );
		self::assertFalse( $this->gateways()->get( 'stripe' )->supports( Gateway::FEATURE_TOKENIZATION ) );
	}

	public function test_the_non_reusable_types_are_those_of_the_spec(): void {
		$not_reusable = array_values( array_filter( PaymentMethodTypes::all(), static fn ( string $type ): bool => ! PaymentMethodTypes::is_reusable( $type ) ) );
		sort( $not_reusable );

		self::assertSame( array( 'affirm', 'afterpay_clearpay', 'alipay', 'au_becs_debit', 'boleto', 'eps', 'giropay', 'multibanco', 'oxxo', 'p24', 'wechat_pay' ), $not_reusable );
	}

	public function test_the_add_payment_method_page_offers_reusable_types_to_logged_in_customers(): void {
		$this->configure(
			array(
				'payment_stripe_sepa_debit_enabled' => true,
				'payment_stripe_eps_enabled'        => true,
			)
		);
		$context = new PaymentContext( 0, 'EUR', false, array(), PaymentContext::ADD_PAYMENT_METHOD );

		self::assertSame( array(), array_keys( array_filter( $this->gateways()->available( $context ), static fn ( Gateway $gateway ): bool => $gateway instanceof StripeMethodGateway ) ) );
		wp_set_current_user( $this->create_user( 'customer' ) );
		self::assertSame( array( 'stripe', 'stripe_sepa_debit' ), array_keys( array_filter( $this->gateways()->available( $context ), static fn ( Gateway $gateway ): bool => $gateway instanceof StripeMethodGateway ) ) );
	}

	public function test_the_payment_box_has_the_element_container_and_the_save_box_where_allowed(): void {
		$this->configure();
		$card = $this->gateways()->get( 'stripe' )->payment_fields_html( PaymentContext::CHECKOUT );
		self::assertStringContainsString( '<div class="vitrine-stripe-element" id="vitrine-stripe-card-element"', $card );
		self::assertStringContainsString( 'name="vitrine-stripe-new-payment-method" value="true"', $card );

		$eps = $this->gateways()->get( 'stripe_eps' )->payment_fields_html( PaymentContext::CHECKOUT );
		self::assertStringContainsString( 'id="vitrine-stripe-eps-element"', $eps );
		self::assertStringNotContainsString( 'vitrine-stripe-new-payment-method', $eps, 'EPS cannot be saved.' );
		self::assertSame( array( 'vitrine-stripe-checkout' ), $this->gateways()->get( 'stripe' )->script_handles() );
		self::assertStringNotContainsString( 'vitrine-stripe-blik-code', $eps );

		// BLIK's six-digit code, labelled, with its hint.
		$blik = $this->gateways()->get( 'stripe_blik' )->payment_fields_html( PaymentContext::CHECKOUT );
		self::assertStringContainsString( '<label for="vitrine-stripe-blik-code">BLIK code</label>', $blik );
		self::assertMatchesRegularExpression( '/<input type="text" id="vitrine-stripe-blik-code" name="vitrine-stripe-blik-code"[^>]* inputmode="numeric"[^>]* autocomplete="one-time-code" aria-describedby="vitrine-stripe-blik-code-hint">/', $blik );
	}

	public function test_each_other_type_has_its_own_section_with_its_switch_and_title(): void {
		$this->save( array( 'payment_stripe_sofort_title' => 'Sofortüberweisung' ) );

		self::assertSame( 'Sofortüberweisung', $this->gateways()->get( 'stripe_sofort' )->title() );
		$keys = array_keys( Plugin::instance()->settings->fields() );
		self::assertContains( 'payment_stripe_bacs_debit_enabled', $keys );
		self::assertContains( 'payment_stripe_bacs_debit_title', $keys );
		self::assertSame( 'payment_stripe_bacs_debit', Plugin::instance()->settings->fields()['payment_stripe_bacs_debit_enabled']->section );
	}

	/**
	 * @param array<string, mixed> $more More settings.
	 */
	private function configure( array $more = array() ): void {
		$this->save(
			array_merge(
				array(
					'payment_stripe_enabled'              => true,
					'payment_stripe_test_publishable_key' => 'pk_test_a',
					'payment_stripe_test_secret_key'      => 'sk_test_a',
				),
				$more
			)
		);
	}

	/**
	 * @return list<StripeMethodGateway>
	 */
	private function stripe_gateways(): array {
		return array_values( array_filter( $this->gateways()->all(), static fn ( Gateway $gateway ): bool => $gateway instanceof StripeMethodGateway ) );
	}

	private function gateways(): Gateways {
		return $this->services()->get( Gateways::class );
	}

	/**
	 * @param array<string, mixed> $values Settings.
	 */
	private function save( array $values ): void {
		self::assertIsArray( Plugin::instance()->settings->update( $values ) );
	}
}
