<?php
/**
 * Builders of the JSON Schemas that describe our REST answers.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Rest;

/**
 * Short names for the shapes every route answers with, so that a route's schema reads like its
 * answer. Objects are closed (additionalProperties false) and require every property unless it
 * is named optional: an answer that gains, loses or retypes a key fails the schema tests, and
 * the TypeScript types generated from the schemas (npm run rest-types) say exactly what comes.
 * `required` is the draft-4 list on the object, which both WordPress's validator and
 * json-schema-to-typescript read.
 */
final class Schema {

	/**
	 * A closed object.
	 *
	 * @param array<string, array<string, mixed>> $properties Property to schema.
	 * @param list<string>                        $optional   Properties that may be left out.
	 * @return array<string, mixed>
	 */
	public static function object( array $properties, array $optional = array() ): array {
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'required'             => array_values( array_diff( array_keys( $properties ), $optional ) ),
			'additionalProperties' => false,
		);
	}

	/**
	 * An object whose keys are data (a map), each value of one schema.
	 *
	 * @param array<string, mixed> $values The schema of each value.
	 * @return array<string, mixed>
	 */
	public static function map( array $values ): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => $values,
		);
	}

	/**
	 * A list.
	 *
	 * @param array<string, mixed> $items The schema of each item.
	 * @return array<string, mixed>
	 */
	public static function list_of( array $items ): array {
		return array(
			'type'  => 'array',
			'items' => $items,
		);
	}

	/**
	 * @param list<string> $values The only values allowed; any string when empty.
	 * @return array<string, mixed>
	 */
	public static function string( array $values = array() ): array {
		return array() === $values ? array( 'type' => 'string' ) : array(
			'type' => 'string',
			'enum' => $values,
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function integer(): array {
		return array( 'type' => 'integer' );
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function number(): array {
		return array( 'type' => 'number' );
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function boolean(): array {
		return array( 'type' => 'boolean' );
	}

	/**
	 * An amount: a decimal string in the store currency ("12.50", "-3.00"), never a float.
	 *
	 * @return array<string, mixed>
	 */
	public static function money(): array {
		return array(
			'type'    => 'string',
			'pattern' => '^-?[0-9]+(\.[0-9]+)?$',
		);
	}

	/**
	 * The schema, or null.
	 *
	 * @param array<string, mixed> $schema A schema with a single type.
	 * @return array<string, mixed>
	 */
	public static function nullable( array $schema ): array {
		$schema['type'] = array( $schema['type'], 'null' );
		return $schema;
	}

	/**
	 * The schema with a title: the name of the shape, and of its generated TypeScript type.
	 *
	 * @param string               $title  The name, in PascalCase.
	 * @param array<string, mixed> $schema The schema.
	 * @return array<string, mixed>
	 */
	public static function titled( string $title, array $schema ): array {
		return array( 'title' => $title ) + $schema;
	}

	/**
	 * The shapes a route answers when its methods answer differently; each has a title.
	 *
	 * @param string                      $title  The route's answers, together.
	 * @param list<array<string, mixed>> $shapes One schema per shape.
	 * @return array<string, mixed>
	 */
	public static function one_of( string $title, array $shapes ): array {
		return array(
			'title' => $title,
			'oneOf' => $shapes,
		);
	}
}
