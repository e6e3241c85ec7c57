<?php
/**
 * The markup every admin form of Vitrine shares for a field's message.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Admin;

/**
 * A refused field is marked aria-invalid and described by its message (and its help, if any);
 * the message sits under the field with the id {field}-error. Used by the attributes, taxes,
 * shipping and order screens, so each marks errors the same way for screen readers.
 */
final class FormMarkup {

	/**
	 * Prints aria-invalid and aria-describedby for a control (inside its tag).
	 *
	 * @param array<string, string> $errors  Field id to message.
	 * @param string                $id      The control's id.
	 * @param string                $help_id Its help text's id, '' for none.
	 */
	public static function describedby( array $errors, string $id, string $help_id = '' ): void {
		$ids = '' !== $help_id ? array( $help_id ) : array();
		if ( isset( $errors[ $id ] ) ) {
			$ids[] = $id . '-error';
			echo 'aria-invalid="true" ';
		}
		if ( array() !== $ids ) {
			echo 'aria-describedby="' . esc_attr( implode( ' ', $ids ) ) . '"';
		}
	}

	/**
	 * Prints a field's message, when it has one.
	 *
	 * @param array<string, string> $errors Field id to message.
	 * @param string                $id     The field.
	 */
	public static function field_error( array $errors, string $id ): void {
		if ( isset( $errors[ $id ] ) ) {
			printf( '<p class="vitrine-field__error" id="%1$s-error">%2$s</p>', esc_attr( $id ), esc_html( $errors[ $id ] ) );
		}
	}
}
