<?php
/**
 * The plugin's settings: one option, validated against the fields' schemas.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Settings;

use WP_Error;

/**
 * Modules add their sections and fields in register(); values live in one autoloaded
 * option so that reading a setting never costs a query.
 */
final class Settings {

	public const OPTION = 'vitrine_settings';

	/** @var array<string, array{title: string, description: string}> */
	private array $sections = array();

	/** @var array<string, SettingField> */
	private array $fields = array();

	public function add_section( string $id, string $title, string $description = '' ): void {
		$this->sections[ $id ] = array(
			'title'       => $title,
			'description' => $description,
		);
	}

	public function add_field( SettingField $field ): void {
		if ( ! isset( $this->sections[ $field->section ] ) ) {
			throw new \LogicException( sprintf( 'Setting %s names the unknown section %s.', $field->key, $field->section ) );
		}
		$this->fields[ $field->key ] = $field;
	}

	/**
	 * A setting's value, or its default when it was never saved.
	 */
	public function get( string $key ): mixed {
		if ( ! isset( $this->fields[ $key ] ) ) {
			throw new \InvalidArgumentException( sprintf( 'Unknown setting %s.', $key ) );
		}
		$stored = $this->stored();
		return array_key_exists( $key, $stored ) ? $stored[ $key ] : $this->fields[ $key ]->default_value();
	}

	/**
	 * Every setting with its current value.
	 *
	 * @return array<string, mixed>
	 */
	public function all(): array {
		$values = array();
		foreach ( array_keys( $this->fields ) as $key ) {
			$values[ $key ] = $this->get( $key );
		}
		return $values;
	}

	/**
	 * Validates every given value and saves them all, or saves nothing.
	 *
	 * @param array<string, mixed> $changes Key to new value; keys not given keep their value.
	 * @return array<string, mixed>|WP_Error All settings after the save, or why nothing was saved.
	 */
	public function update( array $changes ): array|WP_Error {
		$errors    = new WP_Error();
		$sanitized = array();
		foreach ( $changes as $key => $value ) {
			$key = (string) $key;
			if ( ! isset( $this->fields[ $key ] ) ) {
				/* translators: %s: the setting's key. */
				$errors->add( 'vitrine_unknown_setting', sprintf( __( '%s is not a Vitrine setting.', 'vitrine' ), $key ), array( 'param' => $key ) );
				continue;
			}
			$field = $this->fields[ $key ];
			$valid = rest_validate_value_from_schema( $value, $field->schema, $field->label );
			if ( is_wp_error( $valid ) ) {
				$message = '' !== $field->invalid_message ? sprintf( $field->invalid_message, $field->label ) : $valid->get_error_message();
				$errors->add( 'vitrine_invalid_setting', $message, array( 'param' => $key ) );
				continue;
			}
			$clean = rest_sanitize_value_from_schema( $value, $field->schema, $key );
			if ( null !== $field->sanitize ) {
				$clean = ( $field->sanitize )( $clean );
			}
			$sanitized[ $key ] = $clean;
		}

		if ( $errors->has_errors() ) {
			// params maps each refused key to its message, so a form can show it by the field.
			$params = array();
			foreach ( $errors->get_error_codes() as $code ) {
				foreach ( $errors->get_all_error_data( $code ) as $index => $data ) {
					$params[ (string) $data['param'] ] = $errors->get_error_messages( $code )[ $index ];
				}
			}
			return new WP_Error(
				'vitrine_invalid_settings',
				/* translators: %s: the reasons, one sentence each. */
				sprintf( __( 'The settings were not saved. %s', 'vitrine' ), implode( ' ', $errors->get_error_messages() ) ),
				array(
					'status' => 400,
					'params' => $params,
				)
			);
		}

		// One option row is written in one statement: the save is all or nothing.
		update_option( self::OPTION, array_merge( $this->stored(), $sanitized ), true );
		return $this->all();
	}

	/**
	 * The sections and fields, in the shape the admin screen renders.
	 *
	 * @return array{sections: list<array<string, mixed>>}
	 */
	public function describe(): array {
		$sections = array();
		foreach ( $this->sections as $id => $section ) {
			$fields = array();
			foreach ( $this->fields as $field ) {
				if ( $field->section !== $id ) {
					continue;
				}
				$fields[] = array(
					'key'     => $field->key,
					'label'   => $field->label,
					'help'    => $field->help,
					'control' => $field->control,
					'schema'  => $field->schema,
				);
			}
			$sections[] = array(
				'id'          => $id,
				'title'       => $section['title'],
				'description' => $section['description'],
				'fields'      => $fields,
			);
		}
		return array( 'sections' => $sections );
	}

	/**
	 * The fields, keyed by setting key.
	 *
	 * @return array<string, SettingField>
	 */
	public function fields(): array {
		return $this->fields;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function stored(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}
}
