<?php
/**
 * Stripe's saved methods in the account: the list (labels, expiry, default), cached per request
 * and in the object cache until a change, deleting (detach), adding (a confirmed SetupIntent, the
 * confirmation step, a decline), and the radios of the payment box.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Customers;

use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Checkout\View\PaymentMethods;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\PaymentResult;
use Vitrine\Plugin;
use Vitrine\Stripe\Customers\AccountDefaultMethod;
use Vitrine\Stripe\Customers\AccountMethods;
use Vitrine\Stripe\Customers\SavedMethods;
use Vitrine\Stripe\Customers\SavedMethodsField;
use Vitrine\Stripe\Gateway\StripeGateway;
use Vitrine\Stripe\Payments\PaymentProcessor;
use Vitrine\Stripe\Payments\StripeRefunds;
use Vitrine\Stripe\Settings\StripeSettings;
use Vitrine\Tests\Stripe\Api\FakeTransport;

require_once __DIR__ . '/StripeAccountTestCase.php';

final class SavedMethodsTest extends StripeAccountTestCase {

	private const HOOKS = array( 'vitrine_customer_saved_payment_methods', 'vitrine_delete_saved_payment_method', 'vitrine_add_payment_method', 'vitrine_set_default_saved_payment_method' );

	/** @var array<string, mixed> */
	private array $hooks_before = array();

	protected function setUp(): void {
		parent::setUp();
		update_user_meta( $this->user, 'vitrine_stripe_customer_test', 'cus_ada' );
		// The plugin's own filters call the real Stripe: this test's, the script.
		foreach ( self::HOOKS as $hook ) {
			$this->hooks_before[ $hook ] = isset( $GLOBALS['wp_filter'][ $hook ] ) ? clone $GLOBALS['wp_filter'][ $hook ] : null;
			remove_all_filters( $hook );
		}
		$methods = $this->container->get( AccountMethods::class );
		add_filter( 'vitrine_customer_saved_payment_methods', array( $methods, 'list' ), 10, 2 );
		add_filter( 'vitrine_delete_saved_payment_method', array( $methods, 'delete' ), 10, 3 );
		add_filter( 'vitrine_add_payment_method', array( $methods, 'add' ), 10, 4 );
		add_filter( 'vitrine_set_default_saved_payment_method', array( $this->container->get( AccountDefaultMethod::class ), 'set_default' ), 10, 3 );
	}

	protected function tearDown(): void {
		foreach ( $this->hooks_before as $hook => $before ) {
			if ( null === $before ) {
				unset( $GLOBALS['wp_filter'][ $hook ] );
			} else {
				$GLOBALS['wp_filter'][ $hook ] = $before;
			}
		}
		parent::tearDown();
	}

	/**
	 * Scripts the customer and their methods.
	 *
	 * @param list<array<string, mixed>> $methods Payment methods.
	 */
	private function answer_methods( array $methods, string $default = 'pm_visa' ): void {
		$this->stripe->then(
			FakeTransport::json(
				200,
				array(
					'id'               => 'cus_ada',
					'invoice_settings' => array( 'default_payment_method' => $default ),
				)
			),
			FakeTransport::json(
				200,
				array(
					'object' => 'list',
					'data'   => $methods,
				)
			)
		);
	}

	private function account(): SavedPaymentMethods {
		return Plugin::instance()->get( SavedPaymentMethods::class );
	}

	public function test_the_account_lists_each_method_with_its_label_expiry_and_the_default(): void {
		$this->answer_methods(
			array(
				self::card( 'pm_master', 'mastercard', '4444', 1_700_000_100 ),
				self::card( 'pm_visa', 'visa', '4242', 1_700_000_000 ),
				array(
					'id'         => 'pm_sepa',
					'type'       => 'sepa_debit',
					'created'    => 1_700_000_200,
					'sepa_debit' => array( 'last4' => '3000' ),
				),
			)
		);

		$listed = $this->account()->for_customer( $this->user );

		self::assertSame(
			array(
				array(
					'id'         => 'pm_visa',
					'gateway'    => 'stripe',
					'method'     => 'Visa ending in 4242',
					'expires'    => '04/31',
					'is_default' => true,
				),
				array(
					'id'         => 'pm_master',
					'gateway'    => 'stripe',
					'method'     => 'Mastercard ending in 4444',
					'expires'    => '04/31',
					'is_default' => false,
				),
				array(
					'id'         => 'pm_sepa',
					'gateway'    => 'stripe_sepa_debit',
					'method'     => 'SEPA Direct Debit ending in 3000',
					'expires'    => '',
					'is_default' => false,
				),
			),
			$listed
		);
		self::assertSame( array( 'GET /v1/customers/cus_ada', 'GET /v1/customers/cus_ada/payment_methods' ), $this->calls() );
	}

	public function test_the_list_is_read_once_per_request_and_kept_in_the_object_cache_until_a_change(): void {
		$this->answer_methods( array( self::card( 'pm_visa' ) ) );
		$this->account()->for_customer( $this->user );
		$this->account()->for_customer( $this->user );
		self::assertCount( 2, $this->calls(), 'once in the request' );

		// Another request (another server): its own services, the shared object cache.
		$other = $this->services( array( \Vitrine\Core\Http\Transport::class => $this->stripe ) )->get( SavedMethods::class );
		self::assertSame( 'pm_visa', $other->methods( $this->user )[0]['id'] );
		self::assertCount( 2, $this->calls(), 'from the object cache' );

		$other->forget( $this->user );
		$this->answer_methods( array() );
		self::assertSame( array(), $other->methods( $this->user ) );
		self::assertCount( 4, $this->calls(), 'read again after a change' );
	}

	public function test_a_stripe_order_of_the_customer_changing_status_makes_the_list_read_again(): void {
		$this->answer_methods( array( self::card( 'pm_visa' ) ) );
		$methods = $this->container->get( AccountMethods::class );
		$this->account()->for_customer( $this->user );
		$order = function ( string $gateway, int $customer ): \Vitrine\Orders\Order {
			$draft                 = new \Vitrine\Orders\OrderDraft();
			$draft->customer_id    = $customer;
			$draft->payment_method = $gateway;
			$draft->billing        = array( 'email' => 'ada@example.org' );
			$draft->add_line_item(
				array(
					'name'     => 'Mug',
					'quantity' => 1,
					'subtotal' => 1250,
					'total'    => 1250,
				)
			);
			$draft->subtotal = 1250;
			$draft->total    = 1250;
			return $this->container->get( \Vitrine\Orders\Storage\OrderWriter::class )->create( $draft );
		};

		$methods->on_order_status_changed( $order( 'bacs', $this->user ) );
		$this->account()->for_customer( $this->user );
		self::assertCount( 2, $this->calls(), 'another gateway\'s order' );

		$methods->on_order_status_changed( $order( 'stripe', $this->user ) );
		$this->answer_methods( array( self::card( 'pm_visa' ), self::card( 'pm_saved_at_checkout' ) ) );

		self::assertCount( 2, $this->account()->for_customer( $this->user ) );
		self::assertCount( 4, $this->calls() );
	}

	public function test_a_user_without_a_stripe_customer_has_no_methods_and_stripe_is_not_asked(): void {
		delete_user_meta( $this->user, 'vitrine_stripe_customer_test' );

		self::assertSame( array(), $this->account()->for_customer( $this->user ) );
		self::assertSame( array(), $this->calls() );
	}

	public function test_stripe_unreachable_leaves_the_account_without_stripes_methods(): void {
		$this->stripe->then( new \Vitrine\Core\Http\TransportError( 'Could not resolve host' ), new \Vitrine\Core\Http\TransportError( 'Could not resolve host' ), new \Vitrine\Core\Http\TransportError( 'Could not resolve host' ) );

		self::assertSame( array(), $this->account()->for_customer( $this->user ) );
	}

	public function test_deleting_a_method_detaches_it_and_reads_the_list_again(): void {
		$this->answer_methods( array( self::card( 'pm_visa' ), self::card( 'pm_master', 'mastercard', '4444' ) ) );
		$this->stripe->then( FakeTransport::json( 200, self::card( 'pm_master' ) ) );
		$this->answer_methods( array( self::card( 'pm_visa' ) ) );

		$this->account()->delete( $this->user, 'stripe', 'pm_master' );

		self::assertSame( 'POST /v1/payment_methods/pm_master/detach', $this->calls()[2] );
		self::assertSame( array( 'pm_visa' ), array_column( $this->account()->for_customer( $this->user ), 'id' ) );
	}

	public function test_a_refused_detach_gives_the_customer_a_message(): void {
		$this->answer_methods( array( self::card( 'pm_visa' ) ) );
		$this->stripe->then(
			FakeTransport::error(
				400,
				array(
					'type'    => 'invalid_request_error',
					'code'    => 'payment_method_unexpected_state',
					'message' => 'The payment method is not attached.',
				)
			)
		);

		$this->expectException( \Vitrine\Account\AccountError::class );
		$this->account()->delete( $this->user, 'stripe', 'pm_visa' );
	}

	public function test_making_a_method_the_default_sets_it_on_the_stripe_customer_and_reads_the_list_again(): void {
		$this->answer_methods( array( self::card( 'pm_visa' ), self::card( 'pm_master', 'mastercard', '4444', 1_700_000_100 ) ) );
		$this->stripe->then( FakeTransport::json( 200, array( 'id' => 'cus_ada' ) ) );
		$this->answer_methods( array( self::card( 'pm_visa' ), self::card( 'pm_master', 'mastercard', '4444', 1_700_000_100 ) ), 'pm_master' );

		$this->account()->make_default( $this->user, 'stripe', 'pm_master' );

		self::assertSame( 'POST /v1/customers/cus_ada', $this->calls()[2] );
		self::assertSame( array( 'invoice_settings' => array( 'default_payment_method' => 'pm_master' ) ), self::body( $this->stripe->requests[2] ) );
		self::assertNotSame( '', $this->stripe->requests[2]->headers['Idempotency-Key'] ?? '' );
		$listed = $this->account()->for_customer( $this->user );
		self::assertSame( array( false, true ), array_column( $listed, 'is_default' ), 'The list shows the new default, read from Stripe.' );
		self::assertCount( 5, $this->calls() );
	}

	public function test_a_stripe_error_leaves_the_default_unchanged_and_the_customer_reads_why(): void {
		$this->answer_methods( array( self::card( 'pm_visa' ), self::card( 'pm_master', 'mastercard', '4444', 1_700_000_100 ) ) );
		$this->stripe->then(
			FakeTransport::error(
				400,
				array(
					'type'    => 'invalid_request_error',
					'code'    => 'resource_missing',
					'param'   => 'invoice_settings[default_payment_method]',
					'message' => 'No such PaymentMethod.',
				)
			)
		);
		$this->answer_methods( array( self::card( 'pm_visa' ), self::card( 'pm_master', 'mastercard', '4444', 1_700_000_100 ) ) );

		try {
			$this->account()->make_default( $this->user, 'stripe', 'pm_master' );
			self::fail( 'The refusal is the customer\'s message.' );
		} catch ( \Vitrine\Account\AccountError $error ) {
			self::assertSame( 'vitrine_payment_method_not_default', $error->error_code );
			self::assertNotSame( '', $error->getMessage() );
		}

		self::assertSame( array( true, false ), array_column( $this->account()->for_customer( $this->user ), 'is_default' ) );
	}

	public function test_adding_a_card_confirms_a_setup_intent_for_the_customer_and_makes_the_first_one_default(): void {
		$this->stripe->then(
			FakeTransport::json(
				200,
				array(
					'id'             => 'seti_1',
					'status'         => 'succeeded',
					'customer'       => 'cus_ada',
					'payment_method' => 'pm_new',
				)
			)
		);
		$this->answer_methods( array( self::card( 'pm_new' ) ), '' );
		$this->stripe->then( FakeTransport::json( 200, array( 'id' => 'cus_ada' ) ) );

		$result = $this->add( 'pm_new' );

		self::assertTrue( $result->success );
		self::assertSame( '', $result->redirect, 'back to the list' );
		self::assertSame( array( 'POST /v1/setup_intents', 'GET /v1/customers/cus_ada', 'GET /v1/customers/cus_ada/payment_methods', 'POST /v1/customers/cus_ada' ), $this->calls() );
		$setup = self::body( $this->stripe->requests[0] );
		self::assertSame( array( 'cus_ada', 'pm_new', 'true', 'off_session', array( 'card' ) ), array( $setup['customer'], $setup['payment_method'], $setup['confirm'], $setup['usage'], $setup['payment_method_types'] ) );
		self::assertStringEndsWith( '-setup-pm_new', $this->stripe->requests[0]->headers['Idempotency-Key'] );
		self::assertSame( 'pm_new', self::body( $this->stripe->requests[3] )['invoice_settings']['default_payment_method'] );
	}

	public function test_a_method_that_needs_confirming_goes_to_the_confirmation_step(): void {
		$this->stripe->then(
			FakeTransport::json(
				200,
				array(
					'id'            => 'seti_3ds',
					'status'        => 'requires_action',
					'customer'      => 'cus_ada',
					'client_secret' => 'seti_3ds_secret_abc',
					'next_action'   => array( 'type' => 'use_stripe_sdk' ),
				)
			)
		);

		$result = $this->add( 'pm_card_threeDSecure2Required' );

		self::assertTrue( $result->success );
		self::assertMatchesRegularExpression( '/#vitrine-stripe-confirm-si:0:seti_3ds_secret_abc:[0-9a-f]{10}$/', $result->redirect );
	}

	public function test_a_declined_card_is_not_saved_and_the_customer_reads_why(): void {
		$this->stripe->then(
			FakeTransport::error(
				402,
				array(
					'type'         => 'card_error',
					'code'         => 'card_declined',
					'decline_code' => 'generic_decline',
					'message'      => 'Your card was declined.',
				)
			)
		);

		$result = $this->add( 'pm_card_visa_chargeDeclined' );

		self::assertFalse( $result->success );
		self::assertNotSame( '', $result->message );
	}

	public function test_the_payment_box_offers_the_saved_cards_with_the_default_checked_and_a_new_one(): void {
		$this->answer_methods( array( self::card( 'pm_visa' ), self::card( 'pm_master', 'mastercard', '4444', 1_700_000_100 ) ), 'pm_master' );
		$field = $this->container->get( SavedMethodsField::class );

		$html = $field->html( $this->user, 'stripe' );

		self::assertStringContainsString( 'name="vitrine-stripe-saved-method" value="pm_visa">', $html );
		self::assertStringContainsString( 'value="pm_master" checked=\'checked\'', $html );
		self::assertStringContainsString( 'Mastercard ending in 4444 (expires 04/31)', $html );
		self::assertStringContainsString( 'name="vitrine-stripe-saved-method" value="">', $html, 'a new method: no saved one' );
		self::assertStringContainsString( 'Use a new payment method', $html );
		self::assertSame( '', $field->html( $this->user, 'stripe_sepa_debit' ), 'no saved method of that type' );
		self::assertSame( '', $field->html( 0, 'stripe' ), 'a guest' );
	}

	public function test_the_add_payment_method_page_offers_the_element_alone_to_a_customer_with_a_saved_card(): void {
		wp_set_current_user( $this->user );
		$this->answer_methods( array( self::card( 'pm_visa' ) ) );
		$gateway = new StripeGateway(
			$this->container->get( Gateways::class ),
			$this->container->get( StripeSettings::class ),
			$this->container->get( PaymentProcessor::class ),
			$this->container->get( StripeRefunds::class ),
			$this->container->get( SavedMethodsField::class )
		);

		$checkout = $gateway->payment_fields_html( PaymentContext::CHECKOUT );
		$calls    = count( $this->stripe->requests );
		$add      = ( new PaymentMethods() )->render( array( 'stripe' => $gateway ), 'stripe', true, PaymentContext::ADD_PAYMENT_METHOD );

		self::assertStringContainsString( 'name="vitrine-stripe-saved-method" value="pm_visa"', $checkout, 'the checkout offers the saved card' );
		self::assertStringContainsString( 'name="vitrine-stripe-new-payment-method"', $checkout );
		self::assertStringContainsString( '<div class="vitrine-stripe-element" id="vitrine-stripe-card-element" data-type="card"></div>', $add );
		self::assertStringNotContainsString( 'vitrine-stripe-saved-method', $add, 'a saved card chosen would hide the element' );
		self::assertStringNotContainsString( 'vitrine-stripe-new-payment-method', $add, 'saving is what the page does' );
		self::assertSame( $calls, count( $this->stripe->requests ), 'the saved methods are not even read' );
	}

	private function add( string $payment_method ): PaymentResult {
		$gateway = Plugin::instance()->get( Gateways::class )->get( 'stripe' );
		self::assertNotNull( $gateway );
		$result = apply_filters( 'vitrine_add_payment_method', null, $gateway, array( AccountMethods::FIELD_PAYMENT_METHOD => $payment_method ), $this->user );
		self::assertInstanceOf( PaymentResult::class, $result );
		return $result;
	}
}
