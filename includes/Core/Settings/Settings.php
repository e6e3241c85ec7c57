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
 *
 * The screen's order is declared, not the order modules happen to register in: sections by
 * their position (SectionPosition), then the order they were added; in a section, the
 * section's own fields (FIELDS_OWN) before those another module adds to it (FIELDS_ADDED).
 * So a module may add fields to a section that is not made yet.
 */
final class Settings {

	public const OPTION = 'vitrine_settings';

	/** The fields of the module that made the section. */
	public const FIELDS_OWN = 10;

	/** Fields another module adds to a section: after the section's own. */
	public const FIELDS_ADDED = 20;

	/** @var array<string, array{title: string, description: string, position: int}> */
	private array $sections = array();

	/** @var array<string, SettingField> */
	private array $fields = array();

	/** @var array<string, int> */
	private array $field_positions = array();

	/**
	 * @param string $id          The section's id.
	 * @param string $title       Translated title.
	 * @param string $description Translated description.
	 * @param int    $position    Where it goes on the screen: a SectionPosition constant; an
	 *                            extension's sections go last unless they say otherwise.
	 */
	public function add_section( string $id, string $title, string $description = '', int $position = SectionPosition::LAST ): void {
		$this->sections[ $id ] = array(
			'title'       => $title,
			'description' => $description,
			'position'    => $position,
		);
	}

	/**
	 * @param SettingField $field    The field; its section may be added later.
	 * @param int          $position FIELDS_OWN, or FIELDS_ADDED for a section another module made.
	 */
	public function add_field( SettingField $field, int $position = self::FIELDS_OWN ): void {
		$this->fields[ $field->key ]          = $field;
		$this->field_positions[ $field->key ] = $position;
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
	 * Every setting as a page or a GET may show it: secrets masked (SettingField::mask()).
	 *
	 * @return array<string, mixed>
	 */
	public function displayed(): array {
		$values = array();
		foreach ( $this->fields as $key => $field ) {
			$values[ $key ] = $field->displayed( $this->get( $key ) );
		}
		return $values;
	}

	/**
	 * Validates every given value and saves them all, or saves nothing. A secret sent back as its
	 * mask (the screen posts what it was given) keeps the stored secret.
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
			if ( $field->secret && is_string( $value ) && '' !== $value && $value === $field->displayed( $this->get( $key ) ) ) {
				continue;
			}
			$valid = rest_validate_value_from_schema( $value, $field->schema, $field->label );
			if ( is_wp_error( $valid ) ) {
				$message = '' !== $field->invalid_message ? sprintf( $field->invalid_message, $field->label ) : $valid->get_error_message();
				$errors->add( 'vitrine_invalid_setting', $message, array( 'param' => $key ) );
				continue;
			}
			$refusal = null === $field->validate ? null : ( $field->validate )( $value );
			if ( null !== $refusal ) {
				$errors->add( 'vitrine_invalid_setting', $refusal, array( 'param' => $key ) );
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
		foreach ( $this->fields as $field ) {
			if ( ! isset( $this->sections[ $field->section ] ) ) {
				throw new \LogicException( sprintf( 'Setting %s names the unknown section %s.', $field->key, $field->section ) );
			}
		}
		$sections = array();
		foreach ( $this->in_order( $this->sections, array_column( $this->sections, 'position' ) ) as $id => $section ) {
			$fields = array();
			foreach ( $this->in_order( $this->fields, array_values( $this->field_positions ) ) as $field ) {
				if ( $field->section !== $id ) {
					continue;
				}
				$description = array(
					'key'     => $field->key,
					'label'   => $field->label,
					'help'    => $field->help,
					'control' => $field->control,
					'schema'  => $field->schema,
				);
				if ( array() !== $field->option_labels ) {
					$description['optionLabels'] = $field->option_labels;
				}
				$fields[] = $description;
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
	 * The items sorted by position, those of the same position in the order they were added.
	 *
	 * @template T
	 * @param array<string, T> $items     The items, in the order they were added.
	 * @param list<int>        $positions Their positions, in the same order.
	 * @return array<string, T>
	 */
	private function in_order( array $items, array $positions ): array {
		$keys  = array_keys( $items );
		$order = array_keys( $keys );
		usort( $order, static fn ( int $a, int $b ): int => array( $positions[ $a ], $a ) <=> array( $positions[ $b ], $b ) );
		$sorted = array();
		foreach ( $order as $index ) {
			$sorted[ $keys[ $index ] ] = $items[ $keys[ $index ] ];
		}
		return $sorted;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function stored(): array {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}
}
