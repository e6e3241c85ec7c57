<?php
/**
 * The registration form of the my-account page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Account\AccountPages;
use Vitrine\Account\CustomerAccounts;
use Vitrine\Account\FormState;
use Vitrine\Account\Registration;
use Vitrine\Checkout\View\CheckoutNotices;

/**
 * Email and password (with the show/hide toggle), shown to logged-out visitors beside the login
 * form when the shop lets shoppers create accounts. It posts to the my-account page.
 */
final class RegistrationForm {

	public const SUBMIT_ACTION = 'register';
	public const NONCE_ACTION  = 'vitrine-register';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly FormFields $fields,
		private readonly FormState $forms,
	) {
	}

	/**
	 * @param string $redirect Where the new customer goes (a URL on this site).
	 */
	public function render( string $redirect ): string {
		$posted = $this->forms->values( self::SUBMIT_ACTION ) ?? array();
		$errors = $this->forms->field_errors( self::SUBMIT_ACTION );
		$html   = CheckoutNotices::errors( $errors, $this->forms->messages( self::SUBMIT_ACTION ) );
		$html  .= '<form class="vitrine-form vitrine-register-form" method="post" action="' . esc_url( $this->pages->url() ) . '">';
		$html  .= $this->fields->input( Registration::EMAIL_FIELD, __( 'Email address', 'vitrine' ), (string) ( $posted[ Registration::EMAIL_FIELD ] ?? '' ), 'email', 'email', true, $errors[ Registration::EMAIL_FIELD ] ?? '' );
		$html  .= $this->fields->password(
			Registration::PASSWORD_FIELD,
			__( 'Password', 'vitrine' ),
			'new-password',
			true,
			$errors[ Registration::PASSWORD_FIELD ] ?? '',
			/* translators: %d: the shortest password length. */
			sprintf( __( 'At least %d characters.', 'vitrine' ), CustomerAccounts::MIN_PASSWORD_LENGTH )
		);
		$html .= FormFields::nonce( self::NONCE_ACTION );
		$html .= '<input type="hidden" name="vitrine_account_action" value="' . esc_attr( self::SUBMIT_ACTION ) . '">';
		$html .= '<input type="hidden" name="redirect_to" value="' . esc_url( $redirect ) . '">';
		$html .= '<p class="vitrine-form__row"><button type="submit" class="vitrine-button vitrine-button--primary">' . esc_html__( 'Register', 'vitrine' ) . '</button></p>';
		return $html . '</form>';
	}
}
