<?php
/**
 * One field of a shipping method's settings form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping\Methods;

/**
 * Describes a setting for the admin form and its validation: where it sits in the settings
 * (a path, since flat-rate class costs nest: class_costs > 12 > cost), its label and kind.
 */
final class MethodField {

	public const TEXT     = 'text';
	public const AMOUNT   = 'amount';
	public const SELECT   = 'select';
	public const CHECKBOX = 'checkbox';

	/**
	 * @param list<string>          $path     Keys into the settings: array( 'cost' ), array( 'class_costs', '12', 'cost' ).
	 * @param string                $label    Translated label.
	 * @param string                $type     text, amount, select or checkbox.
	 * @param array<string, string> $options  For select: value to translated label.
	 * @param string                $help     Translated help under the control.
	 * @param string                $group    Translated legend of the fieldset the field is shown in; '' for none.
	 * @param bool                  $required For text: whether it may be empty.
	 */
	public function __construct(
		public readonly array $path,
		public readonly string $label,
		public readonly string $type,
		public readonly array $options = array(),
		public readonly string $help = '',
		public readonly string $group = '',
		public readonly bool $required = false,
	) {
	}

	/**
	 * The control's id, which is also the key of its message: vitrine-shipping-method-class-costs-12-cost.
	 */
	public function id(): string {
		return 'vitrine-shipping-method-' . str_replace( '_', '-', implode( '-', $this->path ) );
	}

	/**
	 * The control's name: settings[class_costs][12][cost].
	 */
	public function name(): string {
		return 'settings[' . implode( '][', $this->path ) . ']';
	}

	/**
	 * The field's value in a (nested) settings or request array; null when absent.
	 *
	 * @param array<string, mixed> $values Settings or submitted fields.
	 */
	public function value_in( array $values ): mixed {
		$value = $values;
		foreach ( $this->path as $key ) {
			if ( ! is_array( $value ) || ! array_key_exists( $key, $value ) ) {
				return null;
			}
			$value = $value[ $key ];
		}
		return $value;
	}

	/**
	 * Sets the field's value in a nested array.
	 *
	 * @param array<string, mixed> $values The array.
	 * @param mixed                $value  The value.
	 * @return array<string, mixed>
	 */
	public function set_in( array $values, mixed $value ): array {
		$path = $this->path;
		$key  = (string) array_shift( $path );
		if ( array() === $path ) {
			$values[ $key ] = $value;
			return $values;
		}
		$child          = is_array( $values[ $key ] ?? null ) ? $values[ $key ] : array();
		$values[ $key ] = ( new self( $path, $this->label, $this->type ) )->set_in( $child, $value );
		return $values;
	}
}
