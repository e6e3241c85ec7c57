<?php
/**
 * The account's saved methods against the fake Stripe server, over real HTTP and through the
 * plugin's own filters: a card added on the add-payment-method page (a customer made on first
 * need, the setup intent confirmed, the card the default), listed, a second one added, deleted.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Customers;

use Vitrine\Account\AccountNotices;
use Vitrine\Account\AccountPages;
use Vitrine\Account\FormState;
use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Account\View\PaymentMethodsView;
use Vitrine\Plugin;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Customers\AccountMethods;
use Vitrine\Stripe\Customers\StripeCustomers;
use Vitrine\Tests\Stripe\FakeStripeTestCase;

require_once dirname( __DIR__ ) . '/FakeStripeTestCase.php';

final class AccountMethodsRouteTest extends FakeStripeTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->save_stripe_keys( array( 'payment_stripe_enabled' => true ) );
	}

	public function test_a_card_is_added_listed_as_the_default_and_deleted(): void {
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		$account = Plugin::instance()->get( SavedPaymentMethods::class );

		$added = $account->add( $user, 'stripe', array( AccountMethods::FIELD_PAYMENT_METHOD => 'pm_card_visa' ) );

		self::assertTrue( $added->success, $added->message );
		self::assertSame( '', $added->redirect );
		self::assertStringStartsWith( 'cus_', (string) get_user_meta( $user, 'vitrine_stripe_customer_test', true ) );
		$listed = $account->for_customer( $user );
		self::assertCount( 1, $listed );
		self::assertSame( array( 'stripe', 'Visa ending in 4242', true ), array( $listed[0]['gateway'], $listed[0]['method'], $listed[0]['is_default'] ) );
		self::assertMatchesRegularExpression( '#^\d\d/\d\d$#', $listed[0]['expires'] );

		delete_user_meta( $user, SavedPaymentMethods::LAST_ATTEMPT_META );
		self::assertTrue( $account->add( $user, 'stripe', array( AccountMethods::FIELD_PAYMENT_METHOD => 'pm_card_mastercard' ) )->success );
		$listed = $account->for_customer( $user );
		self::assertSame( array( true, false ), array_column( $listed, 'is_default' ), 'the first stays the default' );

		$account->delete( $user, 'stripe', $listed[0]['id'] );

		self::assertSame( array( 'Mastercard ending in 4444' ), array_column( $account->for_customer( $user ), 'method' ) );
	}

	public function test_a_card_that_needs_3ds_goes_to_the_confirmation_step(): void {
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );

		$added = Plugin::instance()->get( SavedPaymentMethods::class )->add( $user, 'stripe', array( AccountMethods::FIELD_PAYMENT_METHOD => 'pm_card_authenticationRequiredOnSetup' ) );

		self::assertTrue( $added->success, $added->message );
		self::assertMatchesRegularExpression( '/#vitrine-stripe-confirm-si:0:seti_[^:]+_secret_[^:]+:[0-9a-f]{10}$/', $added->redirect );
	}

	public function test_a_customer_back_from_a_banks_page_goes_to_the_list_once_the_method_is_saved(): void {
		$user = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		$methods  = Plugin::instance()->get( AccountMethods::class );
		$customer = Plugin::instance()->get( StripeCustomers::class )->for_user( $user );
		$intent   = Plugin::instance()->get( StripeClient::class )->post(
			'/v1/setup_intents',
			array(
				'customer'       => $customer,
				'payment_method' => 'pm_card_visa',
				'usage'          => 'off_session',
				'confirm'        => true,
				'return_url'     => $methods->return_url(),
			),
			IdempotencyKey::random( 'setup' )
		);

		$redirect = $methods->returned( $user, (string) $intent['id'] );

		self::assertSame( ( new AccountNotices() )->add_to_url( Plugin::instance()->get( AccountPages::class )->endpoint_url( AccountPages::PAYMENT_METHODS ), AccountNotices::METHOD_ADDED ), $redirect );
		self::assertSame( array( 'Visa ending in 4242' ), array_column( Plugin::instance()->get( SavedPaymentMethods::class )->for_customer( $user ), 'method' ) );
		self::assertSame( Plugin::instance()->get( AccountPages::class )->endpoint_url( AccountPages::ADD_PAYMENT_METHOD ), $methods->return_url(), 'the bank sends the customer back to the page that settles it' );
	}

	public function test_a_setup_intent_of_another_customer_brought_back_is_refused_on_the_add_page(): void {
		$other    = $this->create_user( 'customer' );
		$customer = Plugin::instance()->get( StripeCustomers::class )->for_user( $other );
		$intent   = Plugin::instance()->get( StripeClient::class )->post(
			'/v1/setup_intents',
			array(
				'customer'       => $customer,
				'payment_method' => 'pm_card_visa',
				'confirm'        => true,
			),
			IdempotencyKey::random( 'setup' )
		);
		$user     = $this->create_user( 'customer' );
		wp_set_current_user( $user );
		Plugin::instance()->get( StripeCustomers::class )->for_user( $user );
		$forms = Plugin::instance()->get( FormState::class );
		$forms->reset();

		self::assertNull( Plugin::instance()->get( AccountMethods::class )->returned( $user, (string) $intent['id'] ) );

		self::assertTrue( $forms->refused( PaymentMethodsView::ADD_ACTION ) );
		self::assertSame( array( 'Unable to add payment method to your account.' ), $forms->messages( PaymentMethodsView::ADD_ACTION ) );
		self::assertSame( array(), Plugin::instance()->get( SavedPaymentMethods::class )->for_customer( $user ) );
		$forms->reset();
	}
}
