<?php
/**
 * Inputs of the my-account forms.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Storefront\PasswordField;

/**
 * Every input has a label tied to it; a required one has `required` (which screen readers announce)
 * and an asterisk hidden from them; a refused one has aria-invalid and its message linked with
 * aria-describedby. Password inputs come from PasswordField, so they get the show/hide toggle.
 */
final class FormFields {

	public function __construct( private readonly PasswordField $password_field ) {
	}

	/**
	 * A text, email or other one-line input in its row.
	 *
	 * @param string $id           Input id and name.
	 * @param string $label        Visible label, translated.
	 * @param string $value        Current value.
	 * @param string $type         Input type: text, email.
	 * @param string $autocomplete Autofill token.
	 * @param bool   $required     Whether it must be filled.
	 * @param string $error        Its message, or ''.
	 * @param string $help         A hint under the input, linked with aria-describedby, or ''.
	 */
	public function input( string $id, string $label, string $value, string $type, string $autocomplete, bool $required, string $error = '', string $help = '' ): string {
		$described = array();
		if ( '' !== $help ) {
			$described[] = $id . '_description';
		}
		if ( '' !== $error ) {
			$described[] = $id . '_error';
		}
		return sprintf(
			'<p class="vitrine-form__row" id="%1$s_field">%2$s<input type="%3$s" class="vitrine-input" name="%1$s" id="%1$s" value="%4$s" autocomplete="%5$s"%6$s%7$s>%8$s%9$s</p>',
			esc_attr( $id ),
			self::label( $id, $label, $required ),
			esc_attr( $type ),
			esc_attr( $value ),
			esc_attr( $autocomplete ),
			$required ? ' required aria-required="true"' : '',
			array() === $described ? '' : ( '' === $error ? '' : ' aria-invalid="true"' ) . ' aria-describedby="' . esc_attr( implode( ' ', $described ) ) . '"',
			'' === $help ? '' : '<span class="vitrine-form__description" id="' . esc_attr( $id . '_description' ) . '">' . esc_html( $help ) . '</span>',
			self::error( $id, $error )
		);
	}

	/**
	 * A password input in its row, with the toggle.
	 *
	 * @param string $id           Input id and name.
	 * @param string $label        Visible label, translated.
	 * @param string $autocomplete current-password or new-password.
	 * @param bool   $required     Whether it must be filled (PasswordField makes every field required).
	 * @param string $error        Its message, or ''.
	 * @param string $help         A hint under the input, linked with aria-describedby, or ''.
	 */
	public function password( string $id, string $label, string $autocomplete, bool $required, string $error = '', string $help = '' ): string {
		$html = $this->password_field->render( $id, $id, $label, $autocomplete );
		if ( ! $required ) {
			// PasswordField marks every field required; the password change's fields are optional.
			$html = str_replace(
				array( ' <span class="vitrine-required" aria-hidden="true">*</span></label>', ' required aria-required="true"' ),
				array( ' <span class="vitrine-optional">' . esc_html__( '(optional)', 'vitrine' ) . '</span></label>', '' ),
				$html
			);
		}
		$described = array();
		if ( '' !== $help ) {
			$described[] = $id . '_description';
		}
		if ( '' !== $error ) {
			$described[] = $id . '_error';
		}
		if ( array() !== $described ) {
			$input = '<input type="password" id="' . esc_attr( $id ) . '"';
			$html  = str_replace(
				$input,
				$input . ( '' === $error ? '' : ' aria-invalid="true"' ) . ' aria-describedby="' . esc_attr( implode( ' ', $described ) ) . '"',
				$html
			);
		}
		return sprintf(
			'<p class="vitrine-form__row" id="%1$s_field">%2$s%3$s%4$s</p>',
			esc_attr( $id ),
			$html,
			'' === $help ? '' : '<span class="vitrine-form__description" id="' . esc_attr( $id . '_description' ) . '">' . esc_html( $help ) . '</span>',
			self::error( $id, $error )
		);
	}

	/**
	 * A nonce's hidden input, without an id: a page may hold several forms (one per order or
	 * payment method), and wp_nonce_field() would give each the same id.
	 */
	public static function nonce( string $action ): string {
		return '<input type="hidden" name="_wpnonce" value="' . esc_attr( wp_create_nonce( $action ) ) . '">';
	}

	/**
	 * A label with the required mark (for screen readers, `required` on the input says it).
	 */
	public static function label( string $id, string $label, bool $required ): string {
		return sprintf(
			'<label for="%1$s">%2$s %3$s</label>',
			esc_attr( $id ),
			esc_html( $label ),
			$required ? '<span class="vitrine-required" aria-hidden="true">*</span>' : '<span class="vitrine-optional">' . esc_html__( '(optional)', 'vitrine' ) . '</span>'
		);
	}

	/**
	 * A field's message, linked from its input by id, or ''.
	 */
	public static function error( string $id, string $error ): string {
		return '' === $error ? '' : '<span class="vitrine-field__error" id="' . esc_attr( $id . '_error' ) . '">' . esc_html( $error ) . '</span>';
	}
}
