<?php
/**
 * The customer's saved billing and shipping addresses.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Address\AddressFields;
use Vitrine\Address\AddressValidator;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Settings\Settings;

/**
 * Reads and saves the addresses the checkout fills in (CustomerAccounts' user meta), checked by
 * the same AddressValidator as the checkout, so an address saved here is one the checkout accepts.
 */
final class AddressBook {

	public const TYPES = array( AddressFields::BILLING, AddressFields::SHIPPING );

	public function __construct(
		private readonly CustomerAccounts $accounts,
		private readonly AddressValidator $validator,
		private readonly Settings $settings,
	) {
	}

	/**
	 * The saved address as saved, field key => value; empty when there is none.
	 *
	 * @param int    $user_id The customer.
	 * @param string $type    billing or shipping.
	 * @return array<string, string>
	 */
	public function saved( int $user_id, string $type ): array {
		AddressFields::check_type( $type );
		return array_filter( $this->accounts->address( $user_id, $type ), static fn ( string $value ): bool => '' !== $value );
	}

	/**
	 * What the form starts with: the saved address, else the shop's country (and, for billing,
	 * the account's email address).
	 *
	 * @param int    $user_id The customer.
	 * @param string $type    billing or shipping.
	 * @return array<string, string>
	 */
	public function form_values( int $user_id, string $type ): array {
		$values = $this->saved( $user_id, $type );
		if ( AddressFields::BILLING === $type && empty( $values['email'] ) ) {
			$user = get_userdata( $user_id );
			if ( $user instanceof \WP_User ) {
				$values['email'] = (string) $user->user_email;
			}
		}
		return $values + array( 'country' => (string) $this->settings->get( 'store_country' ) );
	}

	/**
	 * Checks and saves an address; nothing is saved when a field is wrong.
	 *
	 * @param int                  $user_id The customer.
	 * @param string               $type    billing or shipping.
	 * @param array<string, mixed> $values  Field key => value, unslashed.
	 * @return array<string, string> The address as saved.
	 * @throws AccountError INVALID with data.fields (field key => message) when a field is wrong.
	 * @throws \InvalidArgumentException For another type.
	 */
	public function save( int $user_id, string $type, array $values ): array {
		AddressFields::check_type( $type );
		$errors = $this->validator->validate( $values, $type );
		if ( array() !== $errors ) {
			throw new AccountError( 'vitrine_address_refused', implode( ' ', $errors ), ErrorKind::INVALID, array( 'fields' => $errors ) );
		}
		$clean = $this->validator->sanitize( $values, $type );
		$this->accounts->save_address( $user_id, $type, $clean );
		/**
		 * Fires after a customer saved an address on the my-account page.
		 *
		 * @param int                   $user_id The customer.
		 * @param string                $type    billing or shipping.
		 * @param array<string, string> $address The address as saved.
		 */
		do_action( 'vitrine_customer_address_saved', $user_id, $type, $clean );
		return $clean;
	}
}
