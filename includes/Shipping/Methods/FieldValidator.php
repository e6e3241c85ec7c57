<?php
/**
 * Validation of shipping method settings by their fields.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping\Methods;

use Vitrine\Shipping\Amounts;

/**
 * What every method's settings share: titles are plain text, amounts are amounts in the store's
 * decimals, selects take one of their options, checkboxes are on or off. Each refused field gets
 * a message naming it; the caller adds its own cross-field rules and throws when any failed.
 */
final class FieldValidator {

	public const MAX_TEXT = 200;

	public function __construct( private readonly Amounts $amounts ) {
	}

	/**
	 * @param list<MethodField>    $fields The method's fields.
	 * @param array<string, mixed> $input  The submitted settings.
	 * @return array{0: array<string, mixed>, 1: array<string, string>} The clean settings and the messages (field id to message).
	 */
	public function validate( array $fields, array $input ): array {
		$settings = array();
		$errors   = array();
		foreach ( $fields as $field ) {
			$raw   = $field->value_in( $input );
			$text  = is_scalar( $raw ) ? (string) $raw : '';
			$clean = null;
			switch ( $field->type ) {
				case MethodField::TEXT:
					$clean = trim( sanitize_text_field( $text ) );
					if ( $field->required && '' === $clean ) {
						/* translators: %s: the field's label. */
						$errors[ $field->id() ] = sprintf( __( '%s cannot be empty.', 'vitrine' ), $field->label );
					} elseif ( mb_strlen( $clean ) > self::MAX_TEXT ) {
						/* translators: 1: the field's label, 2: the most characters allowed. */
						$errors[ $field->id() ] = sprintf( __( '%1$s: at most %2$d characters.', 'vitrine' ), $field->label, self::MAX_TEXT );
					}
					break;
				case MethodField::AMOUNT:
					$clean = $this->amounts->parse( $text );
					if ( null === $clean || ( null !== $raw && ! is_scalar( $raw ) ) ) {
						$errors[ $field->id() ] = $this->amount_message( $field->label );
					}
					break;
				case MethodField::SELECT:
					$clean = $text;
					if ( ! array_key_exists( $clean, $field->options ) ) {
						/* translators: %s: the field's label. */
						$errors[ $field->id() ] = sprintf( __( '%s: choose one of the options.', 'vitrine' ), $field->label );
					}
					break;
				case MethodField::CHECKBOX:
					$clean = in_array( $text, array( '1', 'yes', 'on', 'true' ), true ) || true === $raw;
					break;
			}
			$settings = $field->set_in( $settings, $clean );
		}
		return array( $settings, $errors );
	}

	/**
	 * The message for an amount that is not one.
	 */
	public function amount_message( string $label ): string {
		$decimals = $this->amounts->decimals();
		if ( 0 === $decimals ) {
			/* translators: 1: the field's label, 2: an example amount. */
			return sprintf( __( '%1$s: enter an amount without decimals, such as %2$s, or leave it empty.', 'vitrine' ), $label, $this->amounts->example() );
		}
		return sprintf(
			/* translators: 1: the field's label, 2: an example amount, 3: the store's number of decimals. */
			_n( '%1$s: enter an amount such as %2$s, with at most %3$d decimal, or leave it empty.', '%1$s: enter an amount such as %2$s, with at most %3$d decimals, or leave it empty.', $decimals, 'vitrine' ),
			$label,
			$this->amounts->example(),
			$decimals
		);
	}
}
