<?php
/**
 * One field of the settings screen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Settings;

/**
 * A setting described by a JSON schema, so that the REST route, the admin screen and
 * validation all read the same definition.
 */
final class SettingField {

	/**
	 * @param string                   $key      Option key inside vitrine_settings, snake_case.
	 * @param string                   $section  Section id the field is shown in.
	 * @param string                   $label    Translated label.
	 * @param array<string, mixed>     $schema   JSON schema (type, default, enum, maxLength, pattern, minimum, maximum).
	 * @param string                   $help     Translated help text shown under the control.
	 * @param string                   $control  Admin control: toggle, text, textarea, number or select.
	 * @param (\Closure(mixed): mixed)|null $sanitize Extra sanitizer run after schema sanitizing (for HTML, say).
	 * @param string                   $invalid_message Translated message for a refused value, %s being the label;
	 *                                                  empty for WordPress's schema message.
	 * @param (\Closure(mixed): ?string)|null $validate Extra check after the schema's, for what a schema
	 *                                                  cannot say (a list of addresses): the translated
	 *                                                  message of a refused value, or null.
	 * @param bool                     $secret   A secret (an API key): never printed in a page nor answered
	 *                                           by a GET, only its mask (see mask()); saving the mask back
	 *                                           keeps the stored value.
	 * @param array<string, string>    $option_labels Translated words for a select's or checkboxes'
	 *                                                options, by value (the screen shows the value
	 *                                                itself otherwise).
	 */
	public function __construct(
		public readonly string $key,
		public readonly string $section,
		public readonly string $label,
		public readonly array $schema,
		public readonly string $help = '',
		public readonly string $control = 'text',
		public readonly ?\Closure $sanitize = null,
		public readonly string $invalid_message = '',
		public readonly ?\Closure $validate = null,
		public readonly bool $secret = false,
		public readonly array $option_labels = array(),
	) {
	}

	/**
	 * An on/off setting shown as a toggle.
	 *
	 * @param string $key           Option key.
	 * @param string $section       Section id.
	 * @param string $label         Translated label.
	 * @param bool   $default_value Value until saved.
	 * @param string $help          Translated help text.
	 */
	public static function toggle( string $key, string $section, string $label, bool $default_value = false, string $help = '' ): self {
		return new self(
			$key,
			$section,
			$label,
			array(
				'type'    => 'boolean',
				'default' => $default_value,
			),
			$help,
			'toggle'
		);
	}

	/**
	 * What a page or a GET shows of a secret value: its kind prefix and its last four characters
	 * (`sk_test_…4242`), enough for the admin to recognise which key is stored; an empty value
	 * stays empty, so the admin sees that none is set. Values too short to keep anything hidden
	 * show the ellipsis only.
	 */
	public static function mask( string $value ): string {
		if ( '' === $value ) {
			return '';
		}
		$prefix = preg_match( '/^[a-z]+_(?:(?:test|live)_)?/', $value, $match ) ? $match[0] : '';
		$rest   = substr( $value, strlen( $prefix ) );
		return strlen( $rest ) < 8 ? $prefix . '…' : $prefix . '…' . substr( $rest, -4 );
	}

	/**
	 * The value as a page or a GET may show it: the mask for a secret.
	 */
	public function displayed( mixed $value ): mixed {
		return $this->secret && is_string( $value ) ? self::mask( $value ) : $value;
	}

	public function default_value(): mixed {
		return $this->schema['default'] ?? null;
	}
}
