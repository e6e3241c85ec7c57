<?php
/**
 * The account details form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Account\AccountDetails;
use Vitrine\Account\AccountPages;
use Vitrine\Account\CustomerAccounts;
use Vitrine\Account\FormState;
use Vitrine\Checkout\View\CheckoutNotices;

/**
 * /my-account/edit-account/: first and last name, display name, email, and a password change
 * (current, new and confirmation, each with the show/hide toggle). A refused save shows what
 * was typed (never the passwords) with each message by its field.
 */
final class AccountDetailsView {

	public const SAVE_ACTION  = 'save_account_details';
	public const NONCE_ACTION = 'vitrine-save-account-details';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly AccountDetails $details,
		private readonly FormFields $fields,
		private readonly FormState $forms,
	) {
	}

	public function render( \WP_User $user ): string {
		$posted = $this->forms->values( self::SAVE_ACTION );
		$values = null === $posted ? $this->details->values( $user ) : array_map( 'strval', $posted ) + $this->details->values( $user );
		$errors = $this->forms->field_errors( self::SAVE_ACTION );
		$error  = static fn ( string $key ): string => $errors[ $key ] ?? '';

		$html  = CheckoutNotices::errors( $errors, $this->forms->messages( self::SAVE_ACTION ) );
		$html .= '<form class="vitrine-form vitrine-account-details" method="post" action="' . esc_url( $this->pages->endpoint_url( AccountPages::EDIT_ACCOUNT ) ) . '">';
		$html .= $this->fields->input( AccountDetails::FIRST_NAME, __( 'First name', 'vitrine' ), $values[ AccountDetails::FIRST_NAME ], 'text', 'given-name', true, $error( AccountDetails::FIRST_NAME ) );
		$html .= $this->fields->input( AccountDetails::LAST_NAME, __( 'Last name', 'vitrine' ), $values[ AccountDetails::LAST_NAME ], 'text', 'family-name', true, $error( AccountDetails::LAST_NAME ) );
		$html .= $this->fields->input( AccountDetails::DISPLAY_NAME, __( 'Display name', 'vitrine' ), $values[ AccountDetails::DISPLAY_NAME ], 'text', 'nickname', true, $error( AccountDetails::DISPLAY_NAME ), __( 'This will be how your name will be displayed in the account section and in reviews.', 'vitrine' ) );
		$html .= $this->fields->input( AccountDetails::EMAIL, __( 'Email address', 'vitrine' ), $values[ AccountDetails::EMAIL ], 'email', 'email', true, $error( AccountDetails::EMAIL ) );
		$html .= '<fieldset class="vitrine-account-details__password"><legend>' . esc_html__( 'Password change', 'vitrine' ) . '</legend>';
		$html .= '<p class="vitrine-form__description">' . esc_html__( 'Leave these empty to keep your current password.', 'vitrine' ) . '</p>';
		$html .= $this->fields->password( AccountDetails::CURRENT_PASSWORD, __( 'Current password', 'vitrine' ), 'current-password', false, $error( AccountDetails::CURRENT_PASSWORD ) );
		$html .= $this->fields->password(
			AccountDetails::NEW_PASSWORD,
			__( 'New password', 'vitrine' ),
			'new-password',
			false,
			$error( AccountDetails::NEW_PASSWORD ),
			/* translators: %d: the shortest password length. */
			sprintf( __( 'At least %d characters.', 'vitrine' ), CustomerAccounts::MIN_PASSWORD_LENGTH )
		);
		$html .= $this->fields->password( AccountDetails::CONFIRM_PASSWORD, __( 'Confirm new password', 'vitrine' ), 'new-password', false, $error( AccountDetails::CONFIRM_PASSWORD ) );
		$html .= '</fieldset>';
		$html .= FormFields::nonce( self::NONCE_ACTION );
		$html .= '<input type="hidden" name="vitrine_account_action" value="' . esc_attr( self::SAVE_ACTION ) . '">';
		$html .= '<p class="vitrine-form__row"><button type="submit" class="vitrine-button vitrine-button--primary">' . esc_html__( 'Save changes', 'vitrine' ) . '</button></p>';
		return $html . '</form>';
	}
}
