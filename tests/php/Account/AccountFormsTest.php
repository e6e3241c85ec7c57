<?php
/**
 * The account's forms: addresses, account details, registration.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountDetails;
use Vitrine\Account\AccountPages;
use Vitrine\Account\CustomerAccounts;
use Vitrine\Account\Registration;
use Vitrine\Account\View\AccountDetailsView;
use Vitrine\Account\View\AddressesView;
use Vitrine\Account\View\RegistrationForm;
use Vitrine\Plugin;

require_once __DIR__ . '/AccountTestCase.php';

final class AccountFormsTest extends AccountTestCase {

	public function test_a_valid_address_is_saved_for_the_checkout(): void {
		$customer = $this->customer();
		$this->go_to( AccountPages::EDIT_ADDRESS, 'billing' );

		$redirect = $this->submit( $this->address_fields( array( 'billing_postcode' => ' 10117 ' ) ) );

		self::assertNotNull( $redirect );
		self::assertStringStartsWith( $this->account->pages->endpoint_url( AccountPages::EDIT_ADDRESS ), $redirect );
		self::assertSame( 'Address changed successfully.', $this->notice_of( $redirect ) );
		$saved = Plugin::instance()->accounts->address( $customer, 'billing' );
		self::assertSame( 'Berlin', $saved['city'] );
		self::assertSame( '10117', $saved['postcode'] );
		self::assertSame( 'DE', $saved['country'] );
		self::assertSame( 'ada@example.org', $saved['email'] );

		$this->go_to( AccountPages::EDIT_ADDRESS );
		$html = $this->account->view->render();
		self::assertStringContainsString( '<address>Ada Lovelace<br>Unter den Linden 1<br>10117 Berlin<br>Germany</address>', $html );
		self::assertStringContainsString( '>Edit Billing address</a>', $html );
		self::assertStringContainsString( '>Add Shipping address</a>', $html );
	}

	public function test_a_refused_address_writes_nothing_and_shows_each_message_by_its_field(): void {
		$customer = $this->customer();
		Plugin::instance()->accounts->save_address( $customer, 'billing', array( 'city' => 'Hamburg' ) );
		$this->go_to( AccountPages::EDIT_ADDRESS, 'billing' );

		$fields = $this->address_fields(
			array(
				'billing_postcode' => 'ABC',
				'billing_city'     => '',
			)
		);
		self::assertNull( $this->submit( $fields ) );

		self::assertSame( array( 400 ), $this->statuses );
		self::assertSame( array( 'city' => 'Hamburg' ), Plugin::instance()->accounts->address( $customer, 'billing' ), 'Nothing was written.' );
		$html = $this->account->view->render();
		self::assertStringContainsString( 'value="Unter den Linden 1"', $html, 'What was typed is kept.' );
		self::assertStringContainsString( 'value="ABC"', $html );
		self::assertStringContainsString( 'aria-describedby="billing_postcode_error"', $html );
		self::assertMatchesRegularExpression( '#<span class="vitrine-address__error" id="billing_city_error">Billing Town / City is a required field.</span>#', $html );
		self::assertStringContainsString( '<li data-id="billing_city"><a href="#billing_city">', $html, 'A summary links to each field.' );
	}

	public function test_an_address_needs_the_forms_nonce(): void {
		$customer = $this->customer();
		$this->go_to( AccountPages::EDIT_ADDRESS, 'billing' );

		self::assertNull( $this->submit( array( '_wpnonce' => 'stale' ) + $this->address_fields() ) );

		self::assertSame( array( 403 ), $this->statuses );
		self::assertSame( array(), Plugin::instance()->accounts->address( $customer, 'billing' ) );
	}

	public function test_the_account_details_are_saved_with_a_new_password(): void {
		$customer = $this->customer();
		$this->go_to( AccountPages::EDIT_ACCOUNT );

		$redirect = $this->submit(
			$this->details_fields(
				array(
					AccountDetails::FIRST_NAME       => 'Augusta',
					AccountDetails::EMAIL            => 'augusta@example.org',
					AccountDetails::CURRENT_PASSWORD => 'correct horse battery',
					AccountDetails::NEW_PASSWORD     => 'a new secret phrase',
					AccountDetails::CONFIRM_PASSWORD => 'a new secret phrase',
				)
			)
		);

		self::assertNotNull( $redirect );
		self::assertSame( 'Account details changed successfully.', $this->notice_of( $redirect ) );
		clean_user_cache( $customer );
		$user = get_userdata( $customer );
		self::assertInstanceOf( \WP_User::class, $user );
		self::assertSame( 'Augusta', $user->first_name );
		self::assertSame( 'augusta@example.org', $user->user_email );
		self::assertTrue( wp_check_password( 'a new secret phrase', $user->user_pass, $customer ) );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: string, 2: string}>
	 */
	public static function refused_details(): array {
		return array(
			'email taken'             => array( array( AccountDetails::EMAIL => 'grace@example.org' ), AccountDetails::EMAIL, 'This email address is already registered.' ),
			'wrong current password'  => array(
				array(
					AccountDetails::CURRENT_PASSWORD => 'wrong',
					AccountDetails::NEW_PASSWORD     => 'a new secret phrase',
					AccountDetails::CONFIRM_PASSWORD => 'a new secret phrase',
				),
				AccountDetails::CURRENT_PASSWORD,
				'Your current password is incorrect.',
			),
			'mismatched confirmation' => array(
				array(
					AccountDetails::CURRENT_PASSWORD => 'correct horse battery',
					AccountDetails::NEW_PASSWORD     => 'a new secret phrase',
					AccountDetails::CONFIRM_PASSWORD => 'a new secret phrase!',
				),
				AccountDetails::CONFIRM_PASSWORD,
				'New passwords do not match.',
			),
			'empty display name'      => array( array( AccountDetails::DISPLAY_NAME => '' ), AccountDetails::DISPLAY_NAME, 'Display name is a required field.' ),
		);
	}

	/**
	 * @dataProvider refused_details
	 * @param array<string, string> $changes What the customer typed.
	 * @param string                $field   The field refused.
	 * @param string                $message Its message.
	 */
	public function test_refused_account_details_write_nothing( array $changes, string $field, string $message ): void {
		$this->customer( 'grace@example.org', false );
		$customer = $this->customer();
		$before   = get_userdata( $customer );
		self::assertInstanceOf( \WP_User::class, $before );
		$this->go_to( AccountPages::EDIT_ACCOUNT );

		self::assertNull( $this->submit( $this->details_fields( array( AccountDetails::FIRST_NAME => 'Augusta' ) + $changes ) ) );

		self::assertSame( array( 400 ), $this->statuses );
		clean_user_cache( $customer );
		$after = get_userdata( $customer );
		self::assertInstanceOf( \WP_User::class, $after );
		self::assertSame( 'Ada', $after->first_name, 'The name was not saved either.' );
		self::assertSame( $before->user_email, $after->user_email );
		self::assertSame( $before->user_pass, $after->user_pass );

		$html = $this->account->view->render();
		self::assertStringContainsString( 'value="Augusta"', $html, 'What was typed is kept.' );
		self::assertStringContainsString( '<span class="vitrine-field__error" id="' . $field . '_error">' . esc_html( $message ) . '</span>', $html );
		self::assertMatchesRegularExpression( '#id="' . $field . '"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*' . $field . '_error"#', $html );
		self::assertStringNotContainsString( 'a new secret phrase', $html, 'Passwords are never shown again.' );
	}

	public function test_the_password_fields_have_the_toggle_and_are_optional(): void {
		$this->customer();
		$this->go_to( AccountPages::EDIT_ACCOUNT );

		$html = $this->account->view->render();

		foreach ( array( AccountDetails::CURRENT_PASSWORD, AccountDetails::NEW_PASSWORD, AccountDetails::CONFIRM_PASSWORD ) as $id ) {
			self::assertMatchesRegularExpression( '#<span class="vitrine-password-input"><input type="password" id="' . $id . '"[^>]*>#', $html );
			self::assertDoesNotMatchRegularExpression( '#<input type="password" id="' . $id . '"[^>]* required#', $html, 'Only a password change needs them.' );
		}
		self::assertStringContainsString( '<label for="account_email">Email address <span class="vitrine-required" aria-hidden="true">*</span></label>', $html );
		self::assertMatchesRegularExpression( '#<input type="email" class="vitrine-input" name="account_email" id="account_email" value="ada@example.org" autocomplete="email" required aria-required="true">#', $html );
		self::assertTrue( wp_script_is( 'vitrine-storefront', 'enqueued' ) );
	}

	public function test_registration_creates_a_logged_in_customer(): void {
		$this->go_to();
		$back = $this->account->pages->endpoint_url( AccountPages::ORDERS );

		$redirect = $this->submit( $this->registration_fields( 'new@example.org', 'long enough password', $back ) );

		self::assertNotNull( $redirect );
		self::assertStringStartsWith( $back, $redirect );
		$user = get_user_by( 'email', 'new@example.org' );
		self::assertInstanceOf( \WP_User::class, $user );
		self::assertSame( array( CustomerAccounts::ROLE ), $user->roles );
		self::assertSame( $user->ID, get_current_user_id(), 'The new customer is logged in.' );
		self::assertTrue( wp_check_password( 'long enough password', $user->user_pass, $user->ID ) );
		self::assertSame( 'Your account was created. Welcome!', $this->notice_of( $redirect ) );
	}

	public function test_registration_is_refused_for_a_taken_email_or_a_short_password(): void {
		$this->customer( 'grace@example.org', false );
		$this->go_to();

		self::assertNull( $this->submit( $this->registration_fields( 'grace@example.org', 'short', '' ) ) );

		self::assertSame( 0, get_current_user_id() );
		self::assertSame( array( 400 ), $this->statuses );
		$html = $this->account->view->render();
		self::assertStringContainsString( 'An account is already registered with your email address.', $html );
		self::assertStringContainsString( 'id="' . Registration::PASSWORD_FIELD . '_error">Please choose a password of at least 8 characters.', $html );
		self::assertStringContainsString( 'value="grace@example.org"', $html );
	}

	public function test_registration_is_closed_when_the_shop_allows_no_accounts(): void {
		Plugin::instance()->settings->update( array( 'checkout_signup' => false ) );
		$this->go_to();

		self::assertNull( $this->submit( $this->registration_fields( 'new@example.org', 'long enough password', '' ) ) );

		self::assertFalse( get_user_by( 'email', 'new@example.org' ) );
		self::assertSame( array( 403 ), $this->statuses );
	}

	public function test_a_logged_in_customer_cannot_register_again(): void {
		$this->customer();
		$this->go_to();

		self::assertNull( $this->submit( $this->registration_fields( 'new@example.org', 'long enough password', '' ) ) );

		self::assertFalse( get_user_by( 'email', 'new@example.org' ) );
	}

	/**
	 * The billing form's fields, a Berlin address unless changed.
	 *
	 * @param array<string, string> $changes Fields to change.
	 * @return array<string, string>
	 */
	private function address_fields( array $changes = array() ): array {
		return $changes + array(
			'vitrine_account_action' => AddressesView::SAVE_ACTION,
			'address_type'           => 'billing',
			'_wpnonce'               => wp_create_nonce( AddressesView::NONCE_ACTION ),
			'billing_first_name'     => 'Ada',
			'billing_last_name'      => 'Lovelace',
			'billing_country'        => 'DE',
			'billing_address_1'      => 'Unter den Linden 1',
			'billing_postcode'       => '10117',
			'billing_city'           => 'Berlin',
			'billing_email'          => 'ada@example.org',
		);
	}

	/**
	 * The account details form as saved, with changes.
	 *
	 * @param array<string, string> $changes Fields to change.
	 * @return array<string, string>
	 */
	private function details_fields( array $changes ): array {
		return $changes + array(
			'vitrine_account_action'         => AccountDetailsView::SAVE_ACTION,
			'_wpnonce'                       => wp_create_nonce( AccountDetailsView::NONCE_ACTION ),
			AccountDetails::FIRST_NAME       => 'Ada',
			AccountDetails::LAST_NAME        => 'Lovelace',
			AccountDetails::DISPLAY_NAME     => 'Ada Lovelace',
			AccountDetails::EMAIL            => 'ada@example.org',
			AccountDetails::CURRENT_PASSWORD => '',
			AccountDetails::NEW_PASSWORD     => '',
			AccountDetails::CONFIRM_PASSWORD => '',
		);
	}

	/**
	 * @return array<string, string>
	 */
	private function registration_fields( string $email, string $password, string $redirect ): array {
		return array(
			'vitrine_account_action'     => RegistrationForm::SUBMIT_ACTION,
			'_wpnonce'                   => wp_create_nonce( RegistrationForm::NONCE_ACTION ),
			Registration::EMAIL_FIELD    => $email,
			Registration::PASSWORD_FIELD => $password,
			'redirect_to'                => $redirect,
		);
	}
}
