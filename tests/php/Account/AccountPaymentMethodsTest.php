<?php
/**
 * Saved payment methods: the list the gateways fill, deleting, adding.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountPages;
use Vitrine\Account\SavedPaymentMethods;
use Vitrine\Account\View\PaymentMethodsView;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\PaymentResult;

require_once __DIR__ . '/AccountTestCase.php';

final class AccountPaymentMethodsTest extends AccountTestCase {

	/** @var list<array{0: array<string, mixed>, 1: int}> The delete filter's calls. */
	private array $deleted = array();

	/** @var list<array{0: array<string, mixed>, 1: int}> The set-default filter's calls. */
	private array $defaults = array();

	/** @var list<array{0: string, 1: array<string, string>, 2: int}> The add filter's calls. */
	private array $added = array();

	private int $customer_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->customer_id = $this->customer();
		$owner             = $this->customer_id;
		// The gateway keeps one card for this customer and an entry it got wrong.
		$this->filter(
			'vitrine_customer_saved_payment_methods',
			static function ( array $methods, int $user_id ) use ( $owner ): array {
				if ( $user_id === $owner ) {
					$methods[] = array(
						'id'         => 'pm_42',
						'gateway'    => 'tokencard',
						'method'     => 'Visa ending in 4242',
						'expires'    => '12/30',
						'is_default' => true,
					);
					$methods[] = array( 'gateway' => 'tokencard' );
				}
				return $methods;
			},
			10,
			2
		);
	}

	public function test_the_list_shows_what_the_gateways_give_with_a_delete_button_each(): void {
		$this->go_to( AccountPages::PAYMENT_METHODS );

		$html = $this->account->view->render();

		self::assertStringContainsString( '<th scope="row">Visa ending in 4242 <span class="vitrine-badge">Default</span></th><td>12/30</td>', $html );
		self::assertSame( 1, substr_count( $html, '<tr class="vitrine-payment-methods-table__row' ), 'The malformed entry is left out.' );
		self::assertStringContainsString( 'name="payment_method_id" value="pm_42"', $html );
		self::assertStringContainsString( 'aria-label="Delete Visa ending in 4242"', $html );
		self::assertStringContainsString( 'href="' . esc_url( $this->account->pages->endpoint_url( AccountPages::ADD_PAYMENT_METHOD ) ) . '"', $html, 'A link to add one, since a gateway saves methods.' );
	}

	public function test_without_methods_the_customer_is_told_so_and_without_a_saving_gateway_gets_no_add_link(): void {
		wp_set_current_user( $this->customer( 'grace@example.org' ) );
		$this->gateway->enabled = false;
		$this->go_to( AccountPages::PAYMENT_METHODS );

		$html = $this->account->view->render();

		self::assertStringContainsString( 'No saved methods found.', $html );
		self::assertStringNotContainsString( 'add-payment-method', $html );
	}

	public function test_deleting_asks_the_gateway_that_keeps_the_method(): void {
		$this->filter( 'vitrine_delete_saved_payment_method', array( $this, 'delete_method' ), 10, 3 );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		$redirect = $this->submit( $this->delete_fields( 'tokencard', 'pm_42' ) );

		self::assertNotNull( $redirect );
		self::assertStringStartsWith( $this->account->pages->endpoint_url( AccountPages::PAYMENT_METHODS ), $redirect );
		self::assertSame( 'Payment method deleted.', $this->notice_of( $redirect ) );
		self::assertCount( 1, $this->deleted );
		self::assertSame( 'pm_42', $this->deleted[0][0]['id'] );
		self::assertSame( $this->customer_id, $this->deleted[0][1] );
	}

	public function test_a_method_that_is_not_the_customers_is_not_deleted(): void {
		$this->filter( 'vitrine_delete_saved_payment_method', array( $this, 'delete_method' ), 10, 3 );
		wp_set_current_user( $this->customer( 'grace@example.org' ) );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		self::assertNull( $this->submit( $this->delete_fields( 'tokencard', 'pm_42' ) ) );

		self::assertSame( array(), $this->deleted, 'The gateway was not asked.' );
		self::assertSame( array( 404 ), $this->statuses );
		self::assertStringContainsString( 'This payment method does not exist.', $this->account->view->render() );
	}

	public function test_a_gateways_refusal_to_delete_is_shown(): void {
		$this->filter( 'vitrine_delete_saved_payment_method', static fn (): \WP_Error => new \WP_Error( 'busy', 'The card could not be removed right now.' ) );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		self::assertNull( $this->submit( $this->delete_fields( 'tokencard', 'pm_42' ) ) );

		self::assertStringContainsString( 'The card could not be removed right now.', $this->account->view->render() );
		self::assertSame( array( 400 ), $this->statuses );
	}

	public function test_deleting_needs_the_methods_nonce(): void {
		$this->filter( 'vitrine_delete_saved_payment_method', array( $this, 'delete_method' ), 10, 3 );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		$fields                      = $this->delete_fields( 'tokencard', 'pm_other' );
		$fields['payment_method_id'] = 'pm_42';
		self::assertNull( $this->submit( $fields ) );

		self::assertSame( array(), $this->deleted );
		self::assertSame( array( 403 ), $this->statuses );
	}

	public function test_a_method_that_is_not_the_default_gets_a_make_default_button_naming_it(): void {
		$this->second_card();
		$this->go_to( AccountPages::PAYMENT_METHODS );

		$html = $this->account->view->render();

		self::assertStringContainsString( 'aria-label="Make default: Mastercard ending in 4444"', $html );
		self::assertStringContainsString( 'name="vitrine_account_action" value="' . PaymentMethodsView::DEFAULT_ACTION . '"', $html );
		self::assertStringNotContainsString( 'Make default: Visa ending in 4242', $html, 'The default has no such button.' );
		self::assertSame( 1, substr_count( $html, 'Make default</button>' ) );
	}

	public function test_making_a_method_the_default_asks_the_gateway_that_keeps_it(): void {
		$this->second_card();
		$this->filter( 'vitrine_set_default_saved_payment_method', array( $this, 'default_method' ), 10, 3 );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		$redirect = $this->submit( $this->default_fields( 'tokencard', 'pm_44' ) );

		self::assertNotNull( $redirect );
		self::assertStringStartsWith( $this->account->pages->endpoint_url( AccountPages::PAYMENT_METHODS ), $redirect );
		self::assertSame( 'This payment method was successfully set as your default.', $this->notice_of( $redirect ) );
		self::assertCount( 1, $this->defaults );
		self::assertSame( 'pm_44', $this->defaults[0][0]['id'] );
		self::assertSame( $this->customer_id, $this->defaults[0][1] );
	}

	public function test_making_the_default_needs_the_methods_own_nonce(): void {
		$this->second_card();
		$this->filter( 'vitrine_set_default_saved_payment_method', array( $this, 'default_method' ), 10, 3 );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		$fields                      = $this->default_fields( 'tokencard', 'pm_42' );
		$fields['payment_method_id'] = 'pm_44';
		self::assertNull( $this->submit( $fields ) );
		$fields             = $this->default_fields( 'tokencard', 'pm_44' );
		$fields['_wpnonce'] = wp_create_nonce( PaymentMethodsView::delete_nonce_action( 'tokencard', 'pm_44' ) );
		self::assertNull( $this->submit( $fields ), "The delete button's nonce does not make a default." );

		self::assertSame( array(), $this->defaults );
		self::assertSame( array( 403, 403 ), $this->statuses );
		self::assertStringContainsString( 'Your session has expired', $this->account->view->render() );
	}

	public function test_another_customers_method_is_not_made_the_default(): void {
		$this->second_card();
		$this->filter( 'vitrine_set_default_saved_payment_method', array( $this, 'default_method' ), 10, 3 );
		wp_set_current_user( $this->customer( 'grace@example.org' ) );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		self::assertNull( $this->submit( $this->default_fields( 'tokencard', 'pm_44' ) ) );

		self::assertSame( array(), $this->defaults, 'The gateway was not asked.' );
		self::assertSame( array( 404 ), $this->statuses );
		self::assertStringContainsString( 'This payment method does not exist.', $this->account->view->render() );
	}

	public function test_a_gateways_refusal_to_change_the_default_is_shown_and_the_list_is_unchanged(): void {
		$this->second_card();
		$this->filter( 'vitrine_set_default_saved_payment_method', static fn (): \WP_Error => new \WP_Error( 'busy', 'The default could not be changed right now.' ) );
		$this->go_to( AccountPages::PAYMENT_METHODS );

		self::assertNull( $this->submit( $this->default_fields( 'tokencard', 'pm_44' ) ) );

		$html = $this->account->view->render();
		self::assertStringContainsString( 'The default could not be changed right now.', $html );
		self::assertStringContainsString( 'Visa ending in 4242 <span class="vitrine-badge">Default</span>', $html );
		self::assertSame( array( 400 ), $this->statuses );
	}

	public function test_a_method_no_gateway_takes_is_refused_with_a_message(): void {
		$this->second_card();
		$this->go_to( AccountPages::PAYMENT_METHODS );

		self::assertNull( $this->submit( $this->default_fields( 'tokencard', 'pm_44' ) ) );

		self::assertStringContainsString( 'That payment method cannot be made the default.', $this->account->view->render() );
		self::assertSame( array( 400 ), $this->statuses );
	}

	public function test_adding_a_method_without_a_saving_gateway_says_so(): void {
		$this->gateway->enabled = false;
		$this->go_to( AccountPages::ADD_PAYMENT_METHOD );

		$html = $this->account->view->render();

		self::assertStringContainsString( 'New payment methods can only be added during checkout.', $html );
		self::assertStringNotContainsString( '<form', $html );

		self::assertNull( $this->submit( $this->add_fields( 'tokencard' ) ) );
		self::assertSame( array( 400 ), $this->statuses );
	}

	public function test_the_add_form_offers_the_saving_gateways_with_their_fields(): void {
		$this->go_to( AccountPages::ADD_PAYMENT_METHOD );

		$html = $this->account->view->render();

		self::assertStringContainsString( 'id="add_payment_method" method="post" action="' . esc_url( $this->account->pages->endpoint_url( AccountPages::ADD_PAYMENT_METHOD ) ) . '"', $html );
		self::assertStringContainsString( 'name="payment_method" value="tokencard"', $html );
		self::assertStringContainsString( '<input id="vitrine-tokencard-number" name="vitrine-tokencard-number">', $html );
		self::assertStringNotContainsString( 'value="bacs"', $html, 'Bank transfer cannot save a method.' );
		self::assertStringContainsString( 'name="_wpnonce"', $html );
		self::assertSame( array( PaymentContext::ADD_PAYMENT_METHOD ), $this->gateway->pages, 'The gateway knows its fields are for adding a method.' );
	}

	public function test_adding_a_method_goes_through_the_chosen_gateway(): void {
		$this->filter( 'vitrine_add_payment_method', array( $this, 'add_method' ), 10, 4 );
		$this->go_to( AccountPages::ADD_PAYMENT_METHOD );

		$redirect = $this->submit(
			$this->add_fields( 'tokencard' ) + array(
				'vitrine-tokencard-number' => '4242 4242 4242 4242',
				'unrelated'                => 'x',
			)
		);

		self::assertNotNull( $redirect );
		self::assertSame( 'Payment method successfully added.', $this->notice_of( $redirect ) );
		self::assertSame( array( array( 'tokencard', array( 'vitrine-tokencard-number' => '4242 4242 4242 4242' ), $this->customer_id ) ), $this->added );

		// A second attempt at once is refused without asking the gateway (card-testing fraud).
		self::assertNull( $this->submit( $this->add_fields( 'tokencard' ) ) );
		self::assertCount( 1, $this->added );
		self::assertSame( array( 429 ), $this->statuses );
		self::assertStringContainsString( 'so soon after the previous one', $this->account->view->render() );
	}

	public function test_a_gateways_refusal_to_add_is_shown_with_the_form(): void {
		$this->filter( 'vitrine_add_payment_method', static fn (): PaymentResult => PaymentResult::failure( 'Your card was declined.' ) );
		$this->go_to( AccountPages::ADD_PAYMENT_METHOD );

		self::assertNull( $this->submit( $this->add_fields( 'tokencard' ) ) );

		$html = $this->account->view->render();
		self::assertStringContainsString( 'Your card was declined.', $html );
		self::assertStringContainsString( 'id="add_payment_method"', $html );
		self::assertGreaterThan( 0, (int) get_user_meta( $this->customer_id, SavedPaymentMethods::LAST_ATTEMPT_META, true ) );
	}

	/**
	 * Filter vitrine_delete_saved_payment_method of the test gateway.
	 *
	 * @param true|\WP_Error|null  $result  The answer so far.
	 * @param array<string, mixed> $method  The method.
	 * @param int                  $user_id The customer.
	 * @return true|\WP_Error|null
	 */
	public function delete_method( $result, array $method, int $user_id ) {
		if ( 'tokencard' !== $method['gateway'] ) {
			return $result;
		}
		$this->deleted[] = array( $method, $user_id );
		return true;
	}

	/**
	 * Filter vitrine_set_default_saved_payment_method of the test gateway.
	 *
	 * @param true|\WP_Error|null  $result  The answer so far.
	 * @param array<string, mixed> $method  The method.
	 * @param int                  $user_id The customer.
	 * @return true|\WP_Error|null
	 */
	public function default_method( $result, array $method, int $user_id ) {
		if ( 'tokencard' !== $method['gateway'] ) {
			return $result;
		}
		$this->defaults[] = array( $method, $user_id );
		return true;
	}

	/**
	 * The gateway keeps a second card for the customer, not the default.
	 */
	private function second_card(): void {
		$owner = $this->customer_id;
		$this->filter(
			'vitrine_customer_saved_payment_methods',
			static function ( array $methods, int $user_id ) use ( $owner ): array {
				if ( $user_id === $owner ) {
					$methods[] = array(
						'id'      => 'pm_44',
						'gateway' => 'tokencard',
						'method'  => 'Mastercard ending in 4444',
					);
				}
				return $methods;
			},
			20,
			2
		);
	}

	/**
	 * @return array<string, string>
	 */
	private function default_fields( string $gateway, string $id ): array {
		return array(
			'vitrine_account_action' => PaymentMethodsView::DEFAULT_ACTION,
			'payment_method_gateway' => $gateway,
			'payment_method_id'      => $id,
			'_wpnonce'               => wp_create_nonce( PaymentMethodsView::default_nonce_action( $gateway, $id ) ),
		);
	}

	/**
	 * Filter vitrine_add_payment_method of the test gateway.
	 *
	 * @param PaymentResult|null    $result       The answer so far.
	 * @param Gateway               $gateway      The chosen gateway.
	 * @param array<string, string> $payment_data Its fields.
	 * @param int                   $user_id      The customer.
	 */
	public function add_method( ?PaymentResult $result, Gateway $gateway, array $payment_data, int $user_id ): ?PaymentResult {
		if ( 'tokencard' !== $gateway->id() ) {
			return $result;
		}
		$this->added[] = array( $gateway->id(), $payment_data, $user_id );
		return PaymentResult::success( '' );
	}

	/**
	 * @return array<string, string>
	 */
	private function delete_fields( string $gateway, string $id ): array {
		return array(
			'vitrine_account_action' => PaymentMethodsView::DELETE_ACTION,
			'payment_method_gateway' => $gateway,
			'payment_method_id'      => $id,
			'_wpnonce'               => wp_create_nonce( PaymentMethodsView::delete_nonce_action( $gateway, $id ) ),
		);
	}

	/**
	 * @return array<string, string>
	 */
	private function add_fields( string $gateway ): array {
		return array(
			'vitrine_account_action' => PaymentMethodsView::ADD_ACTION,
			'payment_method'         => $gateway,
			'_wpnonce'               => wp_create_nonce( PaymentMethodsView::ADD_NONCE ),
		);
	}
}
