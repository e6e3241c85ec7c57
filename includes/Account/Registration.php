<?php
/**
 * Creating a customer account from the my-account page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Core\Settings\Settings;

/**
 * Open when the shop lets shoppers create accounts (the checkout_signup setting, shared with the
 * checkout). The account is a `customer` made by CustomerAccounts, which logs the shopper in.
 */
final class Registration {

	public const EMAIL_FIELD    = 'reg_email';
	public const PASSWORD_FIELD = 'reg_password';

	public function __construct(
		private readonly Settings $settings,
		private readonly CustomerAccounts $accounts,
		private readonly RateLimiter $limits,
	) {
	}

	/**
	 * Whether shoppers may create an account here.
	 */
	public function is_open(): bool {
		return (bool) $this->settings->get( 'checkout_signup' );
	}

	/**
	 * Every problem with the details, input id => translated message; empty when none.
	 *
	 * @return array<string, string>
	 */
	public function problems( string $email, string $password ): array {
		$problems = array();
		if ( '' === $email ) {
			$problems[ self::EMAIL_FIELD ] = __( 'Please provide a valid email address.', 'vitrine' );
		} elseif ( ! is_email( $email ) ) {
			/* translators: %s: what the shopper typed. */
			$problems[ self::EMAIL_FIELD ] = sprintf( __( '“%s” is not a valid email address.', 'vitrine' ), $email );
		}
		$shared = $this->accounts->problems( is_email( $email ) ? $email : '', $password );
		if ( isset( $shared['billing_email'] ) ) {
			$problems[ self::EMAIL_FIELD ] = $shared['billing_email'];
		}
		if ( '' === $password ) {
			$problems[ self::PASSWORD_FIELD ] = __( 'Please enter an account password.', 'vitrine' );
		} elseif ( isset( $shared['account_password'] ) ) {
			$problems[ self::PASSWORD_FIELD ] = $shared['account_password'];
		}
		return $problems;
	}

	/**
	 * Creates the customer and logs them in.
	 *
	 * @param string $email    A valid email address nobody uses.
	 * @param string $password The chosen password.
	 * @return int The new user's id.
	 * @throws AccountError When registration is closed, the details are refused (data.fields:
	 *                      input id => message) or WordPress refuses the user; nothing is written.
	 * @throws RateLimited  When too many registrations were tried from this address lately (every
	 *                      try counts: it also stops a script finding which emails have accounts).
	 */
	public function register( string $email, string $password ): int {
		if ( ! $this->is_open() ) {
			throw new AccountError( 'vitrine_registration_closed', __( 'Creating an account is not possible on this site. Please contact us if you need an account.', 'vitrine' ), ErrorKind::FORBIDDEN );
		}
		$this->limits->consume( Limits::REGISTRATION );
		$problems = $this->problems( $email, $password );
		if ( array() !== $problems ) {
			throw new AccountError( 'vitrine_registration_refused', implode( ' ', $problems ), ErrorKind::INVALID, array( 'fields' => $problems ) );
		}
		return $this->accounts->create( $email, $password, '', '' );
	}
}
