<?php
/**
 * What the checkout needs of customer accounts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

/**
 * The checkout makes an account for a shopper who asks for one and fills in their saved
 * addresses. The account module sits above the checkout (the my-account page shows orders with
 * the checkout's views), so the checkout names what it needs here and Account\CustomerAccounts
 * implements it: Checkout never imports Account.
 */
interface Customers {

	/** Shortest password accepted for a new account. */
	public const MIN_PASSWORD_LENGTH = 8;

	/**
	 * Problems with a new account's details, field name => translated message; empty when none.
	 *
	 * @return array<string, string>
	 */
	public function problems( string $email, string $password ): array;

	/**
	 * Creates the account and logs the shopper in.
	 *
	 * @param string $email      Billing email.
	 * @param string $password   Chosen password.
	 * @param string $first_name Billing first name.
	 * @param string $last_name  Billing last name.
	 * @return int The new user's id.
	 */
	public function create( string $email, string $password, string $first_name, string $last_name ): int;

	/**
	 * The customer's saved address.
	 *
	 * @param int    $user_id The customer.
	 * @param string $type    billing or shipping.
	 * @return array<string, string>
	 */
	public function address( int $user_id, string $type ): array;

	/**
	 * Saves an address to the customer's account.
	 *
	 * @param int                   $user_id The customer.
	 * @param string                $type    billing or shipping.
	 * @param array<string, string> $address Sanitized fields.
	 */
	public function save_address( int $user_id, string $type, array $address ): void;
}
