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

use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Plugin;
use Vitrine\Stripe\Customers\AccountMethods;
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
}
