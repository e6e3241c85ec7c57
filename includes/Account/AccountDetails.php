<?php
/**
 * The customer's name, email and password.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Errors\ErrorKind;

/**
 * Checks every field of the account-details form first and writes nothing when one is wrong;
 * then one wp_update_user() call saves the names, the email and, when asked, the new password
 * (WordPress then tells the old address about an email change and renews the login cookie).
 */
final class AccountDetails {

	public const FIRST_NAME       = 'account_first_name';
	public const LAST_NAME        = 'account_last_name';
	public const DISPLAY_NAME     = 'account_display_name';
	public const EMAIL            = 'account_email';
	public const CURRENT_PASSWORD = 'password_current';
	public const NEW_PASSWORD     = 'password_1';
	public const CONFIRM_PASSWORD = 'password_2';

	/** The text fields of the form, which a refused form shows again (passwords never are). */
	public const TEXT_FIELDS = array( self::FIRST_NAME, self::LAST_NAME, self::DISPLAY_NAME, self::EMAIL );

	/**
	 * The form's values for a user as saved.
	 *
	 * @return array<string, string> Input id => value.
	 */
	public function values( \WP_User $user ): array {
		return array(
			self::FIRST_NAME   => (string) $user->first_name,
			self::LAST_NAME    => (string) $user->last_name,
			self::DISPLAY_NAME => (string) $user->display_name,
			self::EMAIL        => (string) $user->user_email,
		);
	}

	/**
	 * The submitted text fields, sanitized; passwords as typed (they may hold any character).
	 *
	 * @param array<string, mixed> $input Posted fields, unslashed.
	 * @return array<string, string> Input id => value.
	 */
	public static function clean( array $input ): array {
		$clean = array();
		foreach ( self::TEXT_FIELDS as $key ) {
			$value         = isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? (string) $input[ $key ] : '';
			$clean[ $key ] = self::EMAIL === $key ? sanitize_email( $value ) : sanitize_text_field( $value );
		}
		foreach ( array( self::CURRENT_PASSWORD, self::NEW_PASSWORD, self::CONFIRM_PASSWORD ) as $key ) {
			$clean[ $key ] = isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? (string) $input[ $key ] : '';
		}
		return $clean;
	}

	/**
	 * Every problem with a submission, input id => translated message; empty when none.
	 *
	 * @param \WP_User              $user  The customer, as saved.
	 * @param array<string, string> $input What clean() gives.
	 * @return array<string, string>
	 */
	public function problems( \WP_User $user, array $input ): array {
		$problems = array();
		$required = array(
			self::FIRST_NAME   => __( 'First name', 'vitrine' ),
			self::LAST_NAME    => __( 'Last name', 'vitrine' ),
			self::DISPLAY_NAME => __( 'Display name', 'vitrine' ),
			self::EMAIL        => __( 'Email address', 'vitrine' ),
		);
		foreach ( $required as $key => $label ) {
			if ( '' === $input[ $key ] ) {
				/* translators: %s: the field's label, such as "First name". */
				$problems[ $key ] = sprintf( __( '%s is a required field.', 'vitrine' ), $label );
			}
		}
		if ( ! isset( $problems[ self::DISPLAY_NAME ] ) && is_email( $input[ self::DISPLAY_NAME ] ) && $input[ self::DISPLAY_NAME ] !== $user->display_name ) {
			$problems[ self::DISPLAY_NAME ] = __( 'Display name cannot be an email address: others may see it.', 'vitrine' );
		}
		if ( ! isset( $problems[ self::EMAIL ] ) ) {
			$owner = email_exists( $input[ self::EMAIL ] );
			if ( ! is_email( $input[ self::EMAIL ] ) ) {
				$problems[ self::EMAIL ] = __( 'Please provide a valid email address.', 'vitrine' );
			} elseif ( false !== $owner && (int) $owner !== $user->ID ) {
				$problems[ self::EMAIL ] = __( 'This email address is already registered.', 'vitrine' );
			}
		}

		$current = $input[ self::CURRENT_PASSWORD ];
		$new     = $input[ self::NEW_PASSWORD ];
		$confirm = $input[ self::CONFIRM_PASSWORD ];
		if ( '' === $current && '' === $new && '' === $confirm ) {
			return $problems;
		}
		if ( '' === $current ) {
			$problems[ self::CURRENT_PASSWORD ] = __( 'Please enter your current password.', 'vitrine' );
		} elseif ( ! wp_check_password( $current, $user->user_pass, $user->ID ) ) {
			$problems[ self::CURRENT_PASSWORD ] = __( 'Your current password is incorrect.', 'vitrine' );
		}
		if ( '' === $new ) {
			$problems[ self::NEW_PASSWORD ] = __( 'Please enter your new password.', 'vitrine' );
		} elseif ( strlen( $new ) < CustomerAccounts::MIN_PASSWORD_LENGTH ) {
			/* translators: %d: the shortest password length. */
			$problems[ self::NEW_PASSWORD ] = sprintf( __( 'Please choose a password of at least %d characters.', 'vitrine' ), CustomerAccounts::MIN_PASSWORD_LENGTH );
		} elseif ( str_contains( $new, '\\' ) ) {
			// WordPress strips backslashes from passwords on its own login form.
			$problems[ self::NEW_PASSWORD ] = __( 'Passwords may not contain the character “\\”.', 'vitrine' );
		}
		if ( '' === $confirm ) {
			$problems[ self::CONFIRM_PASSWORD ] = __( 'Please re-enter your new password.', 'vitrine' );
		} elseif ( $new !== $confirm ) {
			$problems[ self::CONFIRM_PASSWORD ] = __( 'New passwords do not match.', 'vitrine' );
		}
		return $problems;
	}

	/**
	 * Saves a submission, or nothing when any field is wrong.
	 *
	 * @param int                  $user_id The customer.
	 * @param array<string, mixed> $input   Posted fields, unslashed.
	 * @throws AccountError NOT_FOUND for a missing user; INVALID with data.fields (input id => message)
	 *                      when refused; FAILED when WordPress refuses the update. Nothing is
	 *                      written in any of these cases.
	 */
	public function update( int $user_id, array $input ): void {
		$user = get_user_by( 'id', $user_id );
		if ( ! $user instanceof \WP_User ) {
			throw new AccountError( 'vitrine_account_not_found', __( 'This account does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		$input    = self::clean( $input );
		$problems = $this->problems( $user, $input );
		if ( array() !== $problems ) {
			throw new AccountError( 'vitrine_account_details_refused', implode( ' ', $problems ), ErrorKind::INVALID, array( 'fields' => $problems ) );
		}
		$changes = array(
			'ID'           => $user->ID,
			'first_name'   => $input[ self::FIRST_NAME ],
			'last_name'    => $input[ self::LAST_NAME ],
			'display_name' => $input[ self::DISPLAY_NAME ],
			'user_email'   => $input[ self::EMAIL ],
		);
		if ( '' !== $input[ self::NEW_PASSWORD ] ) {
			$changes['user_pass'] = $input[ self::NEW_PASSWORD ];
		}
		$result = wp_update_user( $changes );
		if ( is_wp_error( $result ) ) {
			throw new AccountError( 'vitrine_account_not_saved', $result->get_error_message(), ErrorKind::FAILED );
		}
		/**
		 * Fires after a customer saved their account details on the my-account page.
		 *
		 * @param int  $user_id          The customer.
		 * @param bool $password_changed Whether they changed their password.
		 */
		do_action( 'vitrine_save_account_details', $user->ID, isset( $changes['user_pass'] ) );
	}
}
