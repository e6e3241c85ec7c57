<?php
/**
 * Customer accounts made by the shop.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Install\Migrations\Migration0009CustomerRole;
use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;
use Vitrine\Checkout\Customers;

/**
 * Creates the customer's WordPress user at checkout (role `customer`, made by the migrations),
 * with the billing name and email, and keeps their saved addresses in user meta
 * (vitrine_billing_*, vitrine_shipping_*), which the checkout fills in next time.
 */
final class CustomerAccounts implements Customers, OwnsData {

	public const ROLE = 'customer';

	/**
	 * Uninstalling removes the `customer` role when the migration made it (its users become
	 * subscribers); a role another plugin made stays.
	 */
	public function owned_data(): OwnedData {
		return new OwnedData( roles: array( self::ROLE => Migration0009CustomerRole::ADDED_OPTION ) );
	}

	/**
	 * Problems with a new account's details, field name => translated message; empty when none.
	 *
	 * @return array<string, string>
	 */
	public function problems( string $email, string $password ): array {
		$problems = array();
		if ( '' !== $email && email_exists( $email ) ) {
			$problems['billing_email'] = __( 'An account is already registered with your email address. Please log in.', 'vitrine' );
		}
		if ( strlen( $password ) < self::MIN_PASSWORD_LENGTH ) {
			/* translators: %d: the shortest password length. */
			$problems['account_password'] = sprintf( __( 'Please choose a password of at least %d characters.', 'vitrine' ), self::MIN_PASSWORD_LENGTH );
		}
		return $problems;
	}

	/**
	 * Creates the account and logs the shopper in.
	 *
	 * @param string $email      Billing email.
	 * @param string $password   Chosen password.
	 * @param string $first_name Billing first name.
	 * @param string $last_name  Billing last name.
	 * @return int The new user's id.
	 * @throws AccountError When WordPress refuses the user.
	 */
	public function create( string $email, string $password, string $first_name, string $last_name ): int {
		$id = wp_insert_user(
			array(
				'user_login' => $this->login_for( $email ),
				'user_email' => $email,
				'user_pass'  => $password,
				'first_name' => $first_name,
				'last_name'  => $last_name,
				'role'       => self::ROLE,
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new AccountError( 'vitrine_account_not_created', $id->get_error_message(), ErrorKind::INVALID );
		}
		/**
		 * Fires when a customer account was made at checkout.
		 *
		 * @param int $id The user.
		 */
		do_action( 'vitrine_customer_created', $id );
		wp_set_current_user( $id );
		if ( ! headers_sent() ) {
			wp_set_auth_cookie( $id, true );
		}
		return $id;
	}

	/**
	 * The customer's saved address.
	 *
	 * @param int    $user_id The customer.
	 * @param string $type    billing or shipping.
	 * @return array<string, string>
	 */
	public function address( int $user_id, string $type ): array {
		$address = array();
		foreach ( (array) get_user_meta( $user_id ) as $key => $values ) {
			$prefix = 'vitrine_' . $type . '_';
			if ( str_starts_with( (string) $key, $prefix ) && is_array( $values ) ) {
				$address[ substr( (string) $key, strlen( $prefix ) ) ] = (string) ( $values[0] ?? '' );
			}
		}
		return $address;
	}

	/**
	 * Saves an address to the customer's account.
	 *
	 * @param int                   $user_id The customer.
	 * @param string                $type    billing or shipping.
	 * @param array<string, string> $address Sanitized fields.
	 */
	public function save_address( int $user_id, string $type, array $address ): void {
		foreach ( $address as $key => $value ) {
			update_user_meta( $user_id, 'vitrine_' . $type . '_' . $key, $value );
		}
	}

	/**
	 * A free login name made from the email's local part: ada, ada1, ada2…
	 */
	private function login_for( string $email ): string {
		$base  = sanitize_user( (string) strstr( $email, '@', true ), true );
		$base  = '' === $base ? 'customer' : $base;
		$login = $base;
		$i     = 0;
		while ( username_exists( $login ) ) {
			$login = $base . ( ++$i );
		}
		return $login;
	}
}
